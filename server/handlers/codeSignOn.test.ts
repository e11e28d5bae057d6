// Sign-on with a code instead of a password on the reference server (docs/host.md "Sign-on with a code"): offered per
// app, the same reply for any user id, the code rules and locks of the other code flows, one factor (a second one owed
// follows by another channel than the code's).
import { Client, useTestServer, type Wire } from '../../kit/wire/inject';
import { MAX_WRONG, RESEND_AFTER, byChannel } from './codes';
import { anyString, matching } from '../../test/support/matchers';
import { sayIn } from '../../test/support/say';

const t = useTestServer();
/** an app of the test's own that offers both channels (seed/apps.json stays the product's) */
const APP = 'code-app';
beforeEach(() => {
  const demo = t.store.apps.get('demo')!;
  t.store.apps.set(APP, { ...demo, appId: APP, settings: { ...demo.settings, signOnByCode: ['EMAIL', 'SMS'] } });
});

const send = (c: Client, userId: string, deliveryChannel?: string, app = APP) =>
  c.post(`/login/wgt/code/send/apps/${app}/demo`, { userId, ...(deliveryChannel ? { deliveryChannel } : {}) });
const check = (c: Client, validationCode: string) => c.post('/login/wgt/code/validate', { validationCode, appId: APP });
const lastCode = () => t.store.outbox.at(-1)?.code ?? '';

test('an app that does not offer it, or a channel it does not offer: refused, nothing sent', async () => {
  const c = await new Client(t.app).start();
  expect((await send(c, 'alice', 'EMAIL', 'demo')).json<Wire>()).toMatchObject({ nextAction: 'ERROR' });
  // a channel the panel's schema does not list is a malformed request
  const voice = await send(c, 'alice', 'VOICE');
  expect(voice.statusCode).toBe(400);
  const demo = t.store.apps.get('demo')!;
  t.store.apps.set('email-app', {
    ...demo,
    appId: 'email-app',
    settings: { ...demo.settings, signOnByCode: ['EMAIL'] },
  });
  expect((await send(c, 'alice', 'SMS', 'email-app')).json<Wire>()).toMatchObject({ nextAction: 'ERROR' });
  // with no channel named, the app's first
  expect((await send(c, 'alice', undefined, 'email-app')).json<Wire>()).toMatchObject({ deliveryMethod: 'EMAIL' });
  expect(t.store.outbox).toHaveLength(1);
});

test('the same reply whether or not the id names an account; only an account gets a code', async () => {
  const c = await new Client(t.app).start();
  const known = (await send(c, 'alice', 'EMAIL')).json<Wire>();
  expect(known).toEqual({
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: anyString },
    svAttempts: 1,
    deliveryMethod: 'EMAIL',
  });
  expect(t.store.outbox).toHaveLength(1);
  expect(t.store.outbox[0]).toMatchObject({ userId: 'alice', channel: 'EMAIL', notificationName: 'SIGN_ON_CODE' });
  for (const other of ['nobody', 'new.user']) {
    const c2 = await new Client(t.app).start();
    expect((await send(c2, other, 'EMAIL')).json<Wire>()).toEqual(known);
  }
  expect(t.store.outbox).toHaveLength(1);
});

test('the reply names the channel the code went by, never an address: the same words for any id', async () => {
  for (const [channel, words] of [
    ['EMAIL', sayIn('server.codeSentByEmail')],
    ['SMS', sayIn('server.codeSentByText')],
  ] as const) {
    const known = (await send(await new Client(t.app).start(), 'alice', channel)).json<Wire>();
    expect(known.messages).toEqual({ type: 'INFO', detail: matching(words) });
    // nothing of the account's address or number: an unknown id reads the same
    expect(JSON.stringify(known)).not.toMatch(/@|\d{4}/);
    for (const other of ['nobody', 'new.user'])
      expect((await send(await new Client(t.app).start(), other, channel)).json<Wire>()).toEqual(known);
  }
});

