// Passkeys in real Chromium through the reference server (docs/host.md "Passkeys"), with the browser's own WebAuthn and
// its virtual authenticator (DevTools WebAuthn domain), on http://localhost (a secure context): a passkey created after
// a password sign-on, a sign-on by the autofill and by the button, the user's cancel, a step-up passed with a passkey,
// a replayed assertion and a passkey the server does not know. Under the strict CSP; axe on the new panel.
import crypto from 'node:crypto';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { virtualAuthenticator, type VirtualAuthenticator } from '../support/virtualAuthenticator';
import { axe, DIALOG, idle, onPage, openTab, start, startHarness, submit, type Harness, type Tab } from './harness';

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

const APP = 'demo-passkey';
const presence = (enabled: boolean) => device.presence(enabled);
const verified = (isUserVerified: boolean) => device.verified(isUserVerified);
const home = () => tab.page.goto(tab.page.url().replace(/\/[^/]*$/, '/'));
const signedIn = () => tab.page.waitForURL(/\/signed-in\.html/);
/** the sign-on panel of the app with passkeys, its autofill request held open (nobody touches the authenticator) */
async function signOnPanel() {
  await presence(false);
  await home();
  await start(tab, 'authenticateUser', { app: APP });
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
}
async function withPassword(userId: string) {
  await signOnPanel();
  await tab.page.fill('input[name="userId"]', userId);
  await tab.page.fill('input[name="password"]', DEMO_PASSWORD);
  await submit(tab);
}
const authenticated = () => h.posts.filter((p) => p.path.endsWith('/passkey/authenticate/apps/demo-passkey/demo'));

test('offered after a password sign-on, created, then the sign-on panel signs on by the autofill', async () => {
  await withPassword('alice');
  await onPage(tab, 'PASSKEY_OFFER');
  expect(await tab.page.textContent(`${DIALOG} h2`)).toBe('Sign on faster next time');
  expect(await axe(tab.page)).toEqual([]);
  await presence(true);
  await tab.page.click(`${DIALOG} button[type="submit"]`);
  await signedIn();
  expect(h.store.findUser('alice')!.passkeys).toHaveLength(1);
  const { credentials } = await device.cdp.send('WebAuthn.getCredentials', { authenticatorId: device.authenticatorId });
  expect(credentials.map((c) => c.rpId)).toEqual(['localhost']);
  // sign off, then open the sign-on panel: the browser's autofill offers the passkey and, touched, signs on
  await tab.page.click('#sign-off');
  await tab.page.waitForURL((u) => !u.pathname.includes('signed-in'));
  await start(tab, 'authenticateUser', { app: APP });
  // (touched at once, it may sign on before the panel can be looked at: the next test looks at it)
  await signedIn();
  expect(authenticated()).toHaveLength(1);
});

test('the button asks outright; a cancelled prompt says nothing and keeps focus; then it signs on', async () => {
  await signOnPanel();
  expect(await tab.page.getAttribute('input[name="userId"]', 'autocomplete')).toBe('username webauthn');
  expect(await axe(tab.page)).toEqual([]);
  await presence(true);
  // the user does not verify: the browser reports it as a cancel
  await verified(false);
  // the button asks the browser with options of its own; the browser says no
  const asked = tab.page.waitForRequest((r) => r.url().includes('/login/wgt/passkey/options'));
  await tab.page.click('[data-action="passkey"]');
  await asked;
  await idle(tab);
  await tab.page.waitForTimeout(300);
  expect(await tab.page.locator(`${DIALOG} [role="alert"]`).count()).toBe(0);
  expect(await tab.page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('passkey');
  await verified(true);
  await tab.page.click('[data-action="passkey"]');
  await signedIn();
  expect(authenticated()).toHaveLength(2);
});

test('step-up: passed by code, a passkey created, then the next step-up passed with it', async () => {
  const code = () => h.store.outbox.filter((m) => m.userId === 'stepup.user').at(-1)!.code;
  await withPassword('stepup.user');
  await onPage(tab, 'SV_DELIVERY_OPTIONS');
  await idle(tab);
  await tab.page.check('input[name="deliveryOption"][value="p1:TEXT"]');
  await submit(tab);
  await onPage(tab, 'VALIDATE_SV');
  await tab.page.fill('input[name="validationCode"]', code());
  await submit(tab);
  await onPage(tab, 'PASSKEY_OFFER');
  await presence(true);
  await tab.page.click(`${DIALOG} button[type="submit"]`);
  await signedIn();
  // the next sign-on with the password owes the step-up again: the passkey is offered first, and passes it
  await withPassword('stepup.user');
  await onPage(tab, 'SV_DELIVERY_OPTIONS');
  await idle(tab);
  expect(await tab.page.isChecked('input[name="deliveryOption"][value="PASSKEY"]')).toBe(true);
  expect(await axe(tab.page)).toEqual([]);
  await presence(true);
  await submit(tab);
  await signedIn();
  expect(h.posts.filter((p) => p.path === '/stepup/wgt/passkey/validate')).toHaveLength(1);
});

// Last: the authenticator is left with a passkey the server does not know.
test('a replayed assertion and a passkey the server does not know are refused', async () => {
  // the last assertion, sent again from a new session that was given its own challenge
  const replay = await h.browser.newContext();
  const base = h.url;
  const csrf = (await (await replay.request.get(`${base}/login/wgt/getCSRFToken?appId=${APP}`)).json()) as {
    csrfTokenValue: string;
  };
  const { sessionId } = (await (await replay.request.get(`${base}/login/wgt/sessionId`)).json()) as {
    sessionId: string;
  };
  // the session's own challenge, asked for as the widget asks (its CSRF header and session id)
  const given = await replay.request.get(`${base}/login/wgt/passkey/options?appId=${APP}&sId=${sessionId}`, {
    headers: { 'X-XSRF-TOKEN': csrf.csrfTokenValue },
  });
  expect(((await given.json()) as { publicKey?: object }).publicKey).toBeDefined();
  const data = JSON.stringify({ credential: authenticated().at(-1)!.data.credential });
  const answer = (await (
    await replay.request.post(`${base}/login/wgt/passkey/authenticate/apps/${APP}/demo`, {
      form: { data, _csrf: csrf.csrfTokenValue, sId: '' },
    })
  ).json()) as { nextAction?: string };
  expect(answer.nextAction).toBe('LOGIN');
  await replay.close();

  // a passkey for this site the server never registered (made elsewhere): the only one the authenticator holds
  await device.cdp.send('WebAuthn.clearCredentials', { authenticatorId: device.authenticatorId });
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await device.cdp.send('WebAuthn.addCredential', {
    authenticatorId: device.authenticatorId,
    credential: {
      credentialId: crypto.randomBytes(16).toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
      userHandle: Buffer.from('stranger').toString('base64'),
      signCount: 0,
    },
  });
  await signOnPanel();
  await presence(true);
  await tab.page.click('[data-action="passkey"]');
  await tab.page.waitForSelector(`${DIALOG} [role="alert"]`);
  expect(await tab.page.textContent(`${DIALOG} [role="alert"]`)).toContain('That passkey could not be used');
  expect(await tab.page.getAttribute(DIALOG, 'data-page')).toBe('LOGIN_PAGE');
  // (the autofill asks again; a test's authenticator answers at once, a person would pick a passkey first)
  await presence(false);
});
