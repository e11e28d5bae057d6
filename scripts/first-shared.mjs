// The modules the widget's scripts share (docs/host.md "The panel before the bundle"). The first script
// (dist/auth-widget.js) carries the widget's config, fact and row code to decide on its panel; the main script
// (dist/auth-widget-main.js, only ever loaded by it) takes those modules from it instead of carrying them again; a
// flow's file (dist/auth-widget-flow-*.js, only ever loaded by the main script) takes the renderer's modules its
// widgets use (templates, icons, conditions) from the main script, as it takes React. Each is counted once, and
// each has one instance (one Trusted Types policy, one config reader).
import fs from 'node:fs';
import path from 'node:path';

/** the first script's own files, and its generated panel, are its alone */
const own = (p) => p.startsWith('src/first/') || p === 'src/generated/prebuilt.json';

const inputs = (metafile) => Object.values(metafile.outputs)[0].inputs;

/** Every module a build (its metafile) put in any of its outputs. */
const allInputs = (metafile) => new Set(Object.values(metafile.outputs).flatMap((o) => Object.keys(o.inputs)));

/**
 * The src/ modules of a build (its metafile) it might expose for a later script to take; `only`: of those, the ones
 * the later scripts' build uses (its metafile); `not`: modules the build itself takes from an earlier one.
 */
export function candidateModules(metafile, only = null, not = []) {
  const later = only && allInputs(only);
  return Object.keys(inputs(metafile))
    .filter((p) => p.startsWith('src/') && !own(p) && !not.includes(p))
    .filter((p) => !later || later.has(p))
    .sort();
}

/**
 * Of the candidates, those the first script uses most of anyway (`used`: its build with unused exports dropped;
 * `whole`: its build exposing every candidate whole): a module it needs a small part of stays that part in it, and
 * whole in the main script, so the first script (on the way to the panel) carries no code it does not run.
 */
export function sharedModules(used, whole, candidates, share = 0.7) {
  const u = inputs(used);
  const w = inputs(whole);
  return candidates.filter((p) => (u[p]?.bytesInOutput ?? 0) >= share * (w[p]?.bytesInOutput ?? Infinity));
}

/** Where each script puts the modules it shares: the first script's hand-off object, the main script's own. */
export const FIRST = "self[Symbol.for('auth-widget.first-script')].modules";
/** The hand-off's function the main script gives its body to (src/first/handoff.ts body). */
export const HANDOFF_BODY = "self[Symbol.for('auth-widget.first-script')].body";
export const MAIN = "self[Symbol.for('auth-widget.main')]";

/**
 * A script's entry exposing its shared modules' namespaces, by index in `shared` (the order both builds read it in:
 * paths would cost both files their bytes): the first script's on its hand-off object, the main script's on `self`,
 * its exports kept for its global.
 */
export function exposingEntry(entry, shared, where = FIRST) {
  const imports = shared.map((p, i) => `import * as m${i} from ${JSON.stringify(`./${p}`)};`).join('\n');
  const table = `[${shared.map((_, i) => `m${i}`).join(', ')}]`;
  const from = JSON.stringify(`./${entry}`);
  // the modules alone, to weigh them whole (no entry)
  if (!entry) return `${imports}\n${where} = ${table};\n`;
  // the first script starts with its table (its start() is called, not run on import: the package's "sideEffects"
  // lets a module's statements go when nothing of it is used)
  if (where === FIRST)
    return `import { start } from ${JSON.stringify(`./${entry.replace(/index\.ts$/, 'first.ts')}`)};\n${imports}\nstart(${table});\n`;
  return `export * from ${from};\n${imports}\n${where} = ${table};\n`;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.json', '/index.ts'];

/** An esbuild plugin: an import of a shared module reads it from the script that exposes it (`where`). */
export function fromScript(root, shared, where = FIRST) {
  const set = new Set(shared);
  const namespace = where === FIRST ? 'first-shared' : 'main-shared';
  return {
    name: namespace,
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        const base = path.resolve(args.resolveDir, args.path);
        for (const ext of EXTENSIONS) {
          const rel = path.relative(root, base + ext);
          if (set.has(rel) && fs.existsSync(base + ext)) return { path: String(shared.indexOf(rel)), namespace };
        }
        return undefined;
      });
      // The earlier script's namespace object itself: its getters are the live bindings, and esbuild reads a named
      // import from it as from any CommonJS module. A default export would be read as the whole namespace, so a
      // shared module with one fails the build.
      build.onLoad({ filter: /.*/, namespace }, (args) => {
        const file = shared[Number(args.path)];
        if (/^export default|^export \{[^}]*\bas default\b/m.test(fs.readFileSync(path.join(root, file), 'utf8')))
          throw new Error(`${file}: a module the scripts share has named exports only (scripts/first-shared.mjs)`);
        return { loader: 'js', contents: `module.exports = ${where}[${Number(args.path)}];` };
      });
    },
  };
}

/**
 * src/generated/shared-modules.ts: exposeShared() puts both lists where the flows' files look, for a page that runs
 * the whole widget in one file (the panel gallery's frame, src/gallery/frame.ts).
 */
export function writeSharedModules(root, fromFirst, fromMain) {
  const all = [...fromFirst, ...fromMain];
  const spec = (p) => `../${p.slice('src/'.length).replace(/\.tsx?$/, '')}`;
  const list = (from, n) => `[${n.map((_, i) => `m${i + from}`).join(', ')}]`;
  const text = [
    '// Generated by esbuild.mjs (scripts/first-shared.mjs). Do not edit.',
    ...all.map((p, i) => `import * as m${i} from '${spec(p)}';`),
    '',
    'export function exposeShared() {',
    '  const s = self as unknown as Record<symbol, unknown>;',
    `  s[Symbol.for('auth-widget.first-script')] = { modules: ${list(0, fromFirst)} };`,
    `  s[Symbol.for('auth-widget.main')] = ${list(fromFirst.length, fromMain)};`,
    '}',
    '',
  ].join('\n');
  const file = path.join(root, 'src/generated/shared-modules.ts');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}
