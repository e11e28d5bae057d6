// rjsf's "$ref" resolution is left out of the bundles (scripts/lib-trim.mjs). Read from rjsf's own files, so an upgrade
// that resolves anything but a "$ref" fails here; scripts/lib-trim.test.ts runs the trimmed rjsf.
import fs from 'node:fs';
import path from 'node:path';
import never, {
  findSchemaDefinitionRecursive,
  makeAllReferencesAbsolute,
  splitKeyElementFromObject,
} from './noSchemaRefs';

const lib = path.join(__dirname, '../../node_modules/@rjsf');
const read = (f: string) => fs.readFileSync(path.join(lib, f), 'utf8');
const code = (s: string) => s.split('\n').filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l));
const files = ['core/lib', 'utils/lib', 'validator-ajv8/lib']
  .flatMap((d) => fs.readdirSync(path.join(lib, d), { recursive: true }).map((f) => path.join(d, String(f))))
  .filter((f) => f.endsWith('.js'));
const callers = (name: string) =>
  files
    .filter((f) => code(read(f)).some((l) => new RegExp(`(^|[^\\w.])${name}\\(`).test(l)))
    .map((f) => path.basename(f));

test('rjsf looks a definition up only for a schema with a "$ref"', () => {
  const users = callers('findSchemaDefinition').filter((f) => f !== 'findSchemaDefinition.js');
  // (omitExtraData.js is left out as well: src/form/noOmitExtraData.ts)
  expect(users.sort()).toEqual([
    'getDefaultFormState.js',
    'omitExtraData.js',
    'resolveUiSchema.js',
    'retrieveSchema.js',
    'schemaHasNestedConditional.js',
  ]);
  for (const f of users.filter((u) => u !== 'omitExtraData.js')) {
    const lines = code(read(files.find((p) => path.basename(p) === f) as string));
    for (const [i, l] of lines.entries())
      if (/(^|[^\w.])findSchemaDefinition\(/.test(l))
        expect({ [f]: /REF_KEY/.test(lines.slice(Math.max(0, i - 15), i + 1).join('\n')) }).toEqual({ [f]: true });
  }
  // its recursion and the resolving of URIs (fast-uri, jsonpointer) serve it alone
  expect(callers('findSchemaDefinitionRecursive')).toEqual(['findSchemaDefinition.js']);
  for (const pkg of ['fast-uri', 'jsonpointer'])
    expect(files.filter((f) => read(f).includes(`from '${pkg}'`)).map((f) => path.basename(f))).toEqual([
      'findSchemaDefinition.js',
    ]);
});

test('references are made absolute only by SchemaUtils, for a 2020-12 schema; with none, the schema is the same', () => {
  expect(callers('makeAllReferencesAbsolute').sort()).toEqual(['createSchemaUtils.js', 'findSchemaDefinition.js']);
  const schema = { type: 'object', properties: { a: { type: 'string', enum: ['x'] } }, required: ['a'] };
  expect(makeAllReferencesAbsolute(schema)).toEqual(schema);
});

test("a schema's dependencies are split as rjsf splits them", () => {
  expect(splitKeyElementFromObject('a', { a: ['b'], c: 1 })).toEqual([{ c: 1 }, ['b']]);
});

test('the data check refuses "$ref" in panel schemas; were one looked up, it says so', () => {
  const check = fs.readFileSync(path.join(__dirname, '../data/check/panels.ts'), 'utf8');
  expect(check).toMatch(/^\s*\$ref: '/m);
  for (const f of [never, findSchemaDefinitionRecursive]) expect(() => f()).toThrow(/\$ref resolution is not part/);
});
