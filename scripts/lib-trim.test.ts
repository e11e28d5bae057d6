// rjsf as the bundles carry it (scripts/lib-trim.mjs: no oneOf / anyOf choice, no "$ref" resolution) answers as the
// whole of rjsf does for schemas the data check accepts: required fields, enums, consts and defaults, if/then/else,
// dependencies, nested objects. Both are bundled here from rjsf's own files, the one with the stand-ins, and run.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const FIXTURES = [
  {
    schema: {
      type: 'object',
      required: ['userId'],
      properties: {
        userId: { type: 'string', maxLength: 70, default: '' },
        remember: { type: 'boolean', default: false },
        count: { type: 'integer', minimum: 1, default: 2 },
        kind: { type: 'string', enum: ['a', 'b'], default: 'a' },
        accept: { type: 'boolean', const: true },
      },
    },
    data: [{ userId: 'x' }, {}],
    paths: [['userId'], ['kind'], ['accept'], ['missing']],
  },
  {
    schema: {
      type: 'object',
      required: ['channel'],
      properties: {
        channel: { type: 'string', enum: ['EMAIL', 'MOBILE'], default: 'EMAIL' },
        email: { type: 'string', format: 'email' },
        phone: { type: 'string' },
      },
      if: { properties: { channel: { const: 'MOBILE' } } },
      then: { required: ['phone'], properties: { extension: { type: 'string', default: '0' } } },
      else: { required: ['email'] },
    },
    data: [{ channel: 'MOBILE', phone: '5' }, { channel: 'EMAIL', email: 'a@b.test', extension: '1' }, {}],
    paths: [['phone'], ['extension'], ['email']],
  },
  {
    schema: {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      dependencies: { a: ['b'], b: { properties: { c: { type: 'string', default: 'z' } } } },
    },
    data: [{ a: '1', b: '2' }, { a: '1' }, {}],
    paths: [['a'], ['c']],
  },
  {
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        address: {
          type: 'object',
          required: ['city'],
          properties: { city: { type: 'string', default: 'Oslo' }, zip: { type: 'string' } },
        },
      },
    },
    data: [{ address: { zip: '1' } }, {}],
    paths: [
      ['address', 'city'],
      ['address', 'zip'],
    ],
  },
];
const CHOICE = { type: 'object', properties: { x: { oneOf: [{ type: 'string' }, { type: 'number' }] } } };

const ENTRY = `
import { createSchemaUtils } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
const answer = (f) => { try { return f(); } catch (e) { return 'threw: ' + e.message; } };
export const results = ${JSON.stringify(FIXTURES)}.map(({ schema, data, paths }) => {
  const u = createSchemaUtils(validator, schema);
  return {
    root: u.getRootSchema(),
    perData: data.map((d) => {
      const retrieved = u.retrieveSchema(schema, d);
      return {
        retrieved,
        defaults: u.getDefaultFormState(schema, d),
        fields: paths.map((p) => u.findFieldInSchema(schema, p, d)),
        sanitized: answer(() => u.sanitizeDataForNewSchema(u.retrieveSchema(schema, {}), retrieved, d)),
        labels: Object.keys(retrieved.properties ?? {}).map((k) => u.getDisplayLabel(retrieved.properties[k])),
      };
    }),
  };
});
export const choice = answer(() => createSchemaUtils(validator, ${JSON.stringify(CHOICE)}).getDefaultFormState(${JSON.stringify(CHOICE)}, {}));
`;

type Run = { results: unknown; choice: unknown };
const both = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as esbuild from 'esbuild';
       import { libTrim } from ${JSON.stringify(path.join(__dirname, 'lib-trim.mjs'))};
       const run = async (plugins) => {
         const built = await esbuild.build({
           stdin: { contents: ${JSON.stringify(ENTRY)}, resolveDir: ${JSON.stringify(__dirname)}, loader: 'js' },
           bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error', plugins,
         });
         const m = await import('data:text/javascript;base64,' + Buffer.from(built.outputFiles[0].text).toString('base64'));
         return { results: m.results, choice: m.choice };
       };
       const root = ${JSON.stringify(path.join(__dirname, '..'))};
       console.log(JSON.stringify({ whole: await run([]), trimmed: await run([libTrim(root)]) }));`,
    ],
    { encoding: 'utf8', cwd: path.join(__dirname, '..'), maxBuffer: 1 << 26 },
  ),
) as { whole: Run; trimmed: Run };

test('for the schemas panels may have, the trimmed rjsf answers as the whole of it does', () => {
  expect(both.trimmed.results).toEqual(both.whole.results);
  // (and the fixtures reach what they are for: a condition, a dependency, defaults)
  expect(JSON.stringify(both.whole.results)).toContain('"extension"');
  expect(JSON.stringify(both.whole.results)).toContain('"c":"z"');
});

test('a oneOf, which the data check refuses, is a choice the trimmed rjsf says it cannot make', () => {
  expect(both.whole.choice).toEqual({});
  expect(both.trimmed.choice).toMatch(/^threw: .*oneOf \/ anyOf choice is not part of this build/);
});
