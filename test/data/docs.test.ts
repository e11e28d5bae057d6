// Comments cite the repository's own docs/, never files outside it; every cited page exists.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const SKIP = new Set(['node_modules', 'dist', 'build', 'generated', '.git']);
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

// nor by its sections: a reader of the repository has docs/ only, so a comment or a page names the docs/ page instead
const SECTION = new RegExp(
  `\\b(${['SPEC', 'CONTRACT'].join('|')})(\\s+sections?\\s+\\d|'s\\b|\\s+(says|asks|lists)\\b)`,
);
const pages = fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'));

// the data files' descriptions too: the flow tables and panels a product owner reads
const data = ['flows', 'schemas'].flatMap((d) =>
  fs
    .readdirSync(path.join(root, d))
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(root, d, f)),
);

test('no source file, data file or docs page cites a section of a document outside the repository', () => {
  const found = [
    ...files,
    ...data,
    ...pages.map((p) => path.join(root, 'docs', p)),
    path.join(root, 'README.md'),
  ].flatMap((f) =>
    fs
      .readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => (SECTION.test(line) ? [`${path.relative(root, f)}:${i + 1}`] : [])),
  );
  expect(found).toEqual([]);
  // the pattern itself, on the kinds of citation it is for (the names put in here, so that this file cites none)
  const [c, s] = ['CONTRACT', 'SPEC'];
  for (const cited of [
    `${c} section 3`,
    `${c} sections 9 and 10`,
    `${s} section 4`,
    `the ${s}'s rules`,
    `as ${s} says`,
  ])
    expect(SECTION.test(cited)).toBe(true);
  expect(SECTION.test('SPEC_LOCALES')).toBe(false);
});

test('every docs/ page a source file cites exists', () => {
  const cited = new Set(files.flatMap((f) => fs.readFileSync(f, 'utf8').match(/\bdocs\/[\w.-]+\.md\b/g) ?? []));
  expect(cited.size).toBeGreaterThan(5);
  expect([...cited].filter((c) => !fs.existsSync(path.join(root, c)))).toEqual([]);
});
