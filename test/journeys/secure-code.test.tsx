// Step-up and two-factor by secure code (docs/panels.md panel 4, section 4 "Delivery options", "Code entry", "Cancel or
// close", "Error dialog continue"): the loaders, the delivery options, sending and validating the code, resend,
// the two-factor callback and cancel URL — the real widget against recorded replies.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import secureCodeFlow from '../../flows/secure-code.json';
import { fakeCredential, repeat, REQUEST_OPTIONS, withCredentials } from '../support/credentials';
import { sessionActions } from '../../src/app/sessionSlice';
import {
  API,
  HOST_PAGE,
  bootstrap,
  dialog,
  mountWidget,
  replyToSignOn,
  replyToPath,
  flowRows,
  rowsFollowed,
  setHostUrl,
  settle,
  unmountWidget,
  pressAfterCountdown,
  pressSubmit,
} from '../support/widget';
import { sayStart, say } from '../support/say';
import { settings } from '../support/roles';

afterEach(async () => {
  await unmountWidget();
  nock.cleanAll();
  setHostUrl(HOST_PAGE);
});

const page = () => dialog()?.getAttribute('data-page');
const radios = () => [...document.querySelectorAll<HTMLInputElement>('input[name="deliveryOption"]')];
const OPTIONS = {
  messages: {},
  mobilePhoneIds: { p1: '***-***-0123' },
  landLinePhoneIds: { p2: '***-***-0456' },
  email: 'a***@example.com',
};

const replyTo = replyToPath;

/** Continue on the options: the code goes by text to the first mobile (attempt `n`), and the code panel opens. */
async function codeSent(u: { click: (el: Element) => Promise<void> }, path: string, n = 1) {
  replyTo('post', path, {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: n,
    phoneId: 'p1',
  });
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
}

/** Step-up after sign-on (STEP_UP), or two-factor by the host entry point. */
async function stepUp(options: object = OPTIONS, app: Record<string, unknown> = {}) {
  bootstrap({ app });
  replyToSignOn({ nextAction: 'STEP_UP', messages: {} });
  const asked = replyTo('get', '/stepup/wgt/svoptions', options);
  const m = await mountWidget('authenticateUser', { targetUrl: '/app/home' });
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'stepup.user');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'Welcome#2026');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  // the new session's id and token, then the options
  await waitFor(() => expect(['SV_DELIVERY_OPTIONS', 'ERROR']).toContain(page()));
  await waitFor(() => expect(m.widget.store.getState().flow.busy).toBe(false));
  await settle();
  return { ...m, u, asked };
}
async function twoFactor(
  options: object = OPTIONS,
  config: Record<string, unknown> = {},
  urls: { cancelUrl?: string; loginUrl?: string } = {},
) {
  bootstrap();
  const asked = replyTo('get', '/svauth/wgt/svoptions', options);
  const m = await mountWidget('twoFactorAuth', { targetUrl: '/app/home', ...config }, { extra: urls });
  await settle();
  return { ...m, u: userEvent.setup({ delay: null }), asked };
}

