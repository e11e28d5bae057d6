// rjsf's choice of a oneOf / anyOf branch is left out of the bundles (scripts/lib-trim.mjs). Read from rjsf's own
// files, so an upgrade that calls it for other schemas fails here; scripts/lib-trim.test.ts runs the trimmed rjsf.
import fs from 'node:fs';
import path from 'node:path';
import never from './noSchemaChoice';

const lib = path.join(__dirname, '../../node_modules/@rjsf');
const read = (f: string) => fs.readFileSync(path.join(lib, f), 'utf8');
const code = (s: string) => s.split('\n').filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l));
const files = ['core/lib', 'utils/lib']
  .flatMap((d) => fs.readdirSync(path.join(lib, d), { recursive: true }).map((f) => path.join(d, String(f))))
  .filter((f) => f.endsWith('.js'));
/** the files whose code calls `name(`, and the lines of each call */
const calls = (name: string) =>
  Object.fromEntries(
    files.flatMap((f) => {
      const lines = code(read(f));
      const at = lines.flatMap((l, i) => (new RegExp(`(^|[^\\w.])${name}\\(`).test(l) ? [i] : []));
      return at.length ? [[path.basename(f), { lines, at }]] : [];
    }),
  );
const LEFT_OUT = ['getClosestMatchingOption', 'getFirstMatchingOption', 'findSelectedOptionInXxxOf'];

test.each(LEFT_OUT)("rjsf calls %s only for a schema's oneOf / anyOf", (name) => {
  const users = calls(name);
  // the modules left out themselves, SchemaUtils' method of the same name, and the omitting of extra data (left out
  // as well: src/form/noOmitExtraData.ts)
  const own = [...LEFT_OUT.map((n) => `${n}.js`), 'createSchemaUtils.js', 'omitExtraData.js', 'toPathSchema.js'];
  const guarded = Object.keys(users).filter((f) => !own.includes(f));
  expect(guarded.length).toBeGreaterThan(0);
  for (const f of guarded)
    for (const i of users[f].at) {
      const before = users[f].lines.slice(Math.max(0, i - 18), i + 1).join('\n');
      expect({ [f]: /ONE_OF_KEY|ANY_OF_KEY|anyOrOneOf/.test(before) }).toEqual({ [f]: true });
    }
});

test("SchemaUtils' methods of those names are called only by rjsf's fields the bundles leave out", () => {
  const methodUsers = files
    .filter((f) => code(read(f)).some((l) => new RegExp(`\\.(${LEFT_OUT.join('|')})\\(`).test(l)))
    .map((f) => path.basename(f, '.js'))
    .sort();
  expect(methodUsers).toEqual(['LayoutGridField', 'MultiSchemaField']);
  // scripts/rjsf-trim.mjs keeps neither field (nor its layout sibling)
  const keep = fs.readFileSync(path.join(__dirname, '../../scripts/rjsf-trim.mjs'), 'utf8');
  for (const field of [...methodUsers, 'LayoutMultiSchemaField']) expect(keep).not.toContain(`'${field}'`);
});

test('the data check refuses oneOf and anyOf in panel schemas; were the choice asked for, it says so', () => {
  const check = fs.readFileSync(path.join(__dirname, '../data/check/panels.ts'), 'utf8');
  expect(check).toMatch(/^\s*anyOf: '/m);
  expect(check).toMatch(/^\s*oneOf: '/m);
  expect(() => never()).toThrow(/oneOf \/ anyOf choice is not part of this build/);
});
