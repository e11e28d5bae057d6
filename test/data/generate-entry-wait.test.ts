// The build's data for the wait before an entry's first panel (scripts/generate-data.mjs; src/flow/entryWait.ts), on
// fixture data of its own: an entry row whose page comes in a flow's own file carries that page's wait lines, whether
// the row is in a bundled file or in that flow's, and those lines' words stay in the bundle's locale files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
const schema = { type: 'object', properties: {} };
const panel = (wait?: string[]) => ({ kind: 'panel', panel: 'plain', ...(wait ? { wait } : {}) });
const loaded = {
  schemas: { plain: schema },
  uis: { plain: { 'ui:panel': { title: 'fixture.title' } } },
  flows: {
    'common.json': { entries: { fromBundle: [{ goto: 'LAZY_LOADING' }] } },
    'sign-on.json': { entries: { signOn: [{ goto: 'START' }] }, pages: { START: panel() } },
    'lazy.json': {
      entries: { fromChunk: [{ goto: 'LAZY_LOADING' }], plain: [{ goto: 'LAZY_PLAIN' }] },
      pages: { LAZY_LOADING: panel(['fixture.loading']), LAZY_PLAIN: panel(), LAZY_LATER: panel(['fixture.later']) },
    },
  },
  locales: { en_US: { 'fixture.title': 'Title', 'fixture.loading': 'Loading…', 'fixture.later': 'Later…' } },
  keyPlaces: {
    'fixture.title': ['schemas/plain.ui.json /ui:panel/title'],
    'fixture.loading': ['flows/lazy.json /pages/LAZY_LOADING/wait/0'],
    'fixture.later': ['flows/lazy.json /pages/LAZY_LATER/wait/0'],
  },
};

let dir: string;
let chunkKeys: string[];
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-generate-'));
  fs.writeFileSync(path.join(dir, 'loaded.json'), JSON.stringify(loaded));
  const script = `import { generate } from ${JSON.stringify(path.join(ROOT, 'scripts/generate-data.mjs'))};
import fs from 'node:fs';
const loaded = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
generate(process.argv[2], loaded);
process.stdout.write(JSON.stringify(loaded.chunkKeys));`;
  const out = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, path.join(dir, 'loaded.json'), dir],
    { encoding: 'utf8' },
  );
  chunkKeys = JSON.parse(out) as string[];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const generated = (rel: string) => fs.readFileSync(path.join(dir, 'src/generated', rel), 'utf8');

test("an entry row whose page comes in its flow's file carries the page's wait lines, in either file", () => {
  const bundled = JSON.parse(generated('flows/common.json')) as { entries: Record<string, unknown[]> };
  expect(bundled.entries.fromBundle).toEqual([{ goto: 'LAZY_LOADING', wait: ['fixture.loading'] }]);
  const data = generated('data.ts');
  expect(data).toContain('"fromChunk":[{"goto":"LAZY_LOADING","wait":["fixture.loading"]}]');
  // a page that names no lines: its row carries none
  expect(data).toContain('"plain":[{"goto":"LAZY_PLAIN"}]');
});

test("the lines' words stay in the bundle; a wait no entry leads to goes with its flow's file", () => {
  expect(chunkKeys).not.toContain('fixture.loading');
  expect(chunkKeys).toContain('fixture.later');
});