test('step-up: the loader fetches the options; one radio per mobile × voice/text, landline × voice, one e-mail; voice preselected', async () => {
  const { asked } = await stepUp();
  // after sign-on the new server session's id (and CSRF token) are used
  expect(asked).toEqual([expect.objectContaining({ appId: 'demo', brandId: 'demo', isWidget: 'true', sId: 'sid-2' })]);
  expect(asked[0]).not.toHaveProperty('authLevel');
  expect(page()).toBe('SV_DELIVERY_OPTIONS');
  expect(dialog()).toHaveAttribute('data-flow', 'STEP_UP');
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent(
    'Choose where to send your security code',
  );
  const group = screen.getByRole('radiogroup', { name: 'Send my security code' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((r) => [(r as HTMLInputElement).value, r.closest('label')?.textContent]),
  ).toEqual([
    ['p1:VOICE', 'By voice call to ***-***-0123'],
    ['p1:TEXT', 'By text message to ***-***-0123'],
    ['p2:VOICE', 'By voice call to the landline ***-***-0456'],
    ['EMAIL', 'By email to a***@example.com'],
  ]);
  expect(within(group).getByRole('radio', { name: 'By voice call to ***-***-0123' })).toBeChecked();
  expect(
    [...document.querySelectorAll('[data-progress] [data-step-state]')].map((s) => s.getAttribute('data-step-state')),
  ).toEqual(['active', 'pending']);
  expect(dialog()).toHaveTextContent('By continuing, you agree to receive a call or text message');
  expect(dialog()).toHaveTextContent('Carriers are not liable');
});

test('voice disabled: text per mobile only and no landline; no phones: e-mail preselected', async () => {
  await stepUp(OPTIONS, { isVoiceDisabled: true });
  expect(radios().map((r) => r.value)).toEqual(['p1:TEXT', 'EMAIL']);
  expect(radios()[0]).toBeChecked();
  await unmountWidget();
  await stepUp({ messages: {}, mobilePhoneIds: {}, landLinePhoneIds: {}, email: 'a***@example.com' });
  expect(radios().map((r) => r.value)).toEqual(['EMAIL']);
  expect(radios()[0]).toBeChecked();
  await unmountWidget();
  await stepUp({ messages: {}, mobilePhoneIds: {}, landLinePhoneIds: { p2: '***-***-0456' }, email: '' });
  expect(radios().map((r) => r.value)).toEqual(['p2:VOICE']);
  expect(radios()[0]).toBeChecked();
});

test('continue is disabled until the CSRF token exists', async () => {
  const { widget } = await stepUp();
  const button = screen.getByRole('button', { name: say('common.continue') });
  expect(button).not.toHaveAttribute('aria-disabled');
  act(() => {
    widget.store.dispatch(
      sessionActions.csrfTokenReceived({ csrfTokenValue: '', csrfTokenStatus: '', csrfTokenHeader: 'X-XSRF-TOKEN' }),
    );
  });
  expect(button).toHaveAttribute('aria-disabled', 'true');
  act(() => {
    widget.store.dispatch(
      sessionActions.csrfTokenReceived({
        csrfTokenValue: 'tok-3',
        csrfTokenStatus: 'SUCCESS',
        csrfTokenHeader: 'X-XSRF-TOKEN',
      }),
    );
  });
  expect(button).not.toHaveAttribute('aria-disabled');
});

test('step-up by voice: send, enter the code (validationCode), resend with the stored choice, then REDIRECT to the target', async () => {
  const stepped = await stepUp();
  const { u, navigations } = stepped;
  const sent = replyTo(
    'post',
    '/stepup/wgt/sendSV',
    {
      nextAction: 'VALIDATE_SV',
      messages: { type: 'INFO', detail: 'We sent you a code.' },
      svAttempts: 1,
      phoneId: 'p1',
    },
    {
      nextAction: 'VALIDATE_SV',
      messages: { type: 'INFO', detail: 'We sent you a new code.' },
      svAttempts: 2,
      phoneId: 'p1',
    },
  );
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
  expect(sent[0]).toEqual({ phoneId: 'p1', deliveryMethod: 'VOICE', appId: 'demo' });
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('We sent you a code.');
  expect(
    [...document.querySelectorAll('[data-progress] [data-step-state]')].map((s) => s.getAttribute('data-step-state')),
  ).toEqual(['completed', 'active']);
  expect(document.querySelector('input[name="validationCode"]')).toHaveAttribute('autocomplete', 'one-time-code');

  // a wrong code stays, with the message focused
  const checked = replyTo(
    'post',
    '/stepup/wgt/validateSV',
    { nextAction: 'VALIDATE_SV', messages: { type: 'ERROR', detail: 'That code is not right.' }, svAttempts: 1 },
    { nextAction: 'REDIRECT', messages: {} },
  );
  await u.type(screen.getByLabelText(/Security code/), '000000');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('That code is not right.');
  await waitFor(() => expect(document.activeElement).toBe(alert.closest('[data-message-type]')));
  expect(checked[0]).toEqual({ appId: 'demo', cfmDevicePrint: '', validationCode: '000000' });

  // resend (the countdown itself is tested in Chromium with a controlled clock) repeats the stored phone id and method
  expect(screen.getByRole('button', { name: say('widget.resend.link') })).toBeDisabled();
  await pressAfterCountdown(stepped, 'VALIDATE_SV', 'RESEND');
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toEqual({ phoneId: 'p1', deliveryMethod: 'VOICE', appId: 'demo', svAttempts: 1 });
  expect(await screen.findByRole('status')).toHaveTextContent('We sent you a new code.');

  await u.type(screen.getByLabelText(/Security code/), '123456');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(navigations).toEqual(['http://auth.test/app/home']));
});

