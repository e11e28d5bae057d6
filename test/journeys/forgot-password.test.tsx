// Forgotten password and new-user setup (docs/flows.md "Forgot password and new user", "Code entry", "Reset
// password"): the real widget, store, data files and locales against recorded replies.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import {
  API,
  bootstrap,
  dialog,
  mountWidget,
  settle,
  unmountWidget,
  pressAfterCountdown,
  pressSubmit,
} from '../support/widget';
import { checkPassword } from '../../src/form/passwordRules';
import { settings, validPassword } from '../support/roles';
import { sayStart, say } from '../support/say';
import { clock } from '../../src/form/widgets/CountdownResendWidget';
import { panels } from '../../src/data/load';
import { FORMAT_MESSAGES } from '../../src/form/formats';
import type { UiSchema } from '@rjsf/utils';

/** an acceptable new password under the data's rules */
const NEW = validPassword();

afterEach(unmountWidget);

const countryCodes = () =>
  nock(API)
    .get('/login/wgt/getCountryCodes')
    .query(true)
    .reply(200, { CountryCodes: ['1', '44', '33'] });
/** Registers a POST reply and returns the decoded JSON payloads it received. */
function replyTo(path: string, ...replies: object[]) {
  const seen: Record<string, unknown>[] = [];
  let i = 0;
  nock(API)
    .post(path, (b: string) => {
      seen.push(JSON.parse(new URLSearchParams(b).get('data') ?? '{}') as Record<string, unknown>);
      return true;
    })
    .query(true)
    .times(replies.length)
    .reply(200, () => replies[Math.min(i++, replies.length - 1)]);
  return seen;
}
const page = () => dialog()?.getAttribute('data-page');
const steps = () =>
  [...document.querySelectorAll('[data-progress] [data-step-state]')].map((s) => s.getAttribute('data-step-state'));

async function start(entry = 'forgotPassword', app: Record<string, unknown> = {}) {
  bootstrap({ app });
  countryCodes();
  const m = await mountWidget(entry, { targetUrl: '/app/home' });
  await settle();
  return m;
}

test('enter user info: the fields, options, defaults, progress and footnotes of panel 3', async () => {
  await start();
  expect(page()).toBe('FORGOT_PASSWORD');
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent(say('panel.forgotPassword.title'));
  expect(steps()).toEqual(['active', 'pending', 'pending', 'pending']);
  expect(document.querySelector('[data-progress] [aria-current="step"]')).toHaveTextContent(say('progress.fps.step1'));
  const channel = screen.getByRole('radiogroup', { name: 'Contact method' });
  expect(
    within(channel)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).value),
  ).toEqual(['MOBILE', 'LANDLINE', 'EMAIL']);
  expect(within(channel).getByRole('radio', { name: say('field.deliveryChannel.MOBILE') })).toBeChecked();
  expect(screen.getByRole('radio', { name: say('field.countryType.US') })).toBeChecked();
  expect(screen.getByRole('radio', { name: say('field.deliveryMode.TEXT') })).toBeChecked();
  expect(document.querySelector('input[name="phoneNumber"]')).toHaveAttribute('autocomplete', 'tel');
  expect(document.querySelector('input[name="countryCode"]')).toBeNull();
  expect(document.querySelector('input[name="email"]')).toBeNull();
  expect(dialog()).toHaveTextContent(
    'Text messages need a mobile number in a supported country and a text messaging plan.',
  );
  expect(dialog()!.querySelector('.aw-footnote svg')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: say('panel.enterUserInfo.submit') })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('changing the contact method resets the details; email hides the phone fields and their footnotes', async () => {
  await start();
  const u = userEvent.setup({ delay: null });
  await u.type(document.querySelector('input[name="phoneNumber"]') as HTMLElement, '5550100456');
  await u.click(screen.getByRole('radio', { name: say('field.deliveryChannel.LANDLINE') }));
  expect(document.querySelector('input[name="phoneNumber"]')).toHaveValue('');
  expect(screen.getByRole('radio', { name: say('field.deliveryMode.VOICE') })).toBeChecked();
  expect(screen.queryByRole('radio', { name: say('field.deliveryMode.TEXT') })).toBeNull();
  expect(document.querySelector('input[name="extension"]')).toHaveAttribute('autocomplete', 'tel-extension');
  await u.click(screen.getByRole('radio', { name: 'Email' }));
  expect(document.querySelector('input[name="phoneNumber"]')).toBeNull();
  expect(document.querySelector('input[name="email"]')).toHaveAttribute('autocomplete', 'email');
  expect(dialog()).not.toHaveTextContent('Text messages need a mobile number');
});

