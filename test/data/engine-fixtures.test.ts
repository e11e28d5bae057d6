// Tests of the engine (renderer, widgets, flow interpreter, data check, server) run on fixtures of their own, never on
// the shipped schemas/, flows/, locales/ and seed/: the shipped product is tested by its recorded journeys, so that a
// product owner's valid edit and `npm run record` leave npm test green (docs/product-owner.md). This finds an engine
// test that reads the shipped data. The attack suite (kit/attack/) attacks the shipped server and is not one.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const DATA = '(schemas|flows|locales|seed)';
const READS = [
  // an import, a require or a path string into a data folder: '../../flows/common.json'
  new RegExp(`['"\`](?:\\.\\./)+${DATA}/`),
  // a path joined to one: path.join(ROOT, 'schemas', …)
  new RegExp(`path\\.join\\([^)]*['"\`]${DATA}['"\`]`),
];

/** The engine tests that read shipped data on purpose, each with why (an edit on a copy is an owner's edit). */
const ALLOWED: Record<string, string> = {
  'server/guards/panelPayloads.test.ts':
    'beside its fixture product, an owner edit on a copy of the project: a sign-on box made required',
  'server/handlers/channels.test.ts':
    'the settings module the server imports, mocked with values of its own (those it tests are all set there)',
  'server/handlers/codes.test.ts': "the server's code limits are the data's settings: it compares the two",
  'server/handlers/profile.test.ts': 'a copy whose profile schema loses a field: the reply no longer carries it',
  'server/handlers/settingsEdit.test.ts': 'an owner edit of the shipped settings, followed by the server',
};

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'generated' ? [] : testFiles(rel);
    return /\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}
const engine = ['src', 'server', 'scripts'].flatMap(testFiles);
const reads = (f: string) => {
  const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
  return READS.some((re) => re.test(text));
};

test('engine tests read no shipped data (each exception says why)', () => {
  expect(engine.length).toBeGreaterThan(50);
  expect(engine.filter((f) => reads(f) && !ALLOWED[f])).toEqual([]);
});

test('an exception that no longer reads shipped data is taken off the list', () => {
  expect(Object.keys(ALLOWED).filter((f) => !engine.includes(f) || !reads(f))).toEqual([]);
});

test('the finder finds what it is for', () => {
  const hit = (text: string) => READS.some((re) => re.test(text));
  expect(hit("import common from '../../flows/common.json';")).toBe(true);
  expect(hit("fs.readFileSync(path.join(ROOT, 'locales', 'en_US.json'))")).toBe(true);
  expect(hit("const l: DataFiles['locales'] = {};")).toBe(false);
  expect(hit("path.join(fixture, 'panels')")).toBe(false);
});
