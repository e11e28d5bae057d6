// The README's "Changing a screen" examples, done as written on a copy of the data: each passes the data check with
// no change under src/, and a typical mistake in each is caught with a message that points at the fix.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCheck } from '../../scripts/check-data';
import { LOCALES } from '../../src/i18n/locale';

const root = path.join(__dirname, '../..');
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-readme-'));
  for (const d of ['schemas', 'flows', 'locales']) fs.cpSync(path.join(root, d), path.join(dir, d), { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function edit(rel: string, change: (json: any) => void) {
  const p = path.join(dir, rel);
  const json = JSON.parse(fs.readFileSync(p, 'utf8'));
  change(json);
  fs.writeFileSync(p, `${JSON.stringify(json, null, 2)}\n`);
}
const messages = () => runCheck(dir).map((p) => `${p.file} ${p.pointer}: ${p.message}`);

test('1. relabel a field in two languages', () => {
  edit('locales/en_US.json', (j) => { j['field.userId.label'] = 'Customer number'; });
  edit('locales/de_DE.json', (j) => { j['field.userId.label'] = 'Kundennummer'; });
  expect(messages()).toEqual([]);
  edit('locales/de_DE.json', (j) => { j['field.userId.label'] = 'Kundennummer {$name'; });
  expect(messages()).toEqual([expect.stringMatching(/^locales\/de_DE\.json \/field\.userId\.label: does not compile as MessageFormat 2/)]);
});

test('2. reorder fields', () => {
  edit('schemas/enter-user-info.ui.json', (j) => { j['ui:order'] = ['deliveryChannel', 'userId', 'countryType', 'countryCode', 'phoneNumber', 'extension', 'deliveryMode', 'email']; });
  expect(messages()).toEqual([]);
  edit('schemas/enter-user-info.ui.json', (j) => { j['ui:order'][0] = 'deliveryChanel'; });
  expect(messages()).toEqual(['schemas/enter-user-info.ui.json /ui:order: ui:order names deliveryChanel, which is not a property; did you mean deliveryChannel?']);
});

test('3. add help text under a field (a new message key in all 14 locales)', () => {
  edit('schemas/sign-on.ui.json', (j) => { j.userId['ui:help'] = 'field.userId.help'; });
  const missing = messages();
  expect(missing).toHaveLength(14);
  expect(missing[0]).toMatch(/^locales\/\w+\.json \/field\.userId\.help: missing message field\.userId\.help \(used by schemas\/sign-on\.ui\.json \/userId\/ui:help\)$/);
  for (const l of LOCALES) edit(`locales/${l}.json`, (j) => { j['field.userId.help'] = l === 'de_DE' ? 'Steht auf Ihrer Karte.' : 'It is on your card.'; });
  expect(messages()).toEqual([]);
});

test('4. hide a contact channel: landline only for new users', () => {
  edit('schemas/enter-user-info.ui.json', (j) => {
    j.deliveryChannel['ui:options'].enumWhen.LANDLINE = ['phoneChannel', 'voiceEnabled', { fact: 'flow', in: ['NEW_USER'] }];
  });
  expect(messages()).toEqual([]);
  edit('schemas/enter-user-info.ui.json', (j) => { j.deliveryChannel['ui:options'].enumWhen.LANDLINE[2].fact = 'flw'; });
  expect(messages()).toEqual([expect.stringMatching(/^schemas\/enter-user-info\.ui\.json \/deliveryChannel\/ui:options\/enumWhen\/LANDLINE: flw is not a view fact .*; did you mean flow\?$/)]);
});

test('5. change a length limit', () => {
  edit('schemas/sign-on.schema.json', (j) => { j.properties.userId.maxLength = 50; });
  expect(messages()).toEqual([]);
  edit('schemas/sign-on.schema.json', (j) => { j.properties.userId.maxLength = '50'; });
  expect(messages()).toEqual([expect.stringMatching(/^schemas\/sign-on\.schema\.json \/: not a valid JSON Schema: .*maxLength/)]);
});

test('6. add a transition: a new sign-on answer goes to the error dialog with its own message', () => {
  edit('flows/sign-on.json', (j) => { j.pages.LOGIN_PAGE.on.ACCOUNT_LOCKED = [{ goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'ACCOUNT_LOCKED' }] }]; });
  expect(messages()).toHaveLength(14);
  for (const l of LOCALES) edit(`locales/${l}.json`, (j) => { j.ACCOUNT_LOCKED = 'Your account is locked. Contact support.'; });
  expect(messages()).toEqual([]);
  edit('flows/sign-on.json', (j) => { j.pages.LOGIN_PAGE.on.ACCOUNT_LOCKED[0].goto = 'EROR'; });
  expect(messages()).toEqual(['flows/sign-on.json /pages/LOGIN_PAGE/on/ACCOUNT_LOCKED/0/goto: page EROR does not exist; did you mean ERROR?']);
});

test('7. add a dialog: a schema pair, a page, a row that leads to it, its keys', () => {
  fs.writeFileSync(path.join(dir, 'schemas/notice-dialog.schema.json'), JSON.stringify({ type: 'object', properties: {} }));
  fs.writeFileSync(path.join(dir, 'schemas/notice-dialog.ui.json'), JSON.stringify({ 'ui:panel': {
    dialog: 'notice', title: 'dialog.notice.title', intro: 'dialog.notice.body', close: true, buttons: [{ type: 'submit', label: 'common.continue' }],
  } }));
  edit('flows/common.json', (j) => {
    j.pages.NOTICE = { kind: 'dialog', panel: 'notice-dialog', events: { SUBMIT: [{ goto: 'LOGIN_PAGE', flow: 'LOGIN' }], CLOSE: [{ effects: ['closeWidget'] }] } };
  });
  // not yet reached, and its keys are missing
  expect(messages()).toContain('flows/common.json /pages/NOTICE: page NOTICE is never reached: no entry point or row leads to it (add a row with "goto": "NOTICE", or remove the page)');
  edit('flows/sign-on.json', (j) => { j.pages.LOGIN_PAGE.on.NOTICE = [{ goto: 'NOTICE', effects: ['showMessage'] }]; });
  for (const l of LOCALES) edit(`locales/${l}.json`, (j) => { j['dialog.notice.title'] = 'Notice'; j['dialog.notice.body'] = 'Please read this before you go on.'; });
  expect(messages()).toEqual([]);
});
