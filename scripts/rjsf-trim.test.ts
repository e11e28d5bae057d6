// The browser builds keep only the parts of rjsf's registry a panel can use (scripts/rjsf-trim.mjs): the index modules
// are rewritten to list exactly the kept names, an rjsf without one of them fails the build, and every widget name the
// data check lets a UI schema give resolves to a kept widget.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import { BUILTIN_WIDGETS, widgets } from '../src/form/widgets';
import CHUNK_WIDGETS from '../src/form/widgets/chunk-widgets.json';

const lib = path.join(__dirname, '../node_modules/@rjsf/core/lib/components');
const ENUMS = path.join(__dirname, '../node_modules/@rjsf/utils/lib/enums.js');
const INDEXES = { fields: 'fields', widgets: 'widgets', templates: 'templates', buttons: 'templates/ButtonTemplates' };

type Run = {
  keep: Record<string, string[]>;
  trimmed: Record<string, string>;
  missing: string;
  words: { english: string[]; drawn: string[]; changed: string };
};
const run: Run = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import fs from 'node:fs';
       import { KEEP, trimIndex, wordsAsNames } from ${JSON.stringify(path.join(__dirname, 'rjsf-trim.mjs'))};
       const indexes = ${JSON.stringify(INDEXES)};
       const trimmed = {};
       for (const [k, dir] of Object.entries(indexes))
         trimmed[k] = trimIndex(fs.readFileSync(${JSON.stringify(lib)} + '/' + dir + '/index.js', 'utf8'), KEEP[k]);
       let missing = '';
       try { trimIndex(fs.readFileSync(${JSON.stringify(lib)} + '/fields/index.js', 'utf8'), ['SchemaField', 'TreeField'], 'fields/index.js'); }
       catch (e) { missing = e.message; }
       const enums = fs.readFileSync(${JSON.stringify(ENUMS)}, 'utf8');
       const english = [...enums.matchAll(/TranslatableString\\["\\w+"\\] = "([^"]+)"/g)].map((m) => m[1]);
       const { TranslatableString: T } = await import('data:text/javascript,' + encodeURIComponent(wordsAsNames(enums)));
       let changed = '';
       try { wordsAsNames(enums + '\\nexport var Another;', 'enums.js'); } catch (e) { changed = e.message; }
       const words = { english, drawn: [T.YesLabel, T.UnsupportedField, T.ErrorsLabel], changed };
       console.log(JSON.stringify({ keep: KEEP, trimmed, missing, words }));`,
    ],
    { encoding: 'utf8' },
  ),
) as Run;

const keys = (source: string) =>
  [...source.slice(source.indexOf('return {')).matchAll(/^\s*(\w+)\s*(?::[^,]*)?,\s*$/gm)].map((m) => m[1]);

test.each(Object.keys(INDEXES))('the %s index lists exactly the kept names, and imports only what they use', (k) => {
  const trimmed = run.trimmed[k];
  expect(keys(trimmed).sort()).toEqual([...run.keep[k]].sort());
  const original = fs.readFileSync(path.join(lib, INDEXES[k as keyof typeof INDEXES], 'index.js'), 'utf8');
  expect(keys(original).length).toBeGreaterThan(keys(trimmed).length);
  for (const [, what] of trimmed.matchAll(/^import (\w+|\{[^}]*\}) from/gm))
    for (const name of what.replace(/[{}]/g, '').split(','))
      expect(trimmed.slice(trimmed.indexOf('function'))).toMatch(new RegExp(`\\b${name.trim()}\\b`));
});

test('an rjsf that no longer has a kept name fails the build, naming it', () => {
  expect(run.missing).toBe('fields/index.js: rjsf no longer lists TreeField (scripts/rjsf-trim.mjs)');
});

test('every widget a UI schema may name, and every default by type, resolves to a kept or registered widget', () => {
  // the bundle's and those a chunk brings with the panels that draw them (src/form/widgets/chunk-widgets.json)
  const chunked = Object.keys(CHUNK_WIDGETS).filter((k) => k !== '$comment');
  const registered = Object.fromEntries(
    [...run.keep.widgets, ...Object.keys(widgets), ...chunked].map((n) => [n, () => null]),
  );
  const schemas: RJSFSchema[] = [
    { type: 'string' },
    { type: 'number' },
    { type: 'integer' },
    { type: 'boolean' },
    { type: 'string', enum: ['a'] },
  ];
  const resolves = (name: string) =>
    schemas.some((s) => {
      try {
        // it throws when the name maps to a widget that is not registered
        return typeof getWidget(s, name, registered) === 'function';
      } catch {
        return false;
      }
    });
  for (const name of [...BUILTIN_WIDGETS, 'select', 'radio', 'password'])
    expect({ name, resolves: resolves(name) }).toEqual({ name, resolves: true });
});

test("rjsf's English words stay out: each of its words is its own name, and a changed module fails the build", () => {
  // the module as shipped has its sentences; the bundle's has none of them
  expect(run.words.english).toEqual(expect.arrayContaining(['Yes', 'Unsupported field schema.']));
  expect(run.words.drawn).toEqual(['YesLabel', 'UnsupportedField', 'ErrorsLabel']);
  expect(run.words.changed).toBe(
    "enums.js: rjsf's enums module has changed shape (scripts/rjsf-trim.mjs wordsAsNames)",
  );
});

test('every template the kept fields and templates ask for is kept or is the theme’s own', () => {
  const themed = fs.readFileSync(path.join(__dirname, '../src/form/templates/index.tsx'), 'utf8');
  const own = (name: string) => new RegExp(`^\\s*${name},?$`, 'm').test(themed.slice(themed.lastIndexOf('export')));
  // the modules the trimmed indexes still import: what the bundles carry
  const files = (['fields', 'templates'] as const).flatMap((k) =>
    [...run.trimmed[k].matchAll(/from "(\.[^"]+)"/g)].map((m) => path.join(lib, INDEXES[k], m[1])),
  );
  expect(files.length).toBeGreaterThan(8);
  const asked = new Set(
    files.flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/getTemplate\('(\w+)'/g)].map((m) => m[1])),
  );
  expect(asked.size).toBeGreaterThan(4);
  // FallbackField asks for its template only for a form given useFallbackUiForUnsupportedType: the renderer gives none
  const fallback = fs.readFileSync(path.join(lib, 'fields/FallbackField.js'), 'utf8');
  const unless = fallback.indexOf('if (!globalFormOptions.useFallbackUiForUnsupportedType) {');
  const ask = fallback.indexOf("getTemplate('FallbackFieldTemplate'");
  expect(unless).toBeGreaterThan(0);
  expect(fallback.slice(unless, ask)).toMatch(
    /\n\s+return _jsx\(UnsupportedFieldTemplate[^\n]*\n\s+\}\n\s+const \w+ = $/,
  );
  for (const f of ['panels/PanelRenderer.tsx', 'form/ThemedForm.ts'])
    expect(fs.readFileSync(path.join(__dirname, '../src', f), 'utf8')).not.toMatch(/useFallbackUi/);
  for (const name of [...asked].filter((n) => n !== 'FallbackFieldTemplate'))
    expect({ name, served: run.keep.templates.includes(name) || own(name) }).toEqual({ name, served: true });
});

test("a panel's numbers bring rjsf's field for them; a field of its own brings none", () => {
  const schema = {
    properties: {
      agree: { type: 'boolean' },
      age: { type: 'integer' },
      rate: { type: 'number' },
      name: { type: 'string' },
      inner: { type: 'object', properties: { on: { type: 'boolean' } } },
      mine: { type: 'number' },
    },
  };
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { implicitFields } from ${JSON.stringify(path.join(__dirname, 'chunk-imports.mjs'))};
       console.log(JSON.stringify(implicitFields(${JSON.stringify(schema)}, { mine: { 'ui:field': 'phoneList' } })));`,
    ],
    { encoding: 'utf8' },
  );
  expect(JSON.parse(out)).toEqual(['NumberField', 'NumberField']);
  expect(run.keep.fields).not.toContain('NumberField');
});
