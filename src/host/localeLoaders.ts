// The widget's words as a mount loads them: the locale file beside the script (or the host's loader), the parts of the
// chunks the page has loaded, and the brand's own words over them (src/host/brandWords.ts); a flow's chunk comes with
// its words in this locale (src/host/localeParts.ts). The chosen locale is asked for at once, beside the start-up calls.
import { loadedChunks, type FlowLoader } from '../data/load';
import type { Messages } from '../i18n/messages';
import { brandWordsBeside, withBrandWords, wordedBy, type BrandWordsLoader } from './brandWords';
import { flowScript } from './lazyScript';
import { localeBeside, partsBeside, withLoadedParts, withLocaleParts, type LocalePartLoader } from './localeParts';

export interface LocaleOptions {
  scriptSrc?: string | null;
  loadLocale?: (locale: string) => Promise<Messages>;
  loadLocalePart?: LocalePartLoader;
  loadBrandWords?: BrandWordsLoader;
  /** the locales the brand words its own way (by default the build's list for config.brandId) */
  brandLocales?: readonly string[];
  loadFlow?: FlowLoader;
  render?: boolean;
}

export function localeLoaders(
  opts: LocaleOptions,
  get: typeof fetch,
  config: { locale: string; brandId: string },
  report: (message: string, detail?: unknown) => void,
) {
  const localeBase = opts.scriptSrc ? new URL('locales/', opts.scriptSrc).href : null;
  // a chunk's words in this locale come beside it, where the locales are the script-tag build's split files
  const loadPart = opts.loadLocalePart ?? (opts.loadLocale ? null : partsBeside(localeBase, get));
  const worded = opts.brandLocales ?? wordedBy(config.brandId);
  const fetchLocale = withBrandWords(
    withLoadedParts(opts.loadLocale ?? localeBeside(localeBase, get), loadedChunks, loadPart, report),
    config.brandId,
    worded,
    opts.loadBrandWords ?? brandWordsBeside(localeBase, get),
    report,
  );
  // The chosen locale's strings are asked for now, beside the start-up calls, not after the first render; the
  // translator takes the same promise (a failed one may be asked again).
  const locales = new Map<string, Promise<Messages>>();
  const loadLocale = (locale: string) => {
    let p = locales.get(locale);
    if (!p) {
      p = fetchLocale(locale);
      locales.set(locale, p);
      p.catch(() => locales.delete(locale));
    }
    return p;
  };
  if ((config.locale !== 'en_US' || worded.includes(config.locale)) && opts.render !== false)
    void loadLocale(config.locale).catch(() => undefined);
  const loadFlow = withLocaleParts(
    opts.loadFlow ?? flowScript(opts.scriptSrc ?? null),
    config.locale,
    loadLocale,
    loadPart,
    report,
  );
  return { loadLocale, loadFlow, worded };
}
