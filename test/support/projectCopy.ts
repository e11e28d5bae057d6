// A scratch copy of the project (sources, data, build script; node_modules linked, generated files left out) for
// tests that change data files as a product owner would and build the widget from the result.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
export const FILES = [
  'esbuild.mjs',
  'package.json',
  'tsconfig.json',
  'src',
  'scripts',
  'server',
  'seed',
  'schemas',
  'flows',
  'locales',
  'demo',
];

export function projectCopy(prefix: string, files: string[] = FILES): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const f of files)
    fs.cpSync(path.join(ROOT, f), path.join(dir, f), {
      recursive: true,
      filter: (p) => !p.includes(`${path.sep}generated`),
    });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** The widget built in the copy; the build runs the data check first, so broken data fails here with its message. */
export function buildCopy(dir: string, { server = false } = {}) {
  const args = ['esbuild.mjs', '--quiet', '--widget-only', ...(server ? ['--with-server'] : [])];
  execFileSync(process.execPath, args, { cwd: dir, stdio: 'pipe' });
}
