// Sign-on through an identity provider (docs/host.md "Sign-on through an identity provider") in real Chromium, end to
// end and offline: the demo page on http://localhost, the app's "Continue with Demo ID" button, Demo ID's own sign-in
// page (oidc-provider, mounted by the reference server in development mode), back to the demo page with #aw-resume=,
// the widget resuming. Each outcome: signed on, a step-up owed, an existing e-mail linked by its password, a new user
// registered, a cancel at the provider.
import { axe, DIALOG, idle, onPage, openTab, start, submit, type Tab } from './harness';
import { outboxCode, useHarness } from './fileHarness';

import { say } from '../support/say';

jest.setTimeout(90_000);
const t = useHarness();

/** The seed's app that lists Demo ID among its identity providers (read from the data, not named here). */
const offering = () =>
  [...t.h.store.apps.values()].find((a) => JSON.stringify(a.settings.identityProviders ?? []).includes('"demo-id"'))!;
const PASSWORD = 'Welcome#2026';

/** From the demo page to Demo ID's sign-in page, by the provider's button. */
async function toDemoId(tab: Tab) {
  await start(tab, 'authenticateUser', { app: offering().appId });
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  await tab.page.click(`${DIALOG} [data-action="idp"][data-idp="demo-id"]`);
  await tab.page.waitForURL('**/dev/demo-id/interaction/**');
}

/** Signs in at Demo ID as `login` (or cancels there), and waits for the demo page and the widget again. */
async function atDemoId(tab: Tab, login: string | null) {
  if (login === null) await tab.page.click('button[value="cancel"]');
  else {
    await tab.page.fill('#login', login);
    await tab.page.fill('#password', PASSWORD);
    await tab.page.click('button[value="sign-in"]');
  }
  await tab.page.waitForURL((u) => u.pathname === '/' || u.pathname === '/signed-in.html');
}

