// The main script reads React's named imports as plain bindings (scripts/react-named.mjs): the same functions as the
// package's module object, one React for named imports, default imports and require() alike, and no read of an export
// nothing imports. What it leaves out of react and react-dom nothing else reads.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const plugin = path.join(__dirname, 'react-named.mjs');

const ENTRY = `
import { useMemo, createElement } from 'react';
import React from 'react';
import * as Namespace from 'react';
import { jsx } from 'react/jsx-runtime';
import { createPortal } from 'react-dom';
const cjs = require('react');
globalThis.result = {
  named: useMemo === cjs.useMemo && createElement === cjs.createElement,
  fromNamespace: Namespace.useState === cjs.useState,
  defaultIsModule: React === cjs,
  jsx: jsx === require('react/jsx-runtime').jsx,
  dom: createPortal === require('react-dom').createPortal,
  element: jsx('b', { children: 'x' }).props.children,
};
`;

type Built = { plain: string; named: string; listed: string[]; installed: string[]; dropped: string[] };
const built: Built = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as esbuild from 'esbuild';
       import { createRequire } from 'node:module';
       import { namedModule, reactNamed, REACT_DROP } from ${JSON.stringify(plugin)};
       const options = {
         stdin: { contents: ${JSON.stringify(ENTRY)}, resolveDir: ${JSON.stringify(__dirname)}, loader: 'js' },
         bundle: true, format: 'iife', minify: true, legalComments: 'none', write: false, platform: 'browser', logLevel: 'error',
         define: { 'process.env.NODE_ENV': '"production"' },
       };
       const text = async (plugins) => (await esbuild.build({ ...options, plugins })).outputFiles[0].text;
       const listed = [...namedModule('react').matchAll(/^export const (\\w+)/gm)].map((m) => m[1]);
       const installed = Object.keys(createRequire(${JSON.stringify(plugin)})('react'));
       console.log(JSON.stringify({ plain: await text([]), named: await text([reactNamed]), listed, installed, dropped: REACT_DROP }));`,
    ],
    { encoding: 'utf8', cwd: path.join(__dirname, '..') },
  ),
) as Built;

const run = (code: string) => {
  const context: { result?: Record<string, unknown> } = {};
  vm.runInNewContext(code, context);
  return context.result;
};

test('a named import is the module object’s own function, and default, namespace and require() get one React', () => {
  expect(run(built.named)).toEqual({
    named: true,
    fromNamespace: true,
    defaultIsModule: true,
    jsx: true,
    dom: true,
    element: 'x',
  });
  // without the plugin, the same (what it changes is only how the calls are written)
  expect(run(built.plain)).toEqual(run(built.named));
});

test('calls are plain: no (0, module.name)(…) indirection, and exports nothing imports are not read', () => {
  expect(built.plain).toMatch(/\(0,\w+\.jsx\)/);
  expect(built.named).not.toMatch(/\(0,\w+\.(useMemo|createElement|jsx|createPortal)\)/);
  expect(built.named).not.toContain('("cloneElement")');
  expect(built.named.length).toBeLessThan(built.plain.length + 200);
});

test('every export of the installed React is offered, but those left out', () => {
  expect(built.listed.sort()).toEqual(
    built.installed.filter((k) => k !== 'default' && !built.dropped.includes(k)).sort(),
  );
  expect(built.dropped.every((k) => built.installed.includes(k))).toBe(true);
});

type Trimmed = {
  dom: string[];
  portal: unknown;
  react: string[];
  element: unknown;
  missing: string;
  undefinedImport: string;
};
const trimmed: Trimmed = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import fs from 'node:fs';
       import { createRequire } from 'node:module';
       import * as esbuild from 'esbuild';
       import { trimExports, reactNamed, REACT_DOM_KEEP, REACT_DROP } from ${JSON.stringify(plugin)};
       const require = createRequire(${JSON.stringify(plugin)});
       const cjs = ${JSON.stringify(path.join(__dirname, '../node_modules'))} + '/';
       const load = (file, kept, named) => {
         const module = { exports: {} };
         const code = trimExports(fs.readFileSync(cjs + file, 'utf8'), kept, named, file);
         new Function('module', 'exports', 'require', code)(module, module.exports, require);
         return module.exports;
       };
       const dom = load('react-dom/cjs/react-dom.production.js', (n) => REACT_DOM_KEEP.includes(n), REACT_DOM_KEEP);
       const portal = dom.createPortal('x', { nodeType: 1 });
       const react = load('react/cjs/react.production.js', (n) => !REACT_DROP.includes(n), REACT_DROP);
       const element = react.createElement('b', { id: 'y' }, 'x');
       let missing = '';
       try { trimExports('exports.createPortal = 1;', (n) => REACT_DOM_KEEP.includes(n), REACT_DOM_KEEP, 'react-dom.production.js'); }
       catch (e) { missing = e.message; }
       let undefinedImport = '';
       try {
         await esbuild.build({
           stdin: { contents: "import * as D from 'react-dom'; D.flushSync(() => 1);", resolveDir: ${JSON.stringify(__dirname)} },
           bundle: true, write: false, logLevel: 'silent', plugins: [reactNamed],
           define: { 'process.env.NODE_ENV': '"production"' }, logOverride: { 'import-is-undefined': 'error' },
         });
       } catch (e) { undefinedImport = e.message; }
       console.log(JSON.stringify({
         dom: Object.keys(dom), portal: { type: String(portal.$$typeof), children: portal.children },
         react: Object.keys(react), element: { type: element.type, props: element.props }, missing, undefinedImport,
       }));`,
    ],
    { encoding: 'utf8', cwd: path.join(__dirname, '..') },
  ),
) as Trimmed;

