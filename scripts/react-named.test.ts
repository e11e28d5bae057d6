// The main script reads React's named imports as plain bindings (scripts/react-named.mjs): the same functions as the
// package's module object, one React for named imports, default imports and require() alike, and no read of an export
// nothing imports.
import { execFileSync } from 'node:child_process';
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
