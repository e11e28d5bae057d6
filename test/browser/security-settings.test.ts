// A user's own security settings in real Chromium through the reference server (CONTRACT section 11, docs/host.md
// "Security settings"), on app demo-secure (passkeys, authenticator apps, recovery codes and Demo ID) and the demo's
// signed-in page: a passkey added with the browser's virtual authenticator (DevTools WebAuthn domain), renamed in place
// by keyboard, signed on with, and removed once the step-up a stale check owes is passed; an authenticator app set up
// and removed; new recovery codes, an old one then refused; the never-locked-out refusal. Under the strict CSP; axe on
// each new panel; the store's state and the dev outbox's notices checked after each change.
import { Secret, TOTP } from 'otpauth';
import { virtualAuthenticator, type VirtualAuthenticator } from '../support/virtualAuthenticator';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { MINUTE } from '../../server/store/clock';
import { settings } from '../../server/settings';
import { sayIn } from '../support/say';
import { axe, DIALOG, idle, onPage, openTab, signOn, startHarness, submit, type Harness, type Tab } from './harness';

jest.setTimeout(90_000);
let h: Harness;
let tab: Tab;
let device: VirtualAuthenticator;
beforeAll(async () => {
  h = await startHarness();
  tab = await openTab(h, '/', { localhost: true });
  device = await virtualAuthenticator(tab);
});
afterAll(async () => {
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await h?.close();
});

const APP = 'demo-secure';
const USER = 'alice';
const user = () => h.store.findUser(USER)!;
/** the provider the seed app lists (seed/apps.json) and the user is linked to */
const provider = () => (h.store.apps.get(APP)!.settings.identityProviders as { id: string; name: string }[])[0];
const presence = (enabled: boolean) => device.presence(enabled);
const signedIn = () => tab.page.waitForURL(/\/signed-in\.html/);
const notices = () => h.store.outbox.filter((m) => m.notificationName === 'SECURITY_SETTINGS_CHANGED');
/** the list of a field of the settings page, or what it says when empty (its rows are its items) */
const list = (field: string) => `${DIALOG} [id$="_${field}"]`;
const rows = (field: string) => tab.page.locator(`${list(field)} li.aw-item`);

/** The settings from the signed-in page's own button, as a user opens them. */
async function openSettings() {
  await tab.page.click('#security-settings');
  await onPage(tab, 'SECURITY_SETTINGS');
  await idle(tab);
}
/** A change sent after the check the session made has gone stale: the server's clock past settings.reverifyMinutes. */
const staleCheck = () => h.clock.advance((settings.reverifyMinutes + 1) * MINUTE);
/** The code the authenticator app shows now, by the server's clock. */
const appCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: h.clock.now(),
  });
/** Presses a row's or a list's control by keyboard alone: focus, Enter. */
async function pressByKeyboard(selector: string) {
  await tab.page.focus(selector);
  await tab.page.keyboard.press('Enter');
}

/** the codes the first second factor brought, and the ones made later in their place */
let first: string[] = [];
let codes: string[] = [];
let secret = '';

test('signed on, the settings list what the account has: no passkey yet, Demo ID, the password; axe finds nothing', async () => {
  await presence(false);
  await tab.page.selectOption('#app', APP);
  await signOn(tab, USER, DEMO_PASSWORD, APP);
  await signedIn();
  await openSettings();
  expect(await tab.page.textContent(list('passkeys'))).toMatch(sayIn('settings.passkeys.none'));
  expect(await rows('providers').getAttribute('data-idp')).toBe(provider().id);
  expect(await rows('providers').textContent()).toContain(provider().name);
  expect(await rows('password').count()).toBe(1);
  expect(await tab.page.locator(`${DIALOG} [data-event="SETUP_TOTP"]`).count()).toBe(1);
  expect(await axe(tab.page)).toEqual([]);
});

