// Authenticator apps and recovery codes (docs/host.md "Authenticator apps and recovery codes",
// flows/authenticator.json), through the real widget against recorded replies: setting up an app from its QR code and
// key, the recovery codes shown once (copy, download, the box to tick), using the app in step-up and two-factor, a
// recovery code and the few left, the lock, another way, cancel. The key, the URI and the codes never reach the store.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import authenticatorFlow from '../../flows/authenticator.json';
import {
  API,
  bootstrap,
  dialog,
  flowRows,
  mountWidget,
  pressSubmit,
  replyToPath,
  replyToSignOn,
  rowsFollowed,
  settle,
  unmountWidget,
} from '../support/widget';
import { sayStart, say } from '../support/say';

afterEach(async () => {
  await unmountWidget();
  nock.cleanAll();
});

const page = () => dialog()?.getAttribute('data-page');
const OPTIONS = { messages: {}, mobilePhoneIds: { p1: '***-***-0123' }, landLinePhoneIds: {}, email: '' };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const URI = `otpauth://totp/demo:totp.new?issuer=demo&secret=${SECRET}&algorithm=SHA1&digits=6&period=30`;
const CODES = ['2345A-BCDEF', '3456B-CDEFG', '4567C-DEFGH', '5678D-EFGHJ', '6789E-FGHJK'];
/** a Blob's text (jsdom's Blob has no text()) */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });
const downloads = () => (globalThis as { __downloads?: { name: string; blob: Blob }[] }).__downloads ?? [];
const wrong = (kind: string) => ({
  nextAction: kind,
  messages: { type: 'ERROR', detail: 'The code is not correct. Check it and try again.' },
});

/** Step-up after a password sign-on: the options panel. */
async function stepUp(options: object) {
  bootstrap();
  replyToSignOn({ nextAction: 'STEP_UP', messages: {} });
  replyToPath('get', '/stepup/wgt/svoptions', { ...OPTIONS, ...options });
  const m = await mountWidget('authenticateUser', { targetUrl: '/app/home' });
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'totp.user');
  await u.type(screen.getByLabelText(sayStart('field.password.label')), 'Welcome#2026');
  await pressSubmit(u, screen.getByRole('button', { name: say('panel.signOn.submit') }));
  await waitFor(() => expect(page()).toBe('SV_DELIVERY_OPTIONS'));
  await settle();
  return { ...m, u };
}
/** Two-factor from the host (its callback given), at the options panel. */
async function twoFactor(options: object) {
  bootstrap();
  replyToPath('get', '/svauth/wgt/svoptions', { ...OPTIONS, ...options });
  const m = await mountWidget('twoFactorAuth', { targetUrl: '/app/home' });
  await waitFor(() => expect(page()).toBe('SV_DELIVERY_OPTIONS'));
  await settle();
  return { ...m, u: userEvent.setup({ delay: null }) };
}
async function choose(u: ReturnType<typeof userEvent.setup>, option: string, next: string) {
  await u.click(screen.getByRole('radio', { name: option }));
  await u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe(next));
  await settle();
}
/** Every store state from now on, as text: none may hold a secret. */
function statesOf(m: { widget: { store: { getState: () => unknown; subscribe: (l: () => void) => () => void } } }) {
  const seen: string[] = [JSON.stringify(m.widget.store.getState())];
  m.widget.store.subscribe(() => seen.push(JSON.stringify(m.widget.store.getState())));
  return seen;
}

/** The rows of flows/secure-code.json that lead into this flow (its own journeys leave them to this file). */
const LEADING_HERE = [
  'SV_DELIVERY_OPTIONS/events/TOTP/0',
  'SV_DELIVERY_OPTIONS/events/TOTP/1',
  'SV_DELIVERY_OPTIONS/events/RECOVERY_CODE/0',
];

