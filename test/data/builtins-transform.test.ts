// test/support/builtins-transform.cjs: a module wrapped with its built-ins keeps its meaning, its strictness and its
// lines; a name the module declares itself is left to it. The compiled output kept for every project of a run is
// found by the next project, and compiled anew when anything it depends on changes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { createTransformer, sharedOutput, wrap } from '../support/builtins-transform.cjs';

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

describe('the compiled output shared by the projects and workers of a run (sharedOutput)', () => {
  /** a compiler that says how many times it ran; its configuration's digest is the options' `tsconfig` */
  const counting = () => {
    const inner = {
      calls: 0,
      process(src: string) {
        inner.calls += 1;
        return { code: `/* ${inner.calls} */ ${src}`, map: '{"version":3}' };
      },
      _configsFor: (o: unknown) => ({ cacheSuffix: String((o as { tsconfig?: string }).tsconfig ?? 'ts-a') }),
    };
    return inner;
  };
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-shared-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const options = (more: Record<string, unknown> = {}) => ({ config: { cacheDirectory: dir }, ...more });

  test('a second project compiles nothing its sibling compiled; an edit, another configuration or flags compile anew', () => {
    const inner = counting();
    const [dom, node] = [0, 1].map(() => sharedOutput(inner, 'salt'));
    const first = dom('export const a = 1;', '/p/a.ts', options());
    expect(first).toEqual({ code: '/* 1 */ export const a = 1;', map: '{"version":3}' });
    expect(node('export const a = 1;', '/p/a.ts', options({ displayName: 'node' }))).toEqual(first);
    expect(inner.calls).toBe(1);
    // the source changed, another file with the same text, ts-jest's configuration, this transform, jest's flags
    node('export const a = 2;', '/p/a.ts', options());
    node('export const a = 1;', '/p/b.ts', options());
    node('export const a = 1;', '/p/a.ts', options({ tsconfig: 'ts-b' }));
    sharedOutput(inner, 'other')('export const a = 1;', '/p/a.ts', options());
    dom('export const a = 1;', '/p/a.ts', options({ supportsStaticESM: true }));
    expect(inner.calls).toBe(6);
    // written whole and renamed: no temporary file is left
    const files = fs.readdirSync(path.join(dir, 'auth-widget-ts'), { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(6);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('a cache that cannot be written or read only costs time; a compiler without a digest is not shared', () => {
    const inner = counting();
    // a file where the cache's folder would go
    fs.writeFileSync(path.join(dir, 'auth-widget-ts'), 'not a folder');
    const compile = sharedOutput(inner, 'salt');
    expect(compile('x', '/p/x.ts', options()).code).toBe('/* 1 */ x');
    expect(compile('x', '/p/x.ts', options()).code).toBe('/* 2 */ x');
    fs.rmSync(path.join(dir, 'auth-widget-ts'));
    const plain = sharedOutput({ process: (src: string) => inner.process(src) }, 'salt');
    plain('x', '/p/x.ts', options());
    plain('x', '/p/x.ts', options());
    expect(inner.calls).toBe(4);
    expect(fs.existsSync(path.join(dir, 'auth-widget-ts'))).toBe(false);
  });

  test('with ts-jest itself: an edit of tsconfig.json between two runs compiles the file anew', () => {
    // a project of its own: its tsconfig.json, one TSX file, its cache; each run is a jest configuration of its own
    fs.writeFileSync(path.join(dir, 'a.tsx'), 'export const A = () => <b>x</b>;');
    const tsconfig = (jsx: string) =>
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { jsx, target: 'ES2022', esModuleInterop: true }, files: ['a.tsx'] }),
      );
    const transform = createTransformer({ ts: true, tsconfig: { isolatedModules: true }, diagnostics: false });
    const run = (n: number) =>
      transform.process(fs.readFileSync(path.join(dir, 'a.tsx'), 'utf8'), path.join(dir, 'a.tsx'), {
        config: { run: n, rootDir: dir, cwd: dir, cacheDirectory: path.join(dir, 'cache'), cache: true, globals: {} },
        cacheFS: new Map(),
        configString: `run ${n}`,
        transformerConfig: {},
      }).code;
    tsconfig('react-jsx');
    expect(run(1)).toMatch(/react\/jsx-runtime/);
    tsconfig('react');
    expect(run(2)).toMatch(/createElement/);
  });
});
