// A flow chunk's words in the widget's language: the script-tag build splits every locale but en_US by chunk
// (dist/locales/<locale>/<chunk>.json, scripts/widget-messages.mjs splitLocale), so a locale's first download holds only
// what sign-on draws. A chunk's part is fetched beside the chunk and merged into the locale's messages (the object the
// translator reads) before any of the chunk's pages is drawn. A part that cannot be had leaves that chunk's words in
// en_US (reported), never the flow stuck.
import type { FlowLoader } from '../data/load';
import type { Messages } from '../i18n/messages';

/** the keys a brand gave, per messages object (src/host/brandWords.ts): a chunk's part laid on later leaves them */
const kept = new WeakMap<Messages, Set<string>>();
export const keepWords = (messages: Messages, words: Messages) => kept.set(messages, new Set(Object.keys(words)));

/** Lays a chunk's words on a locale's messages, but for those a brand gave. */
export function addWords(all: Messages, words: Messages) {
  const own = kept.get(all);
  for (const [k, v] of Object.entries(words)) if (!own?.has(k)) all[k] = v;
}

export type LocalePartLoader = (locale: string, chunk: string) => Promise<Messages>;

/** A part, or none when it cannot be had (reported: that chunk's words stay in en_US, the flow goes on). */
function partOf(loadPart: LocalePartLoader, locale: string, chunk: string, report: (m: string, d?: unknown) => void) {
  return loadPart(locale, chunk).catch((e: Error) => {
    report(`AuthWidget: the ${locale} words of ${chunk} could not be loaded`, e?.message);
    const none: Messages = {};
    return none;
  });
}

/**
 * A locale's messages with the parts of the chunks the page has loaded already (an earlier mount's, in another
 * language): chunks load once per page, so their words in this language come with the locale.
 */
export function withLoadedParts(
  load: (locale: string) => Promise<Messages>,
  loaded: () => string[],
  loadPart: LocalePartLoader | null,
  report: (message: string, detail?: unknown) => void,
) {
  if (!loadPart) return load;
  return async (locale: string): Promise<Messages> => {
    const chunks = locale === 'en_US' ? [] : loaded();
    const [messages, ...parts] = await Promise.all([
      load(locale),
      ...chunks.map((c) => partOf(loadPart, locale, c, report)),
    ]);
    for (const words of parts) Object.assign(messages, words);
    return messages;
  };
}

export function withLocaleParts(
  loadFlow: FlowLoader,
  locale: string,
  messages: (locale: string) => Promise<Messages>,
  loadPart: LocalePartLoader | null,
  report: (message: string, detail?: unknown) => void,
): FlowLoader {
  if (locale === 'en_US' || !loadPart) return loadFlow;
  return async (name) => {
    const [chunk, all, words] = await Promise.all([
      loadFlow(name),
      messages(locale),
      partOf(loadPart, locale, name, report),
    ]);
    addWords(all, words);
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
