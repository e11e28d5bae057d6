// npm test's format check (scripts/format-check.mjs): the files prettier's own `--check .` takes, the same answers,
// and a formatted file remembered by its content, so that only a changed file is checked again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let dir: string;
let cache: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-format-'));
  cache = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-format-cache-'));
  write('.prettierrc.json', '{ "singleQuote": true }\n');
  write('.prettierignore', 'skipped/\n');
  write('.gitignore', 'out/\n');
  write('good.ts', "export const a = 'x';\n");
  write('bad.ts', 'export const a = "x"\n');
  write('skipped/bad.ts', 'export const a = "x"\n');
  write('out/bad.ts', 'export const a = "x"\n');
  write('node_modules/pkg/bad.js', 'module.exports = "x"\n');
  write('notes.unknown', 'not a kind prettier parses\n');
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(cache, { recursive: true, force: true });
});

/** runs the module's functions on the fixture: the files it checks, and what it finds unformatted */
function check(): { files: string[]; unformatted: string[]; remembered: number } {
  const script = `
    import path from 'node:path';
    import { filesToCheck, unformattedFiles } from ${JSON.stringify(path.join(__dirname, 'format-check.mjs'))};
    const root = ${JSON.stringify(dir)};
    const files = (await filesToCheck(root)).map((f) => path.relative(root, f.file));
    const unformatted = await unformattedFiles(root, ${JSON.stringify(cache)});
    console.log(JSON.stringify({ files, unformatted }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return {
    ...(JSON.parse(out) as { files: string[]; unformatted: string[] }),
    remembered: fs.readdirSync(cache).length,
  };
}

test("it checks what prettier's --check . checks, and finds what it finds", () => {
  const first = check();
  expect(first.files).toEqual(['.prettierrc.json', 'bad.ts', 'good.ts']);
  expect(first.unformatted).toEqual(['bad.ts']);
  // prettier's own answer on the same tree
  const cli = path.join(__dirname, '../node_modules/.bin/prettier');
  expect(() => execFileSync(cli, ['--check', '.'], { cwd: dir, stdio: 'pipe' })).toThrow(/bad\.ts/);
  fs.rmSync(path.join(dir, 'bad.ts'));
  expect(() => execFileSync(cli, ['--check', '.'], { cwd: dir, stdio: 'pipe' })).not.toThrow();
});

test('a formatted file is remembered by its content; a changed one is checked again, an unformatted one never kept', () => {
  expect(check()).toMatchObject({ unformatted: ['bad.ts'], remembered: 2 });
  expect(check()).toMatchObject({ unformatted: ['bad.ts'], remembered: 2 });
  // the remembered file, now unformatted, is found
  write('good.ts', 'export const a = "y"\n');
  expect(check()).toMatchObject({ unformatted: ['bad.ts', 'good.ts'] });
  // other options: the same content is checked anew under them
  write('good.ts', "export const a = 'x';\n");
  write('.prettierrc.json', '{ "singleQuote": false }\n');
  expect(check().unformatted).toEqual(['bad.ts', 'good.ts']);
});
