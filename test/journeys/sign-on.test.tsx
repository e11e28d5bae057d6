// Sign-on journeys (docs/panels.md panel 1, section 4 "Sign-on"): the real widget, store, data files and locales
// against recorded replies. One test per nextAction branch, plus expiry, failures, ping, embedded and the query-string
// cases.
import { act, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import signOnFlow from '../../flows/sign-on.json';
import {
  API,
  bootstrap,
  dialog,
  doSubmit,
  mountStarting,
  mountWidget,
  networkError,
  replyToPath,
  replyToSignOn,
  rowsFollowed,
  type Mounted,
  setHostUrl,
  HOST_PAGE,
  loadLocaleFromDisk,
  settle,
  unmountWidget,
  pressSubmit,
  tickRequired,
} from '../support/widget';
import { notAConformanceJourney } from '../support/recorder';
import { fakeCredential, installCredentials, repeat, REQUEST_OPTIONS } from '../support/credentials';
import { sayStart, say } from '../support/say';

beforeEach(() => setHostUrl(HOST_PAGE));
afterEach(unmountWidget);

async function signOn(user = 'alice', password = 'Secret#123') {
  const u = userEvent.setup({ delay: null });
  if (user) await u.type(screen.getByLabelText(sayStart('field.userId.label', 'field.email.label')), user);
  await u.type(screen.getByLabelText(sayStart('field.password.label')), password);
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await settle();
  return u;
}

test('opens the sign-on panel after the bootstrap calls, with the DOM hooks', async () => {
  bootstrap();
  await mountWidget('authenticateUser');
  const d = dialog()!;
  expect(d).toHaveAttribute('data-page', 'LOGIN_PAGE');
  expect(d).toHaveAttribute('data-flow', 'LOGIN');
  expect(d).toHaveAttribute('aria-modal', 'true');
  expect(within(d).getByRole('heading', { name: say('panel.signOn.title') })).toBeInTheDocument();
  expect(d.getAttribute('aria-labelledby')).toBe(within(d).getByRole('heading').id);
  expect(document.getElementById('auth-widget')).toContainElement(d);
  expect(screen.getByRole('button', { name: say('panel.signOn.submit') })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: say('panel.signOn.submit') })).toHaveAttribute('type', 'submit');
  expect(document.querySelector('input[name="userId"]')).toHaveAttribute('autocomplete', 'username');
  expect(document.querySelector('input[name="password"]')).toHaveAttribute('autocomplete', 'current-password');
  expect(document.querySelector('input[name="userId"]')).toHaveAttribute('maxlength', '70');
  expect(document.querySelector('[data-action="close"]')).toBeInTheDocument();
  expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeNull();
});

test('the wait message shows in its own container while a slow start goes on, after the wait delay', async () => {
  bootstrap({ delayMs: 700 });
  const w = mountStarting('authenticateUser');
  // busy at once, but no message yet: a quick start shows none (the wait delay, 300 ms)
  expect(document.getElementById('auth-widget-wait')).toHaveAttribute('aria-busy', 'true');
  expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeNull();
  await waitFor(() =>
    expect(document.querySelector('#auth-widget-wait [data-wait][role="status"]')).toHaveTextContent(
      `${say('WAITMESSAGE_FIELD1')}${say('WAITMESSAGE_FIELD2')}`,
    ),
  );
  await act(() => w.ready);
  await waitFor(() => expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeNull());
  expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
});

test('de_DE: the locale file is asked for at once, beside the start-up calls; until it is in, the wait has no words', async () => {
  bootstrap();
  const { mount } = await import('../../src/host/mount');
  let release!: () => void;
  const asked: string[] = [];
  const loadLocale = (locale: string) => {
    asked.push(locale);
    return new Promise<Record<string, string>>((resolve) => {
      release = () => void loadLocaleFromDisk(locale).then(resolve);
    });
  };
  let w!: ReturnType<typeof mount>;
  act(() => {
    w = mount({
      entry: 'authenticateUser',
      config: { appId: 'demo', brandId: 'demo', authApiPath: API, language: 'de_DE' },
      scriptSrc: null,
      loadLocale,
    });
  });
  expect(asked).toEqual(['de_DE']); // at mount, not after the first render or the replies
  const wait = () => document.querySelector('#auth-widget-wait [data-wait][role="status"]');
  await waitFor(() => expect(wait()).not.toBeNull()); // after the wait delay
  expect(wait()!.textContent).toBe(''); // an indicator with no words, never English
  await act(() => w.ready);
  expect(wait()).not.toBeNull(); // the panel is chosen; its strings are not in yet
  expect(wait()!.textContent).toBe('');
  expect(document.body.textContent).not.toMatch(/Sign on|Processing|Password/);
  await act(async () => {
    release();
    await new Promise((r) => setTimeout(r, 0));
  });
  await waitFor(() => expect(wait()).toBeNull()); // once shown, it stays its minimum (400 ms)
  expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
  expect(within(dialog()!).getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
  expect(asked).toEqual(['de_DE']); // once
});

test('the user id label is "Email" when userIdLabel is 1; spaces are stripped as typed', async () => {
  bootstrap();
  await mountWidget('authenticateUser', { userIdLabel: 1 });
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(/Email/), ' a b ');
  expect(screen.getByLabelText(/Email/)).toHaveValue('ab');
});

