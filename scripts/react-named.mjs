// React's own packages are CommonJS, so esbuild reads every named import of them from the module object: each call of
// one becomes `(0, import_react.useMemo)(…)`, some 300 in the main script (every JSX element is `(0, x.jsx)(…)`). This
// plugin serves the widget's and rjsf's ES module imports of react, react/jsx-runtime, react-dom and react-dom/client
// from a module of named exports read once from the same module object, so a call is a plain `useMemo(…)` (0.6 KiB
// gzip of the main script: docs/bench.md). Each export is a pure read, which the bundler drops when nothing uses it.
// A require() (React DOM's own, react-modal's, use-sync-external-store's) still gets the module object itself: one
// React either way.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const NAMESPACE = 'react-named';
export const PACKAGES = /^(react|react-dom)(\/jsx-runtime|\/client)?$/;

/** The module of named exports for one of React's packages: every export the installed package has. */
export function namedModule(spec) {
  const names = Object.keys(require(spec)).filter((k) => k !== 'default' && /^[A-Za-z_$][\w$]*$/.test(k));
  return [
    `import M from ${JSON.stringify(spec)};`,
    'export default M;',
    'const read = (name) => M[name];',
    ...names.map((k) => `export const ${k} = /* @__PURE__ */ read(${JSON.stringify(k)});`),
    '',
  ].join('\n');
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
  },
};
