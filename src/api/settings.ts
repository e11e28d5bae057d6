// What the widget reads from the app-details and delivery-options replies: each field checked and defaulted, so that
// a reply with a missing, misspelt or odd field still gives settings the flows can use.
import type { DeliveryOptions } from './envelope';

export interface AppSettings {
  fpsNewUserSVChannel: string;
  newUserSVChannel: string;
  isIntlPhoneDisabled: boolean;
  isVoiceDisabled: boolean;
  isPingEnabled: boolean;
  nu_session_id: string | null;
  nu_detect_on: boolean;
  /** the factors the app offers beyond passwords and codes (docs/host.md "Passkeys"): PASSKEY, TOTP, RECOVERY_CODE */
  factors: string[];
  /** offer a passkey after a password sign-on */
  offerPasskey: boolean;
}

export interface CsrfData {
  csrfTokenValue: string;
  csrfTokenStatus: string;
  csrfTokenHeader: string;
}

export const appSettingsDefaults: AppSettings = {
  fpsNewUserSVChannel: 'PHONE_EMAIL',
  newUserSVChannel: 'EMAIL',
  isIntlPhoneDisabled: true,
  isVoiceDisabled: false,
  isPingEnabled: false,
  nu_session_id: null,
  nu_detect_on: false,
  factors: [],
  offerPasskey: false,
};

/** The factors the widget knows; any other name in an app's list is left out. */
export const FACTORS = ['PASSKEY', 'TOTP', 'RECOVERY_CODE'];

const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : d);
const text = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d);
const MAX_EXTRA = 50;
const MAX_TEXT = 500;

/**
 * The app settings of an app-details reply's `app` object; undefined when it has none. The known settings are
 * checked and defaulted; any other scalar setting (a new app property a request asks for) is kept as it came, bounded,
 * for requests and conditions to read ("app.<name>").
 */
const MAX_LIST = 10;
const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'boolean' || typeof v === 'number' || typeof v === 'string';
const cut = (v: string | number | boolean) => (typeof v === 'string' ? v.slice(0, MAX_TEXT) : v);

/** A list element the widget keeps: a scalar, or a record of scalars under plain names (an app's identity provider). */
const isRecord = (v: unknown): v is Record<string, string | number | boolean> =>
  !!v &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v).length <= MAX_LIST &&
  Object.entries(v).every(([k, x]) => /^\w{1,64}$/.test(k) && isScalar(x));
const element = (x: unknown) =>
  isRecord(x) ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, cut(v)])) : cut(x as string);

/** The scalar properties of an object whose names are plain words (strings cut to MAX_TEXT, at most MAX_EXTRA): what a
 * reply adds beyond the fields the widget knows (an app setting, a saved profile field). `lists`: a list of scalars, or
 * of records of scalars, is kept too, its first MAX_LIST (an app's channels for sign-on by code, its identity
 * providers:
 * docs/host.md "Sign-on through an identity provider"). */
export function scalarExtras(a: Record<string, unknown>, { lists = false } = {}): Record<string, unknown> {
  const keptList = (v: unknown) => lists && Array.isArray(v) && (v.every(isScalar) || v.every(isRecord));
  const extra = Object.entries(a)
    .filter(([k, v]) => /^\w{1,64}$/.test(k) && (isScalar(v) || keptList(v)))
    .slice(0, MAX_EXTRA)
    .map(([k, v]): [string, unknown] => [k, Array.isArray(v) ? v.slice(0, MAX_LIST).map(element) : cut(v as string)]);
  return Object.fromEntries(extra);
}

