// The locale files of a project folder as the build writes them: whole, a regional file with what it leaves to its
// parents (src/i18n/inherit.ts, the loader's own function), so a test reads a locale as the widget gets it.
import fs from 'node:fs';
import path from 'node:path';
import { brandTexts, withInherited, type BrandFiles } from '../../src/i18n/inherit';

const readDir = (dir: string): Record<string, Record<string, string>> =>
  Object.fromEntries(
    (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
      .filter((n) => n.endsWith('.json'))
      .map((f) => [f.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]),
  );

/**
 * By brand, by locale, the words a brand gives (locales/brands/, docs/locales.md "Words of a brand"), as the build
 * writes them: a widget of that brand shows them over the locale, so a test reads them as the widget does.
 */
export function brandWordsOnDisk(root: string): Record<string, Record<string, Record<string, string>>> {
  const dir = path.join(root, 'locales/brands');
  const brands: BrandFiles = {};
  for (const b of fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    if (fs.statSync(path.join(dir, b)).isDirectory()) brands[b] = readDir(path.join(dir, b));
  return brandTexts(readDir(path.join(root, 'locales')), brands);
}

export function wholeLocales(root: string): Record<string, Record<string, string>> {
  const all = readDir(path.join(root, 'locales'));
  // as the build gives them (scripts/widget-messages.mjs): a file's own settings ("$schema", "$parent") are no messages
  const whole = withInherited(all);
  for (const messages of Object.values(whole))
    for (const k of Object.keys(messages)) if (k.startsWith('$')) delete messages[k];
  return whole;
}
