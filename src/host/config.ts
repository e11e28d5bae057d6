// Host config resolution (pure): the API origin from the widget's own script, the cookie domain, the target URL,
// the language, REDIRECT_REASON / sessionExpired / flowId from the host page's query. docs/product.md and docs/host.md.
import { resolveLocale } from '../i18n/locale';

/** The design tokens a host may set (docs/host.md "DOM hooks"): each becomes the --aw-* custom property of its name. */
export const THEME_KEYS = [
  'primaryColor',
  'textColor',
  'backgroundColor',
  'fontFamily',
  'radius',
  'inputBorderColor',
  'errorColor',
  'successColor',
  'focusRingColor',
  'spacing',
] as const;
export type Theme = Partial<Record<(typeof THEME_KEYS)[number], string>>;
export type ColorMode = 'light' | 'dark' | 'system';

/** The host's logo at the top of every panel (docs/host.md "DOM hooks"): its URL and the name its alt text gives. */
export interface Brand {
  logoUrl: string;
  name: string;
}

/** The app config a host passes (docs/host.md "Config"); every field optional but appId and brandId. */
export interface HostConfig {
  appId: string;
  brandId: string;
  language?: string;
  authApiPath?: string;
  callback?: (status: string) => void;
  returnToAppCallback?: () => void;
  targetUrl?: string;
  redirectDelay?: number;
  isLoginEmbedded?: boolean;
  loginErrorContainer?: string;
  captchaMessageContainer?: string;
  authLevel?: string;
  authReason?: string;
  helpURL?: string;
  loginUrl?: string;
  selfRegURL?: string;
  userIdLabel?: 0 | 1 | '0' | '1';
  theme?: Theme;
  colorMode?: ColorMode;
  brand?: { logoUrl?: string; name?: string };
  allowedRedirectOrigins?: string[];
  isAdminHost?: boolean;
  welcomePath?: string;
  /** how long one request may take before it fails (ms; default 30 000, at least 1 000, at most 120 000) */
  requestTimeoutMs?: number;
  /** false: a panel that opens keeps focus on the dialog, not its first empty field (a widget low on a long page) */
  autoFocus?: boolean;
  [other: string]: unknown;
}

/** The serializable part of the config the widget works with. */
export interface ResolvedConfig {
  appId: string;
  brandId: string;
  locale: string;
  apiBase: string;
  apiOrigin: string;
  hostOrigin: string;
  cookieDomain: string;
  /** config.targetUrl as given */
  targetUrl: string | null;
  /** the host page's TARGET and resourceUrl query parameters (which one counts depends on ping mode) */
  queryTarget: string | null;
  queryResourceUrl: string | null;
  redirectDelay: number;
  isLoginEmbedded: boolean;
  loginErrorContainer: string | null;
  captchaMessageContainer: string | null;
  authLevel: string | null;
  authReason: string | null;
  helpURL: string | null;
  loginUrl: string | null;
  selfRegURL: string | null;
  cancelUrl: string | null;
  twoFactorLoginUrl: string | null;
  userIdLabel: 0 | 1;
  theme: Theme;
  /** light (the default), dark, or system (follows prefers-color-scheme) */
  colorMode: ColorMode;
  /** config.brand with a usable logo URL (resolved against the host page), or null */
  brand: Brand | null;
  allowedRedirectOrigins: string[];
  flowId: string | null;
  sessionExpiredReload: boolean;
  /** the host page is an admin host (its first host label is "admin", or config.isAdminHost) */
  adminHost: boolean;
  /** where an admin host goes after a ping-mode finish (config.welcomePath, default /welcome) */
  welcomePath: string;
  requestTimeoutMs: number;
  /** config.autoFocus: a panel focuses its first empty field (true unless the host passed false) */
  autoFocus: boolean;
  /** the host page's REF and TargetResource query (the reference-id variant of self-registration) */
  queryRef: string | null;
  queryTargetResource: string | null;
  /** the host page's URL without its fragment (where a sign-on through a provider comes back to) */
  pageUrl: string;
  /** the one-time token of a sign-on through a provider coming back (#aw-resume=; set by mount, never in the store) */
  resumeToken: string | null;
  /** userRegistration's federated assertion (kept out of the store) */
  samlInput: { SAMLResponse: string; RelayState: string } | null;
}

export class ConfigError extends Error {}