test('setting up an app: the QR code and key of the reply, a wrong code keeps both, the right one brings the recovery codes', async () => {
  const m = await stepUp({ totp: 'NOT_ENROLLED' });
  const states = statesOf(m);
  const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
  // set-up is offered after the codes and never preselected
  expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
    'By voice call to ***-***-0123',
    'By text message to ***-***-0123',
    'Set up an authenticator app',
  ]);
  expect(radios[0]).toBeChecked();
  const asked = replyToPath('get', '/stepup/wgt/totp/enroll', { messages: {}, secret: SECRET, otpauthUri: URI });
  await choose(m.u, 'Set up an authenticator app', 'ENROLL_TOTP');
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy(),
  );
  expect(asked).toEqual([expect.objectContaining({ appId: 'demo' })]);
  const d = dialog()!;
  expect(within(d).getByRole('heading', { level: 2 })).toHaveTextContent('Set up an authenticator app');
  expect(d.querySelector('svg[data-qr]')).not.toBeNull();
  // the key: behind "Can't scan it?", in groups of four, with its Copy control
  const details = d.querySelector('details')!;
  expect(within(details).getByText('Can’t scan it? Enter this key')).toBeTruthy();
  expect(details).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  expect(within(details).getByRole('button', { name: say('common.copy') })).toHaveAttribute('data-action', 'copy');
  const code = screen.getByLabelText<HTMLInputElement>(/^Code from your app/);
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(screen.getByRole('button', { name: say('panel.appCode.otherWay') })).toHaveAttribute(
    'data-action',
    'other-way',
  );
  // a wrong code: the server's message, the QR code and key stay
  const sent = replyToPath('post', '/stepup/wgt/totp/enroll', wrong('STEP_UP'), {
    nextAction: 'RECOVERY_CODES',
    messages: {},
    recoveryCodes: CODES,
    then: { nextAction: 'REDIRECT', targetUrl: '/from-server' },
  });
  await m.u.type(code, '000000');
  await m.u.click(screen.getByRole('button', { name: say('panel.enrollTotp.verify') }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code is not correct.'));
  expect(page()).toBe('ENROLL_TOTP');
  expect(screen.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeTruthy();
  expect(details).toHaveTextContent('JBSW Y3DP');
  await m.u.clear(code);
  // an app's code is its own six digits (codeDigits), not the server's code of settings.codeLength: typed literally,
  // so the recorder does not name it by the "code" role (which follows the setting)
  await m.u.type(code, '654321');
  await m.u.click(screen.getByRole('button', { name: say('panel.enrollTotp.verify') }));
  await waitFor(() => expect(page()).toBe('RECOVERY_CODES'));
  expect(sent).toEqual([
    { validationCode: '000000', appId: 'demo' },
    { validationCode: '654321', appId: 'demo' },
  ]);
  // the codes, shown once: a dialog that cannot be closed before the box is ticked
  const codes = dialog()!;
  expect(codes).toHaveAttribute('data-dialog', 'recovery-codes');
  expect(within(codes).getByRole('heading', { level: 2 })).toHaveTextContent('Save your recovery codes');
  expect(
    within(codes)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('code')?.textContent),
  ).toEqual(CODES);
  await m.u.click(within(codes).getByRole('button', { name: say('common.copy') }));
  expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
  await waitFor(() => expect(within(codes).getByRole('status')).toHaveTextContent('Copied'));
  await m.u.click(within(codes).getByRole('button', { name: say('dialog.recoveryCodes.download') }));
  await waitFor(() => expect(downloads()).toHaveLength(1));
  const saved = downloads().pop()!;
  expect(saved.name).toBe('demo-recovery-codes.txt');
  expect(await textOf(saved.blob)).toBe(`${CODES.join('\n')}\n`);
  const go = within(codes).getByRole('button', { name: say('common.continue') });
  expect(go).toHaveAttribute('aria-disabled', 'true');
  await m.u.click(screen.getByRole('checkbox', { name: /^I have saved these codes/ }));
  await m.u.click(go);
  // (the host's targetUrl wins over the reply's, as for any sign-on)
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
  for (const s of states) expect(s).not.toMatch(/JBSWY3DP|otpauth|2345A-BCDEF|6789E/);
});

