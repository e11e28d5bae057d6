// The sign-on's start a script tag may carry (docs/host.md "Embedding"): on the widget's own
// <script src=".../auth-widget.js" data-app-id="…" data-brand-id="…" [data-language="…"] defer>, the first script sends
// the start-up calls the sign-on panel waits for, and asks for the language's files, as it runs — before the host's
// call, which comes after the host's own script has run. That call, for the same app, brand and language, takes these
// replies instead of asking again (no call is made twice), whatever its entry: the start-up calls are every entry's. A
// call for another app, brand or language asks afresh, and what the tag's start asked for and nobody took is left
// unread. Nothing is drawn before the host's call.
import prebuiltJson from '../generated/prebuilt.json';
import { resolveConfig, type ResolvedConfig } from '../host/config';
import { ensureStylesheet } from '../host/dom';
import { DEFAULT_LOCALE } from '../i18n/locale';
import type { Prebuilt } from './fit';
import { startCallUrl } from './startUrl';

const prebuilt = prebuiltJson as unknown as Prebuilt;

/** How the start-up calls and the locale file are asked for, by the first script and by the main script alike. */
export const JSON_GET: RequestInit = {
  credentials: 'include',
  redirect: 'manual',
  headers: { Accept: 'application/json' },
};

/** What the tag's start asked for, by address, until taken. */
const asked = new Map<string, Promise<Response>>();

/** The reply the tag's start asked for at this address (taken once), else a new request. */
export function fetchOnce(url: string, init?: RequestInit): Promise<Response> {
  const href = new URL(url).href;
  const kept = asked.get(href);
  asked.delete(href);
  return kept ?? fetch(href, init);
}

/** The brand words the locale its own way (src/host/brandWords.ts), so the build's panel is not its panel. */
export const branded = ({ brandId, locale }: ResolvedConfig) =>
  Object.prototype.hasOwnProperty.call(prebuilt.brandWords, brandId) && prebuilt.brandWords[brandId].includes(locale);

/** What a sign-on of this config asks for first: its start-up calls, its locale file, its prebuilt panel's markup. */
export function startFiles(resolved: ResolvedConfig, scriptSrc: string) {
  const { locale } = resolved;
  const other = locale !== DEFAULT_LOCALE;
  // a brand that words this locale its own way has its panel in its words beside the others (docs/locales.md)
  const own = branded(resolved);
  const file = own ? `brands/${resolved.brandId}/${locale}` : other ? locale : null;
  return {
    calls: prebuilt.start.map((name) => startCallUrl(prebuilt.requests[name], resolved)),
    locale: other ? new URL(`locales/${locale}.json`, scriptSrc).href : null,
    // (a brand's file the build could not draw is missing: the renderer draws the panel then)
    markup: file && prebuilt.locales.includes(locale) ? new URL(`prebuilt/${file}.html`, scriptSrc).href : null,
  };
}

/** Begins the start the script tag carries, if it carries one: its files asked for now, for the host's call to take. */
export function beginTagStart(script: HTMLScriptElement, scriptSrc: string) {
  const { appId, brandId, language } = script.dataset;
  if (!appId || !brandId) return;
  let resolved: ResolvedConfig;
  try {
    resolved = resolveConfig({ appId, brandId, language }, { href: window.location.href, scriptSrc });
  } catch {
    return; // the host's own call reports a bad config
  }
  const files = startFiles(resolved, scriptSrc);
  const ask = (url: string, init?: RequestInit) => {
    const p = fetch(url, init);
    p.catch(() => undefined); // a failed one is failed again for its taker, who reports it
    asked.set(new URL(url).href, p);
  };
  for (const url of files.calls) ask(url, JSON_GET);
  if (files.locale) ask(files.locale, JSON_GET);
  if (files.markup) ask(files.markup);
  // the stylesheet too (a link in the head, nothing drawn): the early panel waits for it, and asked for only with the
  // host's call it came ~10 ms after the replies (docs/bench.md "The start, step by step")
  ensureStylesheet(scriptSrc);
}
