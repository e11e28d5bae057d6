// Step-up and two-factor by secure code, and password change, on the reference server.
import { MINUTE } from '../store/clock';
import { MAX_WRONG, RESEND_AFTER } from './codes';
import { DEMO_PASSWORD } from '../store/seed';
import { NOT_AUTHORIZED } from './secureCode';
import { Client, useTestServer, type Wire } from '../../kit/wire/inject';
import { matching } from '../../test/support/matchers';
import { validPassword } from '../../test/support/roles';

/** an acceptable new password under the data's rules */
const NEW = validPassword();
const OTHER = validPassword({}, 'Green#Owl58');

const t = useTestServer();

const lastCode = () => t.store.outbox[t.store.outbox.length - 1]?.code;
async function signedOn(userId: string) {
  const c = await new Client(t.app).start();
  await c.signOn(userId);
  c.csrf = (await c.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
  return c;
}

test.each([
  ['stepup.user', '/stepup/wgt', 'sendSV', 'validateSV', 'validationCode', 'STEP_UP_CODE'],
  ['twofactor.user', '/svauth/wgt', 'sendsv', 'validatesv', 'otc', 'TWO_FACTOR_CODE'],
])('%s: delivery options, a code by text, then REDIRECT', async (user, base, send, validate, field, notification) => {
  const c = await signedOn(user);
  const options = (await c.get(`${base}/svoptions?appId=demo&brandId=demo`)).json<Wire>();
  expect(options).toEqual({
    messages: {},
    mobilePhoneIds: { p1: '***-***-0123' },
    landLinePhoneIds: { p2: '***-***-0456' },
    email: matching(/^\w\*\*\*@example\.com$/),
  });
  expect(
    (await c.post(`${base}/${send}`, { phoneId: 'p2', deliveryMethod: 'TEXT', appId: 'demo' })).json<Wire>().nextAction,
  ).toBe('ERROR');
  expect(
    (await c.post(`${base}/${send}`, { phoneId: 'p1', deliveryMethod: 'TEXT', appId: 'demo' })).json<Wire>(),
  ).toMatchObject({ nextAction: 'VALIDATE_SV', svAttempts: 1, phoneId: 'p1' });
  expect(t.store.outbox.at(-1)).toMatchObject({ userId: user, channel: 'TEXT', notificationName: notification });
  expect((await c.post(`${base}/${validate}`, { [field]: '000000', appId: 'demo' })).json<Wire>().nextAction).toBe(
    'VALIDATE_SV',
  );
  expect((await c.post(`${base}/${validate}`, { [field]: lastCode(), appId: 'demo' })).json<Wire>()).toMatchObject({
    nextAction: 'REDIRECT',
    targetUrl: '/signed-in.html',
  });
  expect((await c.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>().nextAction).toBe(
    'REDIRECT',
  );
});

test('without a pending verification the options answer with the not-authorized text', async () => {
  const c = await signedOn('alice');
  expect((await c.get('/stepup/wgt/svoptions?appId=demo&brandId=demo')).json<Wire>().messages?.detail).toBe(
    NOT_AUTHORIZED,
  );
  const fresh = await new Client(t.app).start();
  expect((await fresh.get('/svauth/wgt/svoptions')).json<Wire>().messages?.detail).toBe(NOT_AUTHORIZED);
});

test('secure-code resend waits the resend pause; the last wrong two-factor code the limit allows ends with FPC', async () => {
  const c = await signedOn('twofactor.user');
  await c.post('/svauth/wgt/sendsv', { phoneId: 'EMAIL', deliveryMethod: 'EMAIL' });
  expect(t.store.outbox.at(-1)).toMatchObject({ channel: 'EMAIL', to: 'twofactor.user@example.com' });
  expect(
    (await c.post('/svauth/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'VOICE' })).json<Wire>().messages?.type,
  ).toBe('ERROR');
  t.clock.advance(RESEND_AFTER + 1);
  expect((await c.post('/svauth/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'VOICE' })).json<Wire>()).toMatchObject({
    svAttempts: 2,
  });
  for (let i = 0; i < MAX_WRONG - 1; i++) await c.post('/svauth/wgt/validatesv', { otc: '000000' });
  expect((await c.post('/svauth/wgt/validatesv', { otc: '000000' })).json<Wire>().nextAction).toBe('FPC');
});

test('a two-factor lockout holds: the session asks for no new code, nor does a new sign-on, until 15 minutes pass', async () => {
  const c = await signedOn('twofactor.user');
  await c.post('/svauth/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT' });
  for (let i = 0; i < MAX_WRONG; i++) await c.post('/svauth/wgt/validatesv', { otc: '000000' });
  const sent = t.store.outbox.length;
  expect((await c.post('/svauth/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT' })).json<Wire>().nextAction).toBe(
    'ERROR',
  );
  expect((await c.post('/svauth/wgt/validatesv', { otc: lastCode() })).json<Wire>().nextAction).toBe('ERROR');
  const again = await signedOn('twofactor.user');
  expect(
    (await again.post('/svauth/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT' })).json<Wire>().messages?.type,
  ).toBe('ERROR');
  expect(t.store.outbox.length).toBe(sent);
  t.clock.advance(15 * MINUTE + 1);
  const later = await signedOn('twofactor.user');
  await later.post('/svauth/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT' });
  expect(t.store.outbox.length).toBe(sent + 1);
  expect((await later.post('/svauth/wgt/validatesv', { otc: lastCode() })).json<Wire>().nextAction).toBe('REDIRECT');
});

test('step-up: a resend carries the wrong entries over (the limit is per verification)', async () => {
  const c = await signedOn('stepup.user');
  await c.post('/stepup/wgt/sendSV', { phoneId: 'p1', deliveryMethod: 'TEXT' });
  // all but two of the limit before the resend, one after it, and the last ends the check
  for (let i = 0; i < MAX_WRONG - 2; i++) await c.post('/stepup/wgt/validateSV', { validationCode: '000000' });
  t.clock.advance(RESEND_AFTER + 1);
  await c.post('/stepup/wgt/sendSV', { phoneId: 'p1', deliveryMethod: 'TEXT' });
  expect((await c.post('/stepup/wgt/validateSV', { validationCode: '000000' })).json<Wire>().nextAction).toBe(
    'VALIDATE_SV',
  );
  expect((await c.post('/stepup/wgt/validateSV', { validationCode: '000000' })).json<Wire>().nextAction).toBe('ERROR');
});

test('forced change: current password checked, the new one differs and follows the rules; then REDIRECT', async () => {
  const c = await signedOn('forced.change');
  const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
    c.post('/cpw/wgt/updatePaswrd', {
      userId: 'forced.change',
      currentPassword,
      newPassword,
      confirmPassword,
      cfmDevicePrint: '',
      appId: 'demo',
    });
  expect((await change('wrong', NEW)).json<Wire>()).toMatchObject({
    nextAction: 'CPW',
    messages: { detail: 'The current password is not correct.' },
  });
  expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).json<Wire>().messages?.detail).toBe(
    'The new password must be different from the current password.',
  );
  expect((await change(DEMO_PASSWORD, 'short')).json<Wire>().nextAction).toBe('CPW');
  expect((await change(DEMO_PASSWORD, NEW)).json<Wire>()).toMatchObject({
    nextAction: 'REDIRECT',
    messages: { type: 'INFO' },
  });
  expect(t.store.audit.at(-1)).toMatchObject({ eventDesc: 'Password changed', updatedBy: 'forced.change' });
  expect((await (await new Client(t.app).start()).signOn('forced.change', NEW)).json<Wire>().nextAction).toBe(
    'REDIRECT',
  );
});