test('the right code signs on (nothing owed: the target); a wrong one is refused and may be tried again', async () => {
  const c = await new Client(t.app).start();
  await send(c, 'alice', 'SMS');
  expect(t.store.outbox.at(-1)).toMatchObject({ channel: 'TEXT', to: '+15550100123' });
  const wrong = (await check(c, '000000' === lastCode() ? '111111' : '000000')).json<Wire>();
  expect(wrong).toMatchObject({ nextAction: 'VALIDATE_SV', messages: { type: 'ERROR' } });
  expect((await check(c, lastCode())).json<Wire>()).toMatchObject({ nextAction: 'REDIRECT', targetUrl: anyString });
  // spent: the session is signed on and the code is taken
  expect((await check(c, lastCode())).json<Wire>()).toMatchObject({ nextAction: 'LOGIN' });
});

test('one factor: a two-factor account owes its second, never by the channel that carried the code', async () => {
  const c = await new Client(t.app).start();
  await send(c, 'twofactor.user', 'EMAIL');
  expect((await check(c, lastCode())).json<Wire>()).toMatchObject({ nextAction: 'TWO_FACTOR' });
  const options = (await c.get(`/svauth/wgt/svoptions?appId=${APP}`)).json<Wire>();
  expect(options).toMatchObject({ email: '', mobilePhoneIds: { p1: anyString } });
  expect((await c.post('/svauth/wgt/sendsv', { deliveryMethod: 'EMAIL', appId: APP })).json<Wire>()).toMatchObject({
    nextAction: 'ERROR',
  });
  expect(
    (await c.post('/svauth/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT', appId: APP })).json<Wire>(),
  ).toMatchObject({ nextAction: 'VALIDATE_SV' });

  // by text, the phone that carried it is the one left out
  const d = await new Client(t.app).start();
  await send(d, 'twofactor.user', 'SMS');
  expect((await check(d, lastCode())).json<Wire>()).toMatchObject({ nextAction: 'TWO_FACTOR' });
  const byText = (await d.get(`/svauth/wgt/svoptions?appId=${APP}`)).json<Wire>();
  expect(byText).toMatchObject({ email: anyString, mobilePhoneIds: {} });
});

test(`${MAX_WRONG} wrong codes lock sign-on by code for the account, in this session and any other`, async () => {
  const c = await new Client(t.app).start();
  await send(c, 'alice', 'EMAIL');
  const right = lastCode();
  const wrong = right === '000000' ? '111111' : '000000';
  for (let i = 1; i < MAX_WRONG; i++) expect((await check(c, wrong)).json<Wire>().nextAction).toBe('VALIDATE_SV');
  expect((await check(c, wrong)).json<Wire>()).toMatchObject({ nextAction: 'LOGIN', messages: { type: 'ERROR' } });
  // the right code no longer works; a new session's code is neither sent nor taken
  expect((await check(c, right)).json<Wire>().nextAction).toBe('LOGIN');
  const d = await new Client(t.app).start();
  const before = t.store.outbox.length;
  expect((await send(d, 'alice', 'EMAIL')).json<Wire>().nextAction).toBe('VALIDATE_SV');
  expect(t.store.outbox).toHaveLength(before);
});

test('a resend: not before the pause, a new code that ends the earlier one, no more than the sends allowed', async () => {
  const c = await new Client(t.app).start();
  await send(c, 'alice', 'EMAIL');
  const first = lastCode();
  expect((await send(c, 'alice', 'EMAIL')).json<Wire>()).toMatchObject({ nextAction: 'VALIDATE_SV', svAttempts: 1 });
  expect(t.store.outbox).toHaveLength(1);
  const { maxSends } = byChannel('EMAIL');
  for (let n = 2; n <= maxSends; n++) {
    t.clock.advance(RESEND_AFTER);
    expect((await send(c, 'alice', 'EMAIL')).json<Wire>()).toMatchObject({ svAttempts: n });
  }
  t.clock.advance(RESEND_AFTER);
  expect((await send(c, 'alice', 'EMAIL')).json<Wire>()).toMatchObject({ nextAction: 'ERROR' });
  if (lastCode() !== first) expect((await check(c, first)).json<Wire>().nextAction).toBe('VALIDATE_SV');
  expect((await check(c, lastCode())).json<Wire>().nextAction).toBe('REDIRECT');
});

test('a password that must be reset holds the account here too: forgot password first', async () => {
  for (const userId of ['reset.required', 'expired.user']) {
    const c = await new Client(t.app).start();
    await send(c, userId, 'EMAIL');
    expect((await check(c, lastCode())).json<Wire>()).toMatchObject({ nextAction: 'FPC', messages: { type: 'ERROR' } });
  }
});
