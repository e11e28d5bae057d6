// Every host entry point mounts and opens its first page (docs/host.md); logout logs off and calls back.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  bootstrap,
  dialog,
  mountStarting,
  mountWidget,
  networkError,
  settle,
  unmountWidget,
  pressSubmit,
} from '../support/widget';
import * as AuthWidget from '../../src/host/index';
import { sayStart, say } from '../support/say';
import { entryWaitKeys } from '../../src/flow/entryWait';
import { tables } from '../../src/data/load';
import { WAIT_LINES } from '../../src/data/types';

afterEach(async () => {
  await unmountWidget();
  nock.cleanAll();
});

test.each([
  ['forgotPassword', 'FORGOT_PASSWORD', 'FPS', say('panel.forgotPassword.title')],
  ['newUser', 'NEW_USER', 'NEW_USER', 'New user setup'],
  ['resetPassword', 'VOLUNTARY_PASSWORD', 'VOLUNTARY_PASSWORD', 'Change your password'],
  ['userRegistration', 'SELF_REG', 'SELF_REG', 'Registration'],
  ['twoFactorAuth', 'TWO_FACTOR_AUTH', 'TWO_FACTOR', 'Two-step verification'],
])('%s opens %s in flow %s', async (entry, page, flow, title) => {
  bootstrap();
  // The loaders' first calls (answered later, so the first page is seen; the journeys follow them through).
  nock(API).post('/cpw/wgt/voluntaryPwdChange').query(true).delay(200).reply(200, { nextAction: 'CPW', messages: {} });
  nock(API)
    .post('/sp/ACS.saml2')
    .query(true)
    .delay(200)
    .reply(200, { status: 'failed', messages: { type: 'ERROR', detail: 'no assertion' } });
  nock(API)
    .get('/svauth/wgt/svoptions')
    .query(true)
    .delay(200)
    .reply(200, { messages: {}, mobilePhoneIds: {}, landLinePhoneIds: {}, email: 'a***@example.com' });
  await mountWidget(entry);
  if (entry === 'resetPassword') await waitFor(() => expect(dialog()).not.toBeNull());
  expect(dialog()).toHaveAttribute('data-page', page);
  expect(dialog()).toHaveAttribute('data-flow', flow);
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent(title);
});

test('each entry point on window.AuthWidget is a function, and close() is safe with nothing mounted', () => {
  for (const name of [
    'authenticateUser',
    'forgotPassword',
    'newUser',
    'resetPassword',
    'userRegistration',
    'logout',
    'twoFactorAuth',
    'close',
  ]) {
    expect(typeof (AuthWidget as Record<string, unknown>)[name]).toBe('function');
  }
  expect(() => AuthWidget.close()).not.toThrow();
});

test('logout: GET /login/auth/logout with appId and brandId, then the callback, and the widget is gone', async () => {
  bootstrap();
  let query: Record<string, string> = {};
  nock(API)
    .get('/login/auth/logout')
    .query((q) => {
      query = q as Record<string, string>;
      return true;
    })
    .reply(200, { messages: { type: 'INFO', detail: 'bye' }, nextAction: 'LOGOUT' });
  const m = await mountWidget('logout');
  await settle(30);
  expect(query).toMatchObject({ appId: 'demo', brandId: 'demo', isWidget: 'true', sId: 'sid-1' });
  expect(m.logouts).toEqual([1]);
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('logout calls back even when the server cannot be reached', async () => {
  bootstrap();
  // a GET is tried twice on a dropped connection (one retry), then the callback runs anyway
  const down = nock(API).get('/login/auth/logout').query(true).times(2).replyWithError(networkError('down'));
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const m = await mountWidget('logout');
  await waitFor(() => expect(m.logouts).toEqual([1]));
  expect(down.isDone()).toBe(true);
  spy.mockRestore();
});

/** Sign-on answered EBS: the enable-by-secure-code dialog. */
async function toEbsDialog() {
  bootstrap();
  nock(API)
    .post('/login/wgt/authenticate/apps/demo/demo')
    .query(true)
    .reply(200, { nextAction: 'EBS', messages: { type: 'INFO', detail: 'Enable your account first.' } });
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'new.user');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'x');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'EBS'));
  return u;
}

test('the enable-by-secure-code dialog: continue opens new-user setup, cancel closes', async () => {
  nock(API)
    .get('/login/wgt/getCountryCodes')
    .query(true)
    .reply(200, { CountryCodes: ['1'] });
  const u = await toEbsDialog();
  expect(dialog()).toHaveAttribute('data-dialog', 'ebs');
  expect(dialog()).toHaveTextContent('Enable your account first.');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'NEW_USER'));
  expect(dialog()).toHaveAttribute('data-flow', 'NEW_USER');
});

test.each([
  ['cancel', 'Cancel'],
  ['close', null],
])('the enable-by-secure-code dialog: %s closes the widget', async (_how, button) => {
  const u = await toEbsDialog();
  await u.click(
    button
      ? screen.getByRole('button', { name: button })
      : (dialog()!.querySelector('[data-action="close"]') as HTMLElement),
  );
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('the close control of a landing page goes through CANCEL and closes the panel', async () => {
  bootstrap();
  await mountWidget('forgotPassword');
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: say('common.close') }));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('an invalid app and brand shows the system error instead of a blank page', async () => {
  nock(API)
    .get('/appsdetails/wgt/apps/demo')
    .query(true)
    .reply(200, { app: {} })
    .get('/appsdetails/wgt/apps/demo/brands/demo')
    .query(true)
    .reply(200, { valid: false })
    .get('/login/wgt/getCSRFToken')
    .query(true)
    .reply(200, { csrfTokenValue: 't' })
    .get('/login/wgt/sessionId')
    .query(true)
    .reply(200, { sessionId: 's' });
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await mountWidget('authenticateUser');
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('A system error has occurred.');
  spy.mockRestore();
});

test('securitySettings, a slow start: before its loading panel the wait says the words that page names', async () => {
  bootstrap({ delayMs: 700 });
  const w = mountStarting('securitySettings');
  // the words of the page the entry leads to (docs/flows.md "The wait message's words"), or the default two
  const words = (entryWaitKeys(tables, 'securitySettings') ?? WAIT_LINES).map((k) => say(k)).join('');
  await waitFor(() =>
    expect(document.querySelector('#auth-widget-wait [data-wait][role="status"]')).toHaveTextContent(words),
  );
  expect(document.querySelector('#auth-widget [role="dialog"]')).toBeNull();
  act(() => w.close());
});