test('submit stays disabled until both fields are valid; a field emptied and left says it is required, one only passed through does not', async () => {
  bootstrap();
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  const submit = screen.getByRole('button', { name: say('panel.signOn.submit') });
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  await u.click(screen.getByLabelText(sayStart('field.password.label'))); // (react-modal's Tab trap sees nothing tabbable in jsdom)
  await settle();
  expect(screen.queryByText('Field is required')).toBeNull();
  expect(screen.getByLabelText(sayStart('field.userId.label'))).not.toHaveAttribute('aria-invalid', 'true');
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'a');
  await u.clear(screen.getByLabelText(sayStart('field.userId.label')));
  await u.click(screen.getByLabelText(sayStart('field.password.label')));
  expect(await screen.findByText('Field is required')).toBeInTheDocument();
  expect(screen.getByLabelText(sayStart('field.userId.label'))).toHaveAttribute('aria-invalid', 'true');
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'alice');
  expect(submit).toHaveAttribute('aria-disabled', 'true');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'x');
  // (and any box the panel requires: a product owner may add one)
  await tickRequired(submit.closest('form')!);
  expect(submit).not.toHaveAttribute('aria-disabled');
});

test('show/hide password toggles the input type and its pressed state', async () => {
  bootstrap();
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  const toggle = screen.getByRole('button', { name: say('widget.password.show') });
  expect(toggle).toHaveAttribute('data-action', 'toggle-visibility');
  await u.click(toggle);
  expect(screen.getByLabelText(sayStart('field.password.label'))).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveAccessibleName('Show password');
  expect(toggle).toHaveAttribute('title', 'Hide password');
});

test('a failed sign-on keeps the user id, clears the password and shows the message; the payload is the wire format', async () => {
  bootstrap();
  const body = replyToSignOn({
    nextAction: 'LOGIN',
    messages: { type: 'ERROR', detail: 'E100|Sign on was unsuccessful. Please try again.' },
  });
  await mountWidget('authenticateUser');
  await signOn('al ice@example.com', 'Secret#123');
  const box = await screen.findByRole('alert');
  expect(box).toHaveAttribute('data-message-type', 'ERROR');
  expect(box).toHaveTextContent('Sign on was unsuccessful. Please try again.');
  expect(box).toHaveFocus();
  expect(screen.getByLabelText(sayStart('field.userId.label'))).toHaveValue('alice@example.com');
  expect(screen.getByLabelText(sayStart('field.password.label'))).toHaveValue('');
  const data = JSON.parse(body().get('data') ?? '{}') as Record<string, unknown>;
  expect(data).toMatchObject({
    userId: 'alice%40example.com',
    password: 'Secret#123',
    authReason: null,
    nuCaptchaToken: '',
    nuCaptchaAns: '',
    sId: 'sid-1',
  });
  expect(body().get('_csrf')).toBe('tok-1');
  expect(body().get('sId')).toBe('sid-1');
  expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
  // the password the reset emptied shows no error when the user passes through it (issue: a false "required")
  const u = userEvent.setup({ delay: null });
  await u.click(screen.getByLabelText(sayStart('field.password.label')));
  await u.click(screen.getByLabelText(sayStart('field.userId.label')));
  await settle();
  expect(screen.queryByText('Field is required')).toBeNull();
});

test('requests carry isWidget, language, the CSRF header and flowId from the host URL', async () => {
  setHostUrl('/app/page.html?flowId=F-9');
  bootstrap();
  let query = '';
  nock(API)
    .post('/login/wgt/authenticate/apps/demo/demo')
    .matchHeader('x-xsrf-token', 'tok-1')
    .query((q) => {
      query = new URLSearchParams(q as Record<string, string>).toString();
      return true;
    })
    .reply(200, { nextAction: 'LOGIN', messages: { type: 'ERROR', detail: 'no' } });
  await mountWidget('authenticateUser', { language: 'fr_FR' });
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(/Identifiant/), 'alice');
  await u.type(screen.getByLabelText(/^Mot de passe/), 'x');
  await pressSubmit(u, screen.getByRole('button', { name: 'Se connecter' }));
  await screen.findByRole('alert');
  expect(screen.getByRole('alert')).toHaveTextContent('no');
  expect(query).toBe('isWidget=true&language=fr_FR&flowId=F-9');
});

test('LOGIN with no messages shows the captcha (sanitized); its token and answer go back with the next sign-on', async () => {
  bootstrap();
  replyToSignOn({
    nextAction: 'LOGIN',
    messages: {},
    captcha: '<img src="/captcha/t1.svg" alt="" onerror="alert(1)"><script>alert(2)</script>',
    captchaParameters: { token: 't1', imageUrl: '/captcha/t1.svg' },
  });
  await mountWidget('authenticateUser');
  await signOn();
  expect(await screen.findByText('For your security, type the characters you see in the image.')).toBeInTheDocument();
  const img = document.querySelector('.aw-captcha-challenge img')!;
  expect(img).toHaveAttribute('src', '/captcha/t1.svg');
  expect(img).not.toHaveAttribute('onerror');
  expect(document.querySelector('.aw-captcha-challenge script')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  const body = replyToSignOn({ nextAction: 'LOGIN', messages: { type: 'ERROR', detail: 'wrong' } });
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'pw');
  await u.type(screen.getByLabelText(say('field.captchaAnswer.label')), 'AB12C');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await screen.findByRole('alert');
  expect(JSON.parse(body().get('data') ?? '{}') as Record<string, unknown>).toMatchObject({
    nuCaptchaToken: 't1',
    nuCaptchaAns: 'AB12C',
  });
  expect(document.querySelector('.aw-captcha')).toBeNull();
});

