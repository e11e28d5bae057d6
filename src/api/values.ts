// What request data may name: the sources of a value ("field.userId", "context.lastSend", "config.appId", …), the
// named transforms applied to it, and the choice of a string or object by a fact. Each is implemented once, here; the
// data check rejects any other name, and docs/reference.md lists them (docs/api.md says what the wire needs).
import type { GuardValue, Selectable, ValueRef } from '../data/types';
import { bareCountryCode } from '../form/fieldRules';

export interface ValueScope {
  form: Record<string, unknown>;
  context: Record<string, unknown>;
  session: Record<string, unknown>;
  app: Record<string, unknown>;
  config: Record<string, unknown>;
  facts: Record<string, GuardValue>;
  behavior: Record<string, unknown>;
  /** the browser's details (the error log sends them) */
  browser: Record<string, unknown>;
  /** the failure being logged (the error-log request, src/flow/thunks.ts) */
  failure?: Record<string, unknown>;
  /** the passkey ceremony's result of a request that runs one (src/api/webauthn.ts): never kept */
  ceremony?: Record<string, unknown>;
}

/** THE value sources: the prefix of `from`, with what it reads (meanings: src/data/docs/). */
export const SOURCES: Record<string, (s: ValueScope) => unknown> = {
  field: (s) => s.form,
  form: (s) => s.form,
  context: (s) => s.context,
  session: (s) => s.session,
  app: (s) => s.app,
  config: (s) => s.config,
  fact: (s) => s.facts,
  behavior: (s) => s.behavior,
  browser: (s) => s.browser,
  failure: (s) => s.failure,
  ceremony: (s) => s.ceremony,
};

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const digits = (v: unknown) => text(v).replace(/\D+/g, '');
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The contact details of a send-code request, from the enter-user-info form (docs/api.md "Payload details"). */
function deliveryChannelDetails(f: Record<string, unknown>) {
  const channel = f.deliveryChannel === 'LANDLINE' || f.deliveryChannel === 'EMAIL' ? f.deliveryChannel : 'MOBILE';
  if (channel === 'EMAIL') {
    const email = text(f.email).trim();
    return {
      deliveryMode: 'TEXT',
      deliveryChannel: channel,
      countryType: 'US',
      countryCode: '1',
      phoneNumber: '',
      extension: '',
      email,
    };
  }
  const us = f.countryType !== 'INT';
  return {
    deliveryMode: f.deliveryMode === 'VOICE' || channel === 'LANDLINE' ? 'VOICE' : 'TEXT',
    deliveryChannel: channel,
    countryType: us ? 'US' : 'INT',
    countryCode: us ? '1' : bareCountryCode(f.countryCode),
    phoneNumber: digits(f.phoneNumber),
    extension: channel === 'LANDLINE' ? digits(f.extension) : '',
    email: '',
  };
}

/** THE named transforms: value in, value out; pure (meanings and examples: src/data/docs/). */
export const TRANSFORMS: Record<string, (v: unknown) => unknown> = {
  text,
  trim: (v) => text(v).trim(),
  noSpaces: (v) => text(v).replace(/\s+/g, ''),
  digits,
  urlEncode: (v) => encodeURIComponent(text(v)),
  lowerCase: (v) => text(v).toLowerCase(),
  bareCountryCode,
  deliveryChannelDetails: (v) => deliveryChannelDetails(obj(v)),
  deliveryOption: (v) => {
    if (v === 'EMAIL') return { phoneId: '', deliveryMethod: 'EMAIL' };
    const m = /^(.+):(TEXT|VOICE)$/.exec(text(v));
    return m ? { phoneId: m[1], deliveryMethod: m[2] } : undefined;
  },
  deliveryMethodOf: (v) => {
    const d = obj(v);
    return d.deliveryChannel === 'EMAIL' ? 'EMAIL' : text(d.deliveryMode) || 'TEXT';
  },
};

/** A dotted path into an object ("lastSend.deliveryChannelDetails"). */
function at(root: unknown, path: string[]): unknown {
  let v = root;
  for (const key of path) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

export function readValue(ref: ValueRef, scope: ValueScope): unknown {
  let v: unknown;
  if ('value' in ref) v = ref.value;
  else {
    const [source, ...path] = (ref.from ?? '').split('.');
    v = SOURCES[source] ? at(SOURCES[source](scope), path) : undefined;
  }
  for (const name of [ref.transform ?? []].flat()) v = TRANSFORMS[name]?.(v);
  if (v === undefined || (v === null && ref.default !== undefined)) v = 'default' in ref ? ref.default : '';
  return v;
}

export const isSelect = (v: unknown): v is { select: string; cases: Record<string, unknown>; default: unknown } =>
  !!v && typeof v === 'object' && 'select' in v && 'cases' in v;

export function choose<T>(v: Selectable<T>, facts: Record<string, GuardValue>): T {
  if (!isSelect(v)) return v;
  const key = String(facts[v.select]);
  return Object.hasOwn(v.cases, key) ? v.cases[key] : v.default;
}

export const asRecord = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
/** a path or query value: a string, number or boolean as text; anything else (an object, null) is "" */
export const scalar = (v: unknown) =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

/** The values of a payload or query; "..." merges an object value; optional ones are left out when empty. */
export function buildValues(refs: Record<string, ValueRef>, scope: ValueScope): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, ref] of Object.entries(refs)) {
    const v = readValue(ref, scope);
    if (key === '...') Object.assign(out, asRecord(v));
    else if (!(ref.optional && (v === '' || v === null || v === undefined))) out[key] = v;
  }
  return out;
}

/** "{config.appId}" placeholders, each URL-encoded. */
export const fillPath = (path: string, scope: ValueScope) =>
  path.replace(/\{([^}]+)\}/g, (_m, from: string) => encodeURIComponent(scalar(readValue({ from }, scope))));

/** A request's query as text: the same for every caller that builds one (src/api/requests.ts, src/first/startUrl.ts). */
export const queryOf = (
  query: Selectable<Record<string, ValueRef>> | undefined,
  scope: ValueScope,
  facts: Record<string, GuardValue>,
): Record<string, string> =>
  Object.fromEntries(Object.entries(buildValues(choose(query ?? {}, facts), scope)).map(([k, v]) => [k, scalar(v)]));
