// Notices and raw HTML: a notice's text comes from an app setting the app-details request asks for or a value a
// request keeps, under a label that is a key; a message or an app setting holding HTML is refused where it is written
// (the widget would show its characters). A fixture panel of its own, added to a copy of the data.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
let key: string;
let asked: string;
beforeAll(() => {
  dir = copy();
  key = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, 'locales/en_US.json'), 'utf8')) as object)[0];
  fs.writeFileSync(
    path.join(dir, 'schemas/notice-fixture.schema.json'),
    JSON.stringify({ type: 'object', properties: {} }),
  );
  const flow = fs
    .readdirSync(path.join(dir, 'flows'))
    .find((f) => f.endsWith('.json') && f !== 'flow-table.schema.json')!;
  edit(dir, `flows/${flow}`, (j: { pages: Record<string, unknown>; entries?: Record<string, unknown[]> }) => {
    j.pages.NOTICE_FIXTURE = { kind: 'panel', panel: 'notice-fixture' };
  });
  // an app setting the app-details request asks for: the first of its query's list
  const common = JSON.parse(fs.readFileSync(path.join(dir, 'flows/common.json'), 'utf8')) as {
    requests: { appDetails: { query: { properties: { value: string } } } };
  };
  asked = common.requests.appDetails.query.properties.value.split(',')[0];
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function panel(notices: unknown[]) {
  fs.writeFileSync(
    path.join(dir, 'schemas/notice-fixture.ui.json'),
    JSON.stringify({ 'ui:panel': { title: key, buttons: [{ type: 'submit', label: key }], notices } }),
  );
  return messages(dir).filter((m) => m.startsWith('schemas/notice-fixture.ui.json'));
}

test('a notice from an app setting the request asks for, with a key for its label and a tone, passes', () => {
  expect(panel([{ label: key, from: `app.${asked}`, tone: 'warning' }])).toEqual([]);
});

test('a notice from nothing the widget has, a setting not asked for, or with a tone it has not, is refused', () => {
  expect(
    panel([
      { label: key, from: 'userId' },
      { label: key, from: `app.${asked}x` },
      { label: key, from: `app.${asked}`, tone: 'loud' },
      { from: `app.${asked}` },
    ]),
  ).toEqual([
    'schemas/notice-fixture.ui.json /ui:panel/notices/0/from: a notice\'s text comes from an app setting (app.<name>) or a value a request keeps (context.<path>), not "userId"',
    expect.stringMatching(
      new RegExp(
        `^schemas/notice-fixture\\.ui\\.json /ui:panel/notices/1/from: app\\.${asked}x: request appDetails does not ask for ${asked}x; add it to its query "properties"; did you mean ${asked}\\?`,
      ),
    ),
    'schemas/notice-fixture.ui.json /ui:panel/notices/2/tone: "loud" is not a tone: info or warning',
    'schemas/notice-fixture.ui.json /ui:panel/notices/3/label: missing: a notice says what its text is (a message key)',
  ]);
});

test('a notice from a context name nothing keeps is refused with the names that exist', () => {
  expect(panel([{ label: key, from: 'context.noSuchThing' }])).toEqual([
    expect.stringMatching(
      /^schemas\/notice-fixture\.ui\.json \/ui:panel\/notices\/0\/from: context\.noSuchThing: noSuchThing is nothing a request keeps or the widget sets/,
    ),
  ]);
});

test('raw HTML in a message or an app setting is refused where it is written', () => {
  panel([]);
  edit(dir, 'locales/de_DE.json', (m: Record<string, string>) => {
    m[key] = 'Bitte <b>jetzt</b> anmelden';
  });
  let app = '';
  edit(dir, 'seed/apps.json', (apps: { apps: Record<string, { settings: Record<string, unknown> }> }) => {
    app = Object.keys(apps.apps)[0];
    apps.apps[app].settings.noticeFixture = 'Closed on Sunday&nbsp;night';
  });
  const found = messages(dir);
  expect(found).toContain(
    `locales/de_DE.json /${key}: <b> is raw HTML, shown as its characters: a message draws no markup but its links ({#link event=NAME}words{/link}, docs/messages.md); write the words plainly`,
  );
  expect(found).toContain(
    `seed/apps.json /apps/${app}/settings/noticeFixture: &nbsp; is raw HTML, shown as its characters: the widget shows a setting as plain text (a notice, a link's address); write it plainly`,
  );
  // a "<" that begins no tag is words
  edit(dir, 'locales/de_DE.json', (m: Record<string, string>) => {
    m[key] = 'Weniger als 3 < 5 Versuche';
  });
  expect(messages(dir).filter((m) => m.startsWith('locales/de_DE.json'))).toEqual([]);
});