test('the masked phone: xxx-xxx-xxxx as typed, dashes removed and country code 1 on the wire', async () => {
  await start();
  const sent = replyTo('/fpc/wgt/validateuser/apps/demo/demo', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Code on its way.' },
    svAttempts: 1,
    phoneId: 'p1',
  });
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), '  alice  ');
  await u.type(document.querySelector('input[name="phoneNumber"]') as HTMLElement, '555010012399');
  expect(document.querySelector('input[name="phoneNumber"]')).toHaveValue('555-010-0123');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.enterUserInfo.submit') }));
  await waitFor(() => expect(page()).toBe('FPW_ENTER_CODE'));
  expect(sent[0]).toEqual({
    userId: 'alice',
    appId: 'demo',
    brandId: 'demo',
    currentFlow: 'FPS',
    deliveryChannelDetails: {
      deliveryMode: 'TEXT',
      deliveryChannel: 'MOBILE',
      countryType: 'US',
      countryCode: '1',
      phoneNumber: '5550100123',
      extension: '',
      email: '',
    },
  });
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('Code on its way.');
  expect(steps()).toEqual(['completed', 'active', 'pending', 'pending']);
  expect(document.querySelector('input[name="validationCode"]')).toHaveAttribute('autocomplete', 'one-time-code');
  const resend = screen.getByRole('button', { name: say('widget.resend.link') });
  expect(resend).toBeDisabled();
  expect(resend).toHaveAttribute('data-action', 'resend');
  expect(dialog()).toHaveTextContent(say('widget.resend.wait', { time: clock(settings().resendAfterSeconds) }));
  expect(dialog()!.querySelector('.aw-resend-status')).toHaveAttribute('aria-live', 'polite');
  expect(dialog()).toHaveTextContent(/Code sent just now\./);
});

test('field errors: US phone, international number and country code, extension, e-mail', async () => {
  await start('forgotPassword', { isIntlPhoneDisabled: false });
  const u = userEvent.setup({ delay: null });
  const phone = () => document.querySelector('input[name="phoneNumber"]') as HTMLElement;
  await u.type(phone(), '555');
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  expect(await screen.findByText('Provide a valid 10-digit phone number.')).toBeInTheDocument();
  await u.click(screen.getByRole('radio', { name: say('field.countryType.INT') }));
  const cc = document.querySelector('input[name="countryCode"]') as HTMLElement;
  await u.type(cc, '1234567');
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  expect(await screen.findByText('Provide a valid country code of up to 6 digits.')).toBeInTheDocument();
  await u.type(phone(), '1'.repeat(25));
  expect(phone()).toHaveValue('1'.repeat(21));
  await u.click(screen.getByRole('radio', { name: say('field.deliveryChannel.LANDLINE') }));
  await u.type(document.querySelector('input[name="extension"]') as HTMLElement, '12345678');
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  expect(await screen.findByText('Provide a valid extension of up to 7 digits.')).toBeInTheDocument();
  await u.click(screen.getByRole('radio', { name: 'Email' }));
  await u.type(document.querySelector('input[name="email"]') as HTMLElement, 'not an email');
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  // in the words the data gives for what refuses it: its pattern's message, or its format's (docs/validation.md)
  const email = panels['enter-user-info'].schema.properties!.email as { pattern?: string; format?: string };
  const own = (panels['enter-user-info'].ui.email as UiSchema)['ui:options']?.errors as Record<string, string>;
  const key = email.pattern ? own.pattern : (own.format ?? FORMAT_MESSAGES[email.format!]);
  expect(await screen.findByText(say(key))).toBeInTheDocument();
});

