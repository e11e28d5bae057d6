// How the main script carries React (docs/bench.md "What the widget leaves out").
//
// React's own packages are CommonJS, so esbuild reads every named import of them from the module object: each call of
// one becomes `(0, import_react.useMemo)(…)`, some 300 in the main script (every JSX element is `(0, x.jsx)(…)`). This
// plugin serves the widget's and rjsf's ES module imports of react, react/jsx-runtime, react-dom and react-dom/client
// from a module of named exports read once from the same module object, so a call is a plain `useMemo(…)` (0.6 KiB
// gzip of the main script). Each export is a pure read, which the bundler drops when nothing uses it. A require()
// (React DOM's own, react-modal's, use-sync-external-store's) still gets the module object itself: one React.
//
// And the parts of React's API nothing in the widget calls are left out: the library's own module is rewritten to leave
// their exports unassigned, and the minifier drops what only they used. react-dom's own module (not its client, which
// renders) keeps createPortal, its version and the internals React DOM's client reads: flushSync, the resource hints
// (preload, preinit, preconnect, prefetchDNS) and the form hooks go (0.6 KiB gzip). React's module drops cloneElement,
// lazy, use, the transitions (startTransition, useTransition, useDeferredValue, addTransitionType) and the cache and
// compiler helpers (0.6 KiB gzip). The modules of named exports offer none of what is left out, so an import of it
// fails the build; scripts/react-named.test.ts finds no other reader of it in the main script's modules, the widget's
// sources or rjsf (the on-demand files' widgets).
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

/** What the main script leaves out of React's exports. */
export const REACT_DROP = [
  '__COMPILER_RUNTIME',
  'addTransitionType',
  'cacheSignal',
  'cloneElement',
  'lazy',
  'startTransition',
  'unstable_useCacheRefresh',
  'use',
  'useActionState',
  'useDeferredValue',
  'useOptimistic',
  'useTransition',
];
const REACT = /react[\\/]cjs[\\/]react\.production\.js$/;

/** The module of named exports for one of React's packages: what the main script keeps of it. */
export function namedModule(spec) {
  const names =
    spec === 'react-dom'
      ? REACT_DOM_KEEP
      : Object.keys(require(spec)).filter(
          (k) => k !== 'default' && /^[A-Za-z_$][\w$]*$/.test(k) && !(spec === 'react' && REACT_DROP.includes(k)),
        );
  return [
    `import M from ${JSON.stringify(spec)};`,
    'export default M;',
    'const read = (name) => M[name];',
    ...names.map((k) => `export const ${k} = /* @__PURE__ */ read(${JSON.stringify(k)});`),
    '',
  ].join('\n');
}

/**
 * A CommonJS module whose `exports.name = …` assignments of the names `kept` refuses become unused locals, which the
 * minifier drops with what only they used. Fails when the module no longer assigns a name of `named`: a kept one, or
 * one left out that an upgrade renamed (the list is looked at again).
 */
export function trimExports(source, kept, named, file) {
  const found = new Set();
  const trimmed = source.replace(/^exports\.(\w+) =/gm, (line, name) => {
    found.add(name);
    return kept(name) ? line : `var unused_${name} =`;
  });
  const missing = named.filter((k) => !found.has(k));
  if (missing.length) throw new Error(`${file}: no longer exports ${missing.join(', ')} (scripts/react-named.mjs)`);
  return trimmed;
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
    const read = (file) => fs.readFileSync(file, 'utf8');
    build.onLoad({ filter: REACT_DOM }, (args) => ({
      contents: trimExports(read(args.path), (n) => REACT_DOM_KEEP.includes(n), REACT_DOM_KEEP, args.path),
      loader: 'js',
    }));
    build.onLoad({ filter: REACT }, (args) => ({
      contents: trimExports(read(args.path), (n) => !REACT_DROP.includes(n), REACT_DROP, args.path),
      loader: 'js',
    }));
  },
};
