// The locale files of a project folder as the build writes them: whole, a regional file with what it leaves to its
// parents (src/i18n/inherit.ts, the loader's own function), so a test reads a locale as the widget gets it.
import fs from 'node:fs';
import path from 'node:path';
import { withInherited } from '../../src/i18n/inherit';

export function wholeLocales(root: string): Record<string, Record<string, string>> {
  const dir = path.join(root, 'locales');
  const all: Record<string, Record<string, string>> = {};
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.json')))
    all[f.slice(0, -'.json'.length)] = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>;
  // as the build gives them (scripts/widget-messages.mjs): a file's own settings ("$schema", "$parent") are no messages
  const whole = withInherited(all);
  for (const messages of Object.values(whole))
    for (const k of Object.keys(messages)) if (k.startsWith('$')) delete messages[k];
  return whole;
}
