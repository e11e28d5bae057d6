// Password change in real Chromium through the reference server under the strict CSP: a temporary password, an
// expiring one skipped with continue-to-app, a voluntary change from the signed-in page, and a forced change in
// ping mode; axe on every new panel.
import { axe, DIALOG, idle, onPage, openTab, signOn, startHarness, submit, type Harness, type Tab } from './harness';
import { say } from '../support/say';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { validPassword } from '../support/roles';

/** acceptable new passwords under the data's rules (test/support/roles.ts) */
const NEW = validPassword();
const GOLD = validPassword({}, 'Gold#Bee2026');

jest.setTimeout(90_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const dialog = DIALOG;
/** focus reaches the field of this name (within 3 s: the panel's entrance) */
const focusOn = (tab: Tab, name: string) =>
  tab.page.waitForFunction((n) => document.activeElement?.getAttribute('name') === n, name, { timeout: 3000 });
/** the elements inside the widget that carry `hidden` and still take room on the page (their ids) */
const drawnHidden = (tab: Tab) =>
  tab.page.$$eval('#auth-widget [hidden]', (els) =>
    els.filter((e) => e.getClientRects().length > 0).map((e) => e.id || e.tagName),
  );

async function change(tab: Tab, current: string, next: string) {
  await tab.page.fill('input[name="currentPassword"]', current);
  await tab.page.fill('input[name="newPassword"]', next);
  await tab.page.fill('input[name="reenterPassword"]', next);
}

test('temporary password: the choice, reset now, the change, the confirmation, then the new password signs on', async () => {
  const tab = await openTab(h);
  await signOn(tab, 'temp.user');
  await onPage(tab, 'RESET_PASSWORD');
  await idle(tab);
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab); // reset now
  await onPage(tab, 'CPW');
  // issue 34, point 10: the panel opens with focus on its first empty field, not on the page
  await focusOn(tab, 'currentPassword');
  expect(await tab.page.textContent(`${dialog} label[for="aw-change-password_currentPassword"]`)).toContain(
    'Temporary password',
  );
  expect(await tab.page.getAttribute('input[name="currentPassword"]', 'autocomplete')).toBe('current-password');
  // the new password may not be the temporary one: a failed message, nothing sent
  await change(tab, DEMO_PASSWORD, DEMO_PASSWORD);
  expect(await tab.page.getAttribute(`${dialog} [data-rule="differs"]`, 'data-met')).toBe('false');
  await submit(tab);
  await tab.page.waitForSelector(`${dialog} [data-message-type="ERROR"]`);
  expect(await tab.page.textContent(`${dialog} [role="alert"]`)).toContain('different from your temporary password');
  expect(await axe(tab.page)).toEqual([]);
  // issue 34, point 1: what carries `hidden` (the unmet rules said to screen readers) is never drawn, at either width,
  // also once the checklist has judged a password that breaks its rules
  await tab.page.fill('input[name="newPassword"]', 'short');
  await submit(tab);
  await tab.page.waitForSelector(`${dialog} [data-rule][data-met="false"]`);
  for (const width of [1280, 375]) {
    await tab.page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
    expect([width, await drawnHidden(tab)]).toEqual([width, []]);
  }
  await tab.page.fill('input[name="newPassword"]', NEW);
  await tab.page.fill('input[name="reenterPassword"]', NEW);
  await submit(tab);
  await onPage(tab, 'PASSWORD_CONFIRMATION');
  expect(await tab.page.textContent(`${dialog} [data-message-type="INFO"]`)).toContain(
    'Your password has been changed.',
  );
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab);
  await tab.page.waitForURL('**/signed-in.html');
  await tab.page.goto(`${h.url}/`);
  await signOn(tab, 'temp.user', NEW);
  await tab.page.waitForURL('**/signed-in.html');
  expect(h.store.audit.map((a) => `${a.eventDesc} ${a.updatedBy}`)).toContain('Password changed temp.user');
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});

