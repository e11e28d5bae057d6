// `npm test`'s format check: what `prettier --check .` checks (every file prettier has a parser for, less what
// .gitignore and .prettierignore leave out, node_modules never), with the same options, and with one difference: a file
// found formatted is remembered by what decides the answer (prettier's version, the options and parser it resolved for
// the file, its path and its content), in the machine's temporary directory as jest keeps its cache, so an unchanged
// file is not parsed and printed again on the next run, in this clone or another. A file not formatted is never
// remembered. `npm run format:check` is prettier's own check, uncached.
// Usage: node scripts/format-check.mjs [--list] (--list: print the files it would check, one per line, and stop).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';

/** where a formatted file's name is kept (one empty file per name, written whole: two runs at once cannot clash) */
export const CACHE_DIR = path.join(os.tmpdir(), `auth-widget-prettier-${os.userInfo().uid}`);

/** Every file under the root but node_modules and .git, as prettier's `.` expands (it then asks each file's info). */
function walk(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.git') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** The files `prettier --check .` checks under `root`: not ignored, and of a kind prettier parses. */
export async function filesToCheck(root) {
  const ignorePath = ['.gitignore', '.prettierignore'].map((f) => path.join(root, f));
  const files = [];
  for (const file of walk(root).sort()) {
    const info = await prettier.getFileInfo(file, { ignorePath });
    if (!info.ignored && info.inferredParser) files.push({ file, parser: info.inferredParser });
  }
  return files;
}

/** The name a formatted file is remembered by. */
export function formattedKey(rel, parser, options, text) {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([prettier.version, rel, parser, options]))
    .update('\0')
    .update(text)
    .digest('hex');
}

/** The files under `root` (relative paths) that prettier would print otherwise, remembering those it would not. */
export async function unformattedFiles(root, cacheDir = CACHE_DIR) {
  fs.mkdirSync(cacheDir, { recursive: true });
  const unformatted = [];
  for (const { file, parser } of await filesToCheck(root)) {
    const rel = path.relative(root, file);
    const text = fs.readFileSync(file, 'utf8');
    // the CLI's defaults: its config file, and .editorconfig where there is one
    const options = (await prettier.resolveConfig(file, { editorconfig: true })) ?? {};
    const known = path.join(cacheDir, formattedKey(rel, parser, options, text));
    if (fs.existsSync(known)) continue;
    if (await prettier.check(text, { ...options, filepath: file })) {
      const tmp = `${known}.${process.pid}`;
      fs.writeFileSync(tmp, '');
      fs.renameSync(tmp, known);
    } else unformatted.push(rel);
  }
  return unformatted;
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
  if (process.argv.includes('--list'))
    for (const { file } of await filesToCheck(root)) console.log(path.relative(root, file));
  else {
    const unformatted = await unformattedFiles(root);
    for (const rel of unformatted) console.warn(`[warn] ${rel}`);
    const n = unformatted.length;
    if (n) {
      console.warn(
        `[warn] Code style issues found in ${n === 1 ? 'the above file' : `${n} files`}. Run Prettier with --write to fix.`,
      );
      process.exitCode = 1;
    }
  }
}