test('two-factor with the app: preselected, a code field with no resend; a wrong code stays; the right one calls the host back', async () => {
  const m = await twoFactor({ totp: 'ENROLLED', recoveryCode: true });
  const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
  expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
    'Use your authenticator app',
    'By voice call to ***-***-0123',
    'By text message to ***-***-0123',
    'Use a recovery code',
  ]);
  expect(radios[0]).toBeChecked();
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('VALIDATE_TOTP'));
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent(
    'Enter the code from your authenticator app',
  );
  expect(dialog()!.querySelector('[data-action="resend"]')).toBeNull();
  const sent = replyToPath('post', '/svauth/wgt/totp/validate', wrong('TWO_FACTOR'), {
    nextAction: 'REDIRECT',
    messages: {},
  });
  const code = screen.getByLabelText(/^Code from your app/);
  await m.u.type(code, '111111');
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The code is not correct.'));
  expect(page()).toBe('VALIDATE_TOTP');
  await m.u.clear(code);
  await m.u.type(code, '222 222');
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(m.callbacks).toEqual(['SUCCESS']));
  expect(sent).toEqual([
    { validationCode: '111111', appId: 'demo' },
    { validationCode: '222222', appId: 'demo' },
  ]);
});

test('a recovery code: another way goes back to the options; with few left the server says how many before going on', async () => {
  const m = await stepUp({ recoveryCode: true });
  await choose(m.u, 'Use a recovery code', 'VALIDATE_RECOVERY_CODE');
  const field = screen.getByLabelText(/^Recovery code/);
  expect(field).toHaveAttribute('autocomplete', 'off');
  await m.u.click(screen.getByRole('button', { name: say('panel.appCode.otherWay') }));
  await waitFor(() => expect(page()).toBe('SV_DELIVERY_OPTIONS'));
  await choose(m.u, 'Use a recovery code', 'VALIDATE_RECOVERY_CODE');
  const sent = replyToPath('post', '/stepup/wgt/recoverycode/validate', {
    nextAction: 'REDIRECT',
    messages: { type: 'INFO', detail: 'Recovery codes left: 2.' },
    targetUrl: '/from-server',
  });
  replyToPath('post', '/secure/wgt/gettargeturl', { targetUrl: '/from-server' });
  await m.u.type(screen.getByLabelText(/^Recovery code/), '2345a-bcdef');
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('RECOVERY_CODES_LEFT'));
  expect(sent).toEqual([{ recoveryCode: '2345a-bcdef', appId: 'demo' }]);
  expect(dialog()).toHaveAttribute('data-dialog', 'codes-left');
  expect(within(dialog()!).getByRole('heading', { level: 2 })).toHaveTextContent('Recovery codes running low');
  expect(within(dialog()!).getByRole('status')).toHaveTextContent('Recovery codes left: 2.');
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
});

test('two-factor with one of the last recovery codes: told how many are left, then the host is called back', async () => {
  const m = await twoFactor({ recoveryCode: true });
  await choose(m.u, 'Use a recovery code', 'VALIDATE_RECOVERY_CODE');
  replyToPath('post', '/svauth/wgt/recoverycode/validate', {
    nextAction: 'REDIRECT',
    messages: { type: 'INFO', detail: 'Recovery codes left: 0.' },
  });
  await m.u.type(screen.getByLabelText(/^Recovery code/), '6789E-FGHJK');
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('RECOVERY_CODES_LEFT'));
  expect(m.callbacks).toEqual([]);
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(m.callbacks).toEqual(['SUCCESS']));
});

test('two-factor locked by wrong app codes: the callback-failed flag and the error page', async () => {
  const m = await twoFactor({ totp: 'ENROLLED' });
  await choose(m.u, 'Use your authenticator app', 'VALIDATE_TOTP');
  replyToPath('post', '/svauth/wgt/totp/validate', {
    nextAction: 'FPC',
    messages: { type: 'ERROR', detail: 'Too many wrong codes.' },
  });
  await m.u.type(screen.getByLabelText(/^Code from your app/), '333333');
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('ERROR'));
  expect(m.callbacks).toEqual(['FAILED']);
  expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong codes.');
});

