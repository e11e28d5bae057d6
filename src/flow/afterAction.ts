// Code that runs once the reducers have taken an action (src/flow/listeners.ts). What Redux Toolkit's listener
// middleware did here, and all of it this widget used: each effect starts synchronously after the state is updated,
// in the order the effects were given; a failure is reported, never thrown into the dispatch. Its tasks, conditions
// and cancellation, which no effect used, are not carried in the sign-on bundle (1.5 KiB gzip, issue 52).
import type { Middleware, MiddlewareAPI } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../app/state';

export type ListenerApi = MiddlewareAPI<AppDispatch, RootState>;

export interface Listener {
  matches(action: unknown): boolean;
  effect(action: unknown, api: ListenerApi): unknown;
}

/** An effect for the actions of one action creator (its `match`), typed by it. */
export function on<A>(
  creator: { match(action: unknown): action is A },
  effect: (action: A, api: ListenerApi) => unknown,
) {
  return { matches: (a: unknown) => creator.match(a), effect: (a: unknown, api: ListenerApi) => effect(a as A, api) };
}

export function afterActions(listeners: Listener[], report: (message: string, detail?: unknown) => void): Middleware {
  return (api) => (next) => (action) => {
    const result = next(action);
    for (const l of listeners) {
      if (!l.matches(action)) continue;
      const failed = (e: unknown) => report('AuthWidget: a flow effect failed', (e as Error)?.message);
      try {
        void Promise.resolve(l.effect(action, api as ListenerApi)).catch(failed);
      } catch (e) {
        failed(e);
      }
    }
    return result;
  };
}
