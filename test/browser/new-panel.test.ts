// A new panel is data, in Chromium: a copy of the project with the security-question panel added by editing
// schemas/, flows/ and locales/ only (test/support/security-question.ts), built there and served by the reference
// server. Its two new endpoints, which the server does not have, are answered by the test (as nock does in jsdom).
import fs from 'node:fs';
import { axe, DIALOG, idle, onPage, openTab, start, startHarness, type Harness, submit } from './harness';
import { buildCopy, projectCopy } from '../support/projectCopy';
import { addSecurityQuestion } from '../support/security-question';

jest.setTimeout(60_000);
let h: Harness;
let copy: string;

beforeAll(async () => {
  copy = projectCopy('aw-new-panel-');
  addSecurityQuestion(copy);
  buildCopy(copy);
  h = await startHarness({ root: copy });
}, 120_000);
afterAll(async () => {
  await h?.close();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

test('the new panel shows the question from its GET, posts the answer and the checkbox, and opens the new dialog', async () => {
  const tab = await openTab(h);
  const posted: unknown[] = [];
  await tab.page.route('**/fpc/wgt/securityquestion?*', (route) =>
    route.fulfill({ json: { nextAction: 'QUESTION', messages: {}, question: 'The name of your first pet?' } }),
  );
  await tab.page.route('**/fpc/wgt/securityanswer?*', (route) => {
    posted.push(JSON.parse(new URLSearchParams(route.request().postData() ?? '').get('data') ?? 'null'));
    return route.fulfill({
      json: { nextAction: 'WRONG_ANSWER', messages: { type: 'ERROR', detail: 'That is not the answer we have.' } },
    });
  });
  await start(tab, 'forgotPassword');
  await onPage(tab, 'FORGOT_PASSWORD');
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="phoneNumber"]', '5550100123');
  await submit(tab);
  await onPage(tab, 'FPW_ENTER_CODE');
  await idle(tab);
  await tab.page.click('#auth-widget button:has-text("Answer a security question instead")');
  await onPage(tab, 'SECURITY_QUESTION');
  await tab.page.waitForSelector(`${DIALOG}:has-text("The name of your first pet?")`);
  expect(await axe(tab.page)).toEqual([]);
  await tab.page.fill('input[name="answer"]', '  Rex ');
  await tab.page.getByRole('checkbox', { name: 'Remember this device' }).check();
  await submit(tab);
  await onPage(tab, 'SECURITY_FAILED');
  expect(posted).toEqual([{ answer: 'Rex', rememberDevice: true, appId: 'demo' }]);
  expect(await tab.page.textContent(`${DIALOG} [data-message-type="ERROR"]`)).toContain(
    'That is not the answer we have.',
  );
  expect(await axe(tab.page)).toEqual([]);
  // the new panel came in the recovery flow's file; nothing ran against the strict CSP
  expect(tab.requests.filter((r) => r.includes('auth-widget-flow-'))).toEqual(['/dist/auth-widget-flow-recovery.js']);
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});

test('the gallery lists the new panel and dialog', async () => {
  const { states } = (await (await fetch(`${h.url}/gallery/states.json`)).json()) as { states: { page: string }[] };
  expect(states.map((s) => s.page)).toEqual(expect.arrayContaining(['SECURITY_QUESTION', 'SECURITY_FAILED']));
});
