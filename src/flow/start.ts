// Starting the widget and renewing its server session, as the "session" of the flow tables says (docs/api.md
// "Start-up"): every start call goes out at once except those that wait for another's reply; the entry rows pick the
// first panel as soon as the calls it needs have answered, and the rest arrive while the user reads it.
import type { Env } from '../app/env';
import { sessionActions, type SessionState } from '../app/sessionSlice';
import type { AppDispatch, AppThunk, RootState } from '../app/state';
import type { RequestResult } from '../api/requests';
import type { StartCall } from '../data/types';
import { carryScope, takeCarriedUserId } from './carry';
import { flowActions } from './flowSlice';
import { computeFacts } from './guards';
import { requestDef, runOutsideSubmit, sessionComing, sessionPending } from './namedRequest';
import { pick, resolveTransition } from './resolveTransition';

export const systemError = { goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'SYSTEM_ERROR' }] };

/** What a request keeps: its session entries (src/api/sessionEntries.ts) and its flow-context entries. */
export function keepResult(dispatch: AppDispatch, result: RequestResult) {
  if (Object.keys(result.session).length) dispatch(sessionActions.sessionKept(result.session as Partial<SessionState>));
  if (Object.keys(result.kept).length) dispatch(flowActions.replyKept(result.kept));
}

/** Makes one named request outside a submit and keeps what it keeps; throws its failure. */
export async function makeRequestWith(
  env: Env,
  dispatch: AppDispatch,
  getState: () => RootState,
  name: string,
  extra: { failure?: Record<string, unknown>; session?: boolean } = {},
) {
  const def = await requestDef(env, name);
  if (!def) throw new Error(`no request named ${name}`);
  keepResult(dispatch, await runOutsideSubmit(env, getState, name, def, extra));
}
/** a call that brings the session: it cannot wait for the session */
const makeSessionRequest = (env: Env, dispatch: AppDispatch, getState: () => RootState, name: string) =>
  makeRequestWith(env, dispatch, getState, name, { session: true });

export const sessionSettled = (env: Env) => sessionPending.get(env);

/** The start calls, then the entry rows. */
export const startWidget =
  (entry: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    // a user id typed before the page went to a provider and came back (src/flow/carry.ts)
    const carried = takeCarriedUserId(carryScope(env.config));
    if (carried) dispatch(flowActions.userIdRemembered(carried));
    const calls = env.tables.session.start;
    const byName = new Map(calls.map((c) => [c.request, c]));
    /** each call's failure, or null; a call whose `after` failed is not made and has no failure of its own */
    const made = new Map<string, Promise<unknown>>();
    const skipped = Symbol('skipped');
    const make = (call: StartCall): Promise<unknown> => {
      let p = made.get(call.request);
      if (!p) {
        p = (async () => {
          const before = call.after ? byName.get(call.after) : undefined;
          if (before && (await make(before)) !== null) return skipped;
          return makeSessionRequest(env, dispatch, getState, call.request).then(
            () => null,
            (e: unknown) => e ?? new Error('failed'),
          );
        })();
        made.set(call.request, p);
      }
      return p;
    };
    /** the first failure in the order of the list (not of time) ends the start with its rows; true when one did */
    const failedIn = (list: StartCall[], results: unknown[]) => {
      const i = results.findIndex((e) => e !== null && e !== skipped);
      if (i < 0) return false;
      const call = list[i];
      env.report(`AuthWidget: the widget could not start (${call.request})`, (results[i] as Error)?.message);
      dispatch(sessionActions.bootstrapFinished('failed'));
      dispatch(flowActions.waitHidden());
      const source = `session/start/${call.request}/failed`;
      const t = pick(call.failed, computeFacts(getState(), env), source) ?? { ...systemError, source };
      dispatch(flowActions.transitioned({ from: getState().flow.page, ...t }));
      return true;
    };
    dispatch(flowActions.waitShown());
    const all = Promise.all(calls.map(make));
    sessionComing(env, all);
    const first = calls.filter((c) => c.beforePanel);
    if (failedIn(first, await Promise.all(first.map(make))) || getState().flow.closed) return;
    dispatch(flowActions.waitHidden());
    const t = resolveTransition(env.tables, { kind: 'entry', action: entry }, computeFacts(getState(), env));
    if (!t) {
      env.report(`AuthWidget: no entry row for ${entry}`);
      dispatch(flowActions.transitioned({ from: null, source: `entries/${entry}`, ...systemError }));
      return;
    }
    dispatch(flowActions.transitioned({ from: null, ...t }));
    if (!failedIn(calls, await all) && !getState().flow.closed) dispatch(sessionActions.bootstrapFinished('ready'));
  };

/**
 * After the server starts a new session (sign-on) or lost one: the "renew" requests in order (the new session id and
 * its CSRF token), with the wait message up meanwhile. Until the token arrives the old one is gone (a submit waits).
 */
export const renewSession = (): AppThunk<Promise<void>> => async (dispatch, getState, env) => {
  dispatch(sessionActions.csrfTokenCleared());
  dispatch(flowActions.waitShown());
  const renewed = (async () => {
    for (const name of env.tables.session.renew ?? []) await makeSessionRequest(env, dispatch, getState, name);
  })();
  sessionComing(env, renewed);
  try {
    await renewed;
  } catch (e) {
    env.report('AuthWidget: could not renew the session', (e as Error).message);
  } finally {
    dispatch(flowActions.waitHidden());
  }
};