export function readAppSettings(app: unknown): (AppSettings & Record<string, unknown>) | undefined {
  if (!app || typeof app !== 'object' || Array.isArray(app)) return undefined;
  const a = app as Record<string, unknown>;
  const d = appSettingsDefaults;
  return {
    ...scalarExtras(a, { lists: true }),
    fpsNewUserSVChannel: text(a.fpsNewUserSVChannel, d.fpsNewUserSVChannel),
    newUserSVChannel: text(a.newUserSVChannel, d.newUserSVChannel),
    isIntlPhoneDisabled: bool(a.isIntlPhoneDisabled, d.isIntlPhoneDisabled),
    isVoiceDisabled: bool(a.isVoiceDisabled, d.isVoiceDisabled),
    isPingEnabled: bool(a.isPingEnabled, d.isPingEnabled),
    nu_session_id: typeof a.nu_session_id === 'string' ? a.nu_session_id : null,
    nu_detect_on: bool(a.nu_detect_on, d.nu_detect_on),
    factors: Array.isArray(a.factors) ? FACTORS.filter((f) => (a.factors as unknown[]).includes(f)) : d.factors,
    offerPasskey: bool(a.offerPasskey, d.offerPasskey),
  };
}

/** `app.<setting>`: a setting of the app-details reply, as a navigation target (docs/product-owner.md "A new app setting
 * used by a link") and as a fact a condition, a row's "when" or a text's choice may name */
export const APP_SETTING_PREFIX = 'app.';

/**
 * The app's settings as facts (src/panels/viewFacts.ts): a scalar at `app.<name>`; a list as the flow context's lists
 * are, its count at `app.<name>.length` and its elements at `app.<name>.0`, `app.<name>.1`, … (a record's fields at
 * `app.<name>.0.<field>`).
 */
export function appFacts(
  app: Record<string, unknown> | null | undefined,
): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [k, v] of Object.entries(app ?? {})) {
    const name = `${APP_SETTING_PREFIX}${k}`;
    if (v === null || isScalar(v)) out[name] = v;
    else if (Array.isArray(v)) {
      out[`${name}.length`] = v.length;
      (v as unknown[]).slice(0, MAX_LIST).forEach((x, i) => {
        if (x === null || isScalar(x)) out[`${name}.${i}`] = x;
        // a record's fields one level down: app.identityProviders.0.name
        else if (isRecord(x)) for (const [f, y] of Object.entries(x)) out[`${name}.${i}.${f}`] = y;
      });
    }
  }
  return out;
}

/** The CSRF data of a token reply (its fields sit at the top of the reply); undefined without a token. */
export function readCsrf(b: Record<string, unknown>): CsrfData | undefined {
  if (typeof b.csrfTokenValue !== 'string') return undefined;
  return {
    csrfTokenValue: b.csrfTokenValue.slice(0, MAX_TEXT),
    csrfTokenStatus: typeof b.csrfTokenStatus === 'string' ? b.csrfTokenStatus.slice(0, MAX_TEXT) : '',
    csrfTokenHeader: /^[A-Za-z0-9-]{1,64}$/.test(String(b.csrfTokenHeader))
      ? String(b.csrfTokenHeader)
      : 'X-XSRF-TOKEN',
  };
}

const MAX_OPTIONS = 10;
function phoneMap(v: unknown): [string, string][] {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
  return Object.entries(v as Record<string, unknown>)
    .filter((e): e is [string, string] => /^[\w.-]{1,64}$/.test(e[0]) && typeof e[1] === 'string' && !!e[1].trim())
    .slice(0, MAX_OPTIONS)
    .map(([id, shown]) => [id, shown.trim().slice(0, 40)]);
}
export function readDeliveryOptions(body: unknown): DeliveryOptions {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const email = typeof b.email === 'string' && b.email.trim() ? b.email.trim().slice(0, 120) : null;
  return {
    mobile: phoneMap(b.mobilePhoneIds),
    landline: phoneMap(b.landLinePhoneIds),
    email,
    passkey: b.passkey === true,
    // an authenticator app to use or to set up, and recovery codes left (docs/host.md "Authenticator apps and recovery
    // codes")
    ...(b.totp === 'ENROLLED' || b.totp === 'NOT_ENROLLED' ? { totp: b.totp } : {}),
    recoveryCode: b.recoveryCode === true,
  };
}
