// Build: check the data files, generate the precompiled validators and the data index, bundle the widget,
// its CSS and locales into dist/, the reference server and the data check into build/, and print sizes.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { watchTree } from './scripts/watch-tree.mjs';
import { generate as generateData, isSimple } from './scripts/generate-data.mjs';
import { rjsfTrim } from './scripts/rjsf-trim.mjs';
import { brandWidgetWords, localesFrom, splitLocale, widgetMessages } from './scripts/widget-messages.mjs';
import { writeWidgetDocs } from './scripts/widget-docs.mjs';
import { writeLocaleIndex, writeShippedIndex } from './scripts/locale-index.mjs';
import {
  HANDOFF_BODY,
  MAIN,
  candidateModules,
  exposingEntry,
  fromScript,
  sharedModules,
  writeSharedModules,
} from './scripts/first-shared.mjs';
import { libTrim } from './scripts/lib-trim.mjs';
import { reactNamed } from './scripts/react-named.mjs';

const root = path.dirname(new URL(import.meta.url).pathname);
const at = (...p) => path.join(root, ...p);
const quiet = process.argv.includes('--quiet');
// Flags: --quiet (no size table), --check (the data check alone), --widget-only (no npm package, server or types;
// with --with-server, the reference server too),
// --watch (npm start: rebuild on edits).
const log = (...a) => {
  if (!quiet) console.log(...a);
};

// rjsf pulls in markdown-to-jsx for markdown descriptions; no schema here uses markdown (the data check enforces it).
// fast-uri only resolves and compares $ref URIs for rjsf; the URL-based shim does that (src/form/uriShim.test.ts).
const alias = {
  'markdown-to-jsx/react': at('src/form/noMarkdown.ts'),
  'markdown-to-jsx': at('src/form/noMarkdown.ts'),
};
// react-lifecycles-compat only polyfills React < 16.3 for react-modal.
// fast-equals serves only rjsf's deepEquals: a structural comparison does that (src/form/equalsShim.test.ts).
// @x0k/json-schema-merge only merges allOf, which no schema may use (the data check refuses it).
// warning, prop-types and exenv serve react-modal's development warnings, its propTypes (React 19 reads none) and its
// "is there a DOM" test: shims of a few bytes each (src/form/modalShims.test.ts).
const widgetAlias = {
  ...alias,
  'fast-uri': at('src/form/uriShim.ts'),
  'react-lifecycles-compat': at('src/form/noLifecyclesPolyfill.ts'),
  'fast-equals': at('src/form/equalsShim.ts'),
  '@x0k/json-schema-merge/lib/array': at('src/form/noAllOfMerge.ts'),
  '@x0k/json-schema-merge': at('src/form/noAllOfMerge.ts'),
  warning: at('src/form/noWarning.ts'),
  'prop-types': at('src/form/noPropTypes.ts'),
  exenv: at('src/form/domShim.ts'),
};
// what a flow chunk's widgets and the captcha's controls import as React: the widget's own (src/lazy/hostReact.ts)
const hostReactAlias = {
  ...widgetAlias,
  react: at('src/lazy/hostReact.ts'),
  'react/jsx-runtime': at('src/lazy/hostJsx.ts'),
  'react-dom': at('src/lazy/hostReactDom.ts'),
};
const nodeCommon = { bundle: true, platform: 'node', target: 'node20', format: 'cjs', logLevel: 'error', alias };

/**
 * The data files as the data check read and passed them (build/data-files.json, written by the check): what every
 * later step builds from — the generated data, the bundled and the served locales. The build reads schemas/, flows/
 * and locales/ through the check's loader only, so the browser never meets data the check did not see
 * (docs/product-owner.md "The check and the build").
 */
const LOADED = at('build/data-files.json');
let loaded = null;
const localeTrim = localesFrom(
  () => loaded.locales,
  () => loaded.chunkKeys,
);
const readLoaded = () => {
  loaded = JSON.parse(fs.readFileSync(LOADED, 'utf8'));
};

