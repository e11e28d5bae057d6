// Self-registration in real Chromium through the reference server: the demo identity provider's signed assertion,
// the operator consent, the code from the outbox, a password, then sign-on with it; a forged assertion refused.
import { axe, DIALOG, idle, onPage, openTab, signOn, startHarness, submit, type Harness } from './harness';
import { validPassword } from '../support/roles';

/** acceptable new passwords under the data's rules (test/support/roles.ts) */
const NEW = validPassword();

jest.setTimeout(90_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const lastSent = (userId: string) => h.store.outbox.filter((m) => m.userId === userId).at(-1)!;

test('from the demo IdP to a created password and a sign-on with it', async () => {
  const tab = await openTab(h);
  // hold the assertion post so the loader panel can be checked
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await tab.page.route('**/sp/ACS.saml2**', async (route) => {
    await held;
    await route.continue();
  });
  await tab.page.click('#demo-idp');
  await onPage(tab, 'SELF_REG');
  expect(await tab.page.textContent(`${DIALOG} h2`)).toBe('Registration');
  expect(await axe(tab.page)).toEqual([]);
  release();
  await onPage(tab, 'SELF_REG_MNO');
  await idle(tab);
  expect(await tab.page.getAttribute(DIALOG, 'data-dialog')).toBe('consent');
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab); // I agree
  await onPage(tab, 'VALIDATE_SV');
  expect(lastSent('federated.user')).toMatchObject({ channel: 'TEXT', notificationName: 'SELF_REGISTRATION_CODE' });
  expect(await tab.page.locator(`${DIALOG} [data-progress]`).count()).toBe(0);
  await tab.page.fill('input[name="validationCode"]', lastSent('federated.user').code);
  await submit(tab);
  await onPage(tab, 'FPW_RESET_PASSWORD');
  expect(await tab.page.textContent(`${DIALOG} h2`)).toBe('Create a password for your new account');
  expect(await axe(tab.page)).toEqual([]);
  await tab.page.fill('input[name="newPassword"]', NEW);
  await tab.page.fill('input[name="reenterPassword"]', NEW);
  await submit(tab);
  await onPage(tab, 'FPS_PASSWORD_CONFIRMATION');
  expect(await tab.page.textContent(`${DIALOG} h2`)).toBe('New user setup');
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab); // continue → loginUrl "/" (the demo host page)
  await tab.page.waitForURL(`${h.url}/`);
  await signOn(tab, 'federated.user', NEW);
  await tab.page.waitForURL('**/signed-in.html');
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});

test('a forged assertion gets an error, not an account', async () => {
  const tab = await openTab(h);
  const before = h.store.audit.length;
  // the demo IdP's assertion for one user, rewritten to name another (the page is handed it as a host would)
  const saml = (await (await fetch(`${h.url}/dev/idp/assertion?userId=federated.email`)).json()) as {
    SAMLResponse: string;
    RelayState: string;
  };
  const forged = Buffer.from(
    Buffer.from(saml.SAMLResponse, 'base64').toString('latin1').replace('federated.email', 'alice'),
    'latin1',
  ).toString('base64');
  // started by a plain call, no promise held in the page across the widget's start (an async evaluation around it
  // was once reported "garbage collected" under a loaded npm test)
  await tab.page.evaluate(
    ([response, relay]) =>
      (
        window as unknown as { AuthWidget: { userRegistration(c: object, s: object): void } }
      ).AuthWidget.userRegistration({ appId: 'demo', brandId: 'demo' }, { SAMLResponse: response, RelayState: relay }),
    [forged, saml.RelayState] as const,
  );
  await onPage(tab, 'ERROR');
  expect(await tab.page.textContent(`${DIALOG} [role="alert"]`)).toContain('could not be accepted');
  expect(h.store.audit.slice(before)).toEqual([]);
  expect(await axe(tab.page)).toEqual([]);
  await tab.release();
});

test('by reference: the demo IdP sends the page back with REF; the e-mail code arrives without a consent', async () => {
  const tab = await openTab(h);
  await tab.page.selectOption('#federated-user', 'federated.email');
  await Promise.all([tab.page.waitForURL(/\?REF=/), tab.page.click('#demo-idp-ref')]);
  await onPage(tab, 'VALIDATE_SV');
  expect(lastSent('federated.email')).toMatchObject({ channel: 'EMAIL', notificationName: 'SELF_REGISTRATION_CODE' });
  expect(tab.violations).toEqual([]);
  await tab.release();
});
