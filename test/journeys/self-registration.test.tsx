// Self-registration from a federated assertion (docs/flows.md "Self-registration", panels 6 and 9): the loader
// posts the assertion, the delivery method decides on the mobile-operator consent, registration sends the code, then
// the password and the final dialog — the real widget against recorded replies.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import selfRegFlow from '../../flows/self-registration.json';
import {
  API,
  HOST_PAGE,
  bootstrap,
  dialog,
  mountWidget,
  replyToPath as replyTo,
  flowRows,
  rowsFollowed,
  setHostUrl,
  settle,
  unmountWidget,
} from '../support/widget';
import { validPassword } from '../support/roles';
import { say } from '../support/say';

/** an acceptable new password under the data's rules */
const NEW = validPassword();

afterEach(async () => {
  await unmountWidget();
  nock.cleanAll();
  setHostUrl(HOST_PAGE);
});

const page = () => dialog()?.getAttribute('data-page');
const SAML = {
  SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=',
  RelayState: '/sp/selfReg?appId=demo&brandId=demo&isWidget=true',
};

async function register(delivery: object, opts: { config?: Record<string, unknown>; acs?: object } = {}) {
  bootstrap();
  const acs = replyTo('post', '/sp/ACS.saml2', opts.acs ?? { status: 'success', token: 'reg-1', messages: {} });
  const method = replyTo('post', '/userReg/wgt/getDeliveryMethod', delivery);
  const m = await mountWidget(
    'userRegistration',
    { targetUrl: '/app/home', ...opts.config },
    { extra: { samlInput: SAML } },
  );
  await waitFor(() => expect(['SELF_REG_MNO', 'VALIDATE_SV', 'ERROR']).toContain(page()));
  await settle();
  return { ...m, acs, method, u: userEvent.setup({ delay: null }) };
}

test('a phone: the assertion, the delivery method, the operator consent; accept registers and sends the code', async () => {
  const registered = replyTo('post', '/userReg/wgt/apps/demo/brands/demo/register', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'We sent you a code.' },
    svAttempts: 1,
    phoneId: 'p1',
  });
  const { acs, method, u } = await register({ phoneId: 'p1', deliveryMethod: 'TEXT', messages: {} });
  expect(acs[0]).toEqual({
    ...SAML,
    wgtRequest: true,
    transport: 'POST',
    appDomain: 'auth.test',
    appId: 'demo',
    brandId: 'demo',
    language: 'en_US',
  });
  expect(method).toEqual([{ token: 'reg-1' }]);
  expect(page()).toBe('SELF_REG_MNO');
  expect(dialog()).toHaveAttribute('data-dialog', 'consent');
  expect(dialog()).toHaveAttribute('data-flow', 'SELF_REG');
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Mobile operator consent');
  expect(dialog()).toHaveTextContent('we check your mobile number with your mobile operator');
  expect(registered).toEqual([]);
  await u.click(screen.getByRole('button', { name: say('dialog.consent.accept') }));
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
  expect(registered).toEqual([{ token: 'reg-1' }]);
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('We sent you a code.');
  // no progress bar in self-registration
  expect(document.querySelector('[data-progress]')).toBeNull();
});

