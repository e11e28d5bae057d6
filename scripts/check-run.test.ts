// npm run check writes nothing a build reads (issue 71 point 6): run while npm start rebuilds, it must not hand that
// rebuild a half-written check script or data file. On a project copy of its own, the build's files are marked, the
// check is run, and they are still the marked ones; the check's own script is gone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectCopy } from '../test/support/projectCopy';

let dir = '';
afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

test("npm run check leaves the build's check script and data file as they were, and no file of its own", () => {
  dir = projectCopy('aw-check-run-');
  const build = path.join(dir, 'build');
  fs.mkdirSync(build, { recursive: true });
  const marked = { 'check-data.cjs': '// the build’s own\n', 'data-files.json': '{"the build’s own":true}\n' };
  for (const [f, text] of Object.entries(marked)) fs.writeFileSync(path.join(build, f), text);
  const run = spawnSync(process.execPath, ['esbuild.mjs', '--check', '--quiet'], { cwd: dir, encoding: 'utf8' });
  expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  for (const [f, text] of Object.entries(marked))
    expect([f, fs.readFileSync(path.join(build, f), 'utf8')]).toEqual([f, text]);
  expect(fs.readdirSync(build).sort()).toEqual(Object.keys(marked).sort());
  // the generated files it does write (the widgets' documentation, the locale index) are written whole: no part left
  expect(fs.readdirSync(path.join(dir, 'src/generated')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
});
