// No file of the product's own code (src/, server/ and the wire kit/, their tests aside) over 250 lines: a file that grows past it
// is split by what its parts do, as src/styles/ is.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const LIMIT = 250;
const CODE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const TEST = /\.test\./;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : files(full);
    return CODE.test(e.name) && !TEST.test(full) ? [full] : [];
  });
}

const lines = (file: string) => fs.readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

test.each(['src', 'server', 'kit'])(`no file of %s/ is over ${LIMIT} lines`, (dir) => {
  const all = files(path.join(ROOT, dir));
  // the folder is read (a wrong path would find nothing and pass)
  expect(all.length).toBeGreaterThan(dir === 'kit' ? 4 : 20);
  const over = all.filter((f) => lines(f) > LIMIT).map((f) => `${path.relative(ROOT, f)}: ${lines(f)}`);
  expect(over).toEqual([]);
});
