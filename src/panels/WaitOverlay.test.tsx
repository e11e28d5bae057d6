// The wait message's timing (useSteadyFlag): nothing for a request answered within the delay; once shown, it stays
// its minimum however soon the request ends; a request that outlasts the minimum hides it at once when it ends.
import { act, renderHook } from '@testing-library/react';
import { useSteadyFlag } from './WaitOverlay';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const steady = (on: boolean) => renderHook(({ on: o }) => useSteadyFlag(o, 300, 400), { initialProps: { on } });
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

test('a request answered within the delay never shows the wait', () => {
  const h = steady(true);
  wait(250);
  h.rerender({ on: false });
  wait(1000);
  expect(h.result.current).toBe(false);
});

test('shown after the delay, it stays its minimum even when the request ends at once', () => {
  const h = steady(true);
  wait(299);
  expect(h.result.current).toBe(false);
  wait(1);
  expect(h.result.current).toBe(true);
  wait(50);
  h.rerender({ on: false });
  wait(349);
  expect(h.result.current).toBe(true);
  wait(1);
  expect(h.result.current).toBe(false);
});

test('a request that outlasts the minimum hides the wait as soon as it ends', () => {
  const h = steady(true);
  wait(300 + 1000);
  h.rerender({ on: false });
  wait(0);
  expect(h.result.current).toBe(false);
});

test('taken over from the first script: shown from the start; its minimum counts from when that one showed', () => {
  const since = Date.now() - 100;
  const h = renderHook(({ on: o }) => useSteadyFlag(o, 300, 400, since), { initialProps: { on: true } });
  expect(h.result.current).toBe(true);
  h.rerender({ on: false });
  wait(299);
  expect(h.result.current).toBe(true);
  wait(1);
  expect(h.result.current).toBe(false);
});

test('once its minimum is over, it goes in the very render its cause ends: no timer, no frame later', () => {
  const h = renderHook(({ on: o }) => useSteadyFlag(o, 300, 400, Date.now() - 5000), { initialProps: { on: true } });
  h.rerender({ on: false });
  expect(h.result.current).toBe(false);
  const later = steady(true);
  wait(300);
  wait(400);
  later.rerender({ on: false });
  expect(later.result.current).toBe(false);
});

test('taken over before the first script’s wait was due: shown when that one was due, not a whole delay later', () => {
  const h = renderHook(({ on: o }) => useSteadyFlag(o, 300, 400, null, Date.now() + 120), {
    initialProps: { on: true },
  });
  wait(119);
  expect(h.result.current).toBe(false);
  wait(1);
  expect(h.result.current).toBe(true);
});

test('the first script’s delay counts only while its cause lasts: after a quick reply, the next wait’s delay is whole', () => {
  const h = renderHook(({ on: o }) => useSteadyFlag(o, 300, 400, null, Date.now() + 120), {
    initialProps: { on: true },
  });
  h.rerender({ on: false });
  h.rerender({ on: true });
  wait(299);
  expect(h.result.current).toBe(false);
  wait(1);
  expect(h.result.current).toBe(true);
});
