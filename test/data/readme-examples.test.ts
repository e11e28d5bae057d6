// The "Changing a screen" examples (docs/changing-a-screen.md), done as written on a copy of the data: each passes the data check with
// no change under src/, and a typical mistake in each is caught with a message that points at the fix. (The browser
// test test/browser/readme-examples.test.ts builds the widget from a copy with all seven and uses them in the demo.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCheck } from '../../scripts/check-data';
import { editor, examples, type Edit } from '../support/readme-examples';

const root = path.join(__dirname, '../..');
let dir: string;
let edit: Edit;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-readme-'));
  for (const d of ['schemas', 'flows', 'locales', 'seed', 'server/stages/stages.json'])
    fs.cpSync(path.join(root, d), path.join(dir, d), { recursive: true });
  edit = editor(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** one problem per locale file: as many as the folder holds */
const LOCALES = fs.readdirSync(path.join(root, 'locales')).filter((f) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(f)).length;
const messages = () => runCheck(dir).map((p) => `${p.file} ${p.pointer}: ${p.message}`);

test('1. relabel a field in two languages', () => {
  examples.relabel(edit);
  expect(messages()).toEqual([]);
  edit('locales/de_DE.json', (j) => {
    j['field.userId.label'] = 'Kundennummer {$name';
  });
  expect(messages()).toEqual([
    expect.stringMatching(/^locales\/de_DE\.json \/field\.userId\.label: does not compile as MessageFormat 2/),
  ]);
});

test('2. reorder fields', () => {
  examples.reorder(edit);
  expect(messages()).toEqual([]);
  edit('schemas/enter-user-info.ui.json', (j) => {
    j['ui:order'][0] = 'deliveryChanel';
  });
  expect(messages()).toEqual([
    'schemas/enter-user-info.ui.json /ui:order: ui:order names deliveryChanel, which is not a property; did you mean deliveryChannel?',
  ]);
});

test('3. add help text under a field (a new message key in every locale)', () => {
  examples.helpKey(edit);
  const missing = messages();
  expect(missing).toHaveLength(LOCALES);
  expect(missing[0]).toMatch(
    /^locales\/\w+\.json \/field\.userId\.help: missing message field\.userId\.help \(used by schemas\/sign-on\.ui\.json \/userId\/ui:help\); did you mean field\.userId\.label\?$/,
  );
  examples.helpTexts(edit);
  expect(messages()).toEqual([]);
});

test('4. hide a contact channel: landline only for new users', () => {
  examples.hideChannel(edit);
  expect(messages()).toEqual([]);
  edit('schemas/enter-user-info.ui.json', (j) => {
    j.deliveryChannel['ui:options'].enumWhen.LANDLINE[2].fact = 'flw';
  });
  expect(messages()).toEqual([
    expect.stringMatching(
      /^schemas\/enter-user-info\.ui\.json \/deliveryChannel\/ui:options\/enumWhen\/LANDLINE: flw is not a view fact .*; did you mean flow\?$/,
    ),
  ]);
});

test('5. change a length limit', () => {
  examples.lengthLimit(edit);
  expect(messages()).toEqual([]);
  edit('schemas/sign-on.schema.json', (j) => {
    j.properties.userId.maxLength = '50';
  });
  expect(messages()).toEqual([
    'schemas/sign-on.schema.json /properties/userId/maxLength: not valid JSON Schema: must be integer',
  ]);
});

test('6. add a transition: a new sign-on answer goes to the error dialog with its own message', () => {
  examples.transitionRow(edit);
  expect(messages()).toHaveLength(LOCALES);
  examples.transitionTexts(edit);
  expect(messages()).toEqual([]);
  edit('flows/sign-on.json', (j) => {
    j.pages.LOGIN_PAGE.on.ACCOUNT_LOCKED[0].goto = 'EROR';
  });
  expect(messages()).toEqual([
    'flows/sign-on.json /pages/LOGIN_PAGE/on/ACCOUNT_LOCKED/0/goto: page EROR does not exist; did you mean ERROR?',
  ]);
});

test('7. add a dialog: a schema pair, a page, a row that leads to it, its keys', () => {
  examples.dialogPage(edit, dir);
  // not yet reached, and its keys are missing
  expect(messages()).toContain(
    'flows/common.json /pages/NOTICE: page NOTICE is never reached: no entry point or row leads to it (add a row with "goto": "NOTICE", or remove the page)',
  );
  examples.dialogRowAndTexts(edit);
  expect(messages()).toEqual([]);
});
