// Builds the bare-stack reference page (bench/bare/): its precompiled validator from schema.json, then one minified
// production bundle as the widget's is built (es2020, browser, NODE_ENV production), without the widget's aliases.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');

/** One minified production bundle, as the widget's are built (es2020, browser), without the widget's aliases. */
const bundlePage = (entry, outfile) =>
  esbuild.build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });

export async function buildBare() {
  const out = path.join(root, 'build/bench-bare');
  fs.mkdirSync(out, { recursive: true });
  const schema = JSON.parse(fs.readFileSync(path.join(root, 'bench/bare/schema.json'), 'utf8'));
  fs.writeFileSync(path.join(out, 'validator.cjs'), compileSchemaValidatorsCode(schema, {}));
  await bundlePage('bench/bare/main.tsx', path.join(out, 'bare.js'));
  // the widget's benchmark host page (demo/bench.html) with the bare stack's script in place of the widget's: both
  // sides lay out the same host (its heading, text, viewport and icon)
  const host = fs.readFileSync(path.join(root, 'demo/bench.html'), 'utf8');
  const scripts = /<script src="\/dist\/auth-widget\.js"[^>]*><\/script>\s*<script src="\/bench\.js" defer><\/script>/;
  if (!scripts.test(host)) throw new Error('demo/bench.html: its two script tags are not where bench/bare.mjs looks');
  fs.writeFileSync(path.join(out, 'bare.html'), host.replace(scripts, '<script src="bare.js" defer></script>'));
  const js = fs.readFileSync(path.join(out, 'bare.js'));
  return { dir: out, min: js.length, gzip: zlib.gzipSync(js, { level: 9 }).length };
}

/** React alone with a plain form (bench/react/), built as the bare stack is, on the same host page. */
export async function buildReactAlone() {
  const out = path.join(root, 'build/bench-react');
  fs.mkdirSync(out, { recursive: true });
  await bundlePage('bench/react/main.tsx', path.join(out, 'react.js'));
  const host = fs.readFileSync(path.join(root, 'build/bench-bare/bare.html'), 'utf8');
  fs.writeFileSync(
    path.join(out, 'react.html'),
    host.replace('<script src="bare.js" defer></script>', '<script src="react.js" defer></script>'),
  );
  const js = fs.readFileSync(path.join(out, 'react.js'));
  return { dir: out, min: js.length, gzip: zlib.gzipSync(js, { level: 9 }).length };
}
