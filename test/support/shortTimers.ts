// The timers a page has set and not yet run or cleared, of a short delay: a replayed step has not settled while one is
// due (a redirect after the app's redirectDelay, the wait message's delay, a prefetch). Waiting for them, rather than
// for a fixed quiet long enough for the longest, lets a recording take what a step ends in however the machine is
// loaded, at the cost of the delays the journey itself sets. Longer timers (a countdown's tick, a message that fades
// after seconds) are what the user waits for, not part of the step.

/** A delay at or above this is a later event, not the end of the step. */
export const SHORT_TIMER_MS = 1000;

type SetTimeout = (handler: TimerHandler, timeout?: number, ...args: unknown[]) => number;

/** Counts the short timers `win` sets from now on, until `restore()`. */
export function trackShortTimers(win: Window & typeof globalThis) {
  const due = new Set<number>();
  // (the page's own functions, put back as they were on restore)
  const set = win.setTimeout.bind(win) as unknown as SetTimeout;
  const clear = win.clearTimeout.bind(win);
  const { setTimeout: ownSet, clearTimeout: ownClear } = Object.getOwnPropertyDescriptors(win);
  const tracked: SetTimeout = (handler, timeout = 0, ...args) => {
    if (typeof handler !== 'function' || timeout >= SHORT_TIMER_MS) return set(handler, timeout, ...args);
    const id: number = set(
      (...a: unknown[]) => {
        due.delete(id);
        (handler as (...x: unknown[]) => void)(...a);
      },
      timeout,
      ...args,
    );
    due.add(id);
    return id;
  };
  win.setTimeout = tracked as typeof win.setTimeout;
  win.clearTimeout = ((id?: number) => {
    if (id !== undefined) due.delete(id);
    clear(id);
  }) as typeof win.clearTimeout;
  return {
    pending: () => due.size,
    restore: () => {
      const w = win as unknown as Record<string, unknown>;
      if (ownSet) Object.defineProperty(win, 'setTimeout', ownSet);
      else delete w.setTimeout;
      if (ownClear) Object.defineProperty(win, 'clearTimeout', ownClear);
      else delete w.clearTimeout;
    },
  };
}