test('the captcha block: refresh asks for a new challenge (and clears the answer), help shows three questions, listen opens the audio', async () => {
  bootstrap();
  replyToSignOn({
    nextAction: 'LOGIN',
    messages: {},
    captcha: '<img src="/captcha/t1.svg" alt="">',
    captchaParameters: { token: 't1', imageUrl: '/captcha/t1.svg', audioUrl: '/captcha/t1.wav' },
  });
  const m = await mountWidget('authenticateUser');
  const u = await signOn();
  await screen.findByText('For your security, type the characters you see in the image.');
  const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  await u.type(screen.getByLabelText(say('field.captchaAnswer.label')), '23456');
  nock(API)
    .get('/login/wgt/captcha')
    .query(true)
    .reply(200, {
      messages: {},
      captcha: '<img src="/captcha/t2.svg" alt="">',
      captchaParameters: { token: 't2', imageUrl: '/captcha/t2.svg', audioUrl: '/captcha/t2.wav' },
    });
  await u.click(screen.getByRole('button', { name: say('widget.captcha.refresh') }));
  await waitFor(() => expect(m.widget.store.getState().flow.context.captcha?.token).toBe('t2'));
  await waitFor(() => expect(screen.getByLabelText(say('field.captchaAnswer.label'))).toHaveValue(''));
  expect(screen.getByRole('button', { name: say('widget.captcha.refresh') })).toHaveAttribute(
    'data-action',
    'captcha-refresh',
  );
  const help = screen.getByRole('button', { name: say('widget.captcha.help') });
  expect(help).toHaveAttribute('aria-expanded', 'false');
  await u.click(help);
  expect(help).toHaveAttribute('aria-expanded', 'true');
  expect(document.querySelectorAll('.aw-captcha-help dt')).toHaveLength(3);
  expect(document.querySelector('.aw-captcha-help')).toHaveTextContent('What is this security check?');
  const listen = screen.getByRole('button', { name: say('widget.captcha.listen') });
  expect(listen).toHaveAttribute('data-action', 'captcha-audio');
  await u.click(listen);
  expect(document.querySelector('audio')).toHaveAttribute('src', '/captcha/t2.wav');
  expect(screen.getByText('Playback starts in 3 seconds.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: say('widget.captcha.rewind') })).toHaveAttribute(
    'data-action',
    'captcha-rewind',
  );
  play.mockRestore();
});

test('embedded sign-on answered EBS: the enable-by-secure-code dialog as its own page, EBS_PAGE', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'EBS', messages: { type: 'ERROR', detail: 'Enable your account first.' } });
  await mountWidget('authenticateUser', { isLoginEmbedded: true });
  await signOn();
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'EBS_PAGE'));
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Enable by secure code');
  expect(await screen.findByRole('alert')).toHaveTextContent('Enable your account first.');
});

test('the captcha instruction goes to the host captchaMessageContainer when given', async () => {
  const box = document.createElement('div');
  box.id = 'host-captcha';
  document.body.appendChild(box);
  bootstrap();
  replyToSignOn({
    nextAction: 'LOGIN',
    messages: {},
    captcha: '<img src="/c.svg" alt="">',
    captchaParameters: { token: 't' },
  });
  await mountWidget('authenticateUser', { captchaMessageContainer: 'host-captcha' });
  await signOn();
  await waitFor(() => expect(box).toHaveTextContent('For your security'));
  box.remove();
});

test.each([
  ['TMP_PWD', 'RESET_PASSWORD', 'LOGIN', 'Temporary password'],
  ['CPW', 'CPW', 'LOGIN', 'Change password'],
  ['PWD_IN_GRACE', 'CPW', 'LOGIN', 'Change password'],
  ['PWD_BEFORE_EXP', 'CPW', 'LOGIN', 'Change password'],
  ['PWD_BEFORE_EXP_STEP_UP', 'CPW', 'STEP_UP', 'Change password'],
  ['PWD_BEFORE_EXP_TWO_FACTOR', 'CPW', 'TWO_FACTOR', 'Change password'],
  ['STEP_UP', 'SV_DELIVERY_OPTIONS', 'STEP_UP', 'Choose where to send your security code'],
  ['FPC', 'FORGOT_PASSWORD', 'FPS', say('panel.forgotPassword.title')],
  ['EBS', 'EBS', 'LOGIN', 'Enable by secure code'],
  ['SOMETHING_ELSE', 'ERROR', 'LOGIN', 'Error'],
])('%s lands on %s (flow %s)', async (nextAction, page, flow, title) => {
  bootstrap();
  const withMessage = nextAction.startsWith('PWD') || ['FPC', 'EBS', 'SOMETHING_ELSE'].includes(nextAction);
  replyToSignOn({ nextAction, messages: withMessage ? { type: 'ERROR', detail: `msg for ${nextAction}` } : {} });
  // STEP_UP's loader fetches the delivery options and moves on to them.
  if (nextAction === 'STEP_UP')
    nock(API)
      .get('/stepup/wgt/svoptions')
      .query(true)
      .reply(200, { messages: {}, mobilePhoneIds: { p0: '***-***-0123' }, landLinePhoneIds: {}, email: '' });
  // forgot password asks for the supported country codes as it opens
  if (nextAction === 'FPC')
    nock(API)
      .get('/login/wgt/getCountryCodes')
      .query(true)
      .reply(200, { CountryCodes: ['1', '44'] });
  const m = await mountWidget('authenticateUser');
  await signOn();
  // (FPC loads the recovery flow's file first: under a loaded npm test that takes more than waitFor's 1 s)
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', page), { timeout: 5000 });
  expect(dialog()).toHaveAttribute('data-flow', flow);
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent(title);
  // every message keeps the server's type and its role (an ERROR is an alert); a password-expiry notice is drawn as a
  // warning (docs/host.md "DOM hooks")
  if (withMessage) {
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent(`msg for ${nextAction}`);
    expect(box).toHaveAttribute('data-message-type', 'ERROR');
    if (nextAction.startsWith('PWD')) expect(box).toHaveAttribute('data-message-tone', 'warning');
  }
  if (page === 'ERROR') expect(dialog()).toHaveAttribute('data-dialog', 'error');
  expect(m.navigations).toEqual([]);
  // (marked after the new session's id arrives: the row's effects run in order)
  await waitFor(() =>
    expect(m.widget.store.getState().flow.context.passwordState ?? null).toBe(
      ({ TMP_PWD: 'temporary', CPW: 'forced', PWD_IN_GRACE: 'grace' } as Record<string, string>)[nextAction] ??
        (nextAction.startsWith('PWD_BEFORE') ? 'expiring' : null),
    ),
  );
});

