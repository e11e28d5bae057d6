// `npm test`: everything. Chromium must be there (the browser tests need it), then dist/ is built once (the data
// check first) for every test that uses it, then the static checks, then jest (unit, journey, server and
// browser tests). Arguments go to jest. Prints each phase's time and the total.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import chromiumPaths from './chromium-path.cjs';

const { chromiumPath, INSTALL } = chromiumPaths;

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const chromium = chromiumPath();
const started = Date.now();
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

if (!fs.existsSync(chromium)) {
  console.error(`npm test: Chromium not found at ${chromium}. Install it with: ${INSTALL}`);
  process.exit(1);
}

/** Runs a command; resolves with its exit code. `quiet`: its output is shown only when it fails. */
function run(label, cmd, args, { quiet = false } = {}) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (quiet)
      for (const s of [child.stdout, child.stderr])
        s.on('data', (d) => {
          out += d;
        });
    child.on('close', (code) => {
      if (code !== 0 && out) process.stderr.write(out);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${label} (${secs(Date.now() - t)})`);
      resolve(code ?? 1);
    });
  });
}

// The build, the static checks, then jest, one after another. Beside jest, even at the lowest priority, the checks
// cost it more than they took: its two workers and Chromium keep both cores busy, and the 2 GB type program on a core
// jest left idle for a moment slowed what ran on the other (npm test 625.7 s with the checks beside jest against
// 590.8 s with them before it, on 2026-11-28). Beside the build they were slower than after it (esbuild takes both
// cores: 65 s against 55 s for the two). Jest runs whether or not a check failed, so one run reports every problem.
async function statics() {
  // one TypeScript program for both (scripts/types-and-lint.mjs)
  const typesAndLint = await run(
    'type check (tsc) and lint (eslint, zero warnings)',
    process.execPath,
    [path.join(root, 'scripts/types-and-lint.mjs')],
    { quiet: true },
  );
  // prettier's check, with a file found formatted remembered by its content (scripts/format-check.mjs)
  const format = await run(
    'format (prettier --check)',
    process.execPath,
    [path.join(root, 'scripts/format-check.mjs')],
    {
      quiet: true,
    },
  );
  return typesAndLint || format;
}
let code = await run('build: data check, dist/, build/', process.execPath, [path.join(root, 'esbuild.mjs'), '--quiet']);
if (code === 0) {
  const checked = await statics();
  code = (await run('jest', bin('jest'), process.argv.slice(2))) || checked;
}
console.log(`npm test: ${code === 0 ? 'passed' : 'failed'} in ${secs(Date.now() - started)}`);
process.exit(code);