test('a passkey added, renamed in place by keyboard, then signed on with', async () => {
  await presence(true);
  await tab.page.click(`${DIALOG} [data-event="ADD_PASSKEY"]`);
  // the account's first second factor on an app that offers recovery codes: its ten codes, shown once (T5)
  await onPage(tab, 'RECOVERY_CODES');
  first = await tab.page.locator(`${DIALOG} .aw-codes li`).allTextContents();
  expect(first).toHaveLength(10);
  await submit(tab);
  await onPage(tab, 'SECURITY_SETTINGS');
  await tab.page.waitForSelector(`${list('passkeys')} li.aw-item[data-passkey]`);
  await idle(tab);
  expect(user().passkeys).toHaveLength(1);
  const id = user().passkeys![0].id;
  // rename by keyboard: the control, the field it opens (focused, its text selected), Enter saves
  await pressByKeyboard(`${list('passkeys')} [data-action="rename"]`);
  const field = tab.page.locator(`${list('passkeys')} .aw-item-edit input`);
  await field.waitFor();
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await field.getAttribute('maxlength')).toBe(String(settings.nameMaxLength));
  // markup is a name like any other: shown as its text, never made into an element or run
  const markup = '<img src=x onerror="window.__pwned=1">';
  await tab.page.keyboard.type(markup);
  await tab.page.keyboard.press('Enter');
  await tab.page.waitForSelector(`${list('passkeys')} li[data-passkey="${id}"] .aw-item-name:text("${'<img src=x'}")`);
  await idle(tab);
  expect(user().passkeys![0].name).toBe(markup);
  // done: the edit closed
  await field.waitFor({ state: 'detached' });
  expect(await tab.page.locator(`${list('passkeys')} img`).count()).toBe(0);
  expect(await tab.page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await pressByKeyboard(`${list('passkeys')} [data-action="rename"]`);
  await field.waitFor();
  await tab.page.keyboard.type('Work laptop');
  await tab.page.keyboard.press('Enter');
  await tab.page.waitForSelector(`${list('passkeys')} li[data-passkey="${id}"] .aw-item-name:text("Work laptop")`);
  await idle(tab);
  expect(user().passkeys![0].name).toBe('Work laptop');
  await field.waitFor({ state: 'detached' });
  // the server's words about it take the focus, as every message does: a screen reader says the rename was done
  expect(await tab.page.evaluate(() => document.activeElement?.getAttribute('data-message-type'))).toBe('INFO');
  expect(notices().map((n) => n.to)).toEqual(Array(3).fill(`${USER}@example.com`));
  expect(await tab.page.textContent(list('codes'))).toContain('10');
  // sign off, then on with the passkey: the sign-on panel's passkey button
  await tab.page.click(`${DIALOG} [data-action="close"]`);
  await tab.page.click('#sign-off');
  await tab.page.waitForURL((u) => !u.pathname.includes('signed-in'));
  await tab.page.selectOption('#app', APP);
  await presence(false);
  await tab.page.click('[data-entry="authenticateUser"]');
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  await presence(true);
  await tab.page.click(`${DIALOG} [data-action="passkey"]`);
  await signedIn();
  expect(user().passkeys![0].lastUsedAt).toBeGreaterThan(0);
});

test('removing the passkey after the check went stale: the confirmation names it, the step-up first, then it goes', async () => {
  await openSettings();
  staleCheck();
  await tab.page.click(`${list('passkeys')} [data-action="remove"]`);
  await tab.page.waitForSelector(`${DIALOG}[data-dialog="confirm"]`);
  expect(await tab.page.locator(`${DIALOG}[data-dialog="confirm"]`).textContent()).toContain('Work laptop');
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab);
  await onPage(tab, 'SV_DELIVERY_OPTIONS');
  await idle(tab);
  expect(user().passkeys).toHaveLength(1);
  // the step-up with an e-mailed code (the passkey itself would pass it too)
  await tab.page.check('input[name="deliveryOption"][value="EMAIL"]');
  await submit(tab);
  await onPage(tab, 'VALIDATE_SV');
  const code = h.store.outbox.filter((m) => m.userId === USER && m.code).at(-1)!.code;
  await tab.page.fill('input[name="validationCode"]', code);
  await submit(tab);
  // the removal sent again once the check passed: the settings, without the passkey
  await onPage(tab, 'SECURITY_SETTINGS');
  await idle(tab);
  await tab.page.waitForSelector(`${list('passkeys')} li.aw-item[data-passkey]`, { state: 'detached' });
  expect(user().passkeys ?? []).toHaveLength(0);
  expect(await tab.page.textContent(list('passkeys'))).toMatch(sayIn('settings.passkeys.none'));
  expect(h.posts.filter((p) => p.path === '/account/wgt/passkey/remove')).toHaveLength(2);
});

