// What every page shares (a flow file's "everyPage"): the check holds its rows, links and footnotes to what a panel's
// are held to, and to the pages it reaches; a block for every file only where the bundle brings it. A fixture block
// and page of their own, added to a copy of the data.
import fs from 'node:fs';
import path from 'node:path';
import CORE_FLOWS from '../../src/data/core-flows.json';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
let flow: string;
let key: string;
beforeAll(() => {
  dir = copy();
  flow = fs
    .readdirSync(path.join(dir, 'flows'))
    .find((f) => f.endsWith('.json') && f !== 'flow-table.schema.json' && !CORE_FLOWS.includes(f))!;
  key = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'locales/en_US.json'), 'utf8')) as object)[0];
  // a page the shared rows lead to, reached by them only
  edit(dir, `flows/${flow}`, (j: { pages: Record<string, unknown> }) => {
    j.pages.SHARED_FIXTURE = { kind: 'action' };
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The problems with this block in the fixture's file (of the flow files, or any with `of`). */
function withBlock(block: Record<string, unknown>, of = 'flows/') {
  edit(dir, `flows/${flow}`, (j: Record<string, unknown>) => {
    j.everyPage = block;
  });
  return messages(dir).filter((m) => m.startsWith(of));
}
const link = (more: Record<string, unknown> = {}) => ({ event: 'SHARED_FIXTURE', label: key, action: 'help', ...more });
const rows = { SHARED_FIXTURE: [{ goto: 'SHARED_FIXTURE' }] };

test('a block with its rows, a link and a footnote passes, and its rows reach the page they lead to', () => {
  expect(withBlock({ events: rows, links: [link()], footnotes: [{ text: key }] })).toEqual([]);
});

test('a link whose event has no rows on a page it shows on is refused, naming the page and where to add them', () => {
  // (the fixture page is then reached by no row: said too, and left out here)
  const found = withBlock({ links: [link()] }).filter((m) => !m.includes('SHARED_FIXTURE is never reached'));
  expect(found.length).toBeGreaterThan(0);
  for (const m of found)
    expect(m).toMatch(
      new RegExp(
        `^flows/${flow} /pages/\\w+/events: a link every page shares \\(flows/${flow} /everyPage/links/0\\) raises SHARED_FIXTURE but page \\w+ has no rows for it: add /everyPage/events/SHARED_FIXTURE there, or rows on the page$`,
      ),
    );
});

test('a block for every file outside the files the bundle brings is refused, with where to move it', () => {
  expect(withBlock({ scope: 'all', events: rows })).toContain(
    `flows/${flow} /everyPage/scope: what every page of every file shares is written in ${CORE_FLOWS.join(' or ')}, which come with the bundle (this file comes only when one of its pages is first needed): move the block there, or make its scope "file"`,
  );
});

test('a link is held to what a panel link is: a hook name, a key, a condition on facts (no field: pages differ)', () => {
  const bad = link({ action: 'Help Me', label: 'no.such.key.here', visibleWhen: { field: 'userId', is: 'filled' } });
  const found = withBlock({ events: rows, links: [bad] }, '');
  expect(found).toContain(
    `locales/en_US.json /no.such.key.here: missing message no.such.key.here (used by flows/${flow} /everyPage/links/0/label)`,
  );
  expect(found.filter((m) => m.startsWith('flows/'))).toEqual([
    `flows/${flow} /everyPage/links/0/visibleWhen: userId is not a property of the schema`,
    `flows/${flow} /everyPage/links/0/action: Help Me is not a hook name: lower case words joined by "-"`,
  ]);
});

test('a block that reaches no page says so; a shape it does not take is refused by the file schema', () => {
  // a file of its own whose only page is of another kind
  const lone = path.join(dir, 'flows/every-page-fixture.json');
  fs.writeFileSync(
    lone,
    JSON.stringify({
      everyPage: { kinds: ['dialog'], footnotes: [{ text: key }] },
      pages: { LONE: { kind: 'action' } },
    }),
  );
  expect(messages(dir)).toContain(
    'flows/every-page-fixture.json /everyPage: applies to no page: no page of this file is of the kinds it names (dialog)',
  );
  fs.rmSync(lone);
  expect(withBlock({ links: [{ label: key }] })).toEqual([
    `flows/${flow} /everyPage/links/0: must have required property 'event'`,
    `flows/${flow} /everyPage/links/0: must have required property 'action'`,
  ]);
});

test("a link in a shared footnote's words needs rows on every page the footnote shows on", () => {
  edit(dir, 'locales/en_US.json', (j: Record<string, string>) => {
    j['fixture.sharedNote'] = 'Stuck? {#link event=SHARED_FIXTURE}Get help{/link}';
  });
  const found = withBlock({ footnotes: [{ text: 'fixture.sharedNote' }] }).filter(
    (m) => !m.includes('SHARED_FIXTURE is never reached'),
  );
  expect(found.length).toBeGreaterThan(0);
  for (const m of found)
    expect(m).toMatch(
      /^flows\/\S+ \/pages\/\w+\/events: fixture\.sharedNote \(flows\/\S+ \/everyPage\/footnotes\/0\/text\) links to event SHARED_FIXTURE, but page \w+ has no rows for it/,
    );
  expect(withBlock({ events: rows, footnotes: [{ text: 'fixture.sharedNote' }] })).toEqual([]);
});
