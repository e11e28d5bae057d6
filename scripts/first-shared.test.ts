// How a script takes a module another script exposes (scripts/first-shared.mjs fromScript): an import of it reads the
// earlier script's namespace object, live; a shared module with a default export fails the build, naming the file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-shared-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src/count.ts'), 'export let n = 1;\nexport const bump = () => { n += 1; };\n');
  fs.writeFileSync(path.join(dir, 'src/plain.ts'), 'const x = 1;\nexport default x;\n');
  fs.writeFileSync(
    path.join(dir, 'src/entry.ts'),
    "import { n, bump } from './count';\nbump();\n(globalThis as any).seen = n;\n",
  );
  fs.writeFileSync(path.join(dir, 'src/bad.ts'), "import x from './plain';\n(globalThis as any).seen = x;\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** builds `entry` with `shared` taken from the first script's table, then runs it beside a table holding `count` */
function run(entry: string, shared: string[]): { seen?: number; error?: string } {
  const script = `
    import esbuild from 'esbuild';
    import { fromScript } from ${JSON.stringify(path.join(__dirname, 'first-shared.mjs'))};
    const root = ${JSON.stringify(dir)};
    try {
      const r = await esbuild.build({ entryPoints: [root + '/src/${entry}'], bundle: true, write: false, format: 'iife',
        logLevel: 'silent', plugins: [fromScript(root, ${JSON.stringify(shared)})] });
      globalThis.self = globalThis;
      let n = 1;
      const count = { get n() { return n; }, bump: () => { n += 1; } };
      globalThis[Symbol.for('auth-widget.first-script')] = { modules: [count] };
      new Function(r.outputFiles[0].text)();
      console.log(JSON.stringify({ seen: globalThis.seen }));
    } catch (e) { console.log(JSON.stringify({ error: e.errors?.[0]?.text ?? e.message })); }`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as { seen?: number; error?: string };
}

test("an import of a shared module reads the earlier script's module, live", () => {
  expect(run('entry.ts', ['src/count.ts'])).toEqual({ seen: 2 });
});

test('a shared module with a default export fails the build, naming it', () => {
  expect(run('bad.ts', ['src/plain.ts']).error).toBe(
    'src/plain.ts: a module the scripts share has named exports only (scripts/first-shared.mjs)',
  );
});