test('REDIRECT goes to the target URL after redirectDelay, keeping the wait message up', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'REDIRECT', messages: {}, targetUrl: '/from-server' });
  // the delay is held until the test has looked (a real 50 ms timer raced a busy machine)
  const waited: number[] = [];
  let release = () => undefined as void;
  const delay = (ms: number) => new Promise<void>((r) => ((release = r), waited.push(ms)));
  const m = await mountWidget('authenticateUser', { targetUrl: '/app/home', redirectDelay: 50 }, { delay });
  await signOn();
  await waitFor(() => expect(waited).toEqual([50]));
  expect(m.navigations).toEqual([]);
  await waitFor(() => expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeInTheDocument());
  release();
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
  expect(dialog()).toBeNull();
});

test('REDIRECT without a configured target uses the reply target, or asks the server for one', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'REDIRECT', messages: {}, targetUrl: '/from-reply' });
  const m = await mountWidget('authenticateUser');
  await signOn();
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/from-reply']));
  await unmountWidget();

  bootstrap();
  replyToSignOn({ nextAction: 'REDIRECT', messages: {} });
  nock(API).post('/secure/wgt/gettargeturl').query(true).reply(200, { messages: {}, targetUrl: '/fetched' });
  const m2 = await mountWidget('authenticateUser');
  await signOn();
  await waitFor(() => expect(m2.navigations).toEqual(['http://auth.test/fetched']));
});

test('REDIRECT to a foreign origin is refused with a message, never followed', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'REDIRECT', messages: {}, targetUrl: 'https://evil.example.net/steal' });
  const m = await mountWidget('authenticateUser');
  await signOn();
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'ERROR'));
  expect(screen.getByRole('alert')).toHaveTextContent('not allowed');
  expect(m.navigations).toEqual([]);
  expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeNull();
});

test('ping mode: /ping paths except app details, PING_LOGIN_PAGE, auth=true on the target', async () => {
  setHostUrl('/app/page.html?resourceUrl=%2Fres%2Fhome');
  bootstrap({ ping: true });
  replyToSignOn({ nextAction: 'REDIRECT', messages: {} }, { ping: true });
  const m = await mountWidget('authenticateUser');
  expect(dialog()).toHaveAttribute('data-page', 'PING_LOGIN_PAGE');
  await signOn();
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/res/home?auth=true']));
});

test('TWO_FACTOR calls the app callback with "TWO_FACTOR" and closes the widget', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'TWO_FACTOR', messages: {} });
  const m = await mountWidget('authenticateUser');
  await signOn();
  await waitFor(() => expect(m.callbacks).toEqual(['TWO_FACTOR']));
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
});

test('LOGIN with sessionExpired gets a new session id and CSRF token and shows SESSION_TIMEOUT_MSG', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'LOGIN', sessionExpired: true, messages: { type: 'ERROR', detail: 'server text' } });
  nock(API)
    .get('/login/wgt/sessionId')
    .query(true)
    .reply(200, { sessionId: 'sid-2' })
    .get('/login/wgt/getCSRFToken')
    .query(true)
    .reply(200, { csrfTokenValue: 'tok-2', csrfTokenHeader: 'X-XSRF-TOKEN' });
  const m = await mountWidget('authenticateUser');
  await signOn();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'For security reasons, your session has expired. Please try again.',
  );
  expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
  await waitFor(() =>
    expect(m.widget.store.getState().session).toMatchObject({ sessionId: 'sid-2', csrf: { csrfTokenValue: 'tok-2' } }),
  );
});

test.each([
  [
    'a network error',
    () =>
      nock(API)
        .post('/login/wgt/authenticate/apps/demo/demo')
        .query(true)
        .replyWithError(networkError('connection reset')),
  ],
  [
    'a redirect',
    () => nock(API).post('/login/wgt/authenticate/apps/demo/demo').query(true).reply(302, '', { Location: '/login' }),
  ],
  [
    'a reply without messages',
    () => nock(API).post('/login/wgt/authenticate/apps/demo/demo').query(true).reply(200, { nextAction: 'REDIRECT' }),
  ],
])(
  '%s is a session expiry: the error dialog with SESSION_TIMEOUT_MSG; continue reloads with sessionExpired=true',
  async (_n, arrange) => {
    bootstrap();
    arrange();
    const m = await mountWidget('authenticateUser');
    await signOn();
    await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'ERROR'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'For security reasons, your session has expired. Please try again.',
    );
    expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeNull();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: say('common.continue') }));
    await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/page.html?sessionExpired=true']));
  },
);

test('with a loginUrl, the error dialog continue goes there', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'ACCOUNT_DISABLED', messages: { type: 'ERROR', detail: 'Disabled.' } });
  const m = await mountWidget('authenticateUser', { loginUrl: '/login-here' });
  await signOn();
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'ERROR'));
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: say('common.continue') }));
  expect(m.navigations).toEqual(['http://auth.test/login-here']);
});

