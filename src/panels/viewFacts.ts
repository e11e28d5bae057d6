// The facts a panel's data may depend on (text choices, visibility, options), derived from the store and config.
import type { RootState } from '../app/state';
import type { Settings } from '../data/types';
import { DEFAULT_SETTINGS } from '../flow/tables';
import type { ResolvedConfig } from '../host/config';
import { ceremoniesSupported } from '../api/ceremony';
import { appFacts } from '../api/settings';
import { forChannel } from '../flow/channels';

/** docs/validation.md: which channel setting a flow reads. */
function channelSetting(state: RootState): string | null {
  const app = state.session.app;
  if (!app) return null;
  return state.flow.flow === 'NEW_USER' ? app.newUserSVChannel : app.fpsNewUserSVChannel;
}

/** `settings`: the flow settings (maxSends decides canResend); each is a fact too, so a text can name it
 * ("valid for {$codeValidMinutes}", shown in words: src/i18n/messages.ts). */
export function viewFacts(
  state: RootState,
  config: ResolvedConfig,
  settings: Settings = DEFAULT_SETTINGS,
): Record<string, string | number | boolean | null> {
  const { flow, page, context } = state.flow;
  const app = state.session.app;
  const channels = channelSetting(state);
  const kept = { ...appFacts(app as Record<string, unknown> | null | undefined), ...contextFacts(context) };
  // the channel the last code went by gives its own code life, pause and sends, where the settings give them
  const own = forChannel(settings, settings.channelFrom ? kept[settings.channelFrom] : undefined);
  return {
    flow,
    page,
    /** the host's brand (config.brandId): texts, options and rows may be chosen by it */
    brand: config.brandId,
    ping: app?.isPingEnabled === true,
    userIdLabel: config.userIdLabel === 1 ? 'email' : 'userId',
    passwordState: context.passwordState ?? null,
    captcha: !!context.captcha,
    /** mobile and landline are offered when the setting is unset or names PHONE */
    phoneChannel: !channels || channels.includes('PHONE'),
    emailChannel: !channels || channels.includes('EMAIL'),
    voiceEnabled: app ? !app.isVoiceDisabled : true,
    intlEnabled: app ? !app.isIntlPhoneDisabled : false,
    /** the resend link shows while secure-code attempts are under 3 */
    canResend: (context.svAttempts ?? 0) < own.maxSends,
    finalAction: context.finalAction ?? null,
    /** docs/flows.md "Delivery options": continue waits for the CSRF token */
    csrfReady: !!state.session.csrf?.csrfTokenValue,
    twoFactorStatus: context.twoFactorStatus ?? null,
    /** the app offers passkeys (app details factors) and this browser can use them (docs/host.md "Passkeys") */
    passkeyOffered: !!app?.factors?.includes('PASSKEY') && ceremoniesSupported(),
    ...scalarSettings(own),
    ...kept,
  };
}

/** How deep a kept value is read as facts, and how many elements of a list (the data check holds conditions to it). */
export const DEPTH = 3;
export const ELEMENTS = 10;

/**
 * What the flow context holds, as facts a row's "when" or a UI condition may test (docs/product-owner.md "A branch on
 * what a reply said"): each plain value at its path (context.lastSend.phoneId), each list's count
 * (context.deliveryOptions.mobile.length) and its first elements. A value not there is null: testing for null asks
 * whether it is missing. The context holds no secret (the data check refuses keeping one).
 */
export function contextFacts(context: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  const walk = (v: unknown, path: string, depth: number) => {
    if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[path] = v;
    else if (Array.isArray(v)) {
      out[`${path}.length`] = v.length;
      if (depth < DEPTH) v.slice(0, ELEMENTS).forEach((x, i) => walk(x, `${path}.${i}`, depth + 1));
    } else if (v && typeof v === 'object' && depth < DEPTH)
      for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`, depth + 1);
  };
  for (const [k, v] of Object.entries(context)) walk(v, `${CONTEXT_PREFIX}${k}`, 0);
  return out;
}

/** Facts read from the flow context start so; the name after it is a context name (the check knows which exist). */
export const CONTEXT_PREFIX = 'context.';

/** The settings a text or condition may name: every one but the rule list. */
export function scalarSettings(settings: Settings): Record<string, number> {
  const { passwordRules: _rules, channels: _channels, channelFrom: _from, ...rest } = settings;
  return rest;
}

/**
 * The values of the view facts that take a closed set, as conditions and choices write them: the data check holds a
 * choice's cases and a condition's values to them (a value no fact takes never matches), and docs/reference.md says
 * them.
 */
export const VIEW_FACT_VALUES: Readonly<Record<string, readonly string[]>> = {
  userIdLabel: ['email', 'userId'],
};

export const VIEW_FACT_NAMES = [
  'flow',
  'page',
  'brand',
  'ping',
  'userIdLabel',
  'passwordState',
  'captcha',
  'phoneChannel',
  'emailChannel',
  'voiceEnabled',
  'intlEnabled',
  'canResend',
  'finalAction',
  'csrfReady',
  'twoFactorStatus',
  'passkeyOffered',
  ...Object.keys(scalarSettings(DEFAULT_SETTINGS)),
];
