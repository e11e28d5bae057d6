// Password change (docs/panels.md panel 7, section 4 "Change password", "Continue authentication"): forced, temporary,
// expiring and voluntary change, the temporary-password choice, the result dialog's continue rules, the
// disabled-redirect call and ping mode — the real widget, store, data files and locales against recorded replies.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import changePasswordFlow from '../../flows/change-password.json';
import common from '../../flows/common.json';
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
  type Mounted,
  pressSubmit,
} from '../support/widget';
import { validPassword } from '../support/roles';
import { sayStart, say } from '../support/say';

afterEach(async () => {
  await unmountWidget();
  nock.cleanAll();
  setHostUrl(HOST_PAGE);
});

const page = () => dialog()?.getAttribute('data-page');
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
/** an acceptable new password under the data's rules */
const NEW = validPassword();

const replyTo = replyToPath;

/** Signs on and lands on the page the sign-on nextAction leads to. */
async function signOnTo(
  nextAction: string,
  opts: { ping?: boolean; messages?: object; config?: object; extra?: object } = {},
): Promise<Mounted & { u: ReturnType<typeof userEvent.setup> }> {
  bootstrap({ ping: opts.ping });
  replyToSignOn({ nextAction, messages: opts.messages ?? {} }, { ping: opts.ping });
  const m = await mountWidget('authenticateUser', { targetUrl: '/app/home', ...opts.config }, opts.extra);
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'temp.user');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'Welcome#2026');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await waitFor(() => expect(page()).not.toBe(opts.ping ? 'PING_LOGIN_PAGE' : 'LOGIN_PAGE'));
  // the new session's id and CSRF token arrive before the next request may go
  await waitFor(() => expect(m.widget.store.getState().session.csrf?.csrfTokenValue).toBe('tok-2'));
  await settle();
  return { ...m, u };
}

async function fillChange(u: ReturnType<typeof userEvent.setup>, current = 'Welcome#2026', next = NEW, again = next) {
  await u.type(field('currentPassword')!, current);
  await u.type(field('newPassword')!, next);
  await u.type(field('reenterPassword')!, again);
}

test('forced change (CPW): the three fields with their autocomplete, the checklist, no cancel, and the update payload', async () => {
  const { u, navigations } = await signOnTo('CPW');
  expect(page()).toBe('CPW');
  expect(dialog()).toHaveAttribute('data-flow', 'LOGIN');
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Change password');
  expect(dialog()).toHaveTextContent('Your password must be changed before you can continue.');
  expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
  expect(field('newPassword')).toHaveAttribute('autocomplete', 'new-password');
  expect(field('reenterPassword')).toHaveAttribute('autocomplete', 'new-password');
  expect(screen.queryByRole('button', { name: say('common.cancel') })).toBeNull();
  expect(screen.queryByRole('button', { name: say('panel.changePassword.continueToApp') })).toBeNull();
  const sent = replyTo('post', '/cpw/wgt/updatePaswrd', {
    nextAction: 'REDIRECT',
    messages: { type: 'INFO', detail: 'Your password has been changed.' },
  });
  await fillChange(u, ' Welcome#2026 ');
  // the checklist's "differs" rule follows the current-password field
  expect(document.querySelector('[data-rule="differs"]')).toHaveAttribute('data-met', 'true');
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
  expect(sent[0]).toEqual({
    userId: 'temp.user',
    currentPassword: 'Welcome#2026',
    newPassword: NEW,
    confirmPassword: NEW,
    cfmDevicePrint: '',
    appId: 'demo',
  });
  expect(dialog()).toHaveAttribute('data-dialog', 'confirmation');
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Password changed');
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(document.querySelector('[data-progress]')).toBeNull();
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(navigations).toEqual(['http://auth.test/app/home']));
});

