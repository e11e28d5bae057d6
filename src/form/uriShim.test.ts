// The shim must answer as fast-uri does for every call rjsf makes with our schemas.
import * as shim from './uriShim';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const real = require('fast-uri/index.js') as typeof shim;

test.each([
  ['#', '#/definitions/phone'],
  ['', '#/a'],
  ['', 'c.json'],
  ['http://x.com/a/b.json', '#/definitions/y'],
  ['http://x.com/a/b.json', 'c.json#/z'],
  ['https://schemas.example.com/panel.json', '/other.json'],
])('resolve(%p, %p)', (base, ref) => {
  expect(shim.resolve(base, ref)).toBe(real.resolve(base, ref));
});

test.each([
  ['http://X.com/a', 'http://x.com/a'],
  ['#/a', '#/a'],
  ['a', 'b'],
  ['https://example.com/s.json', 'https://example.com/t.json'],
])('equal(%p, %p)', (a, b) => {
  expect(shim.equal(a, b)).toBe(real.equal(a, b));
});