/**
 * 1. The data check, bundled from TypeScript so it sees the real registries (widgets, effects, guards). `--check`
 * alone (npm run check) writes nothing a build reads: its own copy of the check, no build/data-files.json. So a check
 * run while npm start rebuilds never hands that rebuild a half-written file (issue 71 point 6).
 */
async function checkData() {
  const only = process.argv.includes('--check');
  const script = only ? at(`build/check-data-${process.pid}.cjs`) : at('build/check-data.cjs');
  await esbuild.build({ ...nodeCommon, entryPoints: [at('scripts/check-data.ts')], outfile: script });
  try {
    execFileSync(process.execPath, [script, ...(only ? [] : ['--out', LOADED]), ...(quiet ? ['--quiet'] : [])], {
      stdio: 'inherit',
    });
  } catch {
    process.exit(1);
  } finally {
    if (only) fs.rmSync(script, { force: true });
  }
  if (!only) readLoaded();
}

/** 2. Precompiled validators and the data index: scripts/generate-data.mjs (the sign-on flow in the bundle, the
 * other flows as chunks). */
let chunks = [];
function generate() {
  chunks = generateData(root, loaded);
}

/** How every script of dist/ is built: one minified IIFE each, for the browsers the widget supports (docs/host.md). */
const iife = {
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2022',
  platform: 'browser',
  legalComments: 'none',
  logLevel: 'error',
};

/** 3. The widget (IIFE, window.AuthWidget), the other flows' files, its CSS and one JSON file per locale. */
async function bundleWidget() {
  fs.mkdirSync(at('dist/locales'), { recursive: true });
  // The captcha's controls with DOMPurify, when a sign-on first asks for a captcha (src/form/widgets/captchaKit.ts).
  await esbuild.build({
    ...iife,
    entryPoints: [at('src/lazy/captcha.ts')],
    outfile: at('dist/auth-widget-captcha.js'),
    alias: hostReactAlias,
  });
  // On-demand files: the MessageFormat 2 runtime only for a locale with messages beyond {$name} placeholders; the marks
  // only for a panel with an identity provider's button.
  for (const [entry, out] of [
    ['webauthn', 'auth-widget-webauthn.js'],
    ['messageformat', 'auth-widget-messageformat.js'],
    ['marks', 'auth-widget-marks.js'],
  ])
    await esbuild.build({ ...iife, entryPoints: [at(`src/lazy/${entry}.ts`)], outfile: at(`dist/${out}`) });
  await esbuild.build({
    entryPoints: [at('src/styles/widget.css')],
    outfile: at('dist/auth-widget.css'),
    bundle: true,
    minify: true,
    logLevel: 'error',
  });
  // the widget's messages only (scripts/widget-messages.mjs); the list is for host pages and the demo's pickers
  // (docs/locales.md)
  fs.rmSync(at('dist/locales'), { recursive: true, force: true });
  fs.mkdirSync(at('dist/locales'), { recursive: true });
  // en_US whole (the bundle carries its own, and a host may read it); every other locale split by chunk
  for (const [name, messages] of Object.entries(loaded.locales)) {
    if (name === 'en_US') {
      fs.writeFileSync(at('dist/locales', `${name}.json`), JSON.stringify(widgetMessages(messages)));
      continue;
    }
    const { main, parts } = splitLocale(messages, loaded.chunkMessageKeys, loaded.chunkKeys, isSimple);
    fs.writeFileSync(at('dist/locales', `${name}.json`), JSON.stringify(main));
    fs.mkdirSync(at('dist/locales', name), { recursive: true });
    for (const [chunk, part] of Object.entries(parts))
      fs.writeFileSync(at('dist/locales', name, `${chunk}.json`), JSON.stringify(part));
  }
  // a brand's words for a locale, fetched beside it by the widgets of that brand (src/host/brandWords.ts)
  for (const [brand, byLocale] of Object.entries(brandWidgetWords(loaded.brands)))
    for (const [name, words] of Object.entries(byLocale)) {
      fs.mkdirSync(at('dist/locales/brands', brand), { recursive: true });
      fs.writeFileSync(at('dist/locales/brands', brand, `${name}.json`), JSON.stringify(words));
    }
  writeShippedIndex(root);
  await prebuild();
  await firstAndMain();
}