test('international: leaving the country code checks it against the supported list; prefixes are stripped', async () => {
  await start('forgotPassword', { isIntlPhoneDisabled: false });
  const sent = replyTo('/fpc/wgt/validateuser/apps/demo/demo', {
    nextAction: 'VALIDATE_SV',
    messages: {},
    svAttempts: 1,
    phoneId: 'p1',
  });
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'intl.user');
  await u.click(screen.getByRole('radio', { name: say('field.countryType.INT') }));
  expect(screen.getByRole('radio', { name: say('field.deliveryMode.VOICE') })).toBeChecked();
  const cc = document.querySelector('input[name="countryCode"]') as HTMLElement;
  await u.type(cc, '+0044');
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  expect(screen.getByRole('radio', { name: say('field.deliveryMode.TEXT') })).toBeChecked();
  await u.clear(cc);
  await u.type(cc, '999');
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  expect(screen.getByRole('radio', { name: say('field.deliveryMode.VOICE') })).toBeChecked();
  await u.clear(cc);
  await u.type(cc, '+44');
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  await u.type(document.querySelector('input[name="phoneNumber"]') as HTMLElement, '2079460958');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.enterUserInfo.submit') }));
  await waitFor(() => expect(page()).toBe('FPW_ENTER_CODE'));
  expect(sent[0].deliveryChannelDetails).toEqual({
    deliveryMode: 'TEXT',
    deliveryChannel: 'MOBILE',
    countryType: 'INT',
    countryCode: '44',
    phoneNumber: '2079460958',
    extension: '',
    email: '',
  });
});

test.each([
  [{}, 'FPS', ['MOBILE', 'LANDLINE', 'EMAIL'], ['US', 'INT']],
  [{ isVoiceDisabled: true }, 'FPS', ['MOBILE', 'EMAIL'], ['US', 'INT']],
  [{ isIntlPhoneDisabled: true }, 'FPS', ['MOBILE', 'LANDLINE', 'EMAIL'], ['US']],
  [{ fpsNewUserSVChannel: 'EMAIL' }, 'FPS', ['EMAIL'], []],
  [{ newUserSVChannel: 'EMAIL' }, 'NEW_USER', ['EMAIL'], []],
  [{ newUserSVChannel: 'PHONE' }, 'NEW_USER', ['MOBILE', 'LANDLINE'], ['US', 'INT']],
])('app settings %p in %s offer %p', async (app, flow, channels, countryTypes) => {
  await start(flow === 'FPS' ? 'forgotPassword' : 'newUser', { isIntlPhoneDisabled: false, ...app });
  const group = screen.getByRole('radiogroup', { name: 'Contact method' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).value),
  ).toEqual(channels);
  expect(within(group).getAllByRole('radio')[0]).toBeChecked();
  expect([...document.querySelectorAll('input[name="countryType"]')].map((r) => (r as HTMLInputElement).value)).toEqual(
    countryTypes,
  );
  if ((app as { isVoiceDisabled?: boolean }).isVoiceDisabled)
    expect(screen.queryByRole('radio', { name: say('field.deliveryMode.VOICE') })).toBeNull();
});

async function toCodePage(
  reply: object = {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'Sent.' },
    svAttempts: 1,
    phoneId: 'p1',
  },
  entry = 'forgotPassword',
) {
  const m = await start(entry);
  replyTo('/fpc/wgt/validateuser/apps/demo/demo', reply);
  const u = userEvent.setup({ delay: null });
  await sendUserInfo(u);
  await waitFor(() => expect(page()).toBe('FPW_ENTER_CODE'));
  return { m, u };
}
/** The user-info panel filled as most journeys fill it (alice, a US mobile), then "Send code now". */
async function sendUserInfo(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'alice');
  await u.type(document.querySelector('input[name="phoneNumber"]') as HTMLElement, '5550100123');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.enterUserInfo.submit') }));
}
/** A valid new password typed twice, then "Save password". */
async function savePassword(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText(/^New password/), NEW);
  await u.type(screen.getByLabelText(/^Re-enter new password/), NEW);
  await u.click(screen.getByRole('button', { name: say('panel.createPassword.submit') }));
}
async function enterCode(u: ReturnType<typeof userEvent.setup>, code = '123456') {
  await u.type(screen.getByLabelText(/Security code/), code);
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await settle();
}

