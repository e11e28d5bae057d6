// Locale resolution (docs/product.md): the 14 shipped locales, base-language matching, au → en, fallback en_US.

export const LOCALES = [
  'da_DK',
  'de_DE',
  'en_US',
  'es_ES',
  'es_MX',
  'fi_FI',
  'fr_CA',
  'fr_FR',
  'it_IT',
  'nl_NL',
  'no_NO',
  'pt_BR',
  'sv_SE',
  'zh_CN',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_US';

/** Languages shipped in two regions: the one a bare or other-region tag falls to. */
const PRIMARY: Record<string, Locale> = { fr: 'fr_FR', es: 'es_ES' };

/** Maps any locale string (en-AU, fr_ca, nb_NO, de) to a shipped locale. */
export function resolveLocale(input: string | null | undefined): Locale {
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
  const exact = LOCALES.find((l) => l === `${lang}_${region}`);
  if (exact) return exact;
  if (lang === 'en') return DEFAULT_LOCALE;
  return PRIMARY[lang] ?? LOCALES.find((l) => l.startsWith(`${lang}_`)) ?? DEFAULT_LOCALE;
}

/** The BCP 47 tag for a locale, for Intl and the lang attribute. */
export function bcp47(locale: string): string {
  return locale === 'no_NO' ? 'nb-NO' : locale.replace('_', '-');
}
