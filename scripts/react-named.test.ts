// The main script reads React's named imports as plain bindings (scripts/react-named.mjs): the same functions as the
// package's module object, one React for named imports, default imports and require() alike, and no read of an export
// nothing imports.
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

type Built = { plain: string; named: string; listed: string[]; installed: string[] };
const built: Built = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as esbuild from 'esbuild';
       import { createRequire } from 'node:module';
       import { namedModule, reactNamed } from ${JSON.stringify(plugin)};
       const options = {
         stdin: { contents: ${JSON.stringify(ENTRY)}, resolveDir: ${JSON.stringify(__dirname)}, loader: 'js' },
         bundle: true, format: 'iife', minify: true, legalComments: 'none', write: false, platform: 'browser', logLevel: 'error',
         define: { 'process.env.NODE_ENV': '"production"' },
       };
       const text = async (plugins) => (await esbuild.build({ ...options, plugins })).outputFiles[0].text;
       const listed = [...namedModule('react').matchAll(/^export const (\\w+)/gm)].map((m) => m[1]);
       const installed = Object.keys(createRequire(${JSON.stringify(plugin)})('react'));
       console.log(JSON.stringify({ plain: await text([]), named: await text([reactNamed]), listed, installed }));`,
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

test('every export of the installed React is offered', () => {
  expect(built.listed.sort()).toEqual(built.installed.filter((k) => k !== 'default').sort());
});

type Trimmed = { keys: string[]; portal: unknown; missing: string; undefinedImport: string };
const trimmed: Trimmed = JSON.parse(
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import fs from 'node:fs';
       import { createRequire } from 'node:module';
       import * as esbuild from 'esbuild';
       import { keepExports, reactNamed, REACT_DOM_KEEP } from ${JSON.stringify(plugin)};
       const require = createRequire(${JSON.stringify(plugin)});
       const file = ${JSON.stringify(path.join(__dirname, '../node_modules/react-dom/cjs/react-dom.production.js'))};
       const module = { exports: {} };
       new Function('module', 'exports', 'require', keepExports(fs.readFileSync(file, 'utf8'), REACT_DOM_KEEP, file))(
         module, module.exports, require);
       const portal = module.exports.createPortal('x', { nodeType: 1 });
       let missing = '';
       try { keepExports('exports.createPortal = 1;', REACT_DOM_KEEP, 'react-dom.production.js'); }
       catch (e) { missing = e.message; }
       let undefinedImport = '';
       try {
         await esbuild.build({
           stdin: { contents: "import * as D from 'react-dom'; D.flushSync(() => 1);", resolveDir: ${JSON.stringify(__dirname)} },
           bundle: true, write: false, logLevel: 'silent', plugins: [reactNamed],
           define: { 'process.env.NODE_ENV': '"production"' }, logOverride: { 'import-is-undefined': 'error' },
         });
       } catch (e) { undefinedImport = e.message; }
       console.log(JSON.stringify({ keys: Object.keys(module.exports), portal: { type: String(portal.$$typeof), children: portal.children }, missing, undefinedImport }));`,
    ],
    { encoding: 'utf8', cwd: path.join(__dirname, '..') },
  ),
) as Trimmed;

test("react-dom's module keeps createPortal, its version and its internals, and nothing else", () => {
  expect(trimmed.keys.sort()).toEqual(
    ['__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', 'createPortal', 'version'].sort(),
  );
  expect(trimmed.portal).toEqual({ type: 'Symbol(react.portal)', children: 'x' });
  expect(trimmed.missing).toMatch(
    /react-dom no longer exports __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE, version/,
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