test('the resend link disappears once the send limit is reached', async () => {
  const { u } = await stepUp();
  replyTo('post', '/stepup/wgt/sendSV', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: settings().maxSends,
    phoneId: 'EMAIL',
  });
  await u.click(screen.getByRole('radio', { name: 'By email to a***@example.com' }));
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
  expect(screen.queryByRole('button', { name: say('widget.resend.link') })).toBeNull();
});

test('a resend the server refuses (too early) shows its message; the time the code was sent stays', async () => {
  const m = await stepUp();
  replyTo('post', '/stepup/wgt/sendSV', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: 1,
    phoneId: 'EMAIL',
  });
  await m.u.click(screen.getByRole('radio', { name: 'By email to a***@example.com' }));
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
  const sentAt = m.widget.store.getState().flow.context.codeSentAt;
  replyTo('post', '/stepup/wgt/sendSV', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'ERROR', detail: 'Please wait before asking for a new code.' },
    svAttempts: 1,
    phoneId: 'EMAIL',
  });
  await pressAfterCountdown(m, 'VALIDATE_SV', 'RESEND');
  expect(await screen.findByRole('alert')).toHaveTextContent('Please wait before asking for a new code.');
  expect(m.widget.store.getState().flow.context.codeSentAt).toBe(sentAt);
});

test('the not-authorized text on the options fetch sends the user to the error page', async () => {
  await stepUp({
    messages: { type: 'ERROR', detail: 'You are not authorized to perform the action.' },
    mobilePhoneIds: {},
    landLinePhoneIds: {},
    email: '',
  });
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('You are not authorized to perform the action.');
});

test('no phone and no e-mail on file: the error page says so; another message is shown above the options', async () => {
  await stepUp({ messages: {}, mobilePhoneIds: {}, landLinePhoneIds: {}, email: '' });
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('There is no phone number or email address on file');
  await unmountWidget();
  await stepUp({ ...OPTIONS, messages: { type: 'INFO', detail: 'Choose a channel you can reach now.' } });
  expect(page()).toBe('SV_DELIVERY_OPTIONS');
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('Choose a channel you can reach now.');
});

test('the options fetch failing shows the failure; closing the loader while it waits closes the widget', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'STEP_UP', messages: {} });
  nock(API).get('/stepup/wgt/svoptions').query(true).times(2).reply(500, 'x');
  nock(API).post('/login/wgt/logErrorMessage/apps/demo/demo').query(true).reply(200, { messages: {} });
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'stepup.user');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'Welcome#2026');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('Request Failed: Internal Server Error');
  await unmountWidget();

  bootstrap();
  nock(API).get('/svauth/wgt/svoptions').query(true).delay(300).reply(200, OPTIONS);
  await mountWidget('twoFactorAuth');
  expect(page()).toBe('TWO_FACTOR_AUTH');
  expect(dialog()).toHaveTextContent('Your account uses two-step verification.');
  await u.click(screen.getByRole('button', { name: say('common.close') }));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('two-factor by e-mail: authLevel on the options, /svauth send and validate (otc), SUCCESS to the callback', async () => {
  const { u, asked, callbacks, navigations } = await twoFactor(
    OPTIONS,
    { authLevel: '2' },
    { cancelUrl: 'CLOSE_OVERLAY', loginUrl: '/app/login' },
  );
  expect(asked[0]).toMatchObject({ appId: 'demo', brandId: 'demo', authLevel: '2' });
  expect(page()).toBe('SV_DELIVERY_OPTIONS');
  expect(dialog()).toHaveAttribute('data-flow', 'TWO_FACTOR');
  const sent = replyTo('post', '/svauth/wgt/sendsv', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: 1,
    phoneId: 'EMAIL',
  });
  await u.click(screen.getByRole('radio', { name: 'By email to a***@example.com' }));
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
  expect(sent[0]).toEqual({ phoneId: '', deliveryMethod: 'EMAIL', appId: 'demo' });
  const checked = replyTo('post', '/svauth/wgt/validatesv', { nextAction: 'REDIRECT', messages: {} });
  await u.type(screen.getByLabelText(/Security code/), '654321');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(callbacks).toEqual(['SUCCESS']));
  expect(checked[0]).toEqual({ otc: '654321', cfmDevicePrint: '', appId: 'demo' });
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(navigations).toEqual([]);
});

