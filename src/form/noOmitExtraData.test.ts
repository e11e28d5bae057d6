// rjsf's omitExtraData and toPathSchema are left out of the bundles (scripts/lib-trim.mjs). Read from rjsf's own files,
// so an upgrade that calls them otherwise fails here.
import fs from 'node:fs';
import path from 'node:path';
import never, { getFieldNames, getUsedFormData, isValueEmpty } from './noOmitExtraData';

const lib = path.join(__dirname, '../../node_modules/@rjsf');
const read = (f: string) => fs.readFileSync(path.join(lib, f), 'utf8');
const code = (s: string) => s.split('\n').filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l));

test("rjsf's Form omits extra data only when given omitExtraData, and uses the rest only in methods of its own", () => {
  const form = code(read('core/lib/components/Form.js'));
  const calls = form.flatMap((l, i) => (/\.omitExtraData\(/.test(l) ? [i] : []));
  expect(calls.length).toBeGreaterThan(0);
  for (const i of calls) {
    const around = form.slice(Math.max(0, i - 8), i + 1).join('\n');
    // the Form's own deprecated method (never called by the renderer) or a call under the prop
    expect(around).toMatch(/omitExtraData === true|omitExtraData = \(formData\) =>/);
  }
  for (const name of ['getUsedFormData', 'getFieldNames'])
    expect(form.filter((l) => l.includes(`${name}(`))).toEqual([
      expect.stringMatching(new RegExp(`^\\s*${name} = \\(.*\\) => ${name}\\(`)),
    ]);
});

test('toPathSchema and isValueEmpty are called only by SchemaUtils methods and rjsf exports core never uses', () => {
  const users = (name: string) =>
    ['core/lib', 'utils/lib']
      .flatMap((d) => fs.readdirSync(path.join(lib, d), { recursive: true }).map((f) => path.join(d, String(f))))
      .filter((f) => f.endsWith('.js') && code(read(f)).some((l) => new RegExp(`\\b${name}\\(`).test(l)))
      .map((f) => path.basename(f))
      .sort();
  expect(users('toPathSchema')).toEqual(['createSchemaUtils.js', 'toPathSchema.js']);
  expect(users('isValueEmpty')).toEqual(['omitExtraData.js', 'removeOptionalEmptyObjects.js']);
  // removeOptionalEmptyObjects is rjsf's export for others: nothing of core calls it
  const core = fs.readdirSync(path.join(lib, 'core/lib'), { recursive: true }).map(String);
  expect(
    core.filter((f) => f.endsWith('.js') && read(path.join('core/lib', f)).includes('removeOptionalEmpty')),
  ).toEqual([]);
});

test("the renderer's Form is given no omitExtraData; were one called, it says so", () => {
  const renderer = fs.readFileSync(path.join(__dirname, '../panels/PanelRenderer.tsx'), 'utf8');
  expect(renderer).not.toMatch(/omitExtraData|liveOmit/);
  for (const f of [never, getFieldNames, getUsedFormData, isValueEmpty]) expect(() => f()).toThrow(/omitExtraData/);
});
