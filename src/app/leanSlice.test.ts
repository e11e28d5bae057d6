// A slice without immer (src/app/leanSlice.ts): Redux Toolkit's action creators, one reducer that runs the case of
// the action's type and otherwise hands the state back as it was.
import { leanSlice } from './leanSlice';

interface S {
  count: number;
  label: string;
}
const slice = leanSlice(
  'demo',
  { count: 0, label: '' },
  {
    bumped: (s: S): S => ({ ...s, count: s.count + 1 }),
    labelled: (s: S, label: string): S => ({ ...s, label }),
  },
);

test('each case is an action creator of type "name/case", with its payload and a matcher', () => {
  expect(slice.actions.bumped()).toEqual({ type: 'demo/bumped', payload: undefined });
  expect(slice.actions.labelled('x')).toEqual({ type: 'demo/labelled', payload: 'x' });
  expect(slice.actions.labelled.match({ type: 'demo/labelled', payload: 'y' })).toBe(true);
  expect(slice.actions.bumped.type).toBe('demo/bumped');
});

test('the reducer starts from the initial state, runs the case of the type and leaves the old state unchanged', () => {
  const start = slice.reducer(undefined, { type: '@@init' });
  expect(start).toEqual({ count: 0, label: '' });
  const next = slice.reducer(start, slice.actions.labelled('hi'));
  expect(next).toEqual({ count: 0, label: 'hi' });
  expect(start.label).toBe('');
  expect(slice.reducer(next, slice.actions.bumped()).count).toBe(1);
});

test('an action of another slice, or of a case it lacks, hands back the very same state', () => {
  const start = slice.reducer(undefined, { type: '@@init' });
  expect(slice.reducer(start, { type: 'other/bumped' })).toBe(start);
  expect(slice.reducer(start, { type: 'demo/unknown' })).toBe(start);
});

test('outside production each new state is frozen, as immer froze it: a mutation throws', () => {
  const next = slice.reducer(undefined, slice.actions.labelled('x'));
  expect(Object.isFrozen(next)).toBe(true);
  expect(() => {
    (next as { count: number }).count = 5;
  }).toThrow(TypeError);
});