test('two-factor FPC: the callback-failed flag hides the code panel; the error continue goes to the two-factor login URL', async () => {
  const { u, callbacks, navigations, widget } = await twoFactor(
    OPTIONS,
    {},
    { cancelUrl: 'CLOSE_OVERLAY', loginUrl: '/app/login' },
  );
  await codeSent(u, '/svauth/wgt/sendsv');
  replyTo('post', '/svauth/wgt/validatesv', {
    nextAction: 'FPC',
    messages: { type: 'ERROR', detail: 'Too many wrong codes.' },
  });
  await u.type(screen.getByLabelText(/Security code/), '000000');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(callbacks).toEqual(['FAILED']);
  expect(widget.store.getState().flow.context).toMatchObject({ twoFactorStatus: 'FAILED' });
  expect(document.querySelector('input[name="validationCode"]')).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong codes.');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(navigations).toEqual(['http://auth.test/app/login']));
});

test('two-factor without a callback: REDIRECT goes to the target; step-up FPC is an error page; STEP_UP after a code chooses again', async () => {
  bootstrap();
  replyTo('get', '/svauth/wgt/svoptions', OPTIONS);
  const m = await mountWidget('twoFactorAuth', { targetUrl: '/app/home' }, { callbacks: {} });
  await settle();
  const u = userEvent.setup({ delay: null });
  await codeSent(u, '/svauth/wgt/sendsv');
  replyTo('post', '/svauth/wgt/validatesv', { nextAction: 'REDIRECT', messages: {} });
  await u.type(screen.getByLabelText(/Security code/), '111111');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
  await unmountWidget();

  const s = await stepUp();
  await codeSent(s.u, '/stepup/wgt/sendSV');
  replyTo(
    'post',
    '/stepup/wgt/validateSV',
    { nextAction: 'STEP_UP', messages: {} },
    { nextAction: 'FPC', messages: { type: 'ERROR', detail: 'Locked.' } },
  );
  await s.u.type(screen.getByLabelText(/Security code/), '222222');
  await s.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('SV_DELIVERY_OPTIONS'));
  await codeSent(s.u, '/stepup/wgt/sendSV', 2);
  await s.u.type(screen.getByLabelText(/Security code/), '333333');
  await s.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(s.callbacks).toEqual([]);
});

