// A brand's own words (locales/brands/<brand>/<locale>.json, docs/locales.md "Words of a brand"): the brand is one an
// app of the seed has, each file words a locale the widget speaks, and each message is held as a locale's are
// (./messageChecks.ts). The reference server answers in the request's language whatever the brand, so a brand cannot
// word a server message.
import { checkMessages } from './messageChecks';
import { didYouMean, esc, type DataFiles, type Report } from './report';

/** The brands the seed's apps list, or null when the project has no seed to say. */
function seedBrands(apps: unknown): string[] | null {
  const list = (apps as { apps?: Record<string, { brands?: unknown }> } | undefined)?.apps;
  if (!list || typeof list !== 'object') return null;
  return [...new Set(Object.values(list).flatMap((a) => (Array.isArray(a?.brands) ? a.brands.map(String) : [])))];
}

export function checkBrandTexts(r: Report, files: DataFiles) {
  const en = files.locales.en_US ?? {};
  const known = seedBrands(files.apps);
  const locales = Object.keys(files.locales);
  for (const [brand, byLocale] of Object.entries(files.brandLocales ?? {})) {
    const dir = `locales/brands/${brand}`;
    if (known && !known.includes(brand))
      r.add(
        dir,
        '/',
        `no app of seed/apps.json has the brand ${brand}, so no host shows these words${didYouMean(brand, known)} (fix: add it to an app's "brands", or name the folder after a brand)`,
      );
    for (const [locale, messages] of Object.entries(byLocale)) {
      const file = `${dir}/${locale}.json`;
      if (!files.locales[locale]) {
        r.add(
          file,
          '',
          `${locale} is no locale of locales/, so nobody sees these words${didYouMean(locale, locales)} (fix: name the file after the locale it words)`,
        );
        continue;
      }
      if (!messages || typeof messages !== 'object' || Array.isArray(messages)) {
        r.add(file, '', "a brand's words are an object: message key → its text");
        continue;
      }
      const own: Record<string, unknown> = {};
      for (const [key, text] of Object.entries(messages))
        if (key === '$schema') continue;
        else if (key.startsWith('$'))
          r.add(
            file,
            `/${esc(key)}`,
            `"${key}" is no setting of a brand's words (only "$schema"): they inherit from locales/${locale}.json, the file of the same name`,
          );
        else if (key.startsWith('server.'))
          r.add(
            file,
            `/${esc(key)}`,
            `the reference server answers in the request's language whatever the brand: ${key} cannot be a brand's (fix: remove it, or change it in locales/${locale}.json)`,
          );
        else own[key] = text;
      checkMessages(r, file, locale, own, en, locale);
    }
  }
}