test('an HTTP error shows "Request Failed:" with its status text, logs it to the server, and keeps the user id', async () => {
  bootstrap();
  nock(API)
    .post('/login/wgt/authenticate/apps/demo/demo')
    .query(true)
    .reply(500, 'boom', { 'x-correlation-id': 'c-1' });
  let logged: Record<string, unknown> = {};
  nock(API)
    .post('/login/wgt/logErrorMessage/apps/demo/demo', (b: string) => {
      logged = JSON.parse(new URLSearchParams(b).get('data') ?? '{}') as Record<string, unknown>;
      return true;
    })
    .query(true)
    .reply(200, { status: 'success', messages: {} });
  await mountWidget('authenticateUser');
  await signOn('alice', 'TopSecret#1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Request Failed: Internal Server Error');
  expect(screen.getByLabelText(sayStart('field.userId.label'))).toHaveValue('alice');
  await waitFor(() =>
    expect(logged).toMatchObject({
      errorLogs: { correlationId: 'c-1', errorMessage: 'Internal Server Error' },
      currentPage: 'LOGIN_PAGE',
      currentFlow: 'LOGIN',
    }),
  );
  expect(JSON.stringify(logged)).not.toContain('TopSecret#1');
  expect(document.querySelector('#auth-widget-wait [data-wait]')).toBeNull();
});

