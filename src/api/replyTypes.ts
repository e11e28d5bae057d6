// How a reply field a request names (its "reply" in flows/) is read: each type checks and bounds what the server sent,
// so nothing of unexpected shape or size reaches the flow context. Named in data, implemented once here.
import { formatContact, type ContactIn } from '../form/phones';
import { readAppSettings, readCsrf, readDeliveryOptions, scalarExtras } from './settings';

/** A profile field's name in a reply where it is not the profile schema's; the reference server answers so too. */
export const PROFILE_WIRE_NAMES: Record<string, string> = { email: 'emailId', phones: 'contacts' };

const MAX_TEXT = 500;
const MAX_LIST = 1000;
const MAX_URL = 4096;
const MAX_OPTIONS_JSON = 16 * 1024;

/** How a reply type reads a field: `(body, field)` → the value, or undefined when the reply has none of that type. */
export type ReplyType = (body: Record<string, unknown>, field: string) => unknown;

/** THE reply types of the bundle; the chunks bring theirs (src/api/chunk-reply-types.json) into loadedReplyTypes. */
export const REPLY_TYPES: Record<string, ReplyType> = {
  string: (b, f) =>
    typeof b[f] === 'string' ? b[f].slice(0, MAX_TEXT) : typeof b[f] === 'number' ? String(b[f]) : undefined,
  integer: (b, f) => {
    const v = b[f];
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    return typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : undefined;
  },
  boolean: (b, f) => (b[f] === true || b[f] === 'true' ? true : b[f] === false || b[f] === 'false' ? false : undefined),
  deliveryOptions: (b) => readDeliveryOptions(b),
  /** the app's settings (the app-details reply's object): known ones checked and defaulted, other scalars kept */
  appSettings: (b, f) => readAppSettings(b[f]),
  /** the CSRF data: the token in the field, its status and header name beside it at the top of the reply */
  csrf: (b, f) => (f === 'csrfTokenValue' ? readCsrf(b) : undefined),
  /** a captcha challenge: the markup in the field (sanitized when drawn) and its parameters beside it; none when the
   * reply has no markup */
  captcha: (b, f) => {
    if (typeof b[f] !== 'string' || !b[f]) return undefined;
    const p = (b.captchaParameters && typeof b.captchaParameters === 'object' ? b.captchaParameters : {}) as Record<
      string,
      unknown
    >;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, MAX_TEXT) : undefined);
    return { html: b[f], token: text(p.token), imageUrl: text(p.imageUrl), audioUrl: text(p.audioUrl) };
  },
  /** a user's profile as the confirm-profile panel shows it (docs/panels.md panel 8): names, e-mail, formatted phones,
   * and any other scalar field (one a product owner added to the profile schema, as saved) */
  profile: (b, f) => {
    const u = b[f];
    if (!u || typeof u !== 'object' || Array.isArray(u)) return undefined;
    const user = u as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, MAX_TEXT) : '');
    const { emailId: _e, brandId: _b, languageCode: _l, status: _s, type: _t, ...rest } = user;
    return {
      ...scalarExtras(rest),
      userId: text(user.userId),
      firstName: text(user.firstName),
      middleInitial: text(user.middleInitial),
      lastName: text(user.lastName),
      email: text(user[PROFILE_WIRE_NAMES.email]),
      phones: (Array.isArray(user[PROFILE_WIRE_NAMES.phones])
        ? (user[PROFILE_WIRE_NAMES.phones] as unknown[]).slice(0, MAX_LIST)
        : []
      ).map((c) => formatContact(c as ContactIn)),
    };
  },
  /** a URL: a string of at most MAX_URL characters, whole or not at all (a cut URL leads somewhere else) */
  url: (b, f) => (typeof b[f] === 'string' && b[f] && b[f].length <= MAX_URL ? b[f] : undefined),
  /** WebAuthn options in their JSON form (a reply's publicKey): an object with a challenge, at most MAX_OPTIONS_JSON long */
  webauthnOptions: (b, f) => {
    const v = b[f];
    if (!v || typeof v !== 'object' || Array.isArray(v) || typeof (v as { challenge?: unknown }).challenge !== 'string')
      return undefined;
    return JSON.stringify(v).length <= MAX_OPTIONS_JSON ? v : undefined;
  },
  /** a reply to act on later (a reply's `then`): its nextAction and targetUrl, read as a flow reply reads them */
  nextReply: (b, f) => {
    const v = b[f] as Record<string, unknown> | undefined;
    if (!v || typeof v !== 'object' || Array.isArray(v) || typeof v.nextAction !== 'string') return undefined;
    return { nextAction: v.nextAction.slice(0, MAX_TEXT), targetUrl: REPLY_TYPES.url(v, 'targetUrl') };
  },
  /** a list of short texts (codes, names): at most MAX_LIST, each text as the string type reads it */
  textList: (b, f) =>
    Array.isArray(b[f])
      ? b[f]
          .slice(0, MAX_LIST)
          .filter((v) => typeof v === 'string' || typeof v === 'number')
          .map((v) => String(v).slice(0, MAX_TEXT))
      : undefined,
};

/**
 * The reply types whose values are shown once and never kept: they go to the page's secrets (src/flow/secrets.ts),
 * never into the flow context, an action or a log, and a request cannot "keep" them (the data check).
 */
export const SECRET_TYPES: Record<string, ReplyType> = {
  /** a text shown once (an authenticator app's key, its otpauth:// URI), at most MAX_URL long */
  secret: (b, f) => (typeof b[f] === 'string' && b[f] && b[f].length <= MAX_URL ? b[f] : undefined),
  /** a list of texts shown once (recovery codes) */
  secretList: REPLY_TYPES.textList,
};

/** The reply types chunks brought (src/data/load.ts), and those of src/api/chunk-reply-types.json the bundled flows
 * name. */
export const loadedReplyTypes: Record<string, ReplyType> = {};

export function readReplyFields(body: unknown, spec: Record<string, string> = {}): Record<string, unknown> {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(spec)) {
    const v = (REPLY_TYPES[type] ?? loadedReplyTypes[type] ?? SECRET_TYPES[type])?.(b, field);
    if (v !== undefined) out[field] = v;
  }
  return out;
}
