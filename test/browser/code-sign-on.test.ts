// Sign-on with a code instead of a password (docs/host.md "Sign-on with a code") in real Chromium through the reference
// server, under the strict CSP: the link on the sign-on panel of an app that offers it, the code request with the user
// id typed there, the code read from the dev outbox as a person would, and signed in; by keyboard alone; axe on both
// panels.
import { axe, DIALOG, idle, onPage, openTab, start, submit, type Tab } from './harness';
import { outboxCode, useHarness } from './fileHarness';
import { say, sayIn } from '../support/say';

jest.setTimeout(90_000);
const t = useHarness();

/** An app of the seed that offers sign-on by code, and one that does not (read from the data, not named here). */
const offering = () => [...t.h.store.apps.values()].find((a) => Array.isArray(a.settings.signOnByCode))!;
const plain = () => [...t.h.store.apps.values()].find((a) => !a.settings.signOnByCode)!;
const codeFor = (userId: string) => outboxCode(t.h, userId);

async function toCodeRequest(tab: Tab) {
  await start(tab, 'authenticateUser', { app: offering().appId });
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.click(`${DIALOG} [data-action="sign-on-by-code"]`);
  await onPage(tab, 'SIGN_ON_CODE_REQUEST');
  await idle(tab);
}

test('by e-mail: the link, the user id kept, the code from the outbox, signed in; its own file, axe-clean', async () => {
  const tab = await openTab(t.h);
  await toCodeRequest(tab);
  // its own file, loaded while the sign-on panel was read (its link was there)
  expect(tab.requests).toContain('/dist/auth-widget-flow-code-sign-on.js');
  expect(await tab.page.inputValue('input[name="userId"]')).toBe('alice');
  expect(await tab.page.getAttribute('input[name="userId"]', 'autocomplete')).toBe('username');
  // two channels offered: the choice shows, the first one chosen
  expect(await tab.page.isChecked('input[name="deliveryChannel"][value="EMAIL"]')).toBe(true);
  expect(await axe(tab.page)).toEqual([]);
  // nothing left to fill: focus is on the primary action (docs/host.md "DOM hooks"), so Enter sends the code
  await tab.page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'submit');
  await tab.page.keyboard.press('Enter');
  await onPage(tab, 'SIGN_ON_CODE');
  await idle(tab);
  expect(await tab.page.getAttribute('input[name="validationCode"]', 'autocomplete')).toBe('one-time-code');
  expect(await tab.page.getAttribute(`${DIALOG} [data-message-type]`, 'data-message-type')).toBe('INFO');
  // it says where the code went (the channel; no address: the reply is the same whether an account matched)
  expect(await tab.page.textContent(`${DIALOG} [data-message-type]`)).toMatch(sayIn('server.codeSentByEmail'));
  // the intro names the channel too (its first sentence: the second names the code's life)
  const intro = say('panel.signOnCode.enterEmail', { codeValidMinutes: '' }).split('.')[0];
  expect(await tab.page.textContent(`${DIALOG} .aw-intro`)).toContain(intro);
  expect(await axe(tab.page)).toEqual([]);
  await tab.page.fill('input[name="validationCode"]', await codeFor('alice'));
  await submit(tab);
  await tab.page.waitForURL('**/signed-in.html');
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
});

test('by keyboard alone, by text: a wrong code keeps the panel with the message; the right one signs on', async () => {
  const tab = await openTab(t.h);
  await toCodeRequest(tab);
  await tab.page.focus('input[name="deliveryChannel"][value="EMAIL"]');
  await tab.page.keyboard.press('ArrowDown');
  expect(await tab.page.isChecked('input[name="deliveryChannel"][value="SMS"]')).toBe(true);
  await tab.page.keyboard.press('Enter');
  await onPage(tab, 'SIGN_ON_CODE');
  await idle(tab);
  expect(await tab.page.textContent(`${DIALOG} [data-message-type]`)).toContain('by text message');
  expect(await tab.page.textContent(`${DIALOG} .aw-intro`)).toContain('Enter the code from our text message.');
  const code = await codeFor('alice');
  await tab.page.focus('input[name="validationCode"]');
  await tab.page.keyboard.type(code === '000000' ? '111111' : '000000');
  await tab.page.keyboard.press('Enter');
  await tab.page.waitForSelector(`${DIALOG} [data-message-type="ERROR"]`);
  await idle(tab);
  expect(await tab.page.getAttribute(DIALOG, 'data-page')).toBe('SIGN_ON_CODE');
  await tab.page.focus('input[name="validationCode"]');
  await tab.page.keyboard.press('Control+A');
  await tab.page.keyboard.type(code);
  await tab.page.keyboard.press('Enter');
  await tab.page.waitForURL('**/signed-in.html');
  expect(tab.violations).toEqual([]);
});

test('an app that does not offer it shows no link and loads nothing of it', async () => {
  const tab = await openTab(t.h);
  await start(tab, 'authenticateUser', { app: plain().appId });
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  expect(await tab.page.locator(`${DIALOG} [data-action="sign-on-by-code"]`).count()).toBe(0);
  // nothing of it is fetched, not even ahead of a press: the prefetch (which did load what the forgot-password link
  // opens) follows the controls drawn
  for (let i = 0; i < 50 && !tab.requests.some((r) => r.includes('auth-widget-flow-')); i++)
    await tab.page.waitForTimeout(100);
  expect(tab.requests.some((r) => r.includes('auth-widget-flow-'))).toBe(true);
  expect(tab.requests).not.toContain('/dist/auth-widget-flow-code-sign-on.js');
});