test('expiring password: the server message said once, as a warning; continue to the application skips the change', async () => {
  const tab = await openTab(h);
  await signOn(tab, 'expiring.user');
  await onPage(tab, 'CPW');
  await idle(tab);
  expect(await tab.page.textContent(`${dialog} [data-message-tone="warning"]`)).toMatch(/expires in 5 days/);
  // drawn as a warning, the hook is still the server's type (issue 69 point 4: docs/host.md "DOM hooks")
  expect(await tab.page.getAttribute(`${dialog} [data-message-tone="warning"]`, 'data-message-type')).toBe('INFO');
  expect(await tab.page.textContent(dialog)).not.toContain('Your password will expire soon.');
  expect(await axe(tab.page)).toEqual([]);
  await tab.page.click(`${dialog} [data-action="continue"]`);
  await tab.page.waitForURL('**/signed-in.html');
  expect(h.store.audit.at(-1)).toMatchObject({
    eventDesc: 'Continued without changing the password',
    updatedBy: 'expiring.user',
  });
  expect(tab.violations).toEqual([]);
  await tab.release();
});

test('voluntary change from the signed-in page: the loader, the change, and the confirmation closes', async () => {
  const tab = await openTab(h);
  await signOn(tab, 'alice');
  await tab.page.waitForURL('**/signed-in.html');
  await tab.page.click('#change-password');
  await onPage(tab, 'VOLUNTARY_PASSWORD');
  await tab.page.waitForSelector('input[name="currentPassword"]');
  await idle(tab);
  expect(await tab.page.getAttribute(dialog, 'data-flow')).toBe('VOLUNTARY_PASSWORD');
  expect(await tab.page.textContent(`${dialog} h2`)).toBe('Change your password');
  expect(await tab.page.isVisible(`${dialog} [data-action="cancel"]`)).toBe(true);
  expect(await axe(tab.page)).toEqual([]);
  // a wrong current password: the server's failed message
  await change(tab, 'Wrong#Pass77', validPassword({}, 'Green#Owl58'));
  await submit(tab);
  await tab.page.waitForSelector(`${dialog} [data-message-type="ERROR"]`);
  expect(await tab.page.textContent(`${dialog} [role="alert"]`)).toContain('The current password is not correct.');
  await change(tab, DEMO_PASSWORD, validPassword({}, 'Green#Owl58'));
  await submit(tab);
  await onPage(tab, 'PASSWORD_CONFIRMATION');
  await submit(tab);
  await tab.page.waitForSelector('#auth-widget', { state: 'detached' });
  expect(tab.page.url()).toMatch(/signed-in\.html$/);
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});

test('ping mode: a forced change through /ping, LOGIN shows the message, continue reloads; the new password signs on with auth=true', async () => {
  const tab = await openTab(h);
  await signOn(tab, 'forced.change', DEMO_PASSWORD, 'demo-ping');
  await onPage(tab, 'CPW');
  // issue 34, point 10: straight from sign-on too, CPW opens with focus on its first empty field
  await focusOn(tab, 'currentPassword');
  await idle(tab);
  const calls: string[] = [];
  tab.page.on('request', (r) => {
    if (r.url().includes('/cpw/')) calls.push(new URL(r.url()).pathname);
  });
  await change(tab, DEMO_PASSWORD, GOLD);
  await submit(tab);
  await onPage(tab, 'PASSWORD_CONFIRMATION');
  expect(calls).toEqual(['/ping/cpw/wgt/changepwd']);
  expect(await tab.page.textContent(`${dialog} [data-message-type="INFO"]`)).toContain(
    'Sign on with your new password.',
  );
  expect(await tab.page.textContent(`${dialog} button[type="submit"]`)).toBe(say('dialog.passwordConfirmation.signOn'));
  expect(await axe(tab.page)).toEqual([]);
  await Promise.all([tab.page.waitForEvent('load'), submit(tab)]);
  await signOn(tab, 'forced.change', GOLD, 'demo-ping');
  await tab.page.waitForURL('**/signed-in.html?auth=true');
  expect(tab.violations).toEqual([]);
  await tab.release();
});
