// A message in some languages only (docs/locales.md): a text { "text": key, "fallback": text } passes the check when
// one locale at least gives the key and every locale gives the fallback; each other case is refused with a fix.
import fs from 'node:fs';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const FILE = 'schemas/change-password.ui.json';
const KEY = 'field.newPassword.labelDe';
const useIt = (fallback: unknown) =>
  edit(dir, FILE, (j) => {
    j.newPassword['ui:title'] = { text: KEY, fallback };
  });

test('a key in one locale, with a fallback every locale gives, passes', () => {
  useIt('field.newPassword.label');
  edit(dir, 'locales/de_DE.json', (j) => {
    j[KEY] = 'Ihr neues Kennwort';
  });
  expect(messages(dir)).toEqual([]);
});

test('a key no locale gives is refused at the text, with what to do', () => {
  useIt('field.newPassword.label');
  expect(messages(dir)).toEqual([
    `${FILE} /newPassword/ui:title/text: no locale gives ${KEY}: add it to the locale files that should show it (the others show the fallback)`,
  ]);
});

test('a fallback that is missing, or names a key a locale lacks, is refused', () => {
  useIt(undefined);
  expect(messages(dir)).toEqual([
    `${FILE} /newPassword/ui:title: a text with a fallback is { "text": key some locales give, "fallback": a text every locale gives }`,
  ]);
  useIt('field.newPassword.nowhere');
  edit(dir, 'locales/de_DE.json', (j) => {
    j[KEY] = 'Ihr neues Kennwort';
  });
  const found = messages(dir);
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((m) => m.includes('field.newPassword.nowhere'))).toBe(true);
  // each locale is told the key is missing, and where the fallback that needs it is
  expect(found).toContain(
    `locales/en_US.json /field.newPassword.nowhere: missing message field.newPassword.nowhere (used by ${FILE} /newPassword/ui:title/fallback); did you mean field.newPassword.label?`,
  );
});