test('step-up with the app, then the offer of a passkey (a new session first); "Not now" goes on', async () => {
  const m = await stepUp({ totp: 'ENROLLED' });
  await choose(m.u, 'Use your authenticator app', 'VALIDATE_TOTP');
  replyToPath('post', '/stepup/wgt/totp/validate', { nextAction: 'PASSKEY_OFFER', messages: {}, targetUrl: '/x' });
  nock(API)
    .get('/login/wgt/sessionId')
    .query(true)
    .reply(200, { sessionId: 'sid-3' })
    .get('/login/wgt/getCSRFToken')
    .query(true)
    .reply(200, { csrfTokenValue: 'tok-3', csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-XSRF-TOKEN' });
  await m.u.type(screen.getByLabelText(/^Code from your app/), '444444');
  await m.u.click(screen.getByRole('button', { name: say('common.continue') }));
  await waitFor(() => expect(page()).toBe('PASSKEY_OFFER'));
  await settle();
  const skipped = replyToPath('post', '/login/wgt/passkey/skip', {
    nextAction: 'REDIRECT',
    messages: {},
    targetUrl: '/x',
  });
  await m.u.click(screen.getByRole('button', { name: say('panel.passkeyOffer.notNow') }));
  await waitFor(() => expect(m.navigations).toEqual(['http://auth.test/app/home']));
  expect(skipped).toEqual([{ appId: 'demo' }]);
});

test('cancel on the code panel and the close control on the set-up panel close the widget', async () => {
  const m = await stepUp({ totp: 'ENROLLED' });
  await choose(m.u, 'Use your authenticator app', 'VALIDATE_TOTP');
  await m.u.click(screen.getByRole('button', { name: say('common.cancel') }));
  await waitFor(() => expect(document.getElementById('auth-widget')).toBeNull());
  await unmountWidget();
  const n = await stepUp({ totp: 'NOT_ENROLLED' });
  replyToPath('get', '/stepup/wgt/totp/enroll', { messages: {}, secret: SECRET, otpauthUri: URI });
  await choose(n.u, 'Set up an authenticator app', 'ENROLL_TOTP');
  await waitFor(() => expect(screen.getByRole('img', { name: /QR code/ })).toBeTruthy());
  await act(async () => n.u.keyboard('{Escape}'));
  await waitFor(() => expect(document.getElementById('auth-widget')).toBeNull());
});

test('a set-up whose key does not come: the error dialog, nothing drawn', async () => {
  const m = await stepUp({ totp: 'NOT_ENROLLED' });
  replyToPath('get', '/stepup/wgt/totp/enroll', { messages: { type: 'ERROR', detail: 'No request.' } });
  await choose(m.u, 'Set up an authenticator app', 'ERROR');
  expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent('A system error has occurred');
});

test('every row of flows/authenticator.json, and the options rows that lead to it, is followed by a journey above', () => {
  // a page "like" another follows the other's rows under its own name for a key it gives no rows of its own (the
  // reply rows are RECOVERY_CODES', the events VALIDATE_TOTP's)
  const pages = (authenticatorFlow as { pages: Record<string, { on?: object; events?: object }> }).pages;
  const owner = (s: string) => {
    const [page, section, key] = s.split('/');
    if ((section === 'on' || section === 'events') && pages[page]?.[section] && key in pages[page][section]) return s;
    return s
      .replace(/^(VALIDATE_TOTP|ENROLL_TOTP|VALIDATE_RECOVERY_CODE)\/on\//, 'RECOVERY_CODES/on/')
      .replace(/^(ENROLL_TOTP|VALIDATE_RECOVERY_CODE)\/events\//, 'VALIDATE_TOTP/events/');
  };
  const followed = new Set([...rowsFollowed].map(owner));
  const rows = [...flowRows(authenticatorFlow), ...LEADING_HERE];
  expect(rows.filter((r) => !followed.has(r))).toEqual([]);
});
