// The npm package: what `npm pack` puts in the tarball, its manifest (no dependencies; React and ReactDOM from the
// host), and that every path its exports map names is in it. dist/ is built by `npm test`'s pretest.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { LOCALES } from '../../src/i18n/locale';
import { anyString, objectContaining } from '../support/matchers';

const ROOT = path.join(__dirname, '../..');
interface Manifest {
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies: Record<string, string>;
  exports: Record<string, Record<string, string> | string>;
  module: string;
  types: string;
}
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as Manifest;
let files: string[];

beforeAll(() => {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  files = (JSON.parse(out) as { files: { path: string }[] }[])[0].files.map((f) => f.path).sort();
}, 60_000);

test('the tarball holds the built files only: no tests, sources, server, demo, data files or build output', () => {
  for (const f of files)
    expect(f).toMatch(/^(dist\/.+|conformance\/(conformance\.cjs|data\.json)|package\.json|README\.md)$/);
  // (a brand's words are named by the brand, which may be any name: "demo")
  for (const f of files.filter((n) => !n.startsWith('dist/locales/brands/') && !n.startsWith('dist/prebuilt/brands/')))
    expect(f).not.toMatch(
      /\.(test|spec)\.|\.map$|\.tsx?$(?<!\.d\.ts)|(^|\/)(src|server|demo|test|bench|scripts|schemas|flows|build)\//,
    );
  expect(files).toEqual(
    expect.arrayContaining([
      'dist/auth-widget.js',
      'dist/auth-widget-main.js',
      'dist/auth-widget.css',
      'dist/auth-widget-captcha.js',
      'dist/auth-widget-messageformat.js',
      'dist/esm/index.mjs',
      'dist/types/package/index.d.ts',
      'dist/types/package/AuthWidget.d.ts',
      'conformance/conformance.cjs',
      'conformance/data.json',
      'package.json',
      'README.md',
      ...LOCALES.map((l) => `dist/locales/${l}.json`),
    ]),
  );
  // the ESM build's lazy chunks: one per locale, the captcha (its sanitizer and controls) and the MessageFormat runtime
  for (const l of LOCALES) expect(files.filter((f) => f.startsWith(`dist/esm/chunks/${l}-`))).toHaveLength(1);
});

test('every import in the ESM build is a packed chunk or React', () => {
  const esm = files.filter((f) => f.startsWith('dist/esm/'));
  const bare = new Set<string>();
  for (const f of esm) {
    const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
    for (const [, spec] of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([\w@./-]+)["']/g)) {
      if (spec.startsWith('.')) expect(files).toContain(path.posix.join(path.posix.dirname(f), spec));
      else bare.add(spec);
    }
    // a CommonJS require of React left in an ESM file throws in a browser ("Dynamic require of react")
    expect(text).not.toMatch(/Dynamic require of/);
  }
  expect([...bare].sort()).toEqual(['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']);
});

test('the manifest: no dependencies, React as a peer, an exports map whose targets are all packed', () => {
  expect(manifest.dependencies ?? {}).toEqual({});
  expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['react', 'react-dom']);
  const targets: string[] = [];
  const walk = (v: unknown) =>
    typeof v === 'string' ? targets.push(v) : v && typeof v === 'object' && Object.values(v).forEach(walk);
  walk(manifest.exports);
  expect(manifest.exports['.']).toEqual(objectContaining({ types: anyString, import: anyString }));
  // "types" first: TypeScript takes the first condition that matches
  expect(Object.keys(manifest.exports['.'])[0]).toBe('types');
  for (const t of [...targets, manifest.module, manifest.types]) expect(files).toContain(t.replace(/^\.\//, ''));
  // the .d.ts files reach only packed files
  for (const f of files.filter((x) => x.endsWith('.d.ts'))) {
    const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
    for (const [, spec] of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g))
      expect(files).toContain(`${path.posix.join(path.posix.dirname(f), spec)}.d.ts`);
  }
});

test('the bin is the conformance kit, packed, and needs nothing but Node', () => {
  expect(manifest.bin).toEqual({ 'auth-widget-conformance': 'conformance/conformance.cjs' });
  expect(files).toContain(manifest.bin['auth-widget-conformance']);
  const text = fs.readFileSync(path.join(ROOT, 'conformance/conformance.cjs'), 'utf8');
  expect(text.startsWith('#!/usr/bin/env node\n')).toBe(true);
  const required = [...text.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
  expect(required.filter((r) => !r.startsWith('node:'))).toEqual([]);
});

test('the ESM build imports in Node without a DOM, and server rendering the component gives no markup', () => {
  // a host that renders on the server (Next.js, Remix) imports the package there: nothing may touch document or window
  const script = `
    const m = await import(${JSON.stringify(path.join(ROOT, 'dist/esm/index.mjs'))});
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const html = renderToString(createElement(m.AuthWidget, { flow: 'LOGIN', config: { appId: 'demo', brandId: 'demo' } }));
    console.log(JSON.stringify({ html, exports: Object.keys(m).sort(), window: typeof window }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  expect(JSON.parse(out)).toEqual({
    html: '',
    window: 'undefined',
    exports: [
      'AuthWidget',
      'authenticateUser',
      'beginBehaviorMonitoring',
      'close',
      'forgotPassword',
      'loadBehaviorAnalyticsScript',
      'logout',
      'newUser',
      'resetPassword',
      'securitySettings',
      'stopBehaviorMonitoring',
      'twoFactorAuth',
      'userRegistration',
    ],
  });
});
