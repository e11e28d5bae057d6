// The facts flow-table rows may test in "when": every view fact (src/panels/viewFacts.ts: flow, page, ping, …) plus
// the guards below, which read the server reply or the config. All pure.
import { hasMessages, messageType, type FlowReply } from '../api/envelope';
import type { GuardValue } from '../data/types';
import type { Env } from '../app/env';
import type { RootState } from '../app/state';
import { VIEW_FACT_NAMES, viewFacts } from '../panels/viewFacts';
import type { Facts } from './resolveTransition';

type Guard = (state: RootState, env: Env, reply?: FlowReply) => GuardValue;

/** THE guard registry (beyond the view facts). A name in flows/ that is neither fails the data check. */
export const guards: Record<string, Guard> = {
  embedded: (_s, env) => env.config.isLoginEmbedded,
  hasMessages: (_s, _e, r) => hasMessages(r?.messages),
  /** ERROR | INFO | OTHER: the theme of the reply's message, null with none (e.g. a refused resend is an ERROR) */
  messageType: (_s, _e, r) => (r && hasMessages(r.messages) ? messageType(r.messages) : null),
  sessionExpired: (_s, _e, r) => r?.sessionExpired === true,
  sessionTimedOut: (s) => s.flow.context.sessionTimedOut === true,
  hasCaptcha: (_s, _e, r) => !!r?.captcha,
  redirectReason: (_s, env) => env.config.authReason === 'REAUTH',
  sessionExpiredReload: (_s, env) => env.config.sessionExpiredReload,
  hasLoginUrl: (_s, env) => !!env.config.loginUrl,
  hasSelfRegUrl: (_s, env) => !!env.config.selfRegURL,
  /** none | CLOSE_OVERLAY | url */
  cancelUrl: (_s, env) =>
    !env.config.cancelUrl ? 'none' : env.config.cancelUrl === 'CLOSE_OVERLAY' ? 'CLOSE_OVERLAY' : 'url',
  /** docs/flows.md "Error dialog continue": a failed two-factor sends the user on to the two-factor login URL */
  appRedirect: (s) => s.flow.context.twoFactorStatus === 'FAILED',
  hasTwoFactorLoginUrl: (_s, env) => !!env.config.twoFactorLoginUrl,
  hasCallback: (_s, env) => env.host.has('callback'),
  hasReturnToAppCallback: (_s, env) => env.host.has('returnToAppCallback'),
  hasDeliveryOptions: (s) => !!s.flow.context.deliveryOptions,
  /** the host page carries REF (the reference-id variant of self-registration) */
  hasReference: (_s, env) => !!env.config.queryRef,
  /**
   * the page came back from a sign-on through an identity provider: its resume token is in hand (docs/host.md "Sign-on
   * through an identity provider")
   */
  resuming: (_s, env) => !!env.config.resumeToken,
  /** the named request whose reply is being resolved (the thunk sets it; null otherwise) */
  request: () => null,
};

/** Every name a row's "when" may use. */
export const GUARD_NAMES = [...VIEW_FACT_NAMES, ...Object.keys(guards)];

export function computeFacts(state: RootState, env: Env, reply?: FlowReply): Facts {
  const facts: Facts = { ...viewFacts(state, env.config, env.tables.settings) };
  for (const [name, guard] of Object.entries(guards)) facts[name] = guard(state, env, reply);
  return facts;
}
