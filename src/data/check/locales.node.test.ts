// The locale check's "$parent" on locales of its own (never the shipped files): a regional file may give only where it
// differs; a wrong or looping parent is refused at the file, with the fix.
import { checkLocales, SPEC_LOCALES } from './locales';
import { newReport, type DataFiles } from './report';

const EN = { 'panel.title': 'Sign on', 'field.user': 'User', SYSTEM_ERROR: 'Error' };

function problems(extra: Record<string, Record<string, unknown>>) {
  const r = newReport();
  for (const k of Object.keys(EN)) r.useKey(k, 'schemas/p.ui.json', '/x');
  const locales: DataFiles['locales'] = Object.fromEntries(SPEC_LOCALES.map((l) => [l, { ...EN }]));
  const files = { flowSchema: {}, flows: {}, schemas: {}, uis: {}, locales: { ...locales, ...extra } } as DataFiles;
  checkLocales(r, files);
  // only this fixture's files and keys: the code's own keys are not in the fixture's en_US
  return r.problems
    .filter(
      (p) => Object.keys(extra).some((l) => p.file === `locales/${l}.json`) && !p.message.includes('used by src/'),
    )
    .map((p) => `${p.file} ${p.pointer}: ${p.message}`);
}

test('a file with a parent gives only the keys where it differs', () => {
  expect(problems({ fr_BE: { $parent: 'fr_FR', 'panel.title': 'Connexion' } })).toEqual([]);
  expect(problems({ fr_BE: { $parent: 'fr_CA' }, fr_CA: { $parent: 'fr_FR', 'panel.title': 'Ouvrir' } })).toEqual([]);
  expect(problems({ en_GB: { $parent: 'en_US', 'field.user': 'Username' } })).toEqual([]);
});

test('a file with no parent still gives every key', () => {
  expect(problems({ fr_BE: { 'panel.title': 'Connexion' } })).toEqual([
    expect.stringMatching(/^locales\/fr_BE\.json \/field\.user: missing message field\.user/),
    expect.stringMatching(/^locales\/fr_BE\.json \/SYSTEM_ERROR: missing message SYSTEM_ERROR/),
  ]);
});

test('a parent that is no file is refused once, with the names meant', () => {
  expect(problems({ fr_BE: { $parent: 'fr_FX', 'panel.title': 'Connexion' } })).toEqual([
    expect.stringMatching(/^locales\/fr_BE\.json \/\$parent: "\$parent" names the locale file .*did you mean fr_FR\?/),
  ]);
});

test('a loop of parents is refused, with the loop', () => {
  const found = problems({ fr_BE: { $parent: 'fr_LU' }, fr_LU: { $parent: 'fr_BE' } });
  expect(found).toContain(
    'locales/fr_BE.json /$parent: the parents loop (fr_BE → fr_LU → fr_BE): one of them must give every message itself',
  );
  expect(found).toHaveLength(2);
});

test('en_US has no parent, and an unknown setting is named', () => {
  const r = newReport();
  const locales: Record<string, Record<string, unknown>> = Object.fromEntries(SPEC_LOCALES.map((l) => [l, { ...EN }]));
  locales.en_US = { ...EN, $parent: 'fr_FR' };
  locales.de_DE = { ...EN, $parnet: 'en_US' };
  checkLocales(r, { flowSchema: {}, flows: {}, schemas: {}, uis: {}, locales });
  const said = r.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`);
  expect(said).toContain(
    'locales/en_US.json /$parent: en_US is the reference every locale falls to: it has no "$parent"',
  );
  expect(said).toContainEqual(expect.stringMatching(/^locales\/de_DE\.json \/\$parnet: .*did you mean \$parent\?/));
});

test('an extra key in a file that inherits: the fix names the key meant, or removing it', () => {
  expect(problems({ fr_BE: { $parent: 'fr_FR', 'panel.titel': 'Connexion' } })).toEqual([
    'locales/fr_BE.json /panel.titel: extra message panel.titel: not in en_US, so nothing shows it and it replaces no message of fr_FR; did you mean panel.title? (fix: rename it to panel.title, or remove it)',
  ]);
  expect(problems({ fr_BE: { $parent: 'fr_FR', 'totally.other': 'x' } })).toEqual([
    'locales/fr_BE.json /totally.other: extra message totally.other: not in en_US, so nothing shows it and it replaces no message of fr_FR (fix: remove it)',
  ]);
});