test("react-dom's module keeps createPortal, its version and its internals, and nothing else", () => {
  expect(trimmed.dom.sort()).toEqual(
    ['__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', 'createPortal', 'version'].sort(),
  );
  expect(trimmed.portal).toEqual({ type: 'Symbol(react.portal)', children: 'x' });
  expect(trimmed.missing).toMatch(
    /no longer exports __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE, version/,
  );
  // an import of what it leaves out fails the build, as the main script's is set to
  expect(trimmed.undefinedImport).toMatch(/flushSync/);
});

test("in the main script, react-dom's own module is read only by React DOM's client, for its internals", () => {
  const meta = JSON.parse(fs.readFileSync(path.join(__dirname, '../build/auth-widget.meta.json'), 'utf8')) as {
    inputs: Record<string, { imports: { path: string; original?: string }[] }>;
  };
  // every other reader imports it through its module of named exports, which offers only what is kept
  const direct = Object.entries(meta.inputs)
    .filter(([, i]) => i.imports.some((m) => m.original === 'react-dom' && m.path !== 'react-named:react-dom'))
    .map(([p]) => p.replace(/^.*node_modules\//, ''))
    .sort();
  expect(direct).toEqual(['react-dom/cjs/react-dom-client.production.js', 'react-named:react-dom']);
  const client = fs.readFileSync(
    path.join(__dirname, '../node_modules/react-dom/cjs/react-dom-client.production.js'),
    'utf8',
  );
  expect([...new Set(client.match(/\bReactDOM\.\w+/g))]).toEqual([
    'ReactDOM.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  ]);
  // the on-demand files are handed createPortal alone (src/host/lazyScript.ts, src/lazy/hostReactDom.ts)
  const lazy = fs.readFileSync(path.join(__dirname, '../src/host/lazyScript.ts'), 'utf8');
  expect(lazy).toMatch(/import \{ createPortal \} from 'react-dom';/);
});

test("React's module keeps what the widget uses: the rest of its exports are gone, and it still draws", () => {
  expect(trimmed.react).toEqual(
    expect.arrayContaining(['createElement', 'useMemo', 'Children', 'Component', 'version']),
  );
  for (const name of built.dropped) expect(trimmed.react).not.toContain(name);
  expect(trimmed.element).toEqual({ type: 'b', props: { id: 'y', children: 'x' } });
});

test("nothing the main script or the on-demand files bring reads what is left out of React's module", () => {
  const meta = JSON.parse(fs.readFileSync(path.join(__dirname, '../build/auth-widget.meta.json'), 'utf8')) as {
    inputs: Record<string, unknown>;
  };
  const root = path.join(__dirname, '..');
  const files = [
    // the main script's modules (React's and React DOM's own, and the modules of named exports, apart)
    ...Object.keys(meta.inputs).filter(
      (p) => !/:|node_modules\/(react|react-dom|scheduler)\//.test(p) && fs.existsSync(path.join(root, p)),
    ),
    // the widget's sources, the on-demand files' included (they take the main script's React: src/lazy/hostReact.ts)
    ...fs
      .readdirSync(path.join(root, 'src'), { recursive: true })
      .map((f) => path.join('src', String(f)))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)),
    // rjsf, whose widgets the flows' files bring
    ...['core', 'utils', 'validator-ajv8'].flatMap((d) =>
      fs
        .readdirSync(path.join(root, 'node_modules/@rjsf', d, 'lib'), { recursive: true })
        .map((f) => path.join('node_modules/@rjsf', d, 'lib', String(f)))
        .filter((f) => f.endsWith('.js')),
    ),
  ];
  expect(files.length).toBeGreaterThan(300);
  const code = (f: string) =>
    fs
      .readFileSync(path.join(root, f), 'utf8')
      .split('\n')
      .filter((l) => !/^\s*(\*|\/\/|\/\*)/.test(l))
      .join('\n');
  const readers = Object.fromEntries(
    built.dropped.map((name) => {
      // a property read (not a string such as "react.lazy"), or a name in braces (an import, a destructuring)
      const read = new RegExp(`\\.${name}\\b(?![-'"\\w])|[{,]\\s*${name}\\s*[,}:]`);
      return [name, files.filter((f) => read.test(code(f)))];
    }),
  );
  expect(readers).toEqual(Object.fromEntries(built.dropped.map((name) => [name, []])));
});
