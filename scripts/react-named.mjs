// How the main script carries React (docs/bench.md "What the widget leaves out").
//
// React's own packages are CommonJS, so esbuild reads every named import of them from the module object: each call of
// one becomes `(0, import_react.useMemo)(…)`, some 300 in the main script (every JSX element is `(0, x.jsx)(…)`). This
// plugin serves the widget's and rjsf's ES module imports of react, react/jsx-runtime, react-dom and react-dom/client
// from a module of named exports read once from the same module object, so a call is a plain `useMemo(…)` (0.6 KiB
// gzip of the main script). Each export is a pure read, which the bundler drops when nothing uses it. A require()
// (React DOM's own, react-modal's, use-sync-external-store's) still gets the module object itself: one React.
//
// And react-dom's own module (not its client, which renders) keeps only what the widget uses of it: createPortal, its
// version and the internals React DOM's client reads. The rest of its API (flushSync, the resource hints preload,
// preinit, preconnect and prefetchDNS, the form hooks) nothing in the widget calls (0.6 KiB gzip): its module of named
// exports offers only the kept ones, so an import of another fails the build (scripts/react-named.test.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const NAMESPACE = 'react-named';
export const PACKAGES = /^(react|react-dom)(\/jsx-runtime|\/client)?$/;

/** What the main script keeps of react-dom's own exports. */
export const REACT_DOM_KEEP = [
  '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  'createPortal',
  'version',
];
const REACT_DOM = /react-dom[\\/]cjs[\\/]react-dom\.production\.js$/;

/** The module of named exports for one of React's packages: every export the installed package has. */
export function namedModule(spec) {
  const names =
    spec === 'react-dom'
      ? REACT_DOM_KEEP
      : Object.keys(require(spec)).filter((k) => k !== 'default' && /^[A-Za-z_$][\w$]*$/.test(k));
  return [
    `import M from ${JSON.stringify(spec)};`,
    'export default M;',
    'const read = (name) => M[name];',
    ...names.map((k) => `export const ${k} = /* @__PURE__ */ read(${JSON.stringify(k)});`),
    '',
  ].join('\n');
}

/**
 * A CommonJS module with only the `exports.name = …` assignments of `keep`: each other one becomes an unused local,
 * which the minifier drops with what only it used. Fails when the module no longer assigns a kept name.
 */
export function keepExports(source, keep, file) {
  const found = new Set();
  const kept = source.replace(/^exports\.(\w+) =/gm, (line, name) => {
    found.add(name);
    return keep.includes(name) ? line : `var unused_${name} =`;
  });
  const missing = keep.filter((k) => !found.has(k));
  if (missing.length)
    throw new Error(`${file}: react-dom no longer exports ${missing.join(', ')} (scripts/react-named.mjs)`);
  return kept;
}

export const reactNamed = {
  name: NAMESPACE,
  setup(build) {
    build.onResolve({ filter: PACKAGES }, (args) =>
      args.kind === 'import-statement' && args.namespace !== NAMESPACE
        ? { path: args.path, namespace: NAMESPACE }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
      contents: namedModule(args.path),
      resolveDir: root,
      loader: 'js',
    }));
    build.onLoad({ filter: REACT_DOM }, (args) => ({
      contents: keepExports(fs.readFileSync(args.path, 'utf8'), REACT_DOM_KEEP, args.path),
      loader: 'js',
    }));
  },
};
