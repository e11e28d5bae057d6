// The rebuild watcher of `npm start` keeps seeing files that are replaced rather than written in place (sed -i, git
// checkout, atomic saves) and directories that are removed and made again; fs.watch's recursive mode on Linux does not.
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dir: string;
let child: ChildProcess;
let seen: string[] = [];
const settle = () => new Promise((r) => setTimeout(r, 100));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-watch-'));
  fs.mkdirSync(path.join(dir, 'flows/sub'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'generated'));
  fs.writeFileSync(path.join(dir, 'flows/a.json'), '{}');
  fs.writeFileSync(path.join(dir, 'flows/sub/b.json'), '{}');
  const script = `import { watchTree } from ${JSON.stringify(path.join(__dirname, 'watch-tree.mjs'))};
    watchTree([process.argv[1]], (f) => console.log(f), (f) => f.startsWith('generated'));
    console.log('ready');`;
  child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => {
    child.stdout!.on('data', (d: Buffer) => {
      const lines = String(d).split('\n').filter(Boolean);
      seen.push(...lines);
      if (lines.includes('ready')) resolve();
    });
  });
});
afterAll(() => {
  child?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

test.each([
  ['a file written in place', 'echo 1 > flows/a.json', 'a.json'],
  ['a file replaced by sed -i', "sed -i 's/1/2/' flows/a.json", 'a.json'],
  ['a file written after being replaced', 'echo 3 > flows/a.json', 'a.json'],
  ['a file replaced in a subdirectory', "sed -i 's/{/[/' flows/sub/b.json", 'b.json'],
  ['a file written in a subdirectory after that', 'echo 4 > flows/sub/b.json', 'b.json'],
  ['a subdirectory removed and made again', 'rm -rf flows/sub && mkdir flows/sub && echo 5 > flows/sub/c.json', 'sub'],
  ['a file in the new subdirectory', 'sleep 0.2; echo 6 > flows/sub/c.json', 'c.json'],
  ['a renamed-over file (atomic save)', 'echo 7 > flows/.tmp && mv flows/.tmp flows/a.json', 'a.json'],
])('%s is seen', async (_what, command, name) => {
  seen = [];
  execSync(command, { cwd: dir, shell: '/bin/sh' });
  // the watcher prints as it sees; on a busy machine that can take a moment
  for (let i = 0; i < 40 && !seen.some((f) => f.endsWith(name)); i++) await settle();
  expect(seen.some((f) => f.endsWith(name))).toBe(true);
});

test('ignored paths stay quiet', async () => {
  seen = [];
  fs.writeFileSync(path.join(dir, 'generated/x.json'), '{}');
  for (let i = 0; i < 5; i++) await settle();
  expect(seen).toEqual([]);
});
