// The effects that leave the widget's page or the page itself: the redirect gate every navigation passes (the host's,
// the API's or an allowed origin; anything else is refused with a message), the target URL, the configured URLs.
import { targetUrlFor } from '../host/config';
import { checkRedirect, withAuthTrue } from '../host/redirects';
import type { Effect, EffectContext } from './effectTypes';
import { flowActions } from './flowSlice';
import { requestDef, runOutsideSubmit } from './namedRequest';

/** Configured URLs an effect may navigate to, by the name the tables use (the data check reads this list too). */
export const NAVIGATION_TARGETS = ['loginUrl', 'selfRegURL', 'cancelUrl', 'twoFactorLoginUrl'] as const;
const urlNames = NAVIGATION_TARGETS;

export function go(ctx: EffectContext, raw: string | null | undefined, ping = false): boolean {
  const { env } = ctx;
  const url = checkRedirect(raw, {
    base: env.host.href(),
    hostOrigin: env.config.hostOrigin,
    apiOrigin: env.config.apiOrigin,
    allowedRedirectOrigins: env.config.allowedRedirectOrigins,
  });
  if (!url) {
    env.report('AuthWidget: refused to navigate to a URL outside the allowed origins');
    ctx.dispatch(flowActions.waitHidden());
    ctx.follow({ goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'REDIRECT_REFUSED' }] });
    return false;
  }
  env.host.navigate(ping ? withAuthTrue(url) : url);
  return true;
}

export const navigationEffects: Record<string, Effect> = {
  /** REDIRECT: the host's target (config or TARGET / resourceUrl), else the reply's, else one fetched from the server; after redirectDelay; auth=true under ping */
  redirectToTarget: async (ctx) => {
    const { env, dispatch, getState, reply } = ctx;
    dispatch(flowActions.waitShown());
    const ping = getState().session.app?.isPingEnabled === true;
    let target: string | null | undefined = targetUrlFor(env.config, ping) ?? reply?.targetUrl;
    if (!target) {
      try {
        // the targetUrl request of the flow data (flows/common.json)
        const def = await requestDef(env, 'targetUrl');
        const r = def ? (await runOutsideSubmit(env, getState, 'targetUrl', def)).reply : null;
        target = typeof r?.targetUrl === 'string' ? r.targetUrl : null;
      } catch (e) {
        env.report('AuthWidget: the target URL request failed', (e as Error).message);
      }
    }
    if (!target) {
      dispatch(flowActions.waitHidden());
      ctx.follow({ goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'SYSTEM_ERROR' }] });
      return;
    }
    if (env.config.redirectDelay) await env.host.delay(env.config.redirectDelay);
    // docs/flows.md: in ping mode on an admin host the browser goes to the welcome path instead.
    if (ping && env.config.adminHost) go(ctx, env.config.welcomePath);
    else go(ctx, target, ping);
  },
  /** value: one of NAVIGATION_TARGETS (the target URL has its own effect, redirectToTarget) */
  navigateTo: (ctx) => {
    const name = String(ctx.value) as (typeof urlNames)[number];
    const url = urlNames.includes(name) ? ctx.env.config[name] : null;
    go(ctx, url);
  },
};
