// A flow chunk's words in the widget's language: the script-tag build splits every locale but en_US by chunk
// (dist/locales/<locale>/<chunk>.json, scripts/widget-messages.mjs splitLocale), so a locale's first download holds only
// what sign-on draws. A chunk's part is fetched beside the chunk and merged into the locale's messages (the object the
// translator reads) before any of the chunk's pages is drawn. A part that cannot be had leaves that chunk's words in
// en_US (reported), never the flow stuck.
import type { FlowLoader } from '../data/load';
import type { Messages } from '../i18n/messages';

export type LocalePartLoader = (locale: string, chunk: string) => Promise<Messages>;

export function withLocaleParts(
  loadFlow: FlowLoader,
  locale: string,
  messages: (locale: string) => Promise<Messages>,
  loadPart: LocalePartLoader | null,
  report: (message: string, detail?: unknown) => void,
): FlowLoader {
  if (locale === 'en_US' || !loadPart) return loadFlow;
  return async (name) => {
    const part = loadPart(locale, name).catch((e: Error) => {
      report(`AuthWidget: the ${locale} words of ${name} could not be loaded`, e?.message);
      const none: Messages = {};
      return none;
    });
    const [chunk, all, words] = await Promise.all([loadFlow(name), messages(locale), part]);
    Object.assign(all, words);
    return chunk;
  };
}

/** A locale file beside the widget's script (dist/locales/<locale>.json). */
export function localeBeside(localeBase: string | null, fetchFn: typeof fetch) {
  return async (locale: string): Promise<Messages> => {
    if (!localeBase) throw new Error('no script location to load locales from');
    const res = await fetchFn(new URL(`${locale}.json`, localeBase).href);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as Messages;
  };
}

/** The script-tag build's parts, beside its locale files (dist/locales/<locale>/<chunk>.json); none without a base. */
export function partsBeside(localeBase: string | null, fetchFn: typeof fetch): LocalePartLoader | null {
  if (!localeBase) return null;
  return async (locale, chunk) => {
    const res = await fetchFn(new URL(`${locale}/${chunk}.json`, localeBase).href);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as Messages;
  };
}