test('validate user LOGIN goes back to sign-on with the error', async () => {
  await start();
  replyTo('/fpc/wgt/validateuser/apps/demo/demo', {
    nextAction: 'LOGIN',
    messages: { type: 'ERROR', detail: 'Sign on instead.' },
  });
  const u = userEvent.setup({ delay: null });
  await sendUserInfo(u);
  await waitFor(() => expect(page()).toBe('LOGIN_PAGE'));
  expect(screen.getByRole('alert')).toHaveTextContent('Sign on instead.');
});

test('a wrong code stays, focuses the message and clears the code; the right code moves on with attempts reset', async () => {
  const { m, u } = await toCodePage();
  const sent = replyTo(
    '/fpc/wgt/validatesv',
    { nextAction: 'VALIDATE_SV', messages: { type: 'ERROR', detail: 'The code is not correct.' }, svAttempts: 1 },
    { nextAction: 'CPW', messages: {} },
  );
  await enterCode(u, '111111');
  expect(screen.getByRole('alert')).toHaveTextContent('The code is not correct.');
  expect(screen.getByRole('alert')).toHaveFocus();
  expect(screen.getByLabelText(/Security code/)).toHaveValue('');
  expect(screen.getByRole('button', { name: say('common.continue') })).toHaveAttribute('aria-disabled', 'true');
  await enterCode(u, '123456');
  await waitFor(() => expect(page()).toBe('FPW_RESET_PASSWORD'));
  expect(sent).toEqual([
    { otc: '111111', cfmDevicePrint: '', appId: 'demo' },
    { otc: '123456', cfmDevicePrint: '', appId: 'demo' },
  ]);
  expect(m.widget.store.getState().flow.context.svAttempts).toBe(0);
  expect(steps()).toEqual(['completed', 'completed', 'active', 'pending']);
});

test.each([
  ['ERROR', 'ERROR', 'FPS'],
  ['LOGIN', 'ERROR', 'FPS'],
  ['STEP_UP', 'SV_DELIVERY_OPTIONS', 'STEP_UP'],
])('validate code %s → %s', async (nextAction, target, flow) => {
  const { u } = await toCodePage();
  replyTo('/fpc/wgt/validatesv', { nextAction, messages: { type: 'ERROR', detail: 'x' } });
  await enterCode(u);
  await waitFor(() => expect(page()).toBe(target));
  expect(dialog()).toHaveAttribute('data-flow', flow);
});

test('validate code REDIRECT finishes at the target URL', async () => {
  const { m, u } = await toCodePage();
  replyTo('/fpc/wgt/validatesv', { nextAction: 'REDIRECT', messages: {} });
  await enterCode(u);
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
});

test('resend repeats the earlier send payload with appId, the phone id, method and attempts', async () => {
  const { m } = await toCodePage();
  const sent = replyTo('/fpc/wgt/sendsv', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: 'New code sent.' },
    svAttempts: 2,
    phoneId: 'p1',
  });
  await pressAfterCountdown(m, 'FPW_ENTER_CODE', 'RESEND');
  await settle(30);
  expect(sent[0]).toMatchObject({
    userId: 'alice',
    currentFlow: 'FPS',
    appId: 'demo',
    phoneId: 'p1',
    deliveryMethod: 'TEXT',
    svAttempts: 1,
    deliveryChannelDetails: { phoneNumber: '5550100123' },
  });
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('New code sent.');
  expect(m.widget.store.getState().flow.context.svAttempts).toBe(2);
});

test('a resend the server refuses (too early) shows its message and keeps the countdown and "Code sent" time', async () => {
  const { m } = await toCodePage();
  const sentAt = m.widget.store.getState().flow.context.codeSentAt;
  replyTo('/fpc/wgt/sendsv', {
    nextAction: 'VALIDATE_SV',
    messages: { type: 'ERROR', detail: 'Please wait before asking for a new code.' },
    svAttempts: 1,
    phoneId: 'p1',
  });
  await pressAfterCountdown(m, 'FPW_ENTER_CODE', 'RESEND');
  await settle(30);
  expect(screen.getByRole('alert')).toHaveTextContent('Please wait before asking for a new code.');
  expect(m.widget.store.getState().flow.context.codeSentAt).toBe(sentAt);
  expect(m.widget.store.getState().flow.context.svAttempts).toBe(1);
});