/** The last two host labels, or three when the second-level label is a public-suffix style one (co.uk, com.au). */
export function cookieDomain(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.split('.');
  const tld = labels[labels.length - 1];
  const sld = labels[labels.length - 2];
  const three = labels.length >= 3 && tld.length === 2 && (sld.length <= 3 || ['gouv', 'govt'].includes(sld));
  return labels.slice(three ? -3 : -2).join('.');
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

export interface PageFacts {
  /** the host page's URL */
  href: string;
  /** the URL the widget's script was loaded from (document.currentScript.src at load time) */
  scriptSrc: string | null;
}

/** docs/product.md "Host query parameters": the configured one, else resourceUrl under ping, TARGET otherwise. */
export function targetUrlFor(config: ResolvedConfig, ping: boolean): string | null {
  return config.targetUrl ?? (ping ? config.queryResourceUrl : config.queryTarget);
}

/** The host API's calls that start a flow (docs/host.md); the flow tables' "entries" are keyed by them. */
export const ENTRY_POINTS = [
  'authenticateUser',
  'forgotPassword',
  'newUser',
  'resetPassword',
  'userRegistration',
  'logout',
  'twoFactorAuth',
  'securitySettings',
] as const;
export type EntryName = (typeof ENTRY_POINTS)[number];

/** userRegistration's federated assertion. */
export interface SamlInput {
  SAMLResponse?: string;
  RelayState?: string;
}

export interface EntryExtra {
  cancelUrl?: string;
  loginUrl?: string;
  samlInput?: { SAMLResponse?: unknown; RelayState?: unknown } | null;
}

export function resolveConfig(input: HostConfig, page: PageFacts, extra: EntryExtra = {}): ResolvedConfig {
  if (!input || typeof input !== 'object') throw new ConfigError('AuthWidget: config must be an object');
  const appId = str(input.appId);
  const brandId = str(input.brandId);
  if (!appId || !brandId) throw new ConfigError('AuthWidget: config.appId and config.brandId are required');
  const pageUrl = new URL(page.href);
  const scriptOrigin = page.scriptSrc ? new URL(page.scriptSrc, page.href).origin : pageUrl.origin;
  const apiBase = str(input.authApiPath)
    ? new URL(input.authApiPath as string, page.href).href.replace(/\/$/, '')
    : scriptOrigin;
  const q = pageUrl.searchParams;
  const delay = Number(input.redirectDelay);
  const label = Number(input.userIdLabel);
  const theme: Theme = {};
  for (const k of THEME_KEYS) {
    const v = input.theme?.[k];
    if (typeof v === 'string' && v.trim()) theme[k] = v.trim();
  }
  const redirectReason = [...q.keys()].some((k) => k.startsWith('REDIRECT_REASON'));
  return {
    appId,
    brandId,
    locale: resolveLocale(str(input.language) ?? 'en_US'),
    apiBase,
    apiOrigin: new URL(apiBase).origin,
    hostOrigin: pageUrl.origin,
    cookieDomain: cookieDomain(pageUrl.hostname),
    targetUrl: str(input.targetUrl),
    queryTarget: str(q.get('TARGET')),
    queryResourceUrl: str(q.get('resourceUrl')),
    redirectDelay: Number.isFinite(delay) && delay > 0 ? Math.min(delay, 60000) : 0,
    isLoginEmbedded: input.isLoginEmbedded === true,
    loginErrorContainer: str(input.loginErrorContainer),
    captchaMessageContainer: str(input.captchaMessageContainer),
    authLevel: str(input.authLevel),
    authReason: redirectReason ? 'REAUTH' : str(input.authReason),
    helpURL: str(input.helpURL),
    loginUrl: str(input.loginUrl),
    selfRegURL: str(input.selfRegURL),
    cancelUrl: str(extra.cancelUrl),
    twoFactorLoginUrl: str(extra.loginUrl),
    userIdLabel: label === 1 ? 1 : 0,
    theme,
    colorMode: input.colorMode === 'dark' || input.colorMode === 'system' ? input.colorMode : 'light',
    brand: brandOf(input.brand, page.href),
    allowedRedirectOrigins: Array.isArray(input.allowedRedirectOrigins)
      ? input.allowedRedirectOrigins.filter((o): o is string => typeof o === 'string')
      : [],
    flowId: str(q.get('flowId')),
    sessionExpiredReload: q.get('sessionExpired') === 'true',
    adminHost: input.isAdminHost === true || /^admin[.-]/i.test(pageUrl.hostname),
    welcomePath: str(input.welcomePath) ?? '/welcome',
    requestTimeoutMs:
      Number.isFinite(Number(input.requestTimeoutMs)) && Number(input.requestTimeoutMs) > 0
        ? Math.min(Math.max(Number(input.requestTimeoutMs), 1000), 120000)
        : 30000,
    autoFocus: input.autoFocus !== false,
    queryRef: str(q.get('REF')),
    queryTargetResource: str(q.get('TargetResource')),
    pageUrl: pageUrl.href.replace(/#.*$/, ''),
    resumeToken: null,
    samlInput:
      extra.samlInput && typeof extra.samlInput === 'object'
        ? {
            SAMLResponse: typeof extra.samlInput.SAMLResponse === 'string' ? extra.samlInput.SAMLResponse : '',
            RelayState: typeof extra.samlInput.RelayState === 'string' ? extra.samlInput.RelayState : '',
          }
        : null,
  };
}

/**
 * The logo's URL, resolved against the host page: http(s), blob, or a data: image (which loads only where the host's
 * CSP allows it: the widget adds no inline image of its own). Anything else (javascript:, a broken URL) gives no logo.
 */
function brandOf(input: HostConfig['brand'], href: string): Brand | null {
  const raw = typeof input?.logoUrl === 'string' ? input.logoUrl.trim() : '';
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, href);
  } catch {
    return null;
  }
  const usable = ['http:', 'https:', 'blob:'].includes(url.protocol) || /^data:image\//i.test(url.href);
  return usable ? { logoUrl: url.href, name: typeof input?.name === 'string' ? input.name.trim() : '' } : null;
}
