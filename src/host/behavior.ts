// Behavioural monitoring (docs/product.md): an analytics script the host names in config.behaviorScriptUrl runs
// only when both its authentication flag (beginBehaviorMonitoring / stopBehaviorMonitoring) and its load flag
// (loadBehaviorAnalyticsScript) are set and one of them has just changed. The script is external (never inline), must
// pass the same origin gate as redirects, and registers `self.__authWidgetAnalytics`; its fingerprint and device
// print go into the sign-on and code payloads (nuDataFP, cfmDevicePrint). Page-level, like the host API.
import { checkRedirect } from './redirects';
import { setScriptSrc } from './trustedTypes';

export interface AnalyticsApi {
  /** called each time the rule says the script runs */
  start(input: { appId: string; brandId: string; sessionId: string | null }): void;
  stop?(): void;
  fingerprint?(): unknown;
  devicePrint?(): unknown;
}

export interface BehaviorConfig {
  appId?: unknown;
  brandId?: unknown;
  behaviorScriptUrl?: unknown;
  allowedRedirectOrigins?: unknown;
  nuSessionId?: unknown;
}

const GLOBAL = '__authWidgetAnalytics';
const state = { auth: false, load: false, config: {} as BehaviorConfig, runs: 0 };

const api = () => (self as unknown as Record<string, AnalyticsApi | undefined>)[GLOBAL];
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The script's URL if the config names one the origin gate allows (the host page's or a listed origin). */
function scriptUrl(config: BehaviorConfig): string | null {
  const origin = window.location.origin;
  return checkRedirect(config.behaviorScriptUrl, {
    base: window.location.href,
    hostOrigin: origin,
    apiOrigin: origin,
    allowedRedirectOrigins: Array.isArray(config.allowedRedirectOrigins)
      ? config.allowedRedirectOrigins.filter((o): o is string => typeof o === 'string')
      : [],
  });
}

function run() {
  const config = state.config;
  const input = {
    appId: text(config.appId),
    brandId: text(config.brandId),
    sessionId: text(config.nuSessionId) || null,
  };
  const start = () => {
    try {
      api()?.start(input);
      state.runs += 1;
    } catch (e) {
      console.error('AuthWidget: the analytics script failed', (e as Error)?.message);
    }
  };
  if (api()) return start();
  const src = scriptUrl(config);
  if (!src) {
    console.error(
      'AuthWidget: behaviorScriptUrl is missing or not on an allowed origin; the analytics script is not loaded',
    );
    return;
  }
  let el = document.querySelector<HTMLScriptElement>('script[data-auth-widget-analytics]');
  if (!el) {
    el = document.createElement('script');
    setScriptSrc(el, src);
    el.async = true;
    el.dataset.authWidgetAnalytics = '';
    document.head.appendChild(el);
  }
  el.addEventListener('load', start, { once: true });
  el.addEventListener('error', () => console.error(`AuthWidget: could not load the analytics script ${src}`), {
    once: true,
  });
}

/** Sets the flags; runs the script when both are set and one of them has just changed. */
export function setBehaviorFlags(change: { auth?: boolean; load?: boolean }, config?: BehaviorConfig) {
  if (config && typeof config === 'object') state.config = { ...state.config, ...config };
  const changed =
    (change.auth !== undefined && change.auth !== state.auth) ||
    (change.load !== undefined && change.load !== state.load);
  if (change.auth !== undefined) state.auth = change.auth;
  if (change.load !== undefined) state.load = change.load;
  if (change.auth === false) {
    try {
      api()?.stop?.();
    } catch {
      /* the script's own failure */
    }
  }
  if (changed && state.auth && state.load) run();
}

/** What the payloads carry (empty strings when monitoring is off or the script gives nothing). */
export function behaviorData(): { nuDataFP: string; cfmDevicePrint: string } {
  const a = state.auth && state.load ? api() : undefined;
  // called as methods of the script's object: its functions may use `this`
  const read = (get: () => unknown) => {
    try {
      const v = get();
      return typeof v === 'string' ? v.slice(0, 4096) : '';
    } catch {
      return '';
    }
  };
  return { nuDataFP: read(() => a?.fingerprint?.()), cfmDevicePrint: read(() => a?.devicePrint?.()) };
}

/** For tests: back to both flags off. */
export function resetBehavior() {
  state.auth = false;
  state.load = false;
  state.config = {};
  state.runs = 0;
}