test('the resend link is hidden once secure-code attempts reach the send limit', async () => {
  await toCodePage({ nextAction: 'VALIDATE_SV', messages: {}, svAttempts: settings().maxSends, phoneId: 'p1' });
  expect(screen.queryByRole('button', { name: say('widget.resend.link') })).toBeNull();
});

async function toPasswordPage(
  entry = 'forgotPassword',
  validate: object = { nextAction: 'VALIDATE_SV', messages: {}, svAttempts: 1, phoneId: 'p1' },
) {
  const r = await toCodePage(validate, entry);
  replyTo('/fpc/wgt/validatesv', { nextAction: 'CPW', messages: {} });
  await enterCode(r.u);
  await waitFor(() => expect(page()).toBe('FPW_RESET_PASSWORD'));
  return r;
}

test('the password checklist shows each rule live, focuses the box when invalid, and checks the match', async () => {
  const { u } = await toPasswordPage();
  const box = document.querySelector('.aw-rules') as HTMLElement;
  const met = () =>
    [...box.querySelectorAll('[data-rule]')]
      .filter((r) => r.getAttribute('data-met') === 'true')
      .map((r) => r.getAttribute('data-rule'));
  expect(document.querySelector('input[name="newPassword"]')).toHaveAttribute('autocomplete', 'new-password');
  // what the checklist must show follows the data's rules (this panel names no current password: no "differs")
  const judged = (p: string, again: string) =>
    checkPassword(p, again, { userId: 'alice' }, settings().passwordRules).filter((r) => r.rule !== 'differs');
  const metBy = (p: string, again: string) =>
    judged(p, again)
      .filter((r) => r.ok)
      .map((r) => r.id);
  await u.type(screen.getByLabelText(/^New password/), 'alice');
  expect(met()).toEqual(metBy('alice', ''));
  await u.click(screen.getByRole('button', { name: say('panel.createPassword.submit') }));
  expect(box).toHaveFocus();
  await u.clear(screen.getByLabelText(/^New password/));
  await u.type(screen.getByLabelText(/^New password/), NEW);
  await u.type(screen.getByLabelText(/^Re-enter new password/), `${NEW}x`);
  expect(met()).toEqual(metBy(NEW, `${NEW}x`));
  expect(met()).not.toContain('match');
  const all = judged(NEW, '').length;
  expect(within(box).getByText(`${all - 1} of ${all} requirements met.`)).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: say('panel.createPassword.submit') }));
  expect(await screen.findByText('New and Re-enter Passwords must match')).toBeInTheDocument();
});

test.each([
  ['REDIRECT', 'FPS_PASSWORD_CONFIRMATION'],
  ['PROFILE', 'FPS_PASSWORD_CONFIRMATION'],
  ['STEP_UP', 'FPS_PASSWORD_CONFIRMATION'],
  ['LOGIN', 'ERROR'],
  ['DISABLE_REDIRECT', 'ERROR'],
])('reset password %s → %s (FPS)', async (nextAction, target) => {
  const { u } = await toPasswordPage();
  const sent = replyTo('/cpw/wgt/fpschangepwd', {
    nextAction,
    messages: {
      type: nextAction === 'LOGIN' || nextAction === 'DISABLE_REDIRECT' ? 'ERROR' : 'INFO',
      detail: `done ${nextAction}`,
    },
  });
  await u.type(screen.getByLabelText(/^New password/), ` ${NEW}`);
  await u.type(screen.getByLabelText(/^Re-enter new password/), ` ${NEW}`);
  await u.click(screen.getByRole('button', { name: say('panel.createPassword.submit') }));
  await waitFor(() => expect(page()).toBe(target));
  expect(sent[0]).toEqual({
    newPassword: NEW,
    confirmPassword: NEW,
    cfmDevicePrint: '',
    appId: 'demo',
  });
  expect(dialog()).toHaveTextContent(`done ${nextAction}`);
  if (target === 'FPS_PASSWORD_CONFIRMATION') {
    expect(dialog()).toHaveAttribute('data-dialog', 'confirmation');
    expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Password confirmation');
    expect(steps()).toEqual(['completed', 'completed', 'completed', 'active']);
  }
});

