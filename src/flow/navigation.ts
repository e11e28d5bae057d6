// The effects that leave the widget's page or the page itself: the redirect gate every navigation passes (the host's,
// the API's or an allowed origin; anything else is refused with a message), the target URL, the configured URLs.
import { targetUrlFor } from '../host/config';
import { allowedUrl, withAuthTrue } from '../host/redirects';
import type { Effect, EffectContext } from './effectTypes';
import { flowActions } from './flowSlice';
import { requestDef, runOutsideSubmit, sessionPending } from './namedRequest';
import { navigationUrl } from '../api/requests';
import { computeFacts } from './guards';
import { APP_SETTING_PREFIX } from '../api/settings';
import { carryScope, carryUserId } from './carry';

/** Configured URLs an effect may navigate to, by the name the tables use (the data check reads this list too). */
export const NAVIGATION_TARGETS = ['loginUrl', 'selfRegURL', 'cancelUrl', 'twoFactorLoginUrl'] as const;
const urlNames = NAVIGATION_TARGETS;
export { APP_SETTING_PREFIX };

/** The URL a navigation effect's value names: a configured URL, or an app setting as the server gave it. */
function urlNamed(ctx: EffectContext, value: unknown): unknown {
  const name = String(value);
  if (name.startsWith(APP_SETTING_PREFIX)) {
    const app = ctx.getState().session.app as Record<string, unknown> | null;
    const key = name.slice(APP_SETTING_PREFIX.length);
    return app && Object.prototype.hasOwnProperty.call(app, key) ? app[key] : null;
  }
  return (urlNames as readonly string[]).includes(name) ? ctx.env.config[name as (typeof urlNames)[number]] : null;
}

export function go(ctx: EffectContext, raw: unknown, ping = false, newTab = false): boolean {
  const { env } = ctx;
  const url = allowedUrl(env, raw);
  if (!url) {
    env.report('AuthWidget: refused to navigate to a URL outside the allowed origins');
    ctx.dispatch(flowActions.waitHidden());
    ctx.follow({ goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'REDIRECT_REFUSED' }] });
    return false;
  }
  if (newTab) env.host.open(url);
  else env.host.navigate(ping ? withAuthTrue(url) : url);
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
  /** value: one of NAVIGATION_TARGETS, or app.<setting> (the target URL has its own effect, redirectToTarget) */
  navigateTo: (ctx) => {
    go(ctx, urlNamed(ctx, ctx.value));
  },
  /** value: a request with "navigate": the page goes to its URL (a sign-on through a provider starts so), the wait
   * message up while it leaves; a page the browser brings back from its cache (Back) drops it again */
  navigateToRequest: async (ctx) => {
    const { env, dispatch, getState } = ctx;
    // (the data check holds the value to a request with "navigate")
    const def = await requestDef(env, String(ctx.value));
    if (!def) return;
    dispatch(flowActions.waitShown());
    await sessionPending.get(env); // the query names the session
    const state = getState();
    addEventListener('pageshow', (e) => e.persisted && dispatch(flowActions.waitHidden()), { once: true });
    const left = go(ctx, navigationUrl(def, { env, state, formData: {}, facts: computeFacts(state, env) }));
    // the user id typed comes back with the page, out of the URL (src/flow/carry.ts)
    const { userId } = state.flow.context;
    if (left && typeof userId === 'string') carryUserId(carryScope(env.config), userId);
  },
  /** as navigateTo, in a new tab: the widget and what the user typed stay (a support page, the terms) */
  openInNewTab: (ctx) => {
    go(ctx, urlNamed(ctx, ctx.value), false, true);
  },
};
