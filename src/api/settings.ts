// What the widget reads from the app-details and delivery-options replies: each field checked and defaulted, so that
// a reply with a missing, misspelt or odd field still gives settings the flows can use.
import type { DeliveryOptions } from './envelope';
import { ApiFailure } from './failure';

export interface AppSettings {
  fpsNewUserSVChannel: string;
  newUserSVChannel: string;
  isIntlPhoneDisabled: boolean;
  isVoiceDisabled: boolean;
  isPingEnabled: boolean;
  nu_session_id: string | null;
  nu_detect_on: boolean;
}

export interface CsrfData {
  csrfTokenValue: string;
  csrfTokenStatus: string;
  csrfTokenHeader: string;
}

/** What the client needs to know at call time; read from the store so it always sees the newest token. */
/** The app settings the widget asks for (the app-details call of docs/api.md). */
export const APP_PROPERTIES =
  'fpsNewUserSVChannel,isIntlPhoneDisabled,newUserSVChannel,nu_session_id,nu_detect_on,isPingEnabled,isVoiceDisabled';

export const appSettingsDefaults: AppSettings = {
  fpsNewUserSVChannel: 'PHONE_EMAIL',
  newUserSVChannel: 'EMAIL',
  isIntlPhoneDisabled: true,
  isVoiceDisabled: false,
  isPingEnabled: false,
  nu_session_id: null,
  nu_detect_on: false,
};

const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : d);
const text = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d);

export function readAppSettings(body: unknown): AppSettings {
  const app = (body && typeof body === 'object' && (body as { app?: unknown }).app) as
    Record<string, unknown> | undefined;
  if (!app || typeof app !== 'object')
    throw new ApiFailure('REQUEST_FAILED', 'unexpectedReply', 'app details without app');
  const d = appSettingsDefaults;
  return {
    fpsNewUserSVChannel: text(app.fpsNewUserSVChannel, d.fpsNewUserSVChannel),
    newUserSVChannel: text(app.newUserSVChannel, d.newUserSVChannel),
    isIntlPhoneDisabled: bool(app.isIntlPhoneDisabled, d.isIntlPhoneDisabled),
    isVoiceDisabled: bool(app.isVoiceDisabled, d.isVoiceDisabled),
    isPingEnabled: bool(app.isPingEnabled, d.isPingEnabled),
    nu_session_id: typeof app.nu_session_id === 'string' ? app.nu_session_id : null,
    nu_detect_on: bool(app.nu_detect_on, d.nu_detect_on),
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
  return { mobile: phoneMap(b.mobilePhoneIds), landline: phoneMap(b.landLinePhoneIds), email };
}