test('"Continue with Demo ID": the button, the provider\'s page, back on the host page, signed on; the token gone', async () => {
  const tab = await openTab(t.h, '/', { localhost: true });
  await start(tab, 'authenticateUser', { app: offering().appId });
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  const button = tab.page.locator(`${DIALOG} [data-action="idp"][data-idp="demo-id"]`);
  expect(await button.textContent()).toBe('Continue with Demo ID');
  expect(await tab.page.locator(`${DIALOG} .aw-separator`).textContent()).toBe('or');
  await tab.page.waitForSelector(`${DIALOG} [data-idp="demo-id"] .aw-mark svg`);
  expect(await axe(tab.page)).toEqual([]);
  await button.click();
  await tab.page.waitForURL('**/dev/demo-id/interaction/**');
  const navigations: string[] = [];
  tab.page.on('framenavigated', (f) => f === tab.page.mainFrame() && navigations.push(f.url()));
  await atDemoId(tab, 'alice');
  await tab.page.waitForURL('**/signed-in.html');
  // it came back to the demo page with the token, which the widget took out at once and spent
  const back = navigations.find((u) => u.includes('#aw-resume='));
  expect(back).toMatch(/^http:\/\/localhost:\d+\/#aw-resume=[\w-]{40,}$/);
  expect(navigations.filter((u) => new URL(u).pathname === '/' && !u.includes('#'))).not.toEqual([]);
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
});

test('a linked account that owes a step-up: the step-up follows the provider', async () => {
  const tab = await openTab(t.h, '/', { localhost: true });
  await toDemoId(tab);
  await atDemoId(tab, 'stepup');
  await onPage(tab, 'SV_DELIVERY_OPTIONS');
  expect(await tab.page.getAttribute(DIALOG, 'data-flow')).toBe('STEP_UP');
  expect(tab.violations).toEqual([]);
});

test('an existing e-mail: the link panel asks its password once (a wrong one says so), then signed on', async () => {
  const tab = await openTab(t.h, '/', { localhost: true });
  await toDemoId(tab);
  await atDemoId(tab, 'email.only');
  await onPage(tab, 'IDP_LINK');
  await idle(tab);
  expect(await tab.page.getAttribute(`${DIALOG} [data-message-type]`, 'data-message-type')).toBe('INFO');
  expect(await tab.page.getAttribute('input[name="password"]', 'autocomplete')).toBe('current-password');
  expect(await axe(tab.page)).toEqual([]);
  await tab.page.fill('input[name="password"]', 'not-the-password');
  await submit(tab);
  await tab.page.waitForSelector(`${DIALOG} [data-message-type="ERROR"]`);
  expect(t.h.store.findUser('email.only')!.identities ?? []).toEqual([]);
  // by keyboard alone from here
  await tab.page.focus('input[name="password"]');
  await tab.page.keyboard.press('Control+A');
  await tab.page.keyboard.type(PASSWORD);
  await tab.page.keyboard.press('Enter');
  await tab.page.waitForURL('**/signed-in.html');
  expect(t.h.store.findUser('email.only')!.identities).toEqual([{ provider: 'demo-id', subject: 'demo-email-only' }]);
  expect(tab.violations).toEqual([]);
});

test('an account with no password yet: the link panel asks for the code sent to its e-mail, from the outbox', async () => {
  const tab = await openTab(t.h, '/', { localhost: true });
  await toDemoId(tab);
  await atDemoId(tab, 'new.user');
  await onPage(tab, 'IDP_LINK');
  await idle(tab);
  expect(await tab.page.locator('input[name="password"]').count()).toBe(0);
  expect(await tab.page.getAttribute('input[name="validationCode"]', 'autocomplete')).toBe('one-time-code');
  expect(await axe(tab.page)).toEqual([]);
  await tab.page.fill('input[name="validationCode"]', await outboxCode(t.h, 'new.user'));
  await submit(tab);
  await tab.page.waitForURL('**/signed-in.html');
  expect(t.h.store.findUser('new.user')!.identities).toEqual([{ provider: 'demo-id', subject: 'demo-new-user' }]);
  expect(tab.violations).toEqual([]);
});

test('a new user: the profile the provider gave, the consent ticked, the account made and signed on', async () => {
  const tab = await openTab(t.h, '/', { localhost: true });
  await toDemoId(tab);
  await atDemoId(tab, 'newcomer');
  await onPage(tab, 'IDP_REGISTER');
  await idle(tab);
  expect(await tab.page.inputValue('input[name="firstName"]')).toBe('Nora');
  expect(await tab.page.getAttribute('input[name="firstName"]', 'autocomplete')).toBe('given-name');
  expect(await tab.page.inputValue('input[name="email"]')).toBe('newcomer@example.org');
  expect(await tab.page.locator('input[name="email"]').isEditable()).toBe(false);
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab);
  await tab.page.waitForURL('**/signed-in.html');
  expect(t.h.store.findByEmail('newcomer@example.org')).toMatchObject({ firstName: 'Nora', lastName: 'Newcomer' });
  expect(tab.violations).toEqual([]);
});

test('a cancel at the provider: the sign-on panel with the information (type OTHER, not a confirmation) and the user id typed, nothing else lost', async () => {
  const tab = await openTab(t.h, '/', { localhost: true });
  const urls: string[] = [];
  tab.page.on('request', (r) => urls.push(r.url()));
  await start(tab, 'authenticateUser', { app: offering().appId });
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="password"]', PASSWORD);
  await tab.page.click(`${DIALOG} [data-action="idp"][data-idp="demo-id"]`);
  await tab.page.waitForURL('**/dev/demo-id/interaction/**');
  await atDemoId(tab, null);
  await onPage(tab, 'LOGIN_PAGE');
  const message = tab.page.locator(`${DIALOG} [data-message-type="OTHER"]`);
  await message.waitFor();
  // the provider's name as the app's settings give it, in the locale's words
  const { name } = (offering().settings.identityProviders as { id: string; name: string }[]).find(
    (x) => x.id === 'demo-id',
  )!;
  expect(await message.textContent()).toContain(say('server.idpCancelled', { name }));
  expect(await tab.page.locator(`${DIALOG} [data-dialog]`).count()).toBe(0);
  await idle(tab);
  // the user id is back (the tab carried it, no URL did), the password is not; the tab holds nothing more
  expect(await tab.page.inputValue('input[name="userId"]')).toBe('alice');
  expect(await tab.page.inputValue('input[name="password"]')).toBe('');
  expect(urls.filter((u) => u.includes('alice'))).toEqual([]);
  expect(await tab.page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await axe(tab.page)).toEqual([]);
  expect(tab.violations).toEqual([]);
});
