// No import cycle in src/, server/, kit/ or the tests' support code, type imports included: a cycle through a type is still
// two modules that cannot be understood one without the other. (ESLint's import-x/no-cycle did this without the type
// imports, at 3 CPU-seconds of every npm test.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cycles, importGraph } from '../support/importGraph';

const ROOT = path.join(__dirname, '../..');
const rel = (group: string[]) => group.map((f) => path.relative(ROOT, f)).join(' → ');

test.each(['src', 'server', 'kit', 'test/support'])('%s/ has no import cycle, type imports included', (dir) => {
  const graph = importGraph(path.join(ROOT, dir));
  // the folder is read (a wrong path would find nothing and pass)
  expect(graph.size).toBeGreaterThan(dir === 'kit' ? 5 : 10);
  expect(cycles(graph).map(rel)).toEqual([]);
});

test('the check finds a cycle that goes through a type import, and none in a tree without one', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-cycle-'));
  fs.mkdirSync(path.join(dir, 'app'));
  fs.writeFileSync(
    path.join(dir, 'app/store.ts'),
    "import { effects } from '../effects';\nexport type State = { n: number };\nexport const store = effects;\n",
  );
  fs.writeFileSync(
    path.join(dir, 'effects.ts'),
    "import type { State } from './app/store';\nexport const effects = (s: State) => s.n;\n",
  );
  fs.writeFileSync(path.join(dir, 'leaf.ts'), 'export const leaf = 1;\n');
  fs.writeFileSync(path.join(dir, 'user.ts'), "import { leaf } from './leaf';\nexport const user = leaf;\n");
  const found = cycles(importGraph(dir)).map((g) => g.map((f) => path.relative(dir, f)));
  expect(found).toEqual([['app/store.ts', 'effects.ts']]);
  fs.rmSync(path.join(dir, 'effects.ts'));
  fs.writeFileSync(path.join(dir, 'effects.ts'), 'export const effects = 1;\n');
  expect(cycles(importGraph(dir))).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