test('two-factor cancel: CLOSE_OVERLAY closes the overlay; a URL is followed (options panel and code panel)', async () => {
  let m = await twoFactor(OPTIONS, {}, { cancelUrl: 'CLOSE_OVERLAY', loginUrl: '/app/login' });
  await m.u.click(screen.getByRole('button', { name: say('common.cancel') }));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(m.navigations).toEqual([]);

  m = await twoFactor(OPTIONS, {}, { cancelUrl: '/app/cancelled', loginUrl: '/app/login' });
  await codeSent(m.u, '/svauth/wgt/sendsv');
  await m.u.click(screen.getByRole('button', { name: say('common.cancel') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/cancelled']));
  await unmountWidget();

  m = await twoFactor(OPTIONS, {}, { cancelUrl: 'https://evil.example.net/', loginUrl: '/app/login' });
  await m.u.click(screen.getByRole('button', { name: say('common.close') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(m.navigations).toEqual([]);
  expect(screen.getByRole('alert')).toHaveTextContent('not allowed');
});

test('step-up: closing the code panel closes the widget', async () => {
  const { u } = await stepUp();
  await codeSent(u, '/stepup/wgt/sendSV');
  await u.click(screen.getByRole('button', { name: say('common.close') }));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('forgot password answered with STEP_UP: the options page fetches its options itself', async () => {
  bootstrap();
  nock(API)
    .get('/login/wgt/getCountryCodes')
    .query(true)
    .reply(200, { CountryCodes: ['1'] });
  replyTo('post', '/fpc/wgt/validateuser/apps/demo/demo', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: 1,
    phoneId: 'EMAIL',
  });
  replyTo('post', '/fpc/wgt/validatesv', { nextAction: 'STEP_UP', messages: {} });
  const asked = replyTo('get', '/stepup/wgt/svoptions', OPTIONS);
  await mountWidget('forgotPassword');
  await settle();
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'alice');
  await u.click(screen.getByRole('radio', { name: 'Email' }));
  await u.type(screen.getByLabelText(/Email/, { selector: 'input[name="email"]' }), 'alice@example.com');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.enterUserInfo.submit') }));
  await waitFor(() => expect(page()).toBe('FPW_ENTER_CODE'));
  await u.type(screen.getByLabelText(/Security code/), '123456');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('SV_DELIVERY_OPTIONS'));
  await waitFor(() => expect(radios()).toHaveLength(4));
  expect(asked).toHaveLength(1);
  expect(dialog()).toHaveAttribute('data-flow', 'STEP_UP');
});

test('self-registration: resend goes back to choosing the channel (userReg options and sendSV); a valid code leads to the password', async () => {
  bootstrap();
  replyTo('post', '/sp/ACS.saml2', { status: 'success', token: 'reg-1', messages: {} });
  replyTo('post', '/userReg/wgt/getDeliveryMethod', { phoneId: '', deliveryMethod: 'EMAIL', messages: {} });
  replyTo('post', '/userReg/wgt/apps/demo/brands/demo/register', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: 1,
    phoneId: 'EMAIL',
  });
  const m = await mountWidget('userRegistration', {}, { extra: { samlInput: { SAMLResponse: 'x', RelayState: '' } } });
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
  const asked = replyTo('get', '/userReg/wgt/svoptions', OPTIONS);
  await pressAfterCountdown(m, 'VALIDATE_SV', 'RESEND');
  await waitFor(() => expect(radios()).toHaveLength(4));
  expect(page()).toBe('SV_DELIVERY_OPTIONS');
  expect(asked).toHaveLength(1);
  expect(document.querySelector('[data-progress]')).toBeNull();
  const sent = replyTo('post', '/userReg/wgt/sendSV', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent again.' },
    svAttempts: 2,
    phoneId: 'p1',
  });
  const u = userEvent.setup({ delay: null });
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('VALIDATE_SV'));
  expect(sent[0]).toEqual({ phoneId: 'p1', deliveryMethod: 'VOICE', appId: 'demo' });
  replyTo('post', '/userReg/wgt/validateSV', { nextAction: 'CPW', messages: {} });
  await u.type(screen.getByLabelText(/Security code/), '135790');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('FPW_RESET_PASSWORD'));
});

describe('a passkey for the check (docs/host.md "Passkeys")', () => {
  const browser = withCredentials(unmountWidget);
  const WITH_PASSKEY = { ...OPTIONS, passkey: true };
  const PASSKEY_APP = { factors: ['PASSKEY'] };
  const asks = (base: string) =>
    replyTo('get', `${base}/passkey/options`, ...repeat(3, { messages: {}, publicKey: REQUEST_OPTIONS }));
  /** continue with "Use a passkey": the browser asks, the user answers with a passkey */
  async function usePasskey(u: ReturnType<typeof userEvent.setup>) {
    // after a refusal the form is reset as the answer is drawn, and the group chooses its first option again in the
    // effect that follows: the user presses once it shows chosen (issue 69 point 19 moved the reset from the press)
    const option = screen.getByRole('radio', { name: say('field.deliveryOption.PASSKEY') });
    await waitFor(() => expect(option).toBeChecked());
    await u.click(screen.getByRole('button', { name: say('common.continue') }));
    await waitFor(() => expect(browser.creds.open()).toHaveLength(1));
    const [call] = browser.creds.open();
    expect(call.options.mediation).toBeUndefined();
    await act(async () => call.answer(fakeCredential('get')));
  }

  test('step-up: offered first where the user has one; the browser asks; a refusal stays with its message', async () => {
    // the sign-on panel of an app with passkeys keeps its autofill request (answered, never used here)
    replyTo('get', '/login/wgt/passkey/options', ...repeat(3, { messages: {}, publicKey: REQUEST_OPTIONS }));
    const s = await stepUp(WITH_PASSKEY, PASSKEY_APP);
    expect(radios().map((r) => r.value)).toEqual(['PASSKEY', 'p1:VOICE', 'p1:TEXT', 'p2:VOICE', 'EMAIL']);
    expect(screen.getByRole('radio', { name: say('field.deliveryOption.PASSKEY') })).toBeChecked();
    const asked = asks('/stepup/wgt');
    const sent = replyTo(
      'post',
      '/stepup/wgt/passkey/validate',
      { nextAction: 'STEP_UP', messages: { type: 'ERROR', detail: 'That passkey could not be used.' } },
      { nextAction: 'REDIRECT', messages: {} },
    );
    await usePasskey(s.u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That passkey could not be used.'));
    expect(page()).toBe('SV_DELIVERY_OPTIONS');
    await usePasskey(s.u);
    await waitFor(() => expect(s.navigations).toEqual(['http://auth.test/app/home']));
    expect(asked[0]).toMatchObject({ appId: 'demo', sId: 'sid-2' });
    expect(sent[1]).toEqual({
      appId: 'demo',
      credential: expect.objectContaining({ id: 'cred-1', type: 'public-key' }) as unknown,
    });
    expect(JSON.stringify(s.widget.store.getState())).not.toMatch(/c2lnbmF0dXJl/);
  });

  test('two-factor: success goes to the callback; a refusal stays; locked is the two-factor error', async () => {
    bootstrap({ app: PASSKEY_APP });
    replyTo('get', '/svauth/wgt/svoptions', WITH_PASSKEY);
    asks('/svauth/wgt');
    replyTo('post', '/svauth/wgt/passkey/validate', { nextAction: 'REDIRECT', messages: {} });
    const m = await mountWidget('twoFactorAuth', { targetUrl: '/app/home' });
    await settle();
    const u = userEvent.setup({ delay: null });
    await usePasskey(u);
    await waitFor(() => expect(m.callbacks).toEqual(['SUCCESS']));
    await unmountWidget();

    bootstrap({ app: PASSKEY_APP });
    replyTo('get', '/svauth/wgt/svoptions', WITH_PASSKEY);
    asks('/svauth/wgt');
    replyTo(
      'post',
      '/svauth/wgt/passkey/validate',
      { nextAction: 'TWO_FACTOR', messages: { type: 'ERROR', detail: 'That passkey could not be used.' } },
      { nextAction: 'FPC', messages: { type: 'ERROR', detail: 'Too many incorrect codes. Start again.' } },
    );
    const again = await mountWidget('twoFactorAuth', { targetUrl: '/app/home' });
    await settle();
    await usePasskey(u);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That passkey could not be used.'));
    await usePasskey(u);
    await waitFor(() => expect(page()).toBe('ERROR'));
    expect(dialog()).toHaveTextContent('Too many incorrect codes.');
    expect(again.callbacks).toEqual(['FAILED']);
  });

  test('a step-up passed by code on an app that offers passkeys goes on to the offer', async () => {
    replyTo('get', '/login/wgt/passkey/options', ...repeat(3, { messages: {}, publicKey: REQUEST_OPTIONS }));
    const s = await stepUp(OPTIONS, PASSKEY_APP);
    await codeSent(s.u, '/stepup/wgt/sendSV');
    replyTo('post', '/stepup/wgt/validateSV', { nextAction: 'PASSKEY_OFFER', messages: {}, targetUrl: '/app/home' });
    // signed on: the server's new session id and CSRF token
    replyTo('get', '/login/wgt/sessionId', { sessionId: 'sid-3' });
    replyTo('get', '/login/wgt/getCSRFToken', {
      csrfTokenValue: 'tok-3',
      csrfTokenStatus: 'SUCCESS',
      csrfTokenHeader: 'X-XSRF-TOKEN',
    });
    await s.u.type(screen.getByLabelText(/Security code/), '123456');
    await s.u.click(screen.getByRole('button', { name: say('common.continue') }));
    await waitFor(() => expect(page()).toBe('PASSKEY_OFFER'));
    expect(dialog()).toHaveAttribute('data-flow', 'STEP_UP');
    // the new session's id and token come in before the user goes on
    await waitFor(() => expect(s.widget.store.getState().flow.busy).toBe(false));
    await settle();
  });

  test('a browser without passkeys is not offered one, whatever the reply says', async () => {
    browser.creds.remove();
    await twoFactor(WITH_PASSKEY);
    expect(radios().map((r) => r.value)).not.toContain('PASSKEY');
  });
});

test('every row of flows/secure-code.json is followed by one of the journeys above', () => {
  const rows = flowRows(secureCodeFlow);
  // TWO_FACTOR_AUTH shares STEP_UP's rows ("like").
  const followed = new Set([...rowsFollowed].map((s) => s.replace(/^TWO_FACTOR_AUTH\//, 'STEP_UP/')));
  // the options' rows into the authenticator-app and recovery-code pages: test/journeys/authenticator.test.tsx
  const elsewhere = (r: string) => /^SV_DELIVERY_OPTIONS\/events\/(TOTP|RECOVERY_CODE)\//.test(r);
  expect(rows.filter((r) => !followed.has(r) && !elsewhere(r))).toEqual([]);
});
