// A jest transform for the packages a test loads (React, rjsf, Redux, ajv, …) and, after ts-jest, for our own code:
// each module's code runs with the ECMAScript built-ins it names (Object, Array, Math, …) passed in as parameters.
// Inside jest's sandbox (a vm context) every lookup of a global goes through Node's interceptors and jest's global
// object: Math.floor in a loop costs ~25 times what it costs outside (docs/contributing.md "How the tests are run"). As parameters
// they are plain variables. The values are the sandbox's own built-ins, read once when the module loads, so nothing
// changes but the cost: only built-ins that no test replaces are passed (no Date, timers, fetch or console, which
// jest's fake timers and the tests' spies swap; no DOM globals, which the node projects lack). The code keeps its lines (the wrapper's head is on its first line),
// so source maps and stack traces still point where they did.
const crypto = require('node:crypto');

const BUILTINS = [
  'Object',
  'Array',
  'Symbol',
  'Math',
  'JSON',
  'Reflect',
  'Number',
  'String',
  'Boolean',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'RegExp',
  'ArrayBuffer',
  'Uint8Array',
  'Uint32Array',
  'Int32Array',
  'Float64Array',
  'DataView',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'encodeURIComponent',
  'decodeURIComponent',
  'Promise',
  'NaN',
  'Infinity',
  'undefined',
];
const LIST = BUILTINS.join(',');

const DECLARED = new RegExp(`\\b(?:const|let|class|function)\\s+(${BUILTINS.join('|')})\\b`, 'g');

/**
 * The code as a function of the built-ins, called at once with the module's own `this` and the sandbox's values. A
 * name the module declares itself (a `const Map` would clash with the parameter) is left as it is.
 */
function wrap(code) {
  const own = new Set([...code.matchAll(DECLARED)].map((m) => m[1]));
  const names = own.size ? BUILTINS.filter((n) => !own.has(n)).join(',') : LIST;
  // a shebang line stays first (as an empty line: the lines keep their numbers)
  const body = code.startsWith('#!') ? code.replace(/^#!.*/, '') : code;
  return `(function (${names}) {${body}\n}).call(this, ${names});`;
}

/**
 * ts-jest's output for a file, shared by the three projects and both workers of a run. jest keeps its cache per
 * project (its directory is named by the project's configuration), so on a clean clone each project compiled the same
 * source file again, and two workers starting together each compiled what both load first: cold, the dom project took
 * ~150 core-seconds against ~118 warm, and 135 with this. The output depends on the file, its path, jest's flags and
 * ts-jest's own configuration, not on the project: it is named by those and this file, with ts-jest's digest of its
 * configuration (its cacheSuffix: its version, TypeScript's, tsconfig.json as read and the options given), so an edit
 * of tsconfig.json compiles anew. Written whole and renamed into place (a worker reading it never finds half a file).
 * A ts-jest without that digest compiles every file, as before.
 */
function sharedOutput(inner, salt) {
  const fs = require('node:fs');
  const path = require('node:path');
  return (src, file, options) => {
    const digest = typeof inner._configsFor === 'function' ? inner._configsFor(options)?.cacheSuffix : undefined;
    if (typeof digest !== 'string') return inner.process(src, file, options);
    const flags = ['supportsStaticESM', 'supportsDynamicImport', 'supportsTopLevelAwait', 'instrument']
      .map((f) => `${f}=${!!options[f]}`)
      .join(' ');
    const key = crypto.createHash('sha256').update(`${salt}\0${digest}\0${file}\0${flags}\0`).update(src).digest('hex');
    const at = path.join(options.config.cacheDirectory, 'auth-widget-ts', key.slice(0, 2), `${key}.json`);
    try {
      return JSON.parse(fs.readFileSync(at, 'utf8'));
    } catch {
      // not there yet (or unreadable): compiled here
    }
    const out = inner.process(src, file, options);
    try {
      fs.mkdirSync(path.dirname(at), { recursive: true });
      const tmp = `${at}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, JSON.stringify(out));
      fs.renameSync(tmp, at);
    } catch {
      // a cache that cannot be written only costs time
    }
    return out;
  };
}

/** jest's transform interface around another transform (ts-jest) or none; the cache key follows this file too. */
function around(inner) {
  const salt = crypto.createHash('sha256').update(require('node:fs').readFileSync(__filename)).digest('hex');
  const compile = inner ? sharedOutput(inner, salt) : (src) => ({ code: src });
  return {
    canInstrument: false,
    getCacheKey(src, file, options) {
      const key = inner?.getCacheKey
        ? inner.getCacheKey(src, file, options)
        : crypto.createHash('sha256').update(src).update(file).digest('hex');
      return `${key}:${salt}`;
    },
    process(src, file, options) {
      const out = compile(src, file, options);
      const code = typeof out === 'string' ? out : out.code;
      return { ...(typeof out === 'string' ? {} : out), code: wrap(code) };
    },
  };
}

module.exports = {
  wrap,
  BUILTINS,
  sharedOutput,
  /** `[transform, { ts: true, ...ts-jest's options }]`: ts-jest first; without `ts`, the code as it is */
  createTransformer(options = {}) {
    const { ts, ...tsOptions } = options;
    return around(ts ? require('ts-jest').default.createTransformer(tsOptions) : null);
  },
};