/**
 * 3a. The sign-on panel made at build time by the widget's own renderer (scripts/prebuild.tsx) in every locale that
 * has one, for the first script that draws it at once and loads the rest (src/first/, docs/host.md "The panel before
 * the bundle").
 */
async function prebuild() {
  await esbuild.build({
    ...nodeCommon,
    format: 'esm',
    entryPoints: [at('scripts/prebuild.tsx')],
    outfile: at('build/prebuild.mjs'),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: widgetAlias,
    plugins: [rjsfTrim, localeTrim],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  fs.rmSync(at('dist/prebuilt'), { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [at('build/prebuild.mjs'), at('src/generated/prebuilt.json'), at('dist/prebuilt'), at('dist/locales')],
    { stdio: 'inherit' },
  );
}

/**
 * 3c. The first script and the main script: the modules the first script carries are the main script's too, taken
 * from it (scripts/first-shared.mjs), so they are counted once.
 */
/** The modules the first and the main script share with later scripts, once firstAndMain() has built them. */
let sharedKnown;
let sharedReady;
const resetShared = () => {
  sharedReady = new Promise((resolve) => {
    sharedKnown = resolve;
  });
};
resetShared();

async function firstAndMain() {
  const first = { ...iife, define: { 'process.env.NODE_ENV': '"production"' }, alias: widgetAlias };
  const probe = { write: false, metafile: true };
  const firstEntry = 'src/first/index.ts';
  const exposing = (entry, list, where) => ({
    contents: exposingEntry(entry, list, where),
    resolveDir: root,
    loader: 'ts',
  });
  // each module whole, as exposing it would keep it: a small build of the modules alone
  const wholeOf = (options, list) => {
    const rest = { ...options };
    delete rest.globalName;
    return esbuild.build({ ...rest, ...probe, stdin: exposing(null, list, 'self.__whole') });
  };
  // the first script: the modules it uses most of are exposed for the main script
  const firstUsed = await esbuild.build({ ...first, ...probe, entryPoints: [at(firstEntry)] });
  const firstAll = candidateModules(firstUsed.metafile);
  const firstWhole = await wholeOf(first, firstAll);
  const fromFirst = sharedModules(firstUsed.metafile, firstWhole.metafile, firstAll);
  await esbuild
    .build({ ...first, stdin: exposing(firstEntry, fromFirst), outfile: at('dist/auth-widget.js'), metafile: true })
    .then((r) => fs.writeFileSync(at('build/auth-widget-first.meta.json'), JSON.stringify(r.metafile)));
  // the main script takes those; of its own modules, those the flows' files use it exposes for them
  const mainEntry = 'src/host/index.ts';
  const main = {
    ...iife,
    globalName: 'AuthWidget',
    // V8's explicit compile hint (Chromium 136 and later): every function compiled on the streaming thread as the file
    // arrives, not lazily on the main thread when first called; the body hands itself to the first script, which runs
    // it when a call needs it (src/first/first.ts; docs/bench.md "The compile hint")
    banner: { js: `//# allFunctionsCalledOnLoad\n${HANDOFF_BODY}(function(){` },
    footer: { js: '});' },
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: widgetAlias,
    plugins: [fromScript(root, fromFirst), libTrim(root), rjsfTrim, localeTrim, reactNamed],
    // an import of a name a module does not export (one React DOM leaves out: scripts/react-named.mjs) fails the build
    logOverride: { 'import-is-undefined': 'error' },
  };
  const entryOf = (name) => at(`src/generated/chunks/${name}.entry.ts`);
  const chunk = (fromMain) => ({
    ...iife,
    alias: hostReactAlias,
    plugins: [fromScript(root, fromFirst), fromScript(root, fromMain, MAIN), libTrim(root), rjsfTrim, localeTrim],
  });
  const [mainUsed, chunksUsed] = await Promise.all([
    esbuild.build({ ...main, ...probe, entryPoints: [at(mainEntry)] }),
    // every flow's file at once: which modules they use
    esbuild.build({ ...chunk([]), ...probe, entryPoints: chunks.map(entryOf), outdir: at('build/chunk-probe') }),
  ]);
  const mainAll = candidateModules(mainUsed.metafile, chunksUsed.metafile, fromFirst);
  const mainWhole = await wholeOf(main, mainAll);
  const fromMain = sharedModules(mainUsed.metafile, mainWhole.metafile, mainAll, 0.9);
  await esbuild
    .build({
      ...main,
      stdin: exposing(mainEntry, fromMain, MAIN),
      outfile: at('dist/auth-widget-main.js'),
      // what each module costs the bundle, for whoever weighs it (esbuild's analyzer reads the file)
      metafile: true,
    })
    .then((r) => fs.writeFileSync(at('build/auth-widget.meta.json'), JSON.stringify(r.metafile)));
  writeSharedModules(root, fromFirst, fromMain);
  sharedKnown();
  // The flows other than sign-on, each loaded when the user first reaches one of its pages (src/data/load.ts).
  await Promise.all(
    chunks.map((name) =>
      esbuild.build({
        ...chunk(fromMain),
        entryPoints: [entryOf(name)],
        outfile: at(`dist/auth-widget-flow-${name}.js`),
      }),
    ),
  );
}

/**
 * 3b. The npm package's ESM build: the <AuthWidget> component and the host API, React and ReactDOM left to the
 * host (peer dependencies); everything else bundled, so the package has no dependencies. Locales, the sanitizer and
 * the MessageFormat runtime are dynamic imports, split into chunks the host's bundler keeps lazy.
 */
const REACT = /^(react|react-dom)(\/.*)?$/;
async function bundleEsm() {
  fs.rmSync(at('dist/esm'), { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { index: at('src/package/index.ts') },
    outdir: at('dist/esm'),
    bundle: true,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    minify: true,
    // what a host's bundler reads, not a browser: ES2020, as many hosts still target (JSON modules' string export
    // names are ES2022)
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: widgetAlias,
    logLevel: 'error',
    sourcemap: false,
    metafile: true,
    plugins: [
      libTrim(root),
      rjsfTrim,
      localeTrim,
      {
        // CommonJS packages bundled here (react-modal, use-sync-external-store) require() React; esbuild would turn an
        // external require into a dynamic require that throws in a browser. Route it through an ESM import instead.
        name: 'react-peer',
        setup(build) {
          build.onResolve({ filter: REACT }, (args) =>
            args.kind === 'require-call'
              ? { path: args.path, namespace: 'react-peer' }
              : { path: args.path, external: true },
          );
          build.onLoad({ filter: /.*/, namespace: 'react-peer' }, (args) => ({
            contents: `import * as m from ${JSON.stringify(args.path)}; module.exports = m;`,
            resolveDir: root,
          }));
        },
      },
    ],
  });
  const outputs = Object.keys(result.metafile.outputs).join('\n');
  if (/react-dom\/cjs|react\/cjs/.test(Object.keys(result.metafile.inputs).join('\n')))
    throw new Error('dist/esm bundles a copy of React');
  return outputs;
}

/** 3c. The package's type declarations: tsc's .d.ts of the entry and the files its types reach. */
function declarations() {
  const tmp = at('build/types');
  fs.rmSync(tmp, { recursive: true, force: true });
  execFileSync(process.execPath, [at('node_modules/typescript/bin/tsc'), '-p', at('tsconfig.package.json')], {
    stdio: 'inherit',
  });
  const out = at('dist/types');
  fs.rmSync(out, { recursive: true, force: true });
  const todo = ['package/index.d.ts'];
  const seen = new Set();
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const text = fs.readFileSync(path.join(tmp, f), 'utf8');
    fs.mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
    fs.writeFileSync(path.join(out, f), text);
    for (const [, spec] of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g))
      todo.push(path.join(path.dirname(f), `${spec}.d.ts`));
  }
}

/**
 * The panel gallery's frame script (dev only, served by the reference server; never in dist/): the whole widget in one
 * file, which loads the flows' files from dist/ as the main script does, so it exposes what they take from the first
 * and the main script (src/generated/shared-modules.ts, written with them: scripts/first-shared.mjs).
 */
async function bundleGallery() {
  await sharedReady;
  await esbuild.build({
    entryPoints: [at('src/gallery/frame.ts')],
    outfile: at('build/gallery.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: widgetAlias,
    plugins: [rjsfTrim, localeTrim],
    logLevel: 'error',
    sourcemap: false,
  });
}

/** 4. The reference server, for `npm start` (and the sign-on benchmark's accounts). */
async function bundleServer() {
  await esbuild.build({
    ...nodeCommon,
    entryPoints: [at('server/main.ts')],
    outfile: at('build/server.cjs'),
    packages: 'external',
  });
  // the sign-on benchmark's 20,000 accounts, written through the server's store (bench/signon.mjs)
  await esbuild.build({
    ...nodeCommon,
    entryPoints: [at('server/dev/benchAccounts.ts')],
    outfile: at('build/bench-accounts.cjs'),
    packages: 'external',
  });
}

/**
 * The conformance kit's command (npm run conformance, docs/backend.md "The conformance kit"), in the full build only: a
 * project copy (its folders without kit/) and npm start's rebuilds do not need it.
 */
/**
 * The conformance kit's command (docs/backend.md "The conformance kit"), self-contained for the npm package's bin:
 * conformance/conformance.cjs, and beside it data.json — the flow files as the data check passed them, the kit's
 * scenarios and the panels' schemas, for the boxes they require (kit/conformance/cli.ts loadKit reads it).
 */
async function bundleKit() {
  const out = at('conformance');
  fs.rmSync(out, { recursive: true, force: true });
  await esbuild.build({
    ...nodeCommon,
    entryPoints: [at('kit/conformance/main.ts')],
    outfile: path.join(out, 'conformance.cjs'),
    packages: 'external',
    banner: { js: '#!/usr/bin/env node' },
  });
  fs.chmodSync(path.join(out, 'conformance.cjs'), 0o755);
  const dir = at('kit/conformance/scenarios');
  const scenarios = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.includes('schema'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  fs.writeFileSync(
    path.join(out, 'data.json'),
    JSON.stringify({ flows: loaded.flows, scenarios, schemas: loaded.schemas }),
  );
}

function sizes() {
  const rows = [];
  const walk = (dir) => {
    for (const f of fs.readdirSync(dir)) {
      const p = path.join(dir, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else rows.push(p);
    }
  };
  walk(at('dist'));
  const kib = (n) => (n / 1024).toFixed(1).padStart(8);
  log('file'.padEnd(34), '     min', '    gzip', '  (KiB)');
  for (const p of rows.sort()) {
    const buf = fs.readFileSync(p);
    log(path.relative(at('dist'), p).padEnd(34), kib(buf.length), kib(zlib.gzipSync(buf, { level: 9 }).length));
  }
}

/**
 * 5. `--watch` (run by `npm start`): an edit under schemas/, flows/, locales/, seed/, src/ or server/ runs the check
 * and rebuilds the widget and the reference server; build/status.json says how it went (the data check's messages
 * when it failed, and dist/ and build/ are left as they were). `npm start` restarts the server after each build that
 * passed (server/dev/supervise.ts), and the demo pages reload or show those messages (server/dev/live.ts).
 */
async function watch() {
  const status = at('build/status.json');
  // written whole, then renamed into place: the server and the pages read it while it changes, and a reader of a
  // file being written finds it empty
  const write = (s) => {
    fs.writeFileSync(`${status}.tmp`, JSON.stringify({ ...s, at: Date.now() }));
    fs.renameSync(`${status}.tmp`, status);
  };
  write({ ok: true, builtIn: 0 });
  let timer = null;
  let running = false;
  let again = false;
  const rebuild = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const t = Date.now();
    try {
      // the check sees the registries in src/, so it is rebuilt too
      writeWidgetDocs(root);
      writeLocaleIndex(root);
      await esbuild.build({
        ...nodeCommon,
        entryPoints: [at('scripts/check-data.ts')],
        outfile: at('build/check-data.cjs'),
      });
      execFileSync(process.execPath, [at('build/check-data.cjs'), '--out', LOADED, '--quiet'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      readLoaded();
      generate();
      resetShared();
      await Promise.all([bundleWidget(), bundleGallery(), bundleServer()]);
      write({ ok: true, builtIn: Date.now() - t });
      console.log(`rebuilt in ${Date.now() - t} ms`);
    } catch (e) {
      const text = String(e.stderr ?? '') || String(e.message ?? e);
      const problems = text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !/^Data check: \d+ problem/.test(l));
      write({ ok: false, problems });
      console.error(text.trim());
    }
    running = false;
    if (again) {
      again = false;
      void rebuild();
    }
  };
  const dirs = ['schemas', 'flows', 'locales', 'seed', 'src', 'server'].map((d) => at(d));
  // src/generated is our own output; files replaced by git checkout or sed -i are still seen (scripts/watch-tree.mjs)
  watchTree(
    dirs,
    () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 150);
    },
    (file) => file.startsWith('generated'),
  );
  console.log('watching schemas/, flows/, locales/, seed/, src/ and server/');
}

const t0 = Date.now();
// the widgets' own documentation, which the data check and the reference read (scripts/widget-docs.mjs)
try {
  writeWidgetDocs(root);
  writeLocaleIndex(root);
} catch (e) {
  console.error(e.message);
  process.exit(1);
}
if (process.argv.includes('--docs')) {
  // `npm run docs`: docs/reference.md from the registries
  await esbuild.build({
    ...nodeCommon,
    entryPoints: [at('scripts/write-docs.ts')],
    outfile: at('build/write-docs.cjs'),
  });
  execFileSync(process.execPath, [at('build/write-docs.cjs')], { cwd: root, stdio: 'inherit' });
  process.exit(0);
}
if (process.argv.includes('--watch')) {
  // the first build may fail too: the watcher still starts and reports it
  await esbuild.build({
    ...nodeCommon,
    entryPoints: [at('scripts/check-data.ts')],
    outfile: at('build/check-data.cjs'),
  });
  await watch();
} else {
  await checkData();
  if (process.argv.includes('--check')) process.exit(0);
  generate();
  if (process.argv.includes('--widget-only')) {
    // the script-tag widget, its CSS and locales, and the gallery's frame: what a host page or the demo loads (a
    // project copy in the README examples' browser test needs no more); --with-server: the reference server too (a
    // product owner's edit of the settings holds on both sides: test/product-owner/)
    await Promise.all([
      bundleWidget(),
      bundleGallery(),
      ...(process.argv.includes('--with-server') ? [bundleServer()] : []),
    ]);
  } else {
    await Promise.all([bundleWidget(), bundleServer(), bundleGallery(), bundleEsm(), bundleKit()]);
    declarations();
  }
  sizes();
  log(`built in ${Date.now() - t0} ms`);
}
