// The folder is the list (docs/locales.md): a file added to locales/ is a locale — in the list the build writes, the
// language fallback and the check, which names each key the new file lacks with en_US's words to translate.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { resolveLocaleIn } from '../../src/i18n/locale';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The index scripts/locale-index.mjs writes for a folder (the build's own function, run as the build runs it). */
const indexOf = (d: string) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { localeIndex } from ${JSON.stringify(path.join(__dirname, '../../scripts/locale-index.mjs'))}; console.log(JSON.stringify(localeIndex(process.argv[1])))`,
        path.join(d, 'locales'),
      ],
      { encoding: 'utf8' },
    ),
  ) as { locales: string[]; primary: Record<string, string> };

/** the en_US messages of the copy (a test quotes the words the check asks to translate from the data) */
const enUS = (d: string) =>
  JSON.parse(fs.readFileSync(path.join(d, 'locales/en_US.json'), 'utf8')) as Record<string, string>;
const addLocale = (name: string, from = 'pt_BR.json', change: (j: Record<string, unknown>) => void = () => {}) => {
  fs.copyFileSync(path.join(dir, 'locales', from), path.join(dir, 'locales', `${name}.json`));
  edit(dir, `locales/${name}.json`, change);
};

test('a complete new file is a locale: listed, checked, and the fallback of its language follows the files', () => {
  addLocale('pt_PT');
  expect(messages(dir)).toEqual([]);
  const index = indexOf(dir);
  expect(index.locales).toContain('pt_PT');
  expect(index.locales).toHaveLength(
    fs.readdirSync(path.join(dir, 'locales')).filter((f) => f.endsWith('.json')).length,
  );
  // two Portuguese files: the home region takes a bare "pt" and another region, unless a file says "$primary"
  expect(resolveLocaleIn(index, 'pt-AO')).toBe('pt_PT');
  expect(resolveLocaleIn(index, 'pt-BR')).toBe('pt_BR');
  edit(dir, 'locales/pt_BR.json', (j) => {
    j.$primary = true;
  });
  expect(messages(dir)).toEqual([]);
  expect(resolveLocaleIn(indexOf(dir), 'pt')).toBe('pt_BR');
  expect(resolveLocaleIn(indexOf(dir), 'fr-BE')).toBe('fr_FR');
});

test('a new file lacking a key is told to add it, with the words to translate — never a neighbour key', () => {
  addLocale('pt_PT', 'pt_BR.json', (j) => {
    delete j['panel.signOn.title'];
  });
  expect(messages(dir)).toEqual([
    `locales/pt_PT.json /panel.signOn.title: missing message panel.signOn.title (used by schemas/sign-on.ui.json /ui:panel/title): add it, translating en_US's "${enUS(dir)['panel.signOn.title']}"`,
  ]);
});

test('a file name that is no locale, a language Intl does not know, and "$primary" misused', () => {
  addLocale('portuguese');
  addLocale('qq_ZZ');
  edit(dir, 'locales/da_DK.json', (j) => {
    j.$primary = true;
  });
  edit(dir, 'locales/fr_CA.json', (j) => {
    j.$primary = true;
    j.$primery = true;
  });
  edit(dir, 'locales/fr_FR.json', (j) => {
    j.$primary = true;
  });
  const found = messages(dir);
  expect(found).toEqual(
    expect.arrayContaining([
      'locales/portuguese.json /: "portuguese" is not a locale name: name the file language_REGION.json, e.g. pt_PT.json or en_GB.json',
      "locales/qq_ZZ.json /: qq-ZZ is a language and region the browser's Intl does not know: check the name",
      'locales/da_DK.json /$primary: the only "da" file needs no "$primary": take it out',
      'locales/fr_CA.json /$primery: "$primery" is not a setting of a locale file (they are "$primary", "$parent" and "$schema"); did you mean $primary?',
      'locales/fr_FR.json /$primary: fr_CA and fr_FR both say "$primary": a bare "fr" can fall to one only',
    ]),
  );
});

test('one of the 14 shipped locales taken away is refused', () => {
  fs.rmSync(path.join(dir, 'locales/fi_FI.json'));
  expect(messages(dir)).toEqual([
    'locales/fi_FI.json /: missing: each of the 14 locales the product speaks needs a file',
  ]);
});

test('the build names each locale in its own language for the demo picker; one it cannot name keeps its file name', () => {
  const script = path.join(__dirname, '../../scripts/locale-index.mjs');
  const names = JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        // the widget's own tag rule (src/i18n/locale.ts bcp47), as the build passes it
        `import { localeNames, widgetTag } from ${JSON.stringify(script)}; console.log(JSON.stringify(localeNames(['de_AT', 'no_NO', 'ja_JP', 'zz_$$'], widgetTag(${JSON.stringify(path.join(__dirname, '../..'))}))))`,
      ],
      { encoding: 'utf8' },
    ),
  ) as Record<string, string>;
  // Node's names, capitalized as a list item starts; Norwegian's file takes Bokmål's words
  expect(names).toEqual({
    de_AT: expect.stringMatching(/^Österreichisches Deutsch$|^Deutsch \(Österreich\)$/),
    no_NO: 'Norsk bokmål (Norge)',
    ja_JP: '日本語 (日本)',
    zz_$$: 'zz_$$',
  });
});
