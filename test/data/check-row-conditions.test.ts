// A flow row's `when` may be a condition of the one language (docs/panels.md "Conditions"): the check holds its names
// to the guards and facts a row may test, its values to their closed sets, its schemas to what the widget's validator
// knows, and refuses a field (a row has no form). On a fixture page added to a copy of the data; and the build's
// compiled schemas answer as the widget looks them up.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, firstFlowFile, messages } from '../support/dataFiles';
import { execFileSync } from 'node:child_process';
import { holds } from '../../src/panels/conditions';
import { addMatchers, setMatcherCompiler } from '../../src/panels/matchers';

let dir: string;
let flow: string;
beforeEach(() => {
  dir = copy();
  flow = firstFlowFile(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function rowsSaid(when: unknown) {
  edit(dir, `flows/${flow}`, (j: { pages: Record<string, unknown> }) => {
    const page = Object.keys(j.pages).find((p) => (j.pages[p] as { panel?: string }).panel)!;
    j.pages.ROW_CONDITION_FIXTURE = { like: page, onEnter: [{ when, effects: [] }, { effects: [] }] };
  });
  return messages(dir).filter((m) => m.includes('ROW_CONDITION_FIXTURE/'));
}

test('any of, not and a schema over guards, view facts, the brand and kept values pass', () => {
  expect(
    rowsSaid({
      anyOf: [
        { not: 'embedded' },
        { fact: 'brand', matches: { type: 'string', pattern: '^acme-' } },
        { fact: 'flow', in: ['LOGIN'] },
      ],
    }),
  ).toEqual([]);
});

test('an unknown guard, a value no guard takes, a field and a misspelt keyword are refused where they are', () => {
  const at = `flows/${flow} /pages/ROW_CONDITION_FIXTURE/onEnter/0/when`;
  expect(rowsSaid({ anyOf: ['embeded', { fact: 'flow', in: ['LOGON'] }] })).toEqual([
    expect.stringMatching(
      new RegExp(`^${at}: embeded is not a registered guard or view fact .*did you mean embedded\\?`),
    ),
    expect.stringMatching(new RegExp(`^${at}/anyOf/1/in/0: "LOGON" is not a value of flow .*did you mean LOGIN\\?`)),
  ]);
  expect(rowsSaid({ field: 'email', is: 'filled' })).toEqual([
    `${at}: email: a flow row has no form; a field is tested in a UI condition, or kept and tested as context.<name>`,
  ]);
  expect(rowsSaid({ fact: 'brand', matches: { patern: 'x' } })).toEqual([
    expect.stringMatching(
      new RegExp(`^${at}/matches/patern: "patern" is not a JSON Schema keyword .*did you mean pattern\\?`),
    ),
  ]);
});

test("the build compiles each schema once, under the key the widget looks it up by (the schema's JSON text)", () => {
  const suffix = { type: 'string', pattern: '@acme\\.com$' };
  const file = path.join(dir, 'matchers.cjs');
  const data = [
    { when: { anyOf: [{ fact: 'context.email', matches: suffix }] } },
    [{ 'ui:options': { visibleWhen: { field: 'email', matches: { ...suffix } } } }],
  ];
  // the build's own module (an ES module: run as the build runs it)
  const found = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import fs from 'node:fs'; import { conditionSchemas, matchersCode } from ${JSON.stringify(path.join(__dirname, '../../scripts/condition-schemas.mjs'))};
       const s = conditionSchemas(...${JSON.stringify(data)}); fs.writeFileSync(${JSON.stringify(file)}, matchersCode(s));
       console.log(JSON.stringify({ count: s.length, empty: matchersCode([]) }));`,
    ],
    { encoding: 'utf8' },
  );
  expect(JSON.parse(found)).toEqual({ count: 2, empty: '"use strict";\n' });
  const fns = require(file) as Record<string, (d: unknown) => boolean>; // eslint-disable-line @typescript-eslint/no-require-imports -- a generated module
  expect(Object.keys(fns)).toEqual([JSON.stringify(suffix)]);
  setMatcherCompiler(null);
  expect(() => holds({ field: 'email', matches: suffix }, {}, { email: 'a@acme.com' })).toThrow(
    /no compiled condition/,
  );
  addMatchers(fns);
  expect(holds({ field: 'email', matches: suffix }, {}, { email: 'a@acme.com' })).toBe(true);
  expect(holds({ field: 'email', matches: { ...suffix } }, {}, { email: 'a@other.com' })).toBe(false);
});
