// A brand's own words (docs/locales.md "Words of a brand"): where the build found words a brand gives for a locale
// (dist/locales/brands/<brand>/<locale>.json, listed in the bundle), they are fetched beside the locale and laid over
// it; a chunk's words that come later never cover them. In en_US the brand's words are the locale's messages, and the
// bundled en_US answers for the rest. Words that cannot be had leave the locale's own (reported), never a blank panel.
import type { Messages } from '../i18n/messages';
import { brandWords } from '../generated/data';
import { keepWords, localeBeside } from './localeParts';

/** A brand's words for a locale (the script-tag build's files beside the locales; the package's own imports). */
export type BrandWordsLoader = (locale: string, brand: string) => Promise<Messages>;

/** The loader of a locale with the brand's words over it, for the locales the brand words (`worded`). */
export function withBrandWords(
  load: (locale: string) => Promise<Messages>,
  brand: string,
  worded: readonly string[],
  loadBrand: BrandWordsLoader,
  report: (message: string, detail?: unknown) => void,
) {
  if (!worded.length) return load;
  return async (locale: string): Promise<Messages> => {
    if (!worded.includes(locale)) return load(locale);
    const [messages, words] = await Promise.all([
      locale === 'en_US' ? {} : load(locale),
      loadBrand(locale, brand).catch((e: Error) => {
        report(`AuthWidget: the brand's ${locale} words could not be loaded`, e?.message);
        return {};
      }),
    ]);
    Object.assign(messages, words);
    keepWords(messages, words);
    return messages;
  };
}

/** The script-tag build's brand words, beside its locale files (dist/locales/brands/<brand>/<locale>.json). */
export const brandWordsBeside =
  (localeBase: string | null, fetchFn: typeof fetch): BrandWordsLoader =>
  (locale, brand) =>
    localeBeside(localeBase, fetchFn)(`brands/${brand}/${locale}`);

/** The locales this brand words (the build's list). */
export const wordedBy = (brand: string): readonly string[] =>
  Object.prototype.hasOwnProperty.call(brandWords, brand) ? brandWords[brand] : [];
