// The named guards the flow tables may use in "when". Each reads the state, the config or the reply; all pure.
import { hasMessages, type FlowReply } from '../api/envelope';
import type { GuardValue } from '../data/types';
import type { Env } from '../app/env';
import type { RootState } from '../app/store';
import type { Facts } from './resolveTransition';

type Guard = (state: RootState, env: Env, reply?: FlowReply) => GuardValue;

/** THE guard registry. A guard named in flows/ but missing here fails the data check. */
export const guards: Record<string, Guard> = {
  ping: (s) => s.session.app?.isPingEnabled === true,
  flow: (s) => s.flow.flow,
  page: (s) => s.flow.page,
  embedded: (_s, env) => env.config.isLoginEmbedded,
  hasMessages: (_s, _e, r) => hasMessages(r?.messages),
  sessionExpired: (_s, _e, r) => r?.sessionExpired === true,
  sessionTimedOut: (s) => s.flow.context.sessionTimedOut === true,
  hasCaptcha: (_s, _e, r) => !!r?.captcha,
  redirectReason: (_s, env) => env.config.authReason === 'REAUTH',
  sessionExpiredReload: (_s, env) => env.config.sessionExpiredReload,
  hasLoginUrl: (_s, env) => !!env.config.loginUrl,
  hasSelfRegUrl: (_s, env) => !!env.config.selfRegURL,
  /** none | CLOSE_OVERLAY | url */
  cancelUrl: (_s, env) => (!env.config.cancelUrl ? 'none' : env.config.cancelUrl === 'CLOSE_OVERLAY' ? 'CLOSE_OVERLAY' : 'url'),
  appRedirect: (s) => s.flow.context.appRedirect === true,
  passwordState: (s) => s.flow.context.passwordState ?? null,
  userIdLabel: (_s, env) => env.config.userIdLabel,
  /** the nextAction the password step ended with (final dialog continue rules) */
  finalAction: (s) => s.flow.context.finalAction ?? null,
  /** the named request whose reply is being resolved (set by the thunk, null otherwise) */
  request: () => null,
};

export function computeFacts(state: RootState, env: Env, reply?: FlowReply): Facts {
  const facts: Facts = {};
  for (const [name, guard] of Object.entries(guards)) facts[name] = guard(state, env, reply);
  return facts;
}