test('cancelling the consent says the earlier action cannot be completed', async () => {
  const { u } = await register({ phoneId: 'p1', deliveryMethod: 'VOICE', messages: {} });
  await u.click(screen.getByRole('button', { name: say('common.cancel') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('Without your consent, the earlier action cannot be completed.');
  await unmountWidget();
  const again = await register({ phoneId: 'p1', deliveryMethod: 'TEXT', messages: {} });
  await again.u.click(screen.getByRole('button', { name: say('common.close') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
});

test('e-mail: no consent, the code is sent at once; then the code, the password (no progress bar), and the new-user final dialog → loginUrl', async () => {
  replyTo('post', '/userReg/wgt/apps/demo/brands/demo/register', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: 1,
    phoneId: 'EMAIL',
  });
  const checked = replyTo('post', '/userReg/wgt/validateSV', { nextAction: 'CPW', messages: {} });
  const created = replyTo('post', '/userReg/wgt/createpassword', {
    nextAction: 'REDIRECT',
    messages: { type: 'INFO', detail: 'Your account is ready.' },
  });
  const { u, navigations } = await register(
    { phoneId: '', deliveryMethod: 'EMAIL', messages: {} },
    { config: { loginUrl: '/app/login' } },
  );
  expect(page()).toBe('VALIDATE_SV');
  await u.type(screen.getByLabelText(/Security code/), '246810');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('FPW_RESET_PASSWORD'));
  expect(checked[0]).toEqual({ appId: 'demo', cfmDevicePrint: '', validationCode: '246810' });
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent(
    'Create a password for your new account',
  );
  expect(document.querySelector('[data-progress]')).toBeNull();
  await u.type(document.querySelector('input[name="newPassword"]') as HTMLElement, NEW);
  await u.type(document.querySelector('input[name="reenterPassword"]') as HTMLElement, NEW);
  await u.click(screen.getByRole('button', { name: say('panel.createPassword.submit') }));
  await waitFor(() => expect(page()).toBe('FPS_PASSWORD_CONFIRMATION'));
  expect(created[0]).toEqual({
    newPassword: NEW,
    confirmPassword: NEW,
    cfmDevicePrint: '',
    appId: 'demo',
  });
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('New user setup');
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('Your account is ready.');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(navigations).toEqual(['http://auth.test/app/login']));
});

test('a refused assertion, a failing call, and closing the loader while it waits', async () => {
  await register(
    {},
    { acs: { status: 'failed', messages: { type: 'ERROR', detail: 'Your sign-on could not be accepted.' } } },
  );
  expect(page()).toBe('ERROR');
  expect(screen.getByRole('alert')).toHaveTextContent('Your sign-on could not be accepted.');
  await unmountWidget();

  bootstrap();
  nock(API).post('/sp/ACS.saml2').query(true).reply(500, 'x');
  nock(API).post('/login/wgt/logErrorMessage/apps/demo/demo').query(true).reply(200, { messages: {} });
  await mountWidget('userRegistration', {}, { extra: { samlInput: SAML } });
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('Request Failed: Internal Server Error');
  await unmountWidget();

  bootstrap();
  nock(API).post('/sp/ACS.saml2').query(true).delay(300).reply(200, { status: 'success', token: 't', messages: {} });
  const m = await mountWidget('userRegistration', { selfRegURL: '/app/register' }, { extra: { samlInput: SAML } });
  expect(page()).toBe('SELF_REG');
  expect(dialog()).toHaveTextContent('We are checking your registration details.');
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: say('common.close') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/register']));
});

test('the reference-id variant: REF and TargetResource on the host page → getSVDeliveryDetail, then registration', async () => {
  setHostUrl('/app/page.html?REF=ref-7&TargetResource=%2Fapp%2Fhome');
  bootstrap();
  const detail = replyTo('post', '/userReg/wgt/getSVDeliveryDetail', {
    status: 'success',
    token: 'reg-2',
    phoneId: '',
    deliveryMethod: 'EMAIL',
    messages: {},
  });
  const registered = replyTo('post', '/userReg/wgt/apps/demo/brands/demo/register', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: 1,
    phoneId: 'EMAIL',
  });
  await mountWidget('userRegistration', {});
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
  expect(detail).toEqual([{ TargetResource: '/app/home', REF: 'ref-7' }]);
  expect(registered).toEqual([{ token: 'reg-2' }]);
});

test('every row of flows/self-registration.json is followed by one of the journeys above', () => {
  const rows = flowRows(selfRegFlow);
  expect(rows.filter((r) => !rowsFollowed.has(r))).toEqual([]);
});

test('a successful reply with "messages": {} shows no message on the code panel; an error dialog without one says SYSTEM_ERROR', async () => {
  replyTo('post', '/userReg/wgt/apps/demo/brands/demo/register', {
    nextAction: 'VALIDATE_SV',
    messages: {},
    svAttempts: 1,
    phoneId: 'EMAIL',
  });
  replyTo('post', '/userReg/wgt/validateSV', { nextAction: 'ERROR', messages: {} });
  const { u } = await register({ phoneId: '', deliveryMethod: 'EMAIL', messages: {} });
  expect(page()).toBe('VALIDATE_SV');
  expect(document.querySelector('[data-message-type]')).toBeNull();
  expect(dialog()).not.toHaveTextContent('A system error has occurred');
  await u.type(screen.getByLabelText(/Security code/), '246810');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('A system error has occurred');
});