test('the checklist judges the new password when it is left: not invalid while first typed, then ✗ and "not met" on the broken rules, tied to the field', async () => {
  const { u } = await signOnTo('CPW');
  const input = field('newPassword')!;
  await u.type(input, 'abc');
  // still being typed: not invalid, no rule shown as broken
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(document.querySelectorAll('.aw-rule--broken')).toHaveLength(0);
  // left for the next field (react-modal's own Tab handling does not run in jsdom: a click moves on instead)
  await u.click(field('reenterPassword')!);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  const broken = [...document.querySelectorAll('.aw-rule--broken')];
  expect(broken.map((li) => li.getAttribute('data-rule'))).toEqual(
    expect.arrayContaining(['length', 'classes', 'match']),
  );
  for (const li of broken) {
    expect(li.querySelector('.aw-rule-mark')).toHaveTextContent('✗');
    expect(li).toHaveTextContent(/not met$/);
  }
  // the unmet rules describe the field, so coming back to it says which are left
  const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const unmet = describedBy.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('__unmet'));
  const length = common.settings.passwordRules.find((r) => r.rule === 'length')!;
  expect(unmet).toHaveTextContent(`${length.min} to ${length.max} characters`);
  expect(unmet).not.toHaveTextContent('No names of months');
  // then live while it is wrong: a rule met by typing on loses its ✗ at once
  await u.type(input, 'DEFGH1JKLMNPQRSTUVWXYZ'.slice(0, Math.max(6, Number(length.min) - 3)));
  expect(document.querySelector('[data-rule="length"]')).not.toHaveClass('aw-rule--broken');
});

test('the new password equal to the current one is a failed message (CURRENT_PWD_MATCH_ERROR); nothing typed is lost', async () => {
  const { u } = await signOnTo('CPW');
  await fillChange(u, 'Welcome#2026', 'Welcome#2026');
  expect(document.querySelector('[data-rule="differs"]')).toHaveAttribute('data-met', 'false');
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The new password must be different from your current password.');
  expect(alert.closest('[data-message-type]')).toHaveAttribute('data-message-type', 'ERROR');
  await waitFor(() => expect(document.activeElement).toBe(alert.closest('[data-message-type]')));
  expect(field('currentPassword')).toHaveValue('Welcome#2026');
  expect(field('newPassword')).toHaveValue('Welcome#2026');
  expect(page()).toBe('CPW');
});

test('temporary password: the choice panel, reset now, the field labelled temporary, TEMP_PWD_MATCH_ERROR', async () => {
  const { u } = await signOnTo('TMP_PWD');
  expect(page()).toBe('RESET_PASSWORD');
  expect(dialog()).toHaveTextContent(
    'You signed on with a temporary password. Reset it now, or continue to the application.',
  );
  await u.click(screen.getByRole('button', { name: say('panel.temporaryPassword.resetNow') }));
  await waitFor(() => expect(page()).toBe('CPW'));
  expect(screen.getByLabelText(/^Temporary password/)).toHaveAttribute('name', 'currentPassword');
  expect(dialog()).toHaveTextContent('You signed on with a temporary password. Enter it, then choose a new password.');
  await fillChange(u, 'Welcome#2026', 'Welcome#2026');
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The new password must be different from your temporary password.',
  );
});

test('temporary password, continue to the application: continueAuthentication, then the target URL', async () => {
  const { u, navigations } = await signOnTo('TMP_PWD');
  const sent = replyTo('post', '/login/wgt/continueAuthentication', { nextAction: 'REDIRECT', messages: {} });
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.continueToApp') }));
  await waitFor(() => expect(navigations).toEqual(['http://auth.test/app/home']));
  expect(sent).toEqual([{ appId: 'demo' }]);
});

test('continue to the application calls the host returnToAppCallback when it is configured', async () => {
  let back = 0;
  const callbacks: string[] = [];
  const { u, navigations } = await signOnTo('TMP_PWD', {
    extra: {
      callbacks: {
        callback: (s: string) => callbacks.push(s),
        returnToAppCallback: () => {
          back += 1;
        },
      },
    },
  });
  replyTo('post', '/login/wgt/continueAuthentication', { nextAction: 'REDIRECT', messages: {} });
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.continueToApp') }));
  await waitFor(() => expect(back).toBe(1));
  await settle();
  expect(navigations).toEqual([]);
  expect(document.getElementById('auth-widget')).toBeNull();
});

