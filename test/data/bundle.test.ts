// The shipped files: no dynamic code evaluation anywhere (strict CSP), the budgets of docs/bench.md (the bundle with
// the sign-on flow, each other flow's file, each locale), and every locale file beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALES } from '../../src/i18n/locale';
import CORE from '../../src/data/core-flows.json';

const dist = path.join(__dirname, '../../dist');
const read = (f: string) => fs.readFileSync(path.join(dist, f));

// the npm package's ESM build and its chunks too
const esm = fs
  .readdirSync(path.join(dist, 'esm'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => `esm/${f}`);

test('the ESM build is there: its entry and its chunks', () => {
  expect(esm).toContain('esm/index.mjs');
  expect(esm.length).toBeGreaterThan(LOCALES.length);
});

// the flows other than sign-on, each a file loaded when the user reaches it
const flowFiles = fs.readdirSync(dist).filter((f) => /^auth-widget-flow-[\w-]+\.js$/.test(f));

/** The sign-on's scripts: the first script and the rest it loads (docs/host.md "The panel before the bundle"). */
const SIGN_ON = ['auth-widget.js', 'auth-widget-main.js'];

test.each([...SIGN_ON, 'auth-widget-captcha.js', 'auth-widget-messageformat.js', ...flowFiles, ...esm])(
  '%s has no eval, new Function or string timers',
  (f) => {
    const code = read(f).toString('utf8');
    expect(code).not.toMatch(/\beval\s*\(/);
    expect(code).not.toMatch(/new\s+Function\s*\(/);
    expect(code).not.toMatch(/\bFunction\s*\(\s*["'`]/);
    expect(code).not.toMatch(/set(?:Timeout|Interval)\s*\(\s*["'`]/);
  },
);

const gzip = (f: string) => zlib.gzipSync(read(f), { level: 9 }).length;

test('the sign-on (first script and the rest: the sign-on flow and en_US) within 150 KiB gzip; each other flow within 12 KiB; each locale 6 KiB', () => {
  expect(SIGN_ON.reduce((n, f) => n + gzip(f), 0)).toBeLessThanOrEqual(150 * 1024);
  // one file per flow file of flows/ that the bundle does not carry (a product owner's new one too)
  const lazy = fs
    .readdirSync(path.join(__dirname, '../../flows'))
    .filter((f) => f.endsWith('.json') && f !== 'flow-table.schema.json' && !CORE.includes(f))
    .map((f) => `auth-widget-flow-${f.replace(/\.json$/, '')}.js`);
  expect(flowFiles.sort()).toEqual(lazy.sort());
  for (const f of flowFiles) expect({ [f]: gzip(f) <= 12 * 1024 }).toEqual({ [f]: true });
  for (const l of LOCALES) expect(gzip(`locales/${l}.json`)).toBeLessThanOrEqual(6 * 1024);
});

test("what only other panels use stays out of the sign-on's scripts: the password rules' registry, the providers' marks", () => {
  const bundle = SIGN_ON.map((f) => read(f).toString()).join('\n');
  // a rule only the registry names, and a mark's path data (each file of its own, loaded by what needs it)
  expect(bundle).not.toContain('notContaining');
  const marks = read('auth-widget-marks.js').toString();
  expect(marks).toContain('__authWidgetMarks');
  const aPath = /"(M[\d.]+ [^"]{20,})"/.exec(marks)?.[1];
  expect(aPath).toBeDefined();
  expect(bundle).not.toContain(aPath);
});
