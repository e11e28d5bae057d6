// `npm test`: everything. Chromium must be there (the browser tests need it), then dist/ is built once (the data
// check first) for every test that uses it, then the static checks and jest (unit, journey, server and browser
// tests) run side by side. Arguments go to jest. Prints each phase's time and the total.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

/**
 * Runs a command; resolves with its exit code. `quiet`: its output is shown only when it fails. `yielding`: it runs at
 * the lowest priority, on what CPU the others leave.
 */
function run(label, cmd, args, { quiet = false, yielding = false } = {}) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (yielding) os.setPriority(child.pid, 19);
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

// The build first (the tests use dist/); then the static checks beside jest rather than before it, one after another
// and at the lowest priority: jest's two workers and Chromium already keep both cores busy, so the checks take what
// they leave (they still end well before jest: 226 against 350 s) instead of slowing them (npm test 357.7 s against
// 365.5). A static check that fails says so as soon as it ends.
let code = await run('build: data check, dist/, build/', process.execPath, [path.join(root, 'esbuild.mjs'), '--quiet']);
if (code === 0) {
  const statics = async () => {
    const codes = [];
    // one TypeScript program for both (scripts/types-and-lint.mjs)
    codes.push(
      await run(
        'type check (tsc) and lint (eslint, zero warnings)',
        process.execPath,
        [path.join(root, 'scripts/types-and-lint.mjs')],
        { quiet: true, yielding: true },
      ),
    );
    // prettier's check, with a file found formatted remembered by its content (scripts/format-check.mjs)
    codes.push(
      await run('format (prettier --check)', process.execPath, [path.join(root, 'scripts/format-check.mjs')], {
        quiet: true,
        yielding: true,
      }),
    );
    return codes.find((c) => c !== 0) ?? 0;
  };
  const codes = await Promise.all([statics(), run('jest', bin('jest'), process.argv.slice(2))]);
  code = codes.find((c) => c !== 0) ?? 0;
}
console.log(`npm test: ${code === 0 ? 'passed' : 'failed'} in ${secs(Date.now() - started)}`);
process.exit(code);
