// test/support/builtins-transform.cjs: a module wrapped with its built-ins keeps its meaning, its strictness and its
// lines; a name the module declares itself is left to it.
import vm from 'node:vm';
import { wrap } from '../support/builtins-transform.cjs';

/** Runs wrapped CommonJS code in a fresh context, as jest's sandbox does; returns its exports. */
function load(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const fn = vm.runInNewContext(`(function (module, exports) {${wrap(code)}\n})`, {}, { filename: 'mod.js' }) as (
    m: typeof module,
    e: unknown,
  ) => void;
  fn(module, module.exports);
  return module.exports;
}

test('the built-ins are the context’s own, and the code means what it meant', () => {
  const out = load(
    'module.exports = { max: Math.max(2, 5), keys: Object.keys({ a: 1 }), isArray: Array.isArray([]) };',
  );
  expect(out).toEqual({ max: 5, keys: ['a'], isArray: true });
});

test('"use strict" stays a directive: writing to a frozen object throws', () => {
  expect(() => load('"use strict";\nconst o = Object.freeze({ a: 1 });\no.a = 2;')).toThrow(/read only/);
});

test('a built-in the module declares itself is its own, not a clash', () => {
  const out = load(
    'const Map = function () { return 7; };\nmodule.exports = { seven: Map(), floor: Math.floor(1.5) };',
  );
  expect(out).toEqual({ seven: 7, floor: 1 });
});

test('the lines keep their numbers (stack traces and source maps point where they did)', () => {
  let stack = '';
  try {
    load('\n\nthrow new Error("here");');
  } catch (e) {
    stack = String((e as Error).stack);
  }
  expect(stack).toMatch(/mod\.js:3:/);
});
