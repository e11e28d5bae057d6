// A new panel is data: on a copy of schemas/, flows/ and locales/ — and nothing else — a security-question panel is
// added to the recovery flow. It calls a new endpoint for the question (a GET) and shows the reply field, sends the
// answer and a new checkbox's value to another (a POST), and has a new dialog. The data check passes; the real widget
// drives it against nock with the copy's data (the chunk built from it as the build does, validators precompiled);
// the gallery lists the new pages.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import nock from 'nock';
import { galleryStates } from '../../server/dev/gallery';
import type { FlowChunk, FlowFile, PanelFiles } from '../../src/data/types';
import { chunkWidgetsOf } from '../support/chunkWidgets';
import { copy, messages, root } from '../support/dataFiles';
import { addSecurityQuestion } from '../support/security-question';
import { wholeLocales } from '../support/locales';
import { loadFlow } from '../support/flows';
import { notAConformanceJourney } from '../support/recorder';
import {
  API,
  bootstrap,
  dialog,
  mountWidget,
  pressSubmit,
  replyToPath,
  settle,
  unmountWidget,
} from '../support/widget';
import { sayStart, say } from '../support/say';

let dir: string;
const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as Record<string, any>;

// the new texts: the build bundles en_US, so the widget here gets them as a build of the copy would
jest.mock('../../locales/en_US.json', () => ({
  ...jest.requireActual<object>('../../locales/en_US.json'),
  ...jest.requireActual<object>('../fixtures/security-question-texts.json'),
}));

/** The recovery chunk as scripts/generate-data.mjs makes it, from the copy (validators compiled here). */
function chunkFromCopy(real: FlowChunk): FlowChunk {
  prepareBuild();
  const { entries: _e, always: _a, ...flow } = read('flows/recovery.json') as FlowFile;
  const panels: Record<string, PanelFiles> = { ...real.panels };
  for (const p of ['security-question', 'security-failed', 'enter-code']) {
    const schema = read(`schemas/${p}.schema.json`);
    // precompiled to a CommonJS file, as the build does (scripts/generate-data.mjs), then required (beside
    // node_modules, for ajv's runtime helpers)
    const file = path.join(dir, 'built', `${p}.validators.cjs`);
    fs.writeFileSync(file, compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: { messages: false } }));
    const validators = require(file) as PanelFiles['validators']; // eslint-disable-line @typescript-eslint/no-require-imports -- a generated file
    const ui = read(`schemas/${p}.ui.json`) as PanelFiles['ui'];
    panels[p] = { schema, ui, validators, widgets: chunkWidgetsOf(ui) };
  }
  return { ...real, flow, panels };
}

beforeAll(() => {
  dir = copy();
  addSecurityQuestion(dir);
});
// what the widget here is built from (as a build would): kept apart from the data, so the check above still sees
// only schemas/, flows/ and locales/
function prepareBuild() {
  fs.mkdirSync(path.join(dir, 'built'), { recursive: true });
  if (!fs.existsSync(path.join(dir, 'node_modules')))
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
}
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await unmountWidget();
  nock.cleanAll();
});

test('only data files changed, and the data check passes', () => {
  expect(messages(dir)).toEqual([]);
  expect(
    fs
      .readdirSync(dir)
      .filter((f) => !f.endsWith('.cjs'))
      .sort(),
  ).toEqual(['flows', 'locales', 'schemas', 'seed', 'server']);
  // the server's stage table is there only to be checked against the flows, as it is
  expect(fs.readdirSync(path.join(dir, 'server/stages'))).toEqual(['stages.json']);
  expect(fs.readdirSync(path.join(dir, 'server'))).toEqual(['stages']);
  expect(fs.readFileSync(path.join(dir, 'server/stages/stages.json'), 'utf8')).toBe(
    fs.readFileSync(path.join(root, 'server/stages/stages.json'), 'utf8'),
  );
});

test('the panel asks for the question, shows it, sends the answer and the checkbox; a wrong answer opens the dialog', async () => {
  notAConformanceJourney(); // it runs on the copy's data, which the recorded replays do not have
  const u = userEvent.setup({ delay: null });
  bootstrap();
  const loadFromCopy = async (name: string) =>
    name === 'recovery' ? chunkFromCopy(await loadFlow(name)) : loadFlow(name);
  const locales = (locale: string) => Promise.resolve(wholeLocales(dir)[locale]);
  replyToPath('post', '/fpc/wgt/validateuser/apps/demo/demo', {
    nextAction: 'VALIDATE_SV',
    messages: {},
    svAttempts: 1,
  });
  await mountWidget('forgotPassword', {}, { loadFlow: loadFromCopy, loadLocale: locales });
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FORGOT_PASSWORD'));
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'alice');
  await u.type(document.querySelector('input[name="phoneNumber"]') as HTMLElement, '5550100123');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.enterUserInfo.submit') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FPW_ENTER_CODE'));

  const asked: string[] = [];
  nock(API)
    .get('/fpc/wgt/securityquestion')
    .query((q) => (asked.push(String(q.appId)), true))
    .reply(200, { nextAction: 'QUESTION', messages: {}, question: 'The name of your first pet?' });
  await u.click(screen.getByRole('button', { name: 'Answer a security question instead' }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'SECURITY_QUESTION'));
  await waitFor(() => expect(dialog()).toHaveTextContent('The name of your first pet?'));
  expect(asked).toEqual(['demo']);

  const sent = replyToPath('post', '/fpc/wgt/securityanswer', {
    nextAction: 'WRONG_ANSWER',
    messages: { type: 'ERROR', detail: 'That is not the answer we have.' },
  });
  await u.type(screen.getByLabelText(/Your answer/), '  Rex ');
  // the box's input is named by its field, as every input is (a DOM hook; rjsf would name it by its element id)
  expect(screen.getByRole('checkbox', { name: /Remember this device/ })).toHaveAttribute('name', 'rememberDevice');
  await u.click(screen.getByRole('checkbox', { name: /Remember this device/ }));
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'SECURITY_FAILED'));
  expect(sent).toEqual([{ answer: 'Rex', rememberDevice: true, appId: 'demo' }]);
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('That answer did not match');
  expect(screen.getByRole('alert')).toHaveTextContent('That is not the answer we have.');
  await settle();
});

test('the gallery shows the new panel and dialog with no edit to demo code', () => {
  fs.cpSync(path.join(root, 'demo'), path.join(dir, 'demo'), { recursive: true });
  const pages = galleryStates(dir).states.map((s) => s.page);
  fs.rmSync(path.join(dir, 'demo'), { recursive: true });
  expect(pages).toEqual(expect.arrayContaining(['SECURITY_QUESTION', 'SECURITY_FAILED']));
});