test('the server refusing the password stays on the page with a failed message; the widget never stores the password', async () => {
  const { m, u } = await toPasswordPage();
  replyTo('/cpw/wgt/fpschangepwd', {
    nextAction: 'CPW',
    messages: { type: 'ERROR', detail: 'Choose a password you have not used for your last 6 passwords.' },
  });
  const states: string[] = [];
  const unsub = m.widget.store.subscribe(() => states.push(JSON.stringify(m.widget.store.getState())));
  await savePassword(u);
  await settle();
  unsub();
  expect(page()).toBe('FPW_RESET_PASSWORD');
  expect(screen.getByRole('alert')).toHaveTextContent('last 6 passwords');
  expect(states.join('')).not.toContain(NEW);
});

test('the final dialog focuses its continue, never the dialog box: Enter goes to the target URL', async () => {
  const { m, u } = await toPasswordPage();
  replyTo('/cpw/wgt/fpschangepwd', {
    nextAction: 'REDIRECT',
    messages: { type: 'INFO', detail: 'Your password has been reset.' },
  });
  await savePassword(u);
  await waitFor(() => expect(page()).toBe('FPS_PASSWORD_CONFIRMATION'));
  // a result's only control is the one to use (docs/host.md "Focus and keyboard")
  const go = screen.getByRole('button', { name: say('common.continue') });
  await waitFor(() => expect(document.activeElement).toBe(go));
  await u.keyboard('{Enter}');
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
});

