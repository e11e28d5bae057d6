// A page's wait lines (docs/flows.md "The wait message's words") are message keys the check holds to every locale, one
// or two of them. A fixture page of its own, added to a copy of the data.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, firstFlowFile, messages } from '../support/dataFiles';

let dir: string;
let flow: string;
beforeEach(() => {
  dir = copy();
  flow = firstFlowFile(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The check's messages about the fixture page's wait lines, and about the locales it names. */
function withWait(wait: unknown) {
  edit(dir, `flows/${flow}`, (j: { pages: Record<string, unknown> }) => {
    j.pages.WAIT_FIXTURE = { kind: 'action', wait };
  });
  return messages(dir).filter((m) => m.includes('/pages/WAIT_FIXTURE/wait'));
}

test('lines that are messages of every locale pass', () => {
  expect(withWait(['WAITMESSAGE_FIELD2'])).toEqual([]);
});

test('a line that is no message is named in each locale, with where it is used', () => {
  const found = withWait(['WAITMESSAGE_FIELD2', 'wait.fixture.missing']);
  expect(found).toContain(
    `locales/en_US.json /wait.fixture.missing: missing message wait.fixture.missing (used by flows/${flow} /pages/WAIT_FIXTURE/wait/1)`,
  );
  expect(found.filter((m) => m.startsWith('locales/'))).toHaveLength(
    fs.readdirSync(path.join(dir, 'locales')).filter((f) => f.endsWith('.json')).length,
  );
});

test('none, or more than the wait message has lines, is refused at the page', () => {
  expect(withWait([])).toEqual([`flows/${flow} /pages/WAIT_FIXTURE/wait: must NOT have fewer than 1 items`]);
  expect(withWait(['a', 'b', 'c'])).toEqual([
    `flows/${flow} /pages/WAIT_FIXTURE/wait: must NOT have more than 2 items`,
  ]);
});
