// Every entry point from every starting state, in Chromium through the reference server (issue 69): each host call the
// widget offers, on a page with no session, a signed-on one and a lapsed one (signed on, then idle past the server's
// timeout). Each ends where docs/embedding.md and docs/product.md "Entry points" say — the first panel the user can
// use, or the callback — and a sign-on the settings asked for ends in the settings, whatever the session was. One page
// per state, the three side by side; on each the host calls every entry point in turn, as a host page would.
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { MINUTE } from '../../server/store/clock';
import { sayIn } from '../support/say';
import { completerFor } from '../../kit/wire/complete';
import { DIALOG, idle, onPage, openTab, startHarness, submit, type Harness, type Tab } from './harness';

const ROOT = path.join(__dirname, '../..');

jest.setTimeout(60_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type State = 'no session' | 'signed on' | 'lapsed';

/** Signs the context's browser on over the wire as the widget does (the session's cookie, its CSRF token). */
async function signOnOverWire(context: BrowserContext, userId: string) {
  const q = 'isWidget=true&language=en_US&appId=demo';
  const token = (await (await context.request.get(`${h.url}/login/wgt/getCSRFToken?${q}`)).json()) as {
    csrfTokenValue: string;
  };
  // (with what the panel requires besides, as the widget sends it: kit/wire/complete.ts)
  const at = '/login/wgt/authenticate/apps/demo/demo';
  const data = completerFor(ROOT)(at, { userId, password: DEMO_PASSWORD });
  const reply = await context.request.post(`${h.url}${at}?${q}`, {
    form: { data: JSON.stringify(data), _csrf: token.csrfTokenValue, sId: '' },
  });
  return ((await reply.json()) as { nextAction: string }).nextAction;
}

/** The session of the context's cookie, idle past the server's timeout (15 minutes): it lapses, as after a break. */
async function lapse(context: BrowserContext) {
  const cookies = await context.cookies(h.url);
  const session = cookies.map((c) => h.store.sessions.get(c.value)).find(Boolean);
  if (!session) throw new Error('no session to lapse');
  session.lastSeen -= 16 * MINUTE;
}

async function pageIn(state: State, userId = 'alice'): Promise<Tab> {
  const tab = await openTab(h, '/');
  if (state !== 'no session') expect(await signOnOverWire(tab.context, userId)).not.toBe('LOGIN');
  if (state === 'lapsed') await lapse(tab.context);
  return tab;
}

/** Calls the entry point as a host does; once the widget has settled, where it is: a page, a dialog or a callback. */
async function call(tab: Tab, entry: string, extra: unknown[] = []) {
  await tab.page.evaluate(
    ({ entry, extra }) => {
      const w = window as unknown as { AuthWidget: Record<string, (...a: unknown[]) => void>; __said: string[] };
      w.__said = [];
      const config = {
        appId: 'demo',
        brandId: 'demo',
        targetUrl: '/signed-in.html',
        loginUrl: '/',
        callback: (s: string) => w.__said.push(`callback ${s}`),
      };
      const done = () => w.__said.push('done');
      const args: Record<string, unknown[]> = {
        userRegistration: [config, extra[0], done],
        logout: [config, done],
        twoFactorAuth: [config, 'CLOSE_OVERLAY', '/', done],
      };
      w.AuthWidget[entry](...(args[entry] ?? [config]));
    },
    { entry, extra },
  );
  await tab.page.waitForFunction(
    () =>
      document.querySelector('#auth-widget [role="dialog"]') ||
      (window as unknown as { __said: string[] }).__said.length,
  );
  await idle(tab);
  return tab.page.evaluate(() => {
    const d = document.querySelector('#auth-widget [role="dialog"]');
    const said = (window as unknown as { __said: string[] }).__said;
    return d ? (d.getAttribute('data-page') ?? `dialog ${d.getAttribute('data-dialog')}`) : said.join(', ');
  });
}

/** A signed assertion of the demo identity provider (each works once). */
const assertion = async () =>
  (await (await fetch(`${h.url}/dev/idp/assertion?userId=federated.user`)).json()) as object;
const message = (tab: Tab) => tab.page.textContent(`${DIALOG} [data-message-type]`);

/** The sign-on panel the settings opened: signed on there, the settings follow (docs/host.md "Security settings"). */
async function signOnForSettings(tab: Tab) {
  // why the sign-on panel opened is information, not a confirmation: nothing has been done yet
  expect(await tab.page.getAttribute(`${DIALOG} [data-message-type]`, 'data-message-type')).toBe('OTHER');
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="password"]', DEMO_PASSWORD);
  await submit(tab);
  await onPage(tab, 'SECURITY_SETTINGS');
  await idle(tab);
  expect(await tab.page.locator(`${DIALOG} [data-message-type="ERROR"]`).count()).toBe(0);
}

async function everyEntry(state: State) {
  const tab = await pageIn(state);
  const signedOn = state === 'signed on';
  const seen: Record<string, string> = {};
  seen.forgotPassword = await call(tab, 'forgotPassword');
  seen.newUser = await call(tab, 'newUser');
  seen.authenticateUser = await call(tab, 'authenticateUser');
  seen.resetPassword = await call(tab, 'resetPassword');
  // the voluntary change owes a signed-on session: without one, the error dialog says to sign on (docs/product.md)
  if (!signedOn) expect(await message(tab)).toMatch(sayIn('server.sessionExpiredSignOn'));
  seen.twoFactorAuth = await call(tab, 'twoFactorAuth');
  seen.securitySettings = await call(tab, 'securitySettings');
  if (!signedOn) await signOnForSettings(tab);
  // a registration from an assertion takes the session over (the server starts its flow in it): after the others
  seen.userRegistration = await call(tab, 'userRegistration', [await assertion()]);
  seen.logout = await call(tab, 'logout');
  expect(tab.errors).toEqual([]);
  expect(tab.violations).toEqual([]);
  await tab.release();
  return seen;
}

test('every entry point with no session, a signed-on one and a lapsed one ends where the contract says', async () => {
  const [none, signedOn, lapsed] = await Promise.all(
    (['no session', 'signed on', 'lapsed'] as const).map((s) => everyEntry(s)),
  );
  const withoutSession = {
    forgotPassword: 'FORGOT_PASSWORD',
    newUser: 'NEW_USER',
    // the operator consent before the first code (seed: federated.user)
    userRegistration: 'SELF_REG_MNO',
    authenticateUser: 'LOGIN_PAGE',
    resetPassword: 'ERROR',
    // no two-factor owed: the error dialog, whose continue goes to the login URL (docs/product.md)
    twoFactorAuth: 'ERROR',
    securitySettings: 'LOGIN_PAGE',
    logout: 'done',
  };
  expect(none).toEqual(withoutSession);
  expect(lapsed).toEqual(withoutSession);
  expect(signedOn).toEqual({
    ...withoutSession,
    resetPassword: 'VOLUNTARY_PASSWORD',
    securitySettings: 'SECURITY_SETTINGS',
  });
});

test.each(['signed on', 'lapsed'] as const)(
  'two-factor after a sign-on that owes it, %s: its options, or the session timeout',
  async (state) => {
    const tab = await pageIn(state, 'twofactor.user');
    expect(await call(tab, 'twoFactorAuth')).toBe(state === 'lapsed' ? 'ERROR' : 'SV_DELIVERY_OPTIONS');
    // a lapsed session is no session to the server: nothing is owed, so nothing is authorized, in the words
    // docs/product.md section 4 gives the options fetch's refusal (the widget reads them)
    if (state === 'lapsed') expect(await message(tab)).toContain('You are not authorized to perform the action.');
    await tab.release();
  },
);
