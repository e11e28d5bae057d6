// Runs a named request of the flow tables ("requests" in flows/, docs/api.md): its path, query and payload are built
// from the form values and the non-secret state by the value sources and transforms of src/api/values.ts, the reply
// is read as a flow reply plus the fields the request names, and an outcome names a missing nextAction. Form values
// are passed in, never stored; what is kept (reply fields, the non-secret payload) is returned for the store.
import type { Env } from '../app/env';
import type { RootState } from '../app/state';
import type { RequestDef } from '../data/types';
import type { Facts } from '../flow/resolveTransition';
import { behaviorData } from '../host/behavior';
import { readFlowReply, type FlowReply } from './envelope';
import { ApiFailure } from './failure';
import { OUTCOMES } from './outcomes';
import { readReplyFields, SECRET_TYPES } from './replyTypes';
import { CANCELLED } from './ceremony';
import { asRecord, buildValues, choose, fillPath, queryOf, type ValueScope } from './values';

export { buildValues, fillPath };

export interface RequestContext {
  env: Env;
  state: RootState;
  formData: Record<string, unknown>;
  facts: Facts;
  /** the failure an error-log request reports ("failure.<field>") */
  failure?: Record<string, unknown>;
  /** a passkey ceremony's result already in hand (the browser's autofill, src/flow/passkeyEffects.ts) */
  ceremony?: Record<string, unknown>;
}

export interface RequestResult {
  reply: FlowReply & Record<string, unknown>;
  /** flow-context entries to set: the reply fields the request keeps, and the kept payload */
  kept: Record<string, unknown>;
  /** session entries to set (src/api/sessionEntries.ts) */
  session: Record<string, unknown>;
  /** the reply fields of a secret type: for the page's secrets (src/flow/secrets.ts), never the store */
  secrets: Record<string, unknown>;
}

export function scopeOf({ env, state, formData, facts, failure, ceremony }: RequestContext): ValueScope {
  return {
    failure,
    ceremony,
    get browser() {
      return env.host.browserInfo();
    },
    form: formData,
    context: state.flow.context,
    session: state.session as unknown as Record<string, unknown>,
    app: asRecord(state.session.app),
    config: env.config as unknown as Record<string, unknown>,
    facts,
    behavior: behaviorData(),
  };
}

/** A request with "navigate": the URL the page goes to (its path and query under the API base), never fetched. */
export function navigationUrl(def: RequestDef, ctx: RequestContext): string {
  const scope = scopeOf(ctx);
  const path = fillPath(choose(def.path, ctx.facts), scope);
  const query = new URLSearchParams(queryOf(def.query, scope, ctx.facts)).toString();
  return `${ctx.env.config.apiBase}/${path}${query ? `?${query}` : ''}`;
}

/** The options request's publicKey, then the browser's ceremony with it: its JSON result (never kept). */
async function ceremonyOf(name: string, def: RequestDef, ctx: RequestContext): Promise<Record<string, unknown>> {
  const { options, kind } = def.ceremony!;
  const optionsDef = ctx.env.tables.requests[options];
  if (!optionsDef) throw new ApiFailure('REQUEST_FAILED', 'unexpected', `request ${name}: no request ${options}`);
  const { reply } = await runRequest(options, optionsDef, { ...ctx, formData: {} });
  if (!reply.publicKey)
    throw new ApiFailure('REQUEST_FAILED', 'unexpectedReply', `request ${options}: the reply has no publicKey`);
  try {
    const webauthn = await ctx.env.loadWebauthn();
    return { credential: await webauthn.runCeremony(kind, reply.publicKey) };
  } catch (e) {
    const cancelled = (e as Error)?.name === CANCELLED;
    throw new ApiFailure(cancelled ? 'CEREMONY_CANCELLED' : 'CEREMONY_FAILED', 'ceremony', (e as Error).message);
  }
}

export async function runRequest(name: string, def: RequestDef, ctx: RequestContext): Promise<RequestResult> {
  if (def.ceremony && !ctx.ceremony) ctx = { ...ctx, ceremony: await ceremonyOf(name, def, ctx) };
  const scope = scopeOf(ctx);
  const path = fillPath(choose(def.path, ctx.facts), scope);
  const query = queryOf(def.query, scope, ctx.facts);
  const payload = def.payload ? buildValues(choose(def.payload, ctx.facts), scope) : {};
  const body = await ctx.env.api.call(def.method ?? 'POST', path, payload, query);
  // a data reply (the country codes) has no messages, which in a flow reply would mean an expired session
  const fields = readReplyFields(body, def.reply);
  const secrets: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(def.reply ?? {}))
    if (SECRET_TYPES[type] && field in fields) {
      secrets[field] = fields[field];
      delete fields[field];
    }
  const reply = { ...(def.data ? {} : readFlowReply(body)), ...fields } as RequestResult['reply'];
  if (!reply.nextAction && def.outcome) {
    const outcome = OUTCOMES[def.outcome];
    if (!outcome) throw new ApiFailure('REQUEST_FAILED', 'unexpected', `request ${name}: no outcome ${def.outcome}`);
    reply.nextAction = outcome({ reply, app: scope.app });
  }
  const kept: Record<string, unknown> = {};
  for (const [to, field] of Object.entries(def.keep ?? {})) {
    if (reply[field] === undefined) continue;
    // "challenge.question": a field of an object in the context (a panel's dataFrom shows such an object)
    const [name, key] = to.split('.');
    if (!key) kept[name] = reply[field];
    else {
      const earlier = asRecord(kept[name] ?? (ctx.state.flow.context as Record<string, unknown>)[name]);
      kept[name] = { ...earlier, [key]: reply[field] };
    }
  }
  if (def.keepSent) kept[def.keepSent] = payload;
  // (a reply that asks for something first, to a request that acts on it, is not the reply the fields are for)
  const owed = def.act && typeof reply.nextAction === 'string' && reply.nextAction;
  for (const field of owed ? [] : (def.require ?? []))
    if ((reply[field] ?? secrets[field]) === undefined || reply[field] === false)
      throw new ApiFailure('REQUEST_FAILED', 'unexpectedReply', `request ${name}: the reply has no ${field}`);
  const session = Object.fromEntries(
    Object.entries(def.session ?? {}).flatMap(([to, field]) =>
      reply[field] === undefined ? [] : [[to, reply[field]]],
    ),
  );
  return { reply, kept, session, secrets };
}