test.each([
  ['PWD_IN_GRACE', 'ERROR', 'alert', 'Your password has expired. You can still continue'],
  ['PWD_BEFORE_EXP', 'INFO', 'status', 'Your password will expire soon. Change it now, or continue'],
])(
  '%s: the server message said once, as a warning; the continue-to-app link; closing continues to the app',
  async (nextAction, type, role, intro) => {
    const { u, navigations } = await signOnTo(nextAction, {
      messages: { type, detail: 'Your password expires in 5 days.' },
    });
    expect(page()).toBe('CPW');
    // the server's words stand for the panel's intro: one message, drawn as a warning; its type (the hook) and the
    // role that goes with it stay the server's (docs/host.md "DOM hooks")
    const notice = within(dialog()!).getByRole(role);
    expect(notice).toHaveTextContent('Warning: Your password expires in 5 days.');
    expect(notice).toHaveAttribute('data-message-type', type);
    expect(notice).toHaveAttribute('data-message-tone', 'warning');
    expect(dialog()!.querySelectorAll('[data-message-type]')).toHaveLength(1);
    expect(dialog()).not.toHaveTextContent(intro);
    expect(document.activeElement).toHaveAttribute('name', 'currentPassword');
    const link = screen.getByRole('button', { name: say('panel.changePassword.continueToApp') });
    expect(link).toHaveAttribute('data-action', 'continue');
    replyTo('post', '/login/wgt/continueAuthentication', { nextAction: 'REDIRECT', messages: {} });
    await u.click(screen.getByRole('button', { name: say('common.close') }));
    await waitFor(() => expect(navigations).toEqual(['http://auth.test/app/home']));
  },
);

test.each([
  ['PWD_IN_GRACE', 'Your password has expired. You can still continue'],
  ['PWD_BEFORE_EXP', 'Your password will expire soon. Change it now, or continue'],
])('%s with no message from the server: the panel says it with its own intro', async (nextAction, intro) => {
  await signOnTo(nextAction, { messages: {} });
  expect(page()).toBe('CPW');
  expect(within(dialog()!).queryByRole('status')).toBeNull();
  expect(dialog()).toHaveTextContent(intro);
});

