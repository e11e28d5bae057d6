import { SHORT_TIMER_MS, trackShortTimers } from '../support/shortTimers';

describe('trackShortTimers', () => {
  test('counts a short timer until it runs or is cleared, never a long one, and puts the functions back', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'setTimeout');
    const timers = trackShortTimers(window);
    try {
      let ran = 0;
      setTimeout(() => {
        ran += 1;
      }, 5);
      const cleared = setTimeout(() => undefined, 10);
      const long = setTimeout(() => undefined, SHORT_TIMER_MS);
      expect(timers.pending()).toBe(2);
      clearTimeout(cleared);
      expect(timers.pending()).toBe(1);
      await new Promise((r) => setTimeout(r, 20));
      expect(ran).toBe(1);
      expect(timers.pending()).toBe(0);
      clearTimeout(long);
    } finally {
      timers.restore();
    }
    expect(Object.getOwnPropertyDescriptor(window, 'setTimeout')).toEqual(own);
  });
});
