// Comments cite the repository's own docs/, never files outside it; every cited page exists.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', 'build', 'generated', '.git', 'conformance']);
function* sources(dir: string): Generator<string> {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* sources(full);
    else if (/\.(m?[jt]sx?|cjs|css|html)$/.test(e.name)) yield full;
  }
}
const files = [
  ...['src', 'server', 'kit', 'test', 'scripts', 'bench', 'demo'].flatMap((d) => [...sources(path.join(root, d))]),
  path.join(root, 'esbuild.mjs'),
];
// spelled in two parts so this file does not cite them itself
const OUTSIDE = new RegExp(`\\b(${['SPEC', 'CONTRACT', 'DESIGN'].join('|')})\\.${'md'}\\b`);

test('no source file cites a document outside the repository', () => {
  const found = files.flatMap((f) =>
    fs
      .readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => (OUTSIDE.test(line) ? [`${path.relative(root, f)}:${i + 1}`] : [])),
  );
  expect(found).toEqual([]);
});

test('every docs/ page a source file cites exists', () => {
  const cited = new Set(files.flatMap((f) => fs.readFileSync(f, 'utf8').match(/\bdocs\/[\w.-]+\.md\b/g) ?? []));
  expect(cited.size).toBeGreaterThan(5);
  expect([...cited].filter((c) => !fs.existsSync(path.join(root, c)))).toEqual([]);
});
