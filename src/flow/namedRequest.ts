// A request of the flow tables made outside a submit (the fetch effect, the target URL of a redirect): its flow loaded
// first when it lives in one not loaded yet, no form values (so never a secret), the facts of the moment.
import type { Env } from '../app/env';
import type { RootState } from '../app/state';
import { runRequest } from '../api/requests';
import type { RequestDef } from '../data/types';
import { computeFacts } from './guards';

/** The effects whose value names a request; the data check holds them to "requests", the build routes them to their
 * flow file (scripts/generate-data.mjs REQUEST_EFFECTS, kept equal by test/data/check-rules.test.ts). */
export const REQUEST_EFFECTS = ['sendRequest', 'fetch', 'passkeyAutofill', 'navigateToRequest'];

/** The request's definition, its flow loaded first when needed; null (reported) when no flow defines it. */
export async function requestDef(env: Env, name: string): Promise<RequestDef | null> {
  if (!env.tables.requests[name]) await env.ensure({ request: name }).catch(() => undefined);
  const def = env.tables.requests[name];
  if (!def) env.report(`AuthWidget: no request named ${name}`);
  return def ?? null;
}

/** The start calls or the session renewal still out, per widget (src/flow/start.ts): other requests wait for them. */
export const sessionPending = new WeakMap<Env, Promise<unknown>>();

/** Notes calls that bring the session as out until they settle (then nothing waits for them any more). */
export function sessionComing(env: Env, settled: Promise<unknown>) {
  const p = settled.catch(() => undefined);
  sessionPending.set(env, p);
  void p.then(() => {
    if (sessionPending.get(env) === p) sessionPending.delete(env);
  });
}

/**
 * Makes it with no form values and the facts of the moment: its reply and what it keeps, or the failure thrown. It
 * waits for the session (its id and CSRF token) first, unless it is one of the calls that bring them (`session`).
 */
export async function runOutsideSubmit(
  env: Env,
  getState: () => RootState,
  name: string,
  def: RequestDef,
  extra: { failure?: Record<string, unknown>; session?: boolean } = {},
) {
  if (!extra.session) await sessionPending.get(env);
  const state = getState();
  return runRequest(name, def, { env, state, formData: {}, facts: computeFacts(state, env), ...extra });
}