test('an expiring step-up user changes the password and goes on to STEP_UP; ping uses /ping/cpw/wgt/changepwd', async () => {
  const c = await signedOn('expiring.stepup');
  expect(
    (
      await c.post('/cpw/wgt/updatePaswrd', {
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW,
        confirmPassword: NEW,
      })
    ).json<Wire>().nextAction,
  ).toBe('STEP_UP');
  const p = new Client(t.app, '/ping');
  await p.start();
  await p.signOn('temp.user');
  p.csrf = (await p.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
  // Under ping the federation server signs the user on again: LOGIN, and the session is over.
  expect(
    (
      await p.post('/cpw/wgt/changepwd', {
        currentPassword: DEMO_PASSWORD,
        newPassword: OTHER,
        confirmPassword: OTHER,
      })
    ).json<Wire>(),
  ).toEqual({
    nextAction: 'LOGIN',
    messages: { type: 'INFO', detail: 'Your password has been changed. Sign on with your new password.' },
  });
  expect((await p.post('/login/wgt/continueAuthentication', { appId: 'demo' })).statusCode).toBe(302);
});

test('voluntary change needs a signed-on session; the disabled-redirect notice', async () => {
  const c = await signedOn('alice');
  expect((await c.post('/cpw/wgt/voluntaryPwdChange', { appId: 'demo' })).json<Wire>()).toEqual({
    nextAction: 'CPW',
    messages: {},
  });
  const anon = await new Client(t.app).start();
  expect((await anon.post('/cpw/wgt/voluntaryPwdChange', { appId: 'demo' })).json<Wire>().nextAction).toBe('ERR_PAGE');
  expect((await anon.get('/cpw/disabledRedirect')).json<Wire>()).toMatchObject({
    nextAction: 'LOGIN',
    messages: { type: 'INFO' },
  });
});

test('continue authentication: a temporary or expiring password may skip the change, a forced change may not', async () => {
  const temp = await signedOn('temp.user');
  expect((await temp.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>()).toMatchObject({
    nextAction: 'REDIRECT',
    targetUrl: '/signed-in.html',
  });
  expect(t.store.audit.at(-1)).toMatchObject({
    eventDesc: 'Continued without changing the password',
    updatedBy: 'temp.user',
  });
  const grace = await signedOn('grace.user');
  expect((await grace.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>().nextAction).toBe(
    'REDIRECT',
  );
  const forced = await signedOn('forced.change');
  expect((await forced.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>()).toEqual({
    nextAction: 'CPW',
    messages: { type: 'ERROR', detail: 'Change your password before you continue.' },
  });
  const stepUp = await signedOn('expiring.stepup');
  expect((await stepUp.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>().nextAction).toBe(
    'STEP_UP',
  );
  const twoFactor = await signedOn('expiring.2fa');
  expect((await twoFactor.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>().nextAction).toBe(
    'TWO_FACTOR',
  );
});

test('a user whose app does not redirect: DISABLE_REDIRECT, then the disabled-redirect call ends the session', async () => {
  const c = await signedOn('noredirect.user');
  expect(
    (
      await c.post('/cpw/wgt/updatePaswrd', {
        currentPassword: DEMO_PASSWORD,
        newPassword: NEW,
        confirmPassword: NEW,
      })
    ).json<Wire>(),
  ).toEqual({ nextAction: 'DISABLE_REDIRECT', messages: { type: 'INFO', detail: 'Your password has been changed.' } });
  expect((await c.get('/cpw/disabledRedirect')).json<Wire>()).toEqual({
    nextAction: 'LOGIN',
    messages: { type: 'INFO', detail: 'Your password has been changed. Sign on with your new password.' },
  });
  expect((await c.post('/login/wgt/continueAuthentication', { appId: 'demo' })).statusCode).toBe(302);
});