test('continue authentication: STEP_UP and TWO_FACTOR go to their pages, LOGIN reloads with sessionExpired, CPW stays with the message', async () => {
  let m = await signOnTo('PWD_BEFORE_EXP_STEP_UP', { messages: { type: 'INFO', detail: 'Expires soon.' } });
  replyTo('post', '/login/wgt/continueAuthentication', { nextAction: 'STEP_UP', messages: {} });
  nock(API)
    .get('/stepup/wgt/svoptions')
    .query(true)
    .reply(200, { messages: {}, mobilePhoneIds: { p1: '***-***-0123' }, landLinePhoneIds: {}, email: '' });
  await m.u.click(screen.getByRole('button', { name: say('panel.changePassword.continueToApp') }));
  await waitFor(() => expect(page()).toBe('SV_DELIVERY_OPTIONS'));
  expect(dialog()).toHaveAttribute('data-flow', 'STEP_UP');
  await unmountWidget();

  m = await signOnTo('PWD_BEFORE_EXP_TWO_FACTOR', { messages: { type: 'INFO', detail: 'Expires soon.' } });
  replyTo('post', '/login/wgt/continueAuthentication', { nextAction: 'TWO_FACTOR', messages: {} });
  nock(API)
    .get('/svauth/wgt/svoptions')
    .query(true)
    .reply(200, { messages: {}, mobilePhoneIds: {}, landLinePhoneIds: {}, email: 'a***@example.com' });
  await m.u.click(screen.getByRole('button', { name: say('panel.changePassword.continueToApp') }));
  await waitFor(() => expect(page()).toBe('SV_DELIVERY_OPTIONS'));
  expect(dialog()).toHaveAttribute('data-flow', 'TWO_FACTOR');
  await unmountWidget();

  m = await signOnTo('PWD_IN_GRACE', { messages: { type: 'ERROR', detail: 'Expired.' } });
  replyTo('post', '/login/wgt/continueAuthentication', {
    nextAction: 'LOGIN',
    sessionExpired: true,
    messages: { type: 'ERROR', detail: 'expired' },
  });
  await m.u.click(screen.getByRole('button', { name: say('panel.changePassword.continueToApp') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/page.html?sessionExpired=true']));
  await unmountWidget();

  m = await signOnTo('PWD_IN_GRACE', { messages: { type: 'ERROR', detail: 'Expired.' } });
  replyTo('post', '/login/wgt/continueAuthentication', {
    nextAction: 'CPW',
    messages: { type: 'ERROR', detail: 'Change your password before you continue.' },
  });
  await m.u.click(screen.getByRole('button', { name: say('panel.changePassword.continueToApp') }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Change your password before you continue.');
  expect(page()).toBe('CPW');
});

test('continue authentication that fails shows the request failure on the error dialog, not a blank page', async () => {
  const { u } = await signOnTo('TMP_PWD');
  nock(API).post('/login/wgt/continueAuthentication').query(true).reply(500, 'boom');
  nock(API).post('/login/wgt/logErrorMessage/apps/demo/demo').query(true).reply(200, { messages: {} });
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.continueToApp') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('Request Failed: Internal Server Error');
});

test('the server refuses the change (CPW): a failed message, the current password kept only as the spec allows', async () => {
  const { u } = await signOnTo('CPW');
  replyTo('post', '/cpw/wgt/updatePaswrd', {
    nextAction: 'CPW',
    messages: { type: 'ERROR', detail: 'The current password is not correct.' },
  });
  await fillChange(u, 'Wrong#Pass1');
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
  expect(page()).toBe('CPW');
  // docs/flows.md: the form is reset on submit (no password outlives the request)
  expect(field('currentPassword')).toHaveValue('');
});

test('after the change, STEP_UP leads through the confirmation to the step-up page', async () => {
  const { u } = await signOnTo('PWD_BEFORE_EXP_STEP_UP', { messages: { type: 'INFO', detail: 'Expires soon.' } });
  replyTo('post', '/cpw/wgt/updatePaswrd', { nextAction: 'STEP_UP', messages: {} });
  nock(API)
    .get('/stepup/wgt/svoptions')
    .query(true)
    .reply(200, { messages: {}, mobilePhoneIds: { p1: '***-***-0123' }, landLinePhoneIds: {}, email: '' });
  await fillChange(u);
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
  // no server text: the confirmation says so in its own words
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('Your password has been changed.');
  await u.click(screen.getByRole('button', { name: say('dialog.passwordConfirmation.verify') }));
  await waitFor(() => expect(page()).toBe('SV_DELIVERY_OPTIONS'));
  expect(dialog()).toHaveAttribute('data-flow', 'STEP_UP');
});

test('after the change, TWO_FACTOR returns TWO_FACTOR to the host', async () => {
  const { u, callbacks } = await signOnTo('PWD_BEFORE_EXP_TWO_FACTOR', {
    messages: { type: 'INFO', detail: 'Expires soon.' },
  });
  replyTo('post', '/cpw/wgt/updatePaswrd', {
    nextAction: 'TWO_FACTOR',
    messages: { type: 'INFO', detail: 'Changed.' },
  });
  await fillChange(u);
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
  await u.click(screen.getByRole('button', { name: say('dialog.passwordConfirmation.verify') }));
  await waitFor(() => expect(callbacks).toEqual(['TWO_FACTOR']));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('LOGIN after the change goes to the error page; ERR_PAGE too', async () => {
  const { u } = await signOnTo('CPW');
  replyTo('post', '/cpw/wgt/updatePaswrd', {
    nextAction: 'LOGIN',
    messages: { type: 'ERROR', detail: 'Your session has ended.' },
  });
  await fillChange(u);
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('Your session has ended.');
  await unmountWidget();

  const m = await signOnTo('CPW');
  replyTo('post', '/cpw/wgt/updatePaswrd', {
    nextAction: 'ERR_PAGE',
    messages: { type: 'ERROR', detail: 'Not allowed.' },
  });
  await fillChange(m.u);
  await m.u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
});

test('DISABLE_REDIRECT calls /cpw/disabledRedirect; the confirmation shows its message; continue signs on again', async () => {
  const { u } = await signOnTo('CPW');
  replyTo('post', '/cpw/wgt/updatePaswrd', {
    nextAction: 'DISABLE_REDIRECT',
    messages: { type: 'INFO', detail: 'Changed.' },
  });
  const called = replyTo('get', '/cpw/disabledRedirect', {
    nextAction: 'LOGIN',
    messages: { type: 'INFO', detail: 'Sign on with your new password.' },
  });
  await fillChange(u);
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
  expect(called).toHaveLength(1);
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('Sign on with your new password.');
  await pressSubmit(u, screen.getByRole('button', { name: say('dialog.passwordConfirmation.signOn') }));
  await waitFor(() => expect(page()).toBe('LOGIN_PAGE'));
  expect(dialog()).toHaveAttribute('data-flow', 'LOGIN');
  expect(document.querySelector('[data-message-type]')).toBeNull();
});

test('the disabled-redirect call failing shows the failure on the error dialog', async () => {
  const { u } = await signOnTo('CPW');
  replyTo('post', '/cpw/wgt/updatePaswrd', { nextAction: 'DISABLE_REDIRECT', messages: {} });
  // ky retries an idempotent GET once on 503
  nock(API).get('/cpw/disabledRedirect').query(true).times(2).reply(503, 'down');
  nock(API).post('/login/wgt/logErrorMessage/apps/demo/demo').query(true).reply(200, { messages: {} });
  await fillChange(u);
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('Request Failed: Service Unavailable');
});

test('closing the change-password confirmation closes the widget', async () => {
  const { u, navigations } = await signOnTo('CPW');
  replyTo('post', '/cpw/wgt/updatePaswrd', { nextAction: 'REDIRECT', messages: { type: 'INFO', detail: 'Changed.' } });
  await fillChange(u);
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
  // focus moves into the dialog in the frame after it is drawn (a notice on a new panel does not take it)
  await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
  await u.keyboard('{Escape}');
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(navigations).toEqual([]);
});

test('closing the forced change panel closes the widget (no expiry period)', async () => {
  const { u, navigations } = await signOnTo('CPW');
  await u.click(screen.getByRole('button', { name: say('common.close') }));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(navigations).toEqual([]);
});

test('the temporary-password choice closes with its close control', async () => {
  const { u } = await signOnTo('TMP_PWD');
  await u.click(screen.getByRole('button', { name: say('common.close') }));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

describe('voluntary change (resetPassword)', () => {
  async function voluntary(reply: object, opts: { ping?: boolean } = {}) {
    bootstrap({ ping: opts.ping });
    const asked = opts.ping ? [] : replyTo('post', '/cpw/wgt/voluntaryPwdChange', reply);
    const m = await mountWidget('resetPassword', { targetUrl: '/app/home' });
    await settle();
    return { ...m, asked, u: userEvent.setup({ delay: null }) };
  }

  test('the loader asks the server (wait message first); CPW shows the change panel with cancel', async () => {
    bootstrap();
    nock(API)
      .post('/cpw/wgt/voluntaryPwdChange')
      .query(true)
      .delay(100)
      .reply(200, { nextAction: 'CPW', messages: {} });
    const m = await mountWidget('resetPassword');
    // busy at once; the wait message itself only if the reply takes longer than the wait delay (300 ms)
    expect(document.getElementById('auth-widget-wait')).toHaveAttribute('aria-busy', 'true');
    expect(field('currentPassword')).toBeNull();
    await waitFor(() => expect(field('currentPassword')).not.toBeNull());
    await waitFor(() => expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeNull());
    expect(document.getElementById('auth-widget-wait')).not.toHaveAttribute('aria-busy');
    expect(page()).toBe('VOLUNTARY_PASSWORD');
    expect(dialog()).toHaveAttribute('data-flow', 'VOLUNTARY_PASSWORD');
    expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Change your password');
    expect(dialog()).toHaveTextContent('Enter your current password, then choose a new one.');
    expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
    expect(m.widget.store.getState().flow.context.passwordState).toBe('voluntary');
    expect(screen.getByRole('button', { name: say('common.cancel') })).toHaveAttribute('data-action', 'cancel');
  });

  test('a change, then the confirmation, whose continue just closes', async () => {
    const { u, asked, navigations } = await voluntary({ nextAction: 'CPW', messages: {} });
    expect(asked).toEqual([{ appId: 'demo' }]);
    const sent = replyTo('post', '/cpw/wgt/updatePaswrd', {
      nextAction: 'REDIRECT',
      messages: { type: 'INFO', detail: 'Your password has been changed.' },
    });
    await fillChange(u);
    await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
    await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
    expect(sent[0]).toMatchObject({ userId: '', currentPassword: 'Welcome#2026', newPassword: NEW });
    await u.click(screen.getByRole('button', { name: say('common.continue') }));
    await settle();
    expect(document.getElementById('auth-widget')).toBeNull();
    expect(navigations).toEqual([]);
  });

  test('cancel closes the widget', async () => {
    const { u } = await voluntary({ nextAction: 'CPW', messages: {} });
    await u.click(screen.getByRole('button', { name: say('common.cancel') }));
    await settle();
    expect(document.getElementById('auth-widget')).toBeNull();
  });

  test('ERR_PAGE shows the error page', async () => {
    await voluntary({ nextAction: 'ERR_PAGE', messages: { type: 'ERROR', detail: 'Sign on first.' } });
    await waitFor(() => expect(page()).toBe('ERROR'));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign on first.');
  });

  test('a session expiry during the voluntary change says to sign on again (SESSION_TIMEOUT_SIGNON_MSG)', async () => {
    bootstrap();
    nock(API).post('/cpw/wgt/voluntaryPwdChange').query(true).reply(302, '', { Location: '/login' });
    await mountWidget('resetPassword');
    await waitFor(() => expect(page()).toBe('ERROR'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'For security reasons, your session has expired. Please sign on again to continue.',
    );
  });

  test('ping: no loader call, the change page at once; /ping/cpw/wgt/changepwd; LOGIN shows the message and continue reloads', async () => {
    const { u, navigations } = await voluntary({}, { ping: true });
    expect(page()).toBe('VOLUNTARY_PASSWORD');
    expect(field('currentPassword')).not.toBeNull();
    const sent = replyTo('post', '/ping/cpw/wgt/changepwd', {
      nextAction: 'LOGIN',
      messages: { type: 'INFO', detail: 'Changed. Sign on with your new password.' },
    });
    await fillChange(u);
    await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
    await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
    expect(sent).toHaveLength(1);
    expect(within(dialog()!).getByRole('status')).toHaveTextContent('Changed. Sign on with your new password.');
    await pressSubmit(u, screen.getByRole('button', { name: say('dialog.passwordConfirmation.signOn') }));
    await waitFor(() => expect(navigations).toEqual([HOST_PAGE]));
  });
});

test('ping: a forced change uses /ping/cpw/wgt/changepwd; DISABLE_REDIRECT then reloads the page', async () => {
  const { u, navigations } = await signOnTo('CPW', { ping: true });
  replyTo('post', '/ping/cpw/wgt/changepwd', { nextAction: 'DISABLE_REDIRECT', messages: {} });
  replyTo('get', '/ping/cpw/disabledRedirect', {
    nextAction: 'LOGIN',
    messages: { type: 'INFO', detail: 'Sign on again.' },
  });
  await fillChange(u);
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
  await pressSubmit(u, screen.getByRole('button', { name: say('dialog.passwordConfirmation.signOn') }));
  await waitFor(() => expect(navigations).toEqual([HOST_PAGE]));
});

test('ping on an admin host: the finish goes to the welcome path instead of the target', async () => {
  setHostUrl('/app/page.html?resourceUrl=%2Fres%2Fhome');
  const { u, navigations } = await signOnTo('CPW', { ping: true, config: { isAdminHost: true, targetUrl: undefined } });
  replyTo('post', '/ping/cpw/wgt/changepwd', {
    nextAction: 'REDIRECT',
    messages: { type: 'INFO', detail: 'Changed.' },
  });
  await fillChange(u);
  await u.click(screen.getByRole('button', { name: say('panel.changePassword.submit') }));
  await waitFor(() => expect(page()).toBe('PASSWORD_CONFIRMATION'));
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(navigations).toEqual(['http://auth.test/welcome']));
});

test('every row of flows/change-password.json is followed by one of the journeys above', () => {
  const rows = flowRows(changePasswordFlow);
  // VOLUNTARY_PASSWORD shares CPW's rows ("like"), so following one of them there counts for CPW.
  const followed = new Set([...rowsFollowed].map((s) => s.replace(/^VOLUNTARY_PASSWORD\/(on|events)\//, 'CPW/$1/')));
  expect(rows.filter((r) => !followed.has(r))).toEqual([]);
});