test('an authenticator app set up from the settings; new recovery codes; an old one refused at a step-up', async () => {
  // (the passkey's step-up renewed the check: no step-up owed here)
  await tab.page.click(`${DIALOG} [data-event="SETUP_TOTP"]`);
  await onPage(tab, 'ENROLL_TOTP');
  await idle(tab);
  await tab.page.click(`${DIALOG} summary`);
  secret = ((await tab.page.textContent(`${DIALOG} .aw-secret-value`)) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  expect(await axe(tab.page)).toEqual([]);
  await tab.page.fill('input[name="validationCode"]', appCode(secret));
  await submit(tab);
  // codes came with the passkey: none again (T5), the settings at once
  await onPage(tab, 'SECURITY_SETTINGS');
  await idle(tab);
  expect(user().totp?.secret).toBe(secret);
  expect(await tab.page.locator(`${DIALOG} [data-action="remove-totp"]`).count()).toBe(1);
  // new codes: asked first, shown once, the old ones gone in the same write
  await tab.page.click(`${DIALOG} [data-action="new-recovery-codes"]`);
  await tab.page.waitForSelector(`${DIALOG}[data-dialog="confirm"]`);
  await submit(tab);
  await onPage(tab, 'RECOVERY_CODES');
  codes = await tab.page.locator(`${DIALOG} .aw-codes li`).allTextContents();
  expect(codes).toHaveLength(10);
  expect(codes.filter((c) => first.includes(c))).toEqual([]);
  await submit(tab);
  await onPage(tab, 'SECURITY_SETTINGS');
  await idle(tab);
  // a change after the check went stale: the step-up, where an old code is refused and a new one passes
  staleCheck();
  await tab.page.click(`${DIALOG} [data-action="remove-totp"]`);
  await tab.page.waitForSelector(`${DIALOG}[data-dialog="confirm"]`);
  await submit(tab);
  await onPage(tab, 'SV_DELIVERY_OPTIONS');
  await idle(tab);
  await tab.page.check('input[name="deliveryOption"][value="RECOVERY_CODE"]');
  await submit(tab);
  await onPage(tab, 'VALIDATE_RECOVERY_CODE');
  await tab.page.fill('input[name="recoveryCode"]', first[0]);
  await submit(tab);
  await tab.page.waitForSelector(`${DIALOG} [role="alert"]`);
  expect(await tab.page.textContent(`${DIALOG} [role="alert"]`)).toMatch(sayIn('server.codeWrong'));
  expect(user().totp).toBeDefined();
  await tab.page.fill('input[name="recoveryCode"]', codes[0]);
  await submit(tab);
  // the removal sent again after the check: the app is gone, the set-up offered again
  await onPage(tab, 'SECURITY_SETTINGS');
  await idle(tab);
  await tab.page.waitForSelector(`${DIALOG} [data-event="SETUP_TOTP"]`);
  expect(user().totp).toBeUndefined();
  expect(user().recoveryCodes!.hashes).toHaveLength(9);
});

test('keyboard alone: Tab reaches every control in order; Escape leaves a confirmation, focus back on its opener', async () => {
  const controls = await tab.page
    .locator(`${DIALOG} button, ${DIALOG} a[href]`)
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-action') ?? el.textContent));
  await tab.page.focus(`${DIALOG} [data-action="help"]`);
  const reached: (string | null)[] = [];
  for (let i = 0; i < controls.length - 1; i++) {
    await tab.page.keyboard.press('Tab');
    reached.push(await tab.page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? null));
  }
  expect(reached).toEqual(controls.slice(1));
  // a confirmation by keyboard: opened with Enter, left with Escape, nothing changed
  await pressByKeyboard(`${DIALOG} [data-action="unlink"]`);
  await tab.page.waitForSelector(`${DIALOG}[data-dialog="confirm"]`);
  // as a keyboard user does: Escape once focus is in the confirmation (it moves there in the frame after it is drawn;
  // a key pressed in that frame still reaches the settings panel underneath, and its Escape closes the settings)
  await tab.page.waitForFunction(() => !!document.activeElement?.closest('[data-dialog="confirm"]'));
  await tab.page.keyboard.press('Escape');
  await onPage(tab, 'SECURITY_SETTINGS');
  // focus back on the control that opened it
  await tab.page.waitForFunction(() => document.activeElement?.getAttribute('data-action') === 'unlink');
  expect(user().identities?.map((i) => i.provider)).toEqual([provider().id]);
});

test('never locked out: unlinking the last way to sign on is refused with a message, nothing changed', async () => {
  // the account as one that signs on through Demo ID only: no password, no passkey
  user().history = [];
  await tab.page.click(`${DIALOG} [data-action="unlink"]`);
  await tab.page.waitForSelector(`${DIALOG}[data-dialog="confirm"]`);
  expect(await tab.page.locator(`${DIALOG}[data-dialog="confirm"]`).textContent()).toContain(provider().name);
  // by keyboard alone: the dialog's primary button has the focus path the user takes
  await pressByKeyboard(`${DIALOG}[data-dialog="confirm"] button[type="submit"]`);
  await onPage(tab, 'SECURITY_SETTINGS');
  await tab.page.waitForSelector(`${DIALOG} [data-message-type="ERROR"]`);
  expect(await tab.page.textContent(`${DIALOG} [data-message-type="ERROR"]`)).toMatch(sayIn('server.settingsLastWay'));
  expect(user().identities?.map((i) => i.provider)).toEqual([provider().id]);
  expect(await rows('providers').getAttribute('data-idp')).toBe(provider().id);
  expect(await axe(tab.page)).toEqual([]);
  // every notice told the account what changed, never a code or a key
  const told = notices();
  expect(told.length).toBeGreaterThanOrEqual(6);
  for (const n of told) {
    expect(n.code).toBe('');
    for (const c of codes) expect(n.text).not.toContain(c);
    expect(n.text).not.toContain(secret);
  }
});
