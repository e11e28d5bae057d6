// The data files name their shapes with "$schema" (an editor checks them as the owner types) and the check validates
// them with the same schemas: a message that is no text, a key a file's shape has not, refused at its place, once.
// On a copy of the data, each edit a fixture of its own.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, messages } from '../support/dataFiles';
import { SHAPES } from '../../src/data/check/shapes';

let dir: string;
beforeEach(() => (dir = copy()));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('every locale file and the seed apps name the shape the check holds them to', () => {
  const named = (rel: string) =>
    (JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as { $schema?: string }).$schema;
  // (a file an owner adds need not name it: the check holds it to the shape all the same)
  for (const f of fs.readdirSync(path.join(dir, 'locales')).filter((f) => f.endsWith('.json') && named(`locales/${f}`)))
    expect(path.join('locales', named(`locales/${f}`)!)).toBe(path.normalize(SHAPES.locale.path));
  expect(path.join('seed', named('seed/apps.json') ?? '')).toBe(path.normalize(SHAPES.apps.path));
  expect(messages(dir)).toEqual([]);
});

test("a message that is no text and a seed app's misspelt key are refused where they are, with the key meant", () => {
  edit(dir, 'locales/de_DE.json', (m: Record<string, unknown>) => {
    m[Object.keys(m)[0]] = 42;
  });
  edit(dir, 'seed/apps.json', (a: { apps: Record<string, Record<string, unknown>> }) => {
    const [id] = Object.keys(a.apps);
    a.apps[id].defaultTarger = a.apps[id].defaultTarget;
    a.apps[id].brands = [];
  });
  const found = messages(dir);
  const first = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'locales/de_DE.json'), 'utf8')) as object)[0];
  // the locale check has its own word for a message that is no text: the shape's is not said twice
  const there = found.filter((m) => m.startsWith(`locales/de_DE.json /${first}:`));
  expect(there).toContain(`locales/de_DE.json /${first}: a message must be a string`);
  expect(there.filter((m) => m.includes('locale.schema.json'))).toEqual([]);
  const id = Object.keys(
    (JSON.parse(fs.readFileSync(path.join(dir, 'seed/apps.json'), 'utf8')) as { apps: object }).apps,
  )[0];
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        new RegExp(
          `^seed/apps\\.json /apps/${id}/defaultTarger: "defaultTarger" is not a key of this file's shape; did you mean defaultTarget\\?`,
        ),
      ),
      expect.stringMatching(new RegExp(`^seed/apps\\.json /apps/${id}/brands: must NOT have fewer than 1 items`)),
    ]),
  );
});

test('every UI schema names the shape written from the registries; a misspelt key is said once, at its place', () => {
  for (const f of fs.readdirSync(path.join(dir, 'schemas')).filter((n) => n.endsWith('.ui.json')))
    expect(
      path.join(
        'schemas',
        (JSON.parse(fs.readFileSync(path.join(dir, 'schemas', f), 'utf8')) as { $schema: string }).$schema,
      ),
    ).toBe(path.normalize(SHAPES.ui.path));
  const ui = fs.readdirSync(path.join(dir, 'schemas')).find((n) => n.endsWith('.ui.json'))!;
  edit(dir, `schemas/${ui}`, (u: Record<string, Record<string, unknown>>) => {
    const field = Object.keys(u).find((k) => !k.startsWith('ui:') && !k.startsWith('$'))!;
    u[field]['ui:tilte'] = 'x';
  });
  const found = messages(dir).filter((m) => m.includes('ui:tilte'));
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(/did you mean ui:title\?/);
});

test('what only the shape says: an order that is no list', () => {
  const ui = fs.readdirSync(path.join(dir, 'schemas')).find((n) => n.endsWith('.ui.json'))!;
  edit(dir, `schemas/${ui}`, (u: Record<string, unknown>) => {
    u['ui:order'] = '*';
  });
  expect(messages(dir).filter((m) => m.includes('/ui:order'))).toEqual([
    expect.stringMatching(
      new RegExp(`^schemas/${ui.replace(/\./g, '\\.')} /ui:order: must be array .*src/data/shapes/ui\\.schema\\.json`),
    ),
  ]);
});

test("a panel schema's $schema other than the validator's meta-schema is refused at its place, and the check goes on", () => {
  const schema = fs.readdirSync(path.join(dir, 'schemas')).find((n) => n.endsWith('.schema.json'))!;
  for (const meta of ['object', 42]) {
    edit(dir, `schemas/${schema}`, (s: Record<string, unknown>) => {
      s.$schema = meta;
    });
    const found = messages(dir);
    expect(found.filter((m) => m.includes('the check could not finish'))).toEqual([]);
    expect(found).toContain(
      `schemas/${schema} /$schema: ${JSON.stringify(meta)} is not the meta-schema the widget's validator knows (fix: write "http://json-schema.org/draft-07/schema#", or leave "$schema" out)`,
    );
  }
});