test('new user: NU_VALIDATE_SV switches the flow; PROFILE shows the confirm-profile page with formatted phones', async () => {
  const { m, u } = await toPasswordPage('forgotPassword', {
    nextAction: 'NU_VALIDATE_SV',
    messages: {},
    svAttempts: 1,
    phoneId: 'p1',
  });
  expect(dialog()).toHaveAttribute('data-flow', 'NEW_USER');
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Create your password');
  expect(
    [...document.querySelectorAll('[data-progress] li')].map((l) => l.querySelector('.aw-step-label')?.textContent),
  ).toEqual(['Enter user info', 'Enter code', 'Create password', 'Confirm user profile']);
  replyTo('/cpw/wgt/fpschangepwd', {
    nextAction: 'PROFILE',
    messages: { type: 'INFO', detail: 'Your password has been created.' },
  });
  nock(API)
    .get('/apps/wgt/demo/brands/demo/users/alice/')
    .query(true)
    .reply(200, {
      messages: {},
      user: {
        userId: 'alice',
        firstName: 'Alice',
        middleInitial: 'Q',
        lastName: 'Example',
        emailId: 'alice@example.com',
        contacts: [
          { countryType: 'U', countryCode: '1', cityCode: '555', phoneNumber: '0100123', phoneType: 'Y' },
          {
            countryType: 'U',
            countryCode: '1',
            cityCode: '555',
            phoneNumber: '0100456',
            phoneType: 'N',
            extension: '12',
          },
          { countryType: 'I', countryCode: '44', cityCode: '', phoneNumber: '2079460958', phoneType: 'Y' },
        ],
      },
    });
  await savePassword(u);
  await waitFor(() => expect(page()).toBe('USER_PROFILE'));
  await waitFor(() => expect(dialog()).toHaveTextContent('Alice'));
  expect(steps()).toEqual(['completed', 'completed', 'completed', 'active']);
  expect(dialog()).toHaveTextContent('Print this page for your records.');
  expect([...dialog()!.querySelectorAll('.aw-phones li')].map((l) => l.textContent)).toEqual([
    'Mobile: 555-010-0123',
    'Landline: 555-010-0456 ext. 12',
    'Mobile: 44-2079460958',
  ]);
  expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeNull();
  await u.click(screen.getByRole('button', { name: say('panel.userProfile.finish') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
});

test('cancel on a recovery panel closes the widget', async () => {
  await start();
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: say('common.cancel') }));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('ping mode: reset password LOGIN shows the confirmation; its continue goes to the sign-in page', async () => {
  bootstrap({ ping: true });
  nock(API)
    .get('/ping/login/wgt/getCountryCodes')
    .query(true)
    .reply(200, { CountryCodes: ['1'] });
  await mountWidget('forgotPassword', { targetUrl: '/app/home' });
  await settle();
  replyTo('/ping/fpc/wgt/validateuser/apps/demo/demo', {
    nextAction: 'VALIDATE_SV',
    messages: {},
    svAttempts: 1,
    phoneId: 'p1',
  });
  replyTo('/ping/fpc/wgt/validatesv', { nextAction: 'CPW', messages: {} });
  replyTo('/ping/cpw/wgt/fpschangepwd', {
    nextAction: 'LOGIN',
    messages: { type: 'INFO', detail: 'Sign on with your new password.' },
  });
  const u = userEvent.setup({ delay: null });
  await sendUserInfo(u);
  await waitFor(() => expect(page()).toBe('FPW_ENTER_CODE'));
  await enterCode(u);
  await waitFor(() => expect(page()).toBe('FPW_RESET_PASSWORD'));
  await savePassword(u);
  await waitFor(() => expect(page()).toBe('FPS_PASSWORD_CONFIRMATION'));
  expect(dialog()).toHaveTextContent('Sign on with your new password.');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('PING_LOGIN_PAGE'));
  expect(dialog()).toHaveAttribute('data-flow', 'LOGIN');
});

test('cancelling during code entry asks first (the Warning dialog): stay goes back, leave closes', async () => {
  const { u } = await toCodePage();
  await u.click(screen.getByRole('button', { name: say('common.cancel') }));
  await waitFor(() => expect(page()).toBe('WARNING'));
  expect(dialog()).toHaveAttribute('data-dialog', 'warning');
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Warning');
  await u.click(screen.getByRole('button', { name: say('dialog.warning.stay') }));
  await waitFor(() => expect(page()).toBe('FPW_ENTER_CODE'));
  // what was typed is still there after Stay, and only then (a new visit starts empty)
  await u.type(screen.getByLabelText(/Security code/), '1234');
  await u.click(screen.getByRole('button', { name: say('common.cancel') }));
  await waitFor(() => expect(page()).toBe('WARNING'));
  await u.click(dialog()!.querySelector('[data-action="close"]') as HTMLElement);
  await waitFor(() => expect(page()).toBe('FPW_ENTER_CODE'));
  expect(screen.getByLabelText(/Security code/)).toHaveValue('1234');
  await u.click(screen.getByRole('button', { name: say('common.cancel') }));
  await waitFor(() => expect(page()).toBe('WARNING'));
  await u.click(screen.getByRole('button', { name: say('dialog.warning.leaveButton') }));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

// Rows the conformance coverage found unexercised (flows/recovery.json, common.json).
const PROFILE_USER = {
  messages: {},
  user: { userId: 'alice', firstName: 'Alice', lastName: 'Example', emailId: 'alice@example.com', contacts: [] },
};
async function toNewUserProfile(nextAction: string) {
  const r = await toPasswordPage('forgotPassword', {
    nextAction: 'NU_VALIDATE_SV',
    messages: {},
    svAttempts: 1,
    phoneId: 'p1',
  });
  replyTo('/cpw/wgt/fpschangepwd', {
    nextAction,
    messages: { type: 'INFO', detail: 'Your password has been created.' },
  });
  nock(API).get('/apps/wgt/demo/brands/demo/users/alice/').query(true).reply(200, PROFILE_USER);
  await savePassword(r.u);
  await waitFor(() => expect(page()).toBe('USER_PROFILE'));
  await waitFor(() => expect(dialog()).toHaveTextContent('Alice'));
  return r;
}

test.each(['REDIRECT', 'STEP_UP'])(
  'new user: reset password %s → the confirm-profile page; its close control cancels (closes)',
  async (nextAction) => {
    const { u } = await toNewUserProfile(nextAction);
    expect(dialog()).toHaveTextContent('Your password has been created.');
    await u.click(dialog()!.querySelector('[data-action="close"]') as HTMLElement);
    await settle();
    expect(document.getElementById('auth-widget')).toBeNull();
  },
);

test('new user: reset password TWO_FACTOR → the profile page; Finish returns TWO_FACTOR to the host and closes', async () => {
  const { m, u } = await toNewUserProfile('TWO_FACTOR');
  await u.click(screen.getByRole('button', { name: say('panel.userProfile.finish') }));
  await waitFor(() => expect(m.callbacks).toEqual(['TWO_FACTOR']));
  expect(m.navigations).toEqual([]);
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('forgot password: reset password TWO_FACTOR → the confirmation; continue returns TWO_FACTOR to the host', async () => {
  const { m, u } = await toPasswordPage();
  replyTo('/cpw/wgt/fpschangepwd', {
    nextAction: 'TWO_FACTOR',
    messages: { type: 'INFO', detail: 'Your password has been reset.' },
  });
  await savePassword(u);
  await waitFor(() => expect(page()).toBe('FPS_PASSWORD_CONFIRMATION'));
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(m.callbacks).toEqual(['TWO_FACTOR']));
  expect(document.getElementById('auth-widget')).toBeNull();
});

test("the password confirmation's close control closes the widget", async () => {
  const { m, u } = await toPasswordPage();
  replyTo('/cpw/wgt/fpschangepwd', {
    nextAction: 'REDIRECT',
    messages: { type: 'INFO', detail: 'Your password has been reset.' },
  });
  await savePassword(u);
  await waitFor(() => expect(page()).toBe('FPS_PASSWORD_CONFIRMATION'));
  await u.click(dialog()!.querySelector('[data-action="close"]') as HTMLElement);
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(m.navigations).toEqual([]);
});

test('validate code FPC → the error page; its continue goes back to sign-on', async () => {
  const { u } = await toCodePage();
  replyTo('/fpc/wgt/validatesv', { nextAction: 'FPC', messages: { type: 'ERROR', detail: 'Too many wrong codes.' } });
  await enterCode(u);
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong codes.');
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('LOGIN_PAGE'));
  expect(dialog()).toHaveAttribute('data-flow', 'LOGIN');
});

test("the error page's close control closes the widget", async () => {
  const { u } = await toCodePage();
  replyTo('/fpc/wgt/validatesv', { nextAction: 'FPC', messages: { type: 'ERROR', detail: 'Too many wrong codes.' } });
  await enterCode(u);
  await waitFor(() => expect(page()).toBe('ERROR'));
  await u.click(dialog()!.querySelector('[data-action="close"]') as HTMLElement);
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('an unknown nextAction on validate user shows the error page (the last-resort row)', async () => {
  await start();
  replyTo('/fpc/wgt/validateuser/apps/demo/demo', {
    nextAction: 'SOMETHING_NEW',
    messages: { type: 'ERROR', detail: 'Something unexpected.' },
  });
  const u = userEvent.setup({ delay: null });
  await sendUserInfo(u);
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('Something unexpected.');
});

test('the close control on code entry and cancel or close on the password page ask first (Warning); its close stays', async () => {
  const { u } = await toCodePage();
  await u.click(dialog()!.querySelector('[data-action="close"]') as HTMLElement);
  await waitFor(() => expect(page()).toBe('WARNING'));
  await u.click(dialog()!.querySelector('[data-action="close"]') as HTMLElement);
  await waitFor(() => expect(page()).toBe('FPW_ENTER_CODE'));
  replyTo('/fpc/wgt/validatesv', { nextAction: 'CPW', messages: {} });
  await enterCode(u);
  await waitFor(() => expect(page()).toBe('FPW_RESET_PASSWORD'));
  await u.click(screen.getByRole('button', { name: say('common.cancel') }));
  await waitFor(() => expect(page()).toBe('WARNING'));
  await u.click(screen.getByRole('button', { name: say('dialog.warning.stay') }));
  await waitFor(() => expect(page()).toBe('FPW_RESET_PASSWORD'));
  await u.click(dialog()!.querySelector('[data-action="close"]') as HTMLElement);
  await waitFor(() => expect(page()).toBe('WARNING'));
});
