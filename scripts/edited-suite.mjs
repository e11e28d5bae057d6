// `npm run test:edited`: the whole test suite on a copy of the project with a bundle of valid product-owner edits
// applied together, as data only (scripts/edits.mjs; docs/product-owner.md "Proving a bundle of edits"), then built
// and re-recorded as the owner would (`npm run record`). The tests read the product's words, rules and timings from
// the data they test, so the run must be as green as on the shipped data; no test file is edited. Outside `npm test`
// (a second whole run). Arguments go to the copy's `npm test` (and so to jest).
//   --keep   leave the copy in place and print where it is (to look at a failure)
//   --copy   only make the edited copy and print where it is (then run any test there, e.g. npx jest <file>)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EDITS } from './edits.mjs';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const copyOnly = args.includes('--copy');
const passOn = args.filter((a) => a !== '--keep' && a !== '--copy');

// the tracked files as committed or changed in the work tree (nothing generated, nothing ignored)
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
  .toString()
  .split('\0')
  .filter((f) => f && fs.existsSync(path.join(root, f)));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-edited-'));
for (const f of files) {
  fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
  fs.copyFileSync(path.join(root, f), path.join(dir, f));
}
fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
// the copy is not a repository of its own: tests that ask git about the tree see the copy's files
execFileSync('git', ['init', '-q'], { cwd: dir });
execFileSync('git', ['add', '-A'], { cwd: dir });

for (const e of EDITS) {
  e.apply(dir);
  console.log(`edited: ${e.name}`);
}
// formatted as the owner's editor would save them (npm test holds every file to the project's format)
execFileSync(
  path.join(root, 'node_modules/.bin/prettier'),
  ['--write', '--log-level', 'warn', 'schemas', 'flows', 'locales', 'seed'],
  {
    cwd: dir,
    stdio: 'inherit',
  },
);

if (copyOnly) {
  console.log(`the edited copy: ${dir}`);
  process.exit(0);
}
// then what the owner runs after an edit (docs/product-owner.md): the build, and `npm run record`, which re-records the conformance
// journeys the edited data now answers differently (new words, timings) and writes none of the tests
for (const [label, cmd, args] of [
  ['build', process.execPath, [path.join(dir, 'esbuild.mjs'), '--quiet']],
  ['npm run record', 'npm', ['run', 'record']],
]) {
  const step = spawnSync(cmd, args, { cwd: dir, stdio: 'inherit' });
  if (step.status !== 0) {
    console.log(`npm run test:edited: ${label} FAILED on the edited data (the copy: ${dir})`);
    process.exit(1);
  }
}
const result = spawnSync(process.execPath, [path.join(dir, 'scripts/test.mjs'), ...passOn], {
  cwd: dir,
  stdio: 'inherit',
});
if (keep) console.log(`the edited copy: ${dir}`);
else fs.rmSync(dir, { recursive: true, force: true });
console.log(`npm run test:edited: ${result.status === 0 ? 'green on the edited data' : 'FAILED on the edited data'}`);
process.exit(result.status ?? 1);
