// The flow's listener middleware (src/flow/afterAction.ts), on a store of this test's own: an effect sees the state the
// action made, starts before the dispatch returns, and a failure is reported, never thrown into the dispatch.
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { afterActions, on } from './afterAction';

const counter = createSlice({
  name: 'n',
  initialState: { n: 0 },
  reducers: { add: (s, a: { payload: number }) => void (s.n += a.payload), other: () => undefined },
});

function store(listeners: Parameters<typeof afterActions>[0], report = jest.fn<void, [string, unknown?]>()) {
  const s = configureStore({
    reducer: { n: counter.reducer },
    middleware: (gDM) => gDM().prepend(afterActions(listeners, report)),
  });
  return { s, report };
}

test('an effect runs for its action only, after the reducers, before the dispatch returns, in order', () => {
  const seen: string[] = [];
  const { s } = store([
    on(
      counter.actions.add,
      (a, api) => void seen.push(`first ${a.payload} → ${(api.getState() as never as { n: { n: number } }).n.n}`),
    ),
    on(counter.actions.add, () => void seen.push('second')),
  ]);
  s.dispatch(counter.actions.other());
  expect(seen).toEqual([]);
  s.dispatch(counter.actions.add(2));
  expect(seen).toEqual(['first 2 → 2', 'second']);
});

test('an effect may dispatch; its failure, thrown or rejected, is reported and the dispatch goes on', async () => {
  const { s, report } = store([
    on(counter.actions.add, (a, api) => {
      if (a.payload === 1) api.dispatch(counter.actions.add(10));
    }),
    on(counter.actions.add, (a) => {
      if (a.payload === 10) throw new Error('thrown');
    }),
    on(counter.actions.add, async (a) => {
      if (a.payload === 1) throw new Error('rejected');
    }),
  ]);
  expect(() => s.dispatch(counter.actions.add(1))).not.toThrow();
  expect(s.getState().n.n).toBe(11);
  await Promise.resolve();
  await Promise.resolve();
  expect(report.mock.calls.map((c) => c[1])).toEqual(expect.arrayContaining(['thrown', 'rejected']));
});
