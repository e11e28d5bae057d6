// Locale resolution (docs/locales.md): the locales are the files of locales/ (src/generated/locales.json, written from
// the folder by scripts/locale-index.mjs); base-language matching, au → en, the fallback en_US.
import index from '../generated/locales.json';

/** Every locale the widget has a file for, sorted. */
export const LOCALES: readonly string[] = index.locales;
export type Locale = string;
export const DEFAULT_LOCALE: Locale = 'en_US';

/** The locales, and for a language shipped in several regions the one a bare or other-region tag falls to (declared
 * with "$primary", or the home region): src/generated/locales.json, or dist/locales.json on a server. */
export interface LocaleIndex {
  locales: readonly string[];
  primary: Record<string, string>;
}

/** The index this code was built with. */
export const BUILT_LOCALES: LocaleIndex = index;

/** Maps any locale string (en-AU, fr_ca, nb_NO, de) to a shipped locale. */
export function resolveLocale(input: string | null | undefined): Locale {
  return resolveLocaleIn(index, input);
}

/** Maps any locale string to one of an index's locales. */
export function resolveLocaleIn({ locales, primary }: LocaleIndex, input: string | null | undefined): Locale {
  const parts = String(input ?? '')
    .trim()
    .replace(/-/g, '_')
    .split('_')
    .filter(Boolean);
  if (!parts.length) return DEFAULT_LOCALE;
  let lang = parts[0].toLowerCase();
  const region = (parts[1] ?? '').toUpperCase();
  if (lang === 'au') lang = 'en';
  if (lang === 'nb' || lang === 'nn') lang = 'no';
  const exact = locales.find((l) => l === `${lang}_${region}`);
  if (exact) return exact;
  if (lang === 'en') return DEFAULT_LOCALE;
  return primary[lang] ?? locales.find((l) => l.startsWith(`${lang}_`)) ?? DEFAULT_LOCALE;
}

/** The BCP 47 tag for a locale, for Intl and the lang attribute. */
export function bcp47(locale: string): string {
  return locale === 'no_NO' ? 'nb-NO' : locale.replace('_', '-');
}
