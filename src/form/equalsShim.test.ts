// The shim must answer as rjsf's fast-equals deepEquals does for the values rjsf compares.
// The package file itself: jest maps the bare name 'fast-equals' to the shim, as the bundle does.
import path from 'node:path';
import { createCustomEqual as shim } from './equalsShim';

// required by its path: jest's moduleNameMapper sends the name 'fast-equals' to the shim
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a file path, not a module name, at run time
const { createCustomEqual: real } = require(
  path.join(__dirname, '../../node_modules/fast-equals/dist/cjs/index.cjs'),
) as { createCustomEqual: (o: unknown) => unknown };

const options = {
  circular: true,
  createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }),
};
const a = real(options) as (x: unknown, y: unknown) => boolean;
const b = shim(options);
const loop1: Record<string, unknown> = { x: 1 };
loop1.self = loop1;
const loop2: Record<string, unknown> = { x: 1 };
loop2.self = loop2;

test.each([
  [1, 1],
  [1, 2],
  ['a', 'a'],
  [null, undefined],
  [NaN, NaN],
  [0, -0],
  [
    { a: 1, b: [1, 2, { c: 'x' }] },
    { b: [1, 2, { c: 'x' }], a: 1 },
  ],
  [{ a: 1 }, { a: 1, b: undefined }],
  [
    [1, 2],
    [2, 1],
  ],
  [[], {}],
  [{ f: () => 1 }, { f: () => 2 }],
  [{ f: () => 1 }, { f: 1 }],
  [new Date(5), new Date(5)],
  [new Date(5), new Date(6)],
  [/x/g, /x/g],
  [
    { properties: { userId: { type: 'string', maxLength: 70 } }, required: ['userId'] },
    { properties: { userId: { type: 'string', maxLength: 70 } }, required: ['userId'] },
  ],
  [loop1, loop2],
  [new Map([[1, { a: 1 }]]), new Map([[1, { a: 1 }]])],
  [new Set([1]), new Set([2])],
])('deepEquals(%p, %p)', (x, y) => {
  expect(b(x, y)).toBe(a(x, y));
});
