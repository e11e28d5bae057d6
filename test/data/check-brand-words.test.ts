// A brand's own words (locales/brands/<brand>/<locale>.json, docs/locales.md "Words of a brand") on a copy of the data:
// the brand's words pass and the build's list names them; a misspelt key, a folder no brand names, a file no locale
// names, a setting and a server message are refused at their place with the fix.
import fs from 'node:fs';
import path from 'node:path';
import { copy, messages, writeJson } from '../support/dataFiles';
import { checkRoot } from '../../scripts/check-data';
import { brandTexts } from '../../src/i18n/inherit';

let dir: string;
beforeEach(() => (dir = copy()));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const en = () => JSON.parse(fs.readFileSync(path.join(dir, 'locales/en_US.json'), 'utf8')) as Record<string, string>;
const brandOfSeed = () =>
  Object.values(
    (
      JSON.parse(fs.readFileSync(path.join(dir, 'seed/apps.json'), 'utf8')) as {
        apps: Record<string, { brands: string[] }>;
      }
    ).apps,
  )[0].brands[0];

test("a brand's words for a locale pass, and are read through the check's loader as the build takes them", () => {
  const brand = brandOfSeed();
  const [key] = Object.keys(en()).filter((k) => !k.startsWith('$') && !k.startsWith('server.'));
  writeJson(dir, `locales/brands/${brand}/en_US.json`, { [key]: 'Our own words', $schema: 'x' });
  writeJson(dir, `locales/brands/${brand}/de_DE.json`, { [key]: 'Unsere Worte' });
  expect(messages(dir)).toEqual([]);
  const { files } = checkRoot(dir);
  const words = brandTexts(files.locales, files.brandLocales ?? {});
  expect(words[brand].en_US).toEqual({ [key]: 'Our own words' });
  expect(words[brand].de_DE).toEqual({ [key]: 'Unsere Worte' });
});

test('a misspelt key, an unknown brand or locale, a setting and a server message are refused where they are', () => {
  const brand = brandOfSeed();
  const keys = Object.keys(en()).filter((k) => !k.startsWith('$'));
  const key = keys.find((k) => !k.startsWith('server.'))!;
  const server = keys.find((k) => k.startsWith('server.'))!;
  writeJson(dir, `locales/brands/${brand}/en_US.json`, {
    [`${key}x`]: 'words',
    $parent: 'de_DE',
    [server]: 'words',
  });
  writeJson(dir, `locales/brands/${brand}/de_XX.json`, { [key]: 'Worte' });
  writeJson(dir, `locales/brands/${brand}x/en_US.json`, { [key]: 'words' });
  const found = messages(dir).filter((m) => m.startsWith('locales/brands/'));
  const at = `locales/brands/${brand}/en_US.json`;
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(
          `^${at} /${key.replace(/\./g, '\\.')}x: extra message .*did you mean ${key.replace(/\./g, '\\.')}\\?`,
        ),
      ),
      `${at} /$parent: "$parent" is no setting of a brand's words (only "$schema"): they inherit from locales/en_US.json, the file of the same name`,
      expect.stringMatching(
        new RegExp(
          `^${at} /${server.replace(/\./g, '\\.')}: the reference server answers in the request's language whatever the brand`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^locales/brands/${brand}/de_XX\\.json /: de_XX is no locale of locales/.*did you mean de_[A-Z]{2}\\?`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^locales/brands/${brand}x /: no app of seed/apps\\.json has the brand ${brand}x.*did you mean ${brand}\\?`,
        ),
      ),
    ]),
  );
});