test.each([
  ['de_DE', 500, 'Anfrage fehlgeschlagen: Interner Serverfehler'],
  ['zh_CN', 503, '请求失败：服务不可用'],
  ['fr_FR', 599, 'Échec de la requête : Erreur HTTP 599'],
  ['en_US', 599, 'Request Failed: HTTP error 599'],
])("%s: a failed request says why in the user's language (HTTP %i)", async (language, status, shown) => {
  notAConformanceJourney();
  bootstrap();
  nock(API).post('/login/wgt/authenticate/apps/demo/demo').query(true).reply(status, 'down');
  nock(API)
    .post('/login/wgt/logErrorMessage/apps/demo/demo')
    .query(true)
    .reply(200, { status: 'success', messages: {} });
  await mountWidget('authenticateUser', { language });
  await act(() => doSubmit({ userId: 'alice', password: 'TopSecret#1' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(shown);
});

test("a request slower than the timeout says so in the user's language", async () => {
  notAConformanceJourney();
  bootstrap();
  nock(API)
    .post('/login/wgt/logErrorMessage/apps/demo/demo')
    .query(true)
    .reply(200, { status: 'success', messages: {} });
  // the sign-on never answers (nock's delay does not end on abort); every other call goes to nock
  const hangSignOn: typeof fetch = (input, init) => {
    const req = input as Request;
    if (!req.url.includes('/authenticate/')) return fetch(input, init);
    return new Promise((_resolve, reject) => {
      req.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  };
  await mountWidget('authenticateUser', { language: 'sv_SE', requestTimeoutMs: 100 }, { fetch: hangSignOn });
  await act(() => doSubmit({ userId: 'alice', password: 'TopSecret#1' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Begäran misslyckades: Tidsgränsen överskreds');
});

test('a failed error-log call shows the system error', async () => {
  bootstrap();
  nock(API)
    .post('/login/wgt/authenticate/apps/demo/demo')
    .query(true)
    .reply(503, 'down')
    .post('/login/wgt/logErrorMessage/apps/demo/demo')
    .query(true)
    .reply(500, 'also down');
  await mountWidget('authenticateUser');
  await signOn();
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A system error has occurred. Contact support for further assistance.',
    ),
  );
});

test('a failed app-settings fetch clears the message, calls the app callback with "Error" and closes', async () => {
  nock(API).get('/appsdetails/wgt/apps/demo').query(true).reply(500, 'no');
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const m = await mountWidget('authenticateUser');
  await settle();
  expect(m.callbacks).toEqual(['Error']);
  expect(document.getElementById('auth-widget')).toBeNull();
  spy.mockRestore();
});

test('REDIRECT_REASON in the host query: authReason REAUTH is sent and the sign-on error is shown', async () => {
  setHostUrl('/app/page.html?REDIRECT_REASON=timeout');
  bootstrap();
  const body = replyToSignOn({ nextAction: 'LOGIN', messages: { type: 'ERROR', detail: 'x' } });
  await mountWidget('authenticateUser');
  expect(screen.getByRole('alert')).toHaveTextContent('Sign-on failed. Try again.');
  // a press while a start-up call is still out sends nothing (on a busy machine they can outlast the mount): the user
  // signs on once the panel is idle, as a person would see it
  const idle = () =>
    waitFor(
      () => {
        expect(document.getElementById('auth-widget-wait')).not.toHaveAttribute('aria-busy');
        expect(screen.getByLabelText(sayStart('field.userId.label', 'field.email.label'))).not.toHaveAttribute(
          'readonly',
        );
      },
      { timeout: 10000 },
    );
  await idle();
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label', 'field.email.label')), 'alice');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'Secret#123');
  // what was typed is there (a start-up call that ended meanwhile must not have taken it) before the press
  await idle();
  expect(screen.getByLabelText(sayStart('field.userId.label', 'field.email.label'))).toHaveValue('alice');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await waitFor(() => expect(body()).toBeDefined(), { timeout: 10000 });
  expect((JSON.parse(body().get('data') ?? '{}') as Record<string, unknown>).authReason).toBe('REAUTH');
});

test('REDIRECT_REASON in embedded mode writes the error into the loginErrorContainer', async () => {
  setHostUrl('/app/page.html?REDIRECT_REASON=timeout');
  const box = document.createElement('div');
  box.id = 'login-errors';
  document.body.appendChild(box);
  bootstrap();
  replyToSignOn({ nextAction: 'LOGIN', messages: { type: 'ERROR', detail: 'Bad credentials' } });
  await mountWidget('authenticateUser', { isLoginEmbedded: true, loginErrorContainer: 'login-errors' });
  expect(box).toHaveTextContent('Sign-on failed. Try again.');
  // the container lies under the modal overlay, so the panel says it too (announced once, by the panel)
  expect(within(dialog()!).getByRole('alert')).toHaveTextContent('Sign-on failed. Try again.');
  expect(within(box).queryByRole('alert')).toBeNull();
  await signOn();
  await waitFor(() => expect(box).toHaveTextContent('Bad credentials'));
  expect(within(dialog()!).getByRole('alert')).toHaveTextContent('Bad credentials');
  box.remove();
});

test('?sessionExpired=true opens sign-on with SESSION_TIMEOUT_MSG', async () => {
  setHostUrl('/app/page.html?sessionExpired=true');
  bootstrap();
  await mountWidget('authenticateUser');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'For security reasons, your session has expired. Please try again.',
  );
});

test('pressing submit repeatedly sends one request; the password stays in sight until the refusal', async () => {
  notAConformanceJourney();
  bootstrap();
  let calls = 0;
  nock(API)
    .post('/login/wgt/authenticate/apps/demo/demo')
    .query(true)
    .delay(100)
    .times(3)
    .reply(() => {
      calls += 1;
      return [200, { nextAction: 'LOGIN', messages: { type: 'ERROR', detail: 'no' } }];
    });
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'alice');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'x');
  const form = document.querySelector('#auth-widget form') as HTMLFormElement;
  await tickRequired(form);
  form.requestSubmit();
  form.requestSubmit();
  // issue 69 point 19: while the request is out the password is still there, read-only; the refusal empties it and
  // shows under the buttons (ui:panel messageInFooter), so the primary action stays where it was pressed
  const password = screen.getByLabelText(sayStart('field.password.label'));
  await waitFor(() => expect(password).toHaveAttribute('readonly'));
  expect(password).toHaveValue('x');
  const box = await screen.findByRole('alert');
  expect(password).toHaveValue('');
  expect(box.closest('.aw-footer')).toContainElement(screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await settle(200);
  expect(calls).toBe(1);
});

test('escape and the close control close the panel; close() removes everything', async () => {
  bootstrap();
  await mountWidget('authenticateUser');
  await userEvent.setup({ delay: null }).click(document.querySelector('[data-action="close"]') as HTMLElement);
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(document.getElementById('auth-widget-wait')).toBeNull();

  // the host's button that opened the widget gets focus back when it closes
  const opener = document.body.appendChild(document.createElement('button'));
  opener.focus();
  bootstrap();
  await mountWidget('authenticateUser');
  await waitFor(() => expect(screen.getByLabelText(sayStart('field.userId.label'))).toHaveFocus());
  await userEvent.setup({ delay: null }).keyboard('{Escape}');
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(opener).toHaveFocus();
  opener.remove();
});

test('a panel opens with focus on its first empty field, on the dialog with autoFocus false; no focus moves back to a host that moved it', async () => {
  bootstrap();
  await mountWidget('authenticateUser');
  await waitFor(() => expect(screen.getByLabelText(sayStart('field.userId.label'))).toHaveFocus());
  await unmountWidget();

  // a user who put focus into the panel before its first frame keeps it
  bootstrap();
  await mountWidget('authenticateUser');
  screen.getByLabelText(sayStart('field.password.label')).focus();
  await settle(50);
  expect(screen.getByLabelText(sayStart('field.password.label'))).toHaveFocus();
  await unmountWidget();

  bootstrap();
  await mountWidget('authenticateUser', { autoFocus: false });
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
  // the host moves focus elsewhere while the widget is open: closing leaves it there
  const opener = document.body.appendChild(document.createElement('button'));
  const elsewhere = document.body.appendChild(document.createElement('input'));
  elsewhere.focus();
  await userEvent.setup({ delay: null }).click(document.querySelector('[data-action="close"]') as HTMLElement);
  await settle();
  expect(document.getElementById('auth-widget')).toBeNull();
  expect(opener).not.toHaveFocus();
  opener.remove();
  elsewhere.remove();
});

test('the help link opens helpURL in a new window with rel noopener noreferrer; a foreign help URL is not shown', async () => {
  bootstrap();
  await mountWidget('authenticateUser', { helpURL: '/help.html' });
  const help = document.querySelector('[data-action="help"]')!;
  expect(help).toHaveAttribute('href', 'http://auth.test/help.html');
  expect(help).toHaveAttribute('target', '_blank');
  expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  await unmountWidget();
  bootstrap();
  await mountWidget('authenticateUser', { helpURL: 'javascript:alert(1)' });
  expect(document.querySelector('[data-action="help"]')).toBeNull();
});

test('theme values become --aw-* custom properties on #auth-widget', async () => {
  bootstrap();
  await mountWidget('authenticateUser', { theme: { primaryColor: '#800000', fontFamily: 'Georgia, serif' } });
  const root = document.getElementById('auth-widget')!;
  expect(root.style.getPropertyValue('--aw-primary-color')).toBe('#800000');
  expect(root.style.getPropertyValue('--aw-font-family')).toBe('Georgia, serif');
  expect(root.style.getPropertyValue('--aw-text-color')).toBe('');
});

test('the forgot-password link starts the FPS flow', async () => {
  bootstrap();
  await mountWidget('authenticateUser');
  const link = screen.getByRole('button', { name: say('panel.signOn.forgotPassword') });
  expect(link).toHaveAttribute('data-action', 'forgot-password'); // not the primary continue's hook
  expect(document.querySelectorAll('#auth-widget [data-action="continue"]')).toHaveLength(0);
  await userEvent.setup({ delay: null }).click(link);
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FORGOT_PASSWORD'));
  expect(dialog()).toHaveAttribute('data-flow', 'FPS');
});

test('neither the store nor any dispatched action ever holds the typed password', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'LOGIN', messages: { type: 'ERROR', detail: 'no' } });
  const m = await mountWidget('authenticateUser');
  const seen: string[] = [];
  const unsub = m.widget.store.subscribe(() => seen.push(JSON.stringify(m.widget.store.getState())));
  await signOn('alice', 'Pa55#word-SECRET');
  await screen.findByRole('alert');
  unsub();
  expect(seen.length).toBeGreaterThan(2);
  expect(seen.join('\n')).not.toContain('Pa55#word-SECRET');
  expect(seen.join('\n')).toContain('alice');
});

test('embedded mode: LOGIN with sessionExpired and any other nextAction write into the host container', async () => {
  const box = document.createElement('div');
  box.id = 'login-errors';
  document.body.appendChild(box);
  bootstrap();
  replyToSignOn({ nextAction: 'LOGIN', sessionExpired: true, messages: {} });
  nock(API)
    .get('/login/wgt/sessionId')
    .query(true)
    .reply(200, { sessionId: 'sid-2' })
    .get('/login/wgt/getCSRFToken')
    .query(true)
    .reply(200, { csrfTokenValue: 'tok-2' });
  await mountWidget('authenticateUser', { isLoginEmbedded: true, loginErrorContainer: 'login-errors' });
  await signOn();
  await waitFor(() =>
    expect(box).toHaveTextContent('For security reasons, your session has expired. Please try again.'),
  );
  // a nextAction no flow table names (a real one, such as docs/changing-a-screen.md example 6's ACCOUNT_LOCKED, may get
  // a row of its own)
  replyToSignOn({ nextAction: 'NOT_IN_ANY_TABLE', messages: { type: 'ERROR', detail: 'Locked.' } });
  await signOn('', 'pw');
  await waitFor(() => expect(box).toHaveTextContent('Locked.'));
  expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
  box.remove();
});

test.each([
  ['?REDIRECT_REASON=x', { isLoginEmbedded: true, loginErrorContainer: 'errs' }, 'Sign-on failed. Try again.'],
  ['?REDIRECT_REASON=x', {}, 'Sign-on failed. Try again.'],
  ['?sessionExpired=true', {}, 'For security reasons, your session has expired. Please try again.'],
  ['', {}, null],
])('ping mode, host query %p: PING_LOGIN_PAGE with the right message', async (query, config, text) => {
  setHostUrl(`/app/page.html${query}`);
  const box = document.createElement('div');
  box.id = 'errs';
  document.body.appendChild(box);
  bootstrap({ ping: true });
  await mountWidget('authenticateUser', config);
  expect(dialog()).toHaveAttribute('data-page', 'PING_LOGIN_PAGE');
  const shown = within(dialog()!).queryByRole('alert')?.textContent ?? null;
  if (text) expect(shown).toContain(text);
  else expect(shown).toBeNull();
  if ((config as { loginErrorContainer?: string }).loginErrorContainer) expect(box).toHaveTextContent(text!);
  box.remove();
});

/** The sign-on of an app that offers passkeys, in a browser that has them (test/support/credentials.ts). */
async function passkeyApp() {
  const creds = installCredentials();
  bootstrap({ app: { factors: ['PASSKEY'] } });
  const options = replyToPath(
    'get',
    '/login/wgt/passkey/options',
    ...repeat(6, { messages: {}, publicKey: REQUEST_OPTIONS }),
  );
  const m = await mountWidget('authenticateUser', { targetUrl: '/app/home' });
  await waitFor(() => expect(creds.open()).toHaveLength(1));
  return { ...m, creds, options, u: userEvent.setup({ delay: null }) };
}
const passkeyButton = () => screen.getByRole('button', { name: say('panel.signOn.passkey') });
/** no credential data in the store: what the browser answered is sent, never kept */
const noCredentialIn = (m: Mounted) =>
  expect(JSON.stringify(m.widget.store.getState())).not.toMatch(/cred-1|c2lnbmF0dXJl|Y2hhbGxlbmdl/);

test('passkeys offered: the autofill keeps a conditional request; a passkey picked there signs on with no password', async () => {
  const m = await passkeyApp();
  try {
    expect(document.querySelector('input[name="userId"]')).toHaveAttribute('autocomplete', 'username webauthn');
    expect(passkeyButton()).toHaveAttribute('data-action', 'passkey');
    const [conditional] = m.creds.open();
    expect(conditional.kind).toBe('get');
    expect(conditional.options.mediation).toBe('conditional');
    // the options' binary members as the browser takes them (the fallback of parseRequestOptionsFromJSON)
    expect(new TextDecoder().decode(conditional.options.publicKey!.challenge as ArrayBuffer)).toBe('challenge');
    expect(m.options[0]).toMatchObject({ appId: 'demo', sId: 'sid-1' });
    const sent = replyToPath('post', '/login/wgt/passkey/authenticate/apps/demo/demo', {
      nextAction: 'REDIRECT',
      messages: {},
    });
    await act(async () => conditional.answer(fakeCredential('get')));
    await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
    expect(sent[0].credential).toEqual({
      id: 'cred-1',
      rawId: 'Y3JlZC0x',
      type: 'public-key',
      response: {
        clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
        authenticatorData: 'YXV0aC1kYXRh',
        signature: 'c2lnbmF0dXJl',
        userHandle: 'YWxpY2U',
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
    noCredentialIn(m);
  } finally {
    m.creds.remove();
  }
});

test("the passkey button asks outright; the user's cancel says nothing and keeps focus; a failure and a refusal say so", async () => {
  const m = await passkeyApp();
  try {
    const [conditional] = m.creds.open();
    await m.u.click(passkeyButton());
    // the modal request ends the conditional one (the browser takes one at a time)
    await waitFor(() => expect(m.creds.open().map((a) => a.options.mediation)).toEqual([undefined]));
    expect(conditional.settled).toBe(true);
    await act(async () => m.creds.open()[0].refuse('NotAllowedError'));
    await settle();
    expect(within(dialog()!).queryByRole('alert')).toBeNull();
    expect(passkeyButton()).toHaveFocus();
    expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
    // once the modal request is over the autofill asks again
    await waitFor(() => expect(m.creds.open().map((a) => a.options.mediation)).toEqual(['conditional']));
    await m.u.click(passkeyButton());
    await waitFor(() => expect(m.creds.open().map((a) => a.options.mediation)).toEqual([undefined]));
    await act(async () => m.creds.open()[0].refuse('SecurityError'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your passkey could not be used. Try again, or sign on with your password.',
      ),
    );
    await waitFor(() => expect(m.creds.open()).toHaveLength(1));
    replyToPath('post', '/login/wgt/passkey/authenticate/apps/demo/demo', {
      nextAction: 'LOGIN',
      messages: { type: 'ERROR', detail: 'That passkey could not be used. Try again, or sign on another way.' },
    });
    await m.u.click(passkeyButton());
    await waitFor(() => expect(m.creds.open().map((a) => a.options.mediation)).toEqual([undefined]));
    await act(async () => m.creds.open()[0].answer(fakeCredential('get')));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That passkey could not be used.'));
    expect(dialog()).toHaveAttribute('data-page', 'LOGIN_PAGE');
    expect(m.navigations).toEqual([]);
    noCredentialIn(m);
  } finally {
    m.creds.remove();
  }
});

test('an app that does not offer passkeys asks nothing of the browser and shows no passkey button', async () => {
  const creds = installCredentials();
  try {
    bootstrap();
    await mountWidget('authenticateUser');
    await settle(50);
    expect(creds.asked).toEqual([]);
    expect(document.querySelector('[data-action="passkey"]')).toBeNull();
    expect(document.querySelector('input[name="userId"]')).toHaveAttribute('autocomplete', 'username');
  } finally {
    creds.remove();
  }
});

test('a password sign-on answered with PASSKEY_OFFER opens the offer; "Not now" goes on to the target', async () => {
  bootstrap();
  replyToSignOn({ nextAction: 'PASSKEY_OFFER', messages: {}, targetUrl: '/from-server' });
  const m = await mountWidget('authenticateUser');
  const u = await signOn();
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'PASSKEY_OFFER'));
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Sign on faster next time');
  const skipped = replyToPath('post', '/login/wgt/passkey/skip', {
    nextAction: 'REDIRECT',
    messages: {},
    targetUrl: '/from-server',
  });
  await u.click(screen.getByRole('button', { name: say('panel.passkeyOffer.notNow') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/from-server']));
  expect(skipped).toEqual([expect.objectContaining({ appId: 'demo' })]);
});

test("the user id typed before a provider's button is there again when the page comes back (a cancel there); in no URL", async () => {
  // two mounts with the tab's storage between them: not one conformance journey
  notAConformanceJourney();
  const providers = { identityProviders: [{ id: 'demo-id', name: 'Demo ID', kind: 'oidc' }] };
  bootstrap({ app: providers });
  const first = await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'alice');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'Secret#123');
  await u.click(within(dialog()!).getByRole('button', { name: 'Continue with Demo ID' }));
  await waitFor(() => expect(first.navigations).toHaveLength(1));
  expect(first.navigations[0]).toContain('/login/wgt/idp/demo-id/start?');
  expect(first.navigations[0]).not.toContain('alice');
  // the tab keeps the user id only: never the password
  expect(JSON.stringify({ ...sessionStorage })).not.toContain('Secret#123');
  await unmountWidget();
  // the provider sends the page back with the resume token; the cancel is read as the sign-on reply
  setHostUrl(`${HOST_PAGE}#aw-resume=Xy7_resume-token-0123456789abcdef`);
  bootstrap({ app: providers });
  const resumed = replyToPath('post', '/login/wgt/idp/resume/apps/demo/demo', {
    nextAction: 'LOGIN',
    messages: { type: 'INFO', detail: 'Sign-on with Demo ID was cancelled.' },
  });
  await mountWidget('authenticateUser');
  await waitFor(() => expect(dialog()!.querySelector('[data-message-type="INFO"]')).not.toBeNull());
  expect(document.querySelector<HTMLInputElement>('input[name="userId"]')!.value).toBe('alice');
  expect(document.querySelector<HTMLInputElement>('input[name="password"]')!.value).toBe('');
  expect(JSON.stringify(resumed)).not.toContain('alice');
  // used once: the tab holds it no longer
  expect(sessionStorage.length).toBe(0);
});

// Last in the file on purpose: it reads what the journeys above followed (skipped when they are filtered out).
test('every row of flows/sign-on.json is followed by one of the journeys above', () => {
  const rows: string[] = [];
  const page = signOnFlow.pages.LOGIN_PAGE as { on: Record<string, unknown[]>; events: Record<string, unknown[]> };
  for (const [na, list] of Object.entries(page.on)) list.forEach((_r, i) => rows.push(`LOGIN_PAGE/on/${na}/${i}`));
  for (const [ev, list] of Object.entries(page.events))
    list.forEach((_r, i) => rows.push(`LOGIN_PAGE/events/${ev}/${i}`));
  signOnFlow.entries.authenticateUser.forEach((_r, i) => rows.push(`entries/authenticateUser/${i}`));
  const followed = new Set([...rowsFollowed].map((s) => s.replace(/^PING_LOGIN_PAGE\//, 'LOGIN_PAGE/')));
  expect(rows.filter((r) => !followed.has(r))).toEqual([]);
});
