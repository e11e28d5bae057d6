// The shipped files: no dynamic code evaluation anywhere (strict CSP), the budget of docs/bench.md / issue 8,
// and every locale file beside the bundle.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOCALES } from '../../src/i18n/locale';

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

test.each(['auth-widget.js', 'auth-widget-sanitizer.js', 'auth-widget-messageformat.js', ...esm])(
  '%s has no eval, new Function or string timers',
  (f) => {
    const code = read(f).toString('utf8');
    expect(code).not.toMatch(/\beval\s*\(/);
    expect(code).not.toMatch(/new\s+Function\s*\(/);
    expect(code).not.toMatch(/\bFunction\s*\(\s*["'`]/);
    expect(code).not.toMatch(/set(?:Timeout|Interval)\s*\(\s*["'`]/);
  },
);

test('auth-widget.js with every flow and en_US stays within 175 KiB gzip; each locale within 6 KiB', () => {
  expect(zlib.gzipSync(read('auth-widget.js'), { level: 9 }).length).toBeLessThanOrEqual(175 * 1024);
  for (const l of LOCALES)
    expect(zlib.gzipSync(read(`locales/${l}.json`), { level: 9 }).length).toBeLessThanOrEqual(6 * 1024);
});
