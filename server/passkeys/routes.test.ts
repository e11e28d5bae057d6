// The passkey calls of docs/host.md "Passkeys" through the reference server (docs/server-rules.md "Passkeys"): offered
// after a password sign-on, created, used to sign on with no password and for step-up; "Not now" and its 30 days; an
// app without passkeys untouched; and what an attacker tries refused alike and counted.
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { DAY } from '../store/clock';
import { settings } from '../settings';
import { DEMO_PASSWORD } from '../store/seed';
import { Client, useTestServer, type Wire } from '../../kit/wire/inject';
import { SoftAuthenticator } from '../../test/support/softAuthenticator';

const ORIGIN = 'http://localhost:8080';
const t = useTestServer({ passkeys: { origins: [ORIGIN] } });
const APP = 'demo-passkey';

type Reply = Wire & { passkey?: boolean; publicKey?: PublicKeyCredentialRequestOptionsJSON & Record<string, unknown> };
const json = async (res: Promise<{ json: <T>() => T }>) => (await res).json<Reply>();

async function signOn(userId: string, app = APP) {
  const c = await new Client(t.app).start();
  const reply = await json(c.post(`/login/wgt/authenticate/apps/${app}/demo`, { userId, password: DEMO_PASSWORD }));
  await renew(c);
  return { c, reply };
}
/** after a sign-on the server gave the session a new id: its token, fetched as the widget does */
async function renew(c: Client) {
  c.csrf = (await c.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
}
/** a passkey made for the user through the offer after a password sign-on */
async function enrol(userId = 'alice') {
  const { c, reply } = await signOn(userId);
  expect(reply).toMatchObject({ nextAction: 'PASSKEY_OFFER', targetUrl: '/signed-in.html' });
  const device = new SoftAuthenticator(ORIGIN);
  const options = await json(c.get(`/login/wgt/passkey/register/options?appId=${APP}`));
  const made = await json(
    c.post('/login/wgt/passkey/register', { credential: device.create(options.publicKey as never), appId: APP }),
  );
  expect(made).toMatchObject({ nextAction: 'REDIRECT', targetUrl: '/signed-in.html' });
  await c.logout();
  return device;
}
/** a sign-on with a passkey from a new session: the options, the device's answer, the reply */
async function passkeySignOn(device: SoftAuthenticator, rpId?: string) {
  const c = await new Client(t.app).start();
  const options = await json(c.get(`/login/wgt/passkey/options?appId=${APP}`));
  const credential = device.get(options.publicKey!, rpId);
  const reply = await json(c.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, { credential }));
  return { c, reply, credential };
}

test('offered after a password sign-on, created, then signs on with no password; never offered again', async () => {
  const device = await enrol();
  const { reply } = await passkeySignOn(device);
  expect(reply).toEqual({ nextAction: 'REDIRECT', messages: {}, targetUrl: '/signed-in.html' });
  expect(t.store.audit.map((a) => a.eventDesc)).toEqual(
    expect.arrayContaining(['Passkey created', 'Signed on with a passkey']),
  );
  // the store keeps the public key and counter only, with the name and times the user's settings show
  expect(Object.keys(t.store.findUser('alice')!.passkeys![0]).sort()).toEqual([
    'counter',
    'createdAt',
    'id',
    'lastUsedAt',
    'name',
    'publicKey',
    'transports',
    'userId',
  ]);
  expect((await signOn('alice')).reply.nextAction).toBe('REDIRECT');
});

test('on an app that offers recovery codes, a first passkey brings them (shown once), a second none', async () => {
  t.store.apps.get(APP)!.settings.factors = ['PASSKEY', 'RECOVERY_CODE'];
  const { c } = await signOn('alice');
  const create = async (client: Client) => {
    const device = new SoftAuthenticator(ORIGIN);
    const options = await json(client.get(`/login/wgt/passkey/register/options?appId=${APP}`));
    return json(
      client.post('/login/wgt/passkey/register', { credential: device.create(options.publicKey as never), appId: APP }),
    );
  };
  const first = await create(c);
  expect(first).toMatchObject({
    nextAction: 'RECOVERY_CODES',
    then: { nextAction: 'REDIRECT', targetUrl: '/signed-in.html' },
  });
  expect((first as Reply & { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
  expect(t.store.findUser('alice')!.recoveryCodes!.hashes).toHaveLength(10);
  // a second passkey (another device, same session) brings none: the codes are still there
  expect(await create(c)).toMatchObject({ nextAction: 'REDIRECT' });
});

test('a passkey is two factors: a step-up user signs on with one and owes no code', async () => {
  const { c } = await signOn('stepup.user');
  // step up by code once, then create a passkey while signed on
  await c.post('/stepup/wgt/sendSV', { phoneId: 'p1', deliveryMethod: 'TEXT', appId: APP });
  // the sign-on ends with the step-up: the offer comes then
  const passed = await json(
    c.post('/stepup/wgt/validateSV', { validationCode: t.store.outbox.at(-1)!.code, appId: APP }),
  );
  expect(passed).toMatchObject({ nextAction: 'PASSKEY_OFFER', targetUrl: '/signed-in.html' });
  await renew(c);
  const device = new SoftAuthenticator(ORIGIN);
  const options = await json(c.get(`/login/wgt/passkey/register/options?appId=${APP}`));
  await c.post('/login/wgt/passkey/register', { credential: device.create(options.publicKey as never), appId: APP });
  expect((await passkeySignOn(device)).reply.nextAction).toBe('REDIRECT');
  // a password sign-on still owes the step-up, and the options offer the passkey for it
  const again = await signOn('stepup.user');
  expect(again.reply.nextAction).toBe('STEP_UP');
  const sv = await json(again.c.get(`/stepup/wgt/svoptions?appId=${APP}&brandId=demo`));
  expect(sv.passkey).toBe(true);
  const check = await json(again.c.get(`/stepup/wgt/passkey/options?appId=${APP}`));
  expect(check.publicKey!.allowCredentials).toHaveLength(1);
  const done = await json(
    again.c.post('/stepup/wgt/passkey/validate', { credential: device.get(check.publicKey!), appId: APP }),
  );
  expect(done).toMatchObject({ nextAction: 'REDIRECT', targetUrl: '/signed-in.html' });
});

test('"Not now" goes on to the target and is asked again after passkeyOfferDays, not before', async () => {
  const { c } = await signOn('alice');
  expect(await json(c.post('/login/wgt/passkey/skip', { appId: APP }))).toMatchObject({ nextAction: 'REDIRECT' });
  t.clock.advance((settings.passkeyOfferDays - 1) * DAY);
  expect((await signOn('alice')).reply.nextAction).toBe('REDIRECT');
  t.clock.advance(DAY);
  expect((await signOn('alice')).reply.nextAction).toBe('PASSKEY_OFFER');
});

test('an app that does not offer passkeys: no offer, no options, no passkey sign-on', async () => {
  const { c, reply } = await signOn('alice', 'demo');
  expect(reply.nextAction).toBe('REDIRECT');
  expect((await json(c.get('/login/wgt/passkey/register/options?appId=demo'))).publicKey).toBeUndefined();
  const fresh = await new Client(t.app).start();
  expect(await json(fresh.get('/login/wgt/passkey/options?appId=demo'))).toMatchObject({
    messages: { type: 'ERROR' },
  });
  expect(
    (await json(fresh.post('/login/wgt/passkey/authenticate/apps/demo/demo', { credential: {} }))).nextAction,
  ).toBe('ERROR');
});

test('creation needs a signed-on session: an anonymous one is refused', async () => {
  const c = await new Client(t.app).start();
  expect((await json(c.get(`/login/wgt/passkey/register/options?appId=${APP}`))).nextAction).toBe('ERROR');
  // a real creation for alice's signed-on session, sent from the anonymous one
  const { c: alice } = await signOn('alice');
  const options = await json(alice.get(`/login/wgt/passkey/register/options?appId=${APP}`));
  const credential = new SoftAuthenticator(ORIGIN).create(options.publicKey as never);
  const refused = await json(c.post('/login/wgt/passkey/register', { credential, appId: APP }));
  expect(refused.nextAction).toBe('LOGIN');
  expect(t.store.findUser('alice')!.passkeys ?? []).toEqual([]);
});

describe('refused alike, whatever the cause', () => {
  const FAILED = {
    nextAction: 'LOGIN',
    messages: { type: 'ERROR', detail: expect.stringContaining('passkey') as unknown },
  };

  test('a replayed answer, another site, another origin and an unknown passkey', async () => {
    const device = await enrol();
    const first = await passkeySignOn(device);
    expect(first.reply.nextAction).toBe('REDIRECT');
    // the same answer again, in the same session and in a new one
    const replay = await json(
      first.c.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, { credential: first.credential }),
    );
    expect(replay).toMatchObject(FAILED);
    const elsewhere = await new Client(t.app).start();
    await elsewhere.get(`/login/wgt/passkey/options?appId=${APP}`);
    expect(
      await json(elsewhere.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, { credential: first.credential })),
    ).toMatchObject(FAILED);
    expect((await passkeySignOn(device, 'evil.example')).reply).toMatchObject(FAILED);
    const phished = device.clone();
    phished.origin = 'http://evil.example';
    expect((await passkeySignOn(phished)).reply).toMatchObject(FAILED);
    expect((await passkeySignOn(new SoftAuthenticator(ORIGIN))).reply).toMatchObject(FAILED);
  });

  test('a cloned authenticator is refused and audited, its counter kept where it was', async () => {
    const device = await enrol();
    const clone = device.clone();
    expect((await passkeySignOn(device)).reply.nextAction).toBe('REDIRECT');
    expect((await passkeySignOn(clone)).reply).toMatchObject(FAILED);
    expect(t.store.audit.at(-1)).toMatchObject({ eventDesc: 'Passkey refused (cloned)', updatedBy: 'alice' });
    expect(t.store.findUser('alice')!.passkeys![0].counter).toBe(1);
  });

  test('a malformed credential is a bad request', async () => {
    const c = await new Client(t.app).start();
    await c.get(`/login/wgt/passkey/options?appId=${APP}`);
    const res = await c.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, { credential: 'abc' });
    expect(res.statusCode).toBe(400);
  });

  test("in step-up, another user's passkey is a wrong entry: five lock the check", async () => {
    const unasked: PublicKeyCredentialRequestOptionsJSON = { challenge: 'AAAA', rpId: 'localhost' };
    const bobs = await enrol('email.only');
    const { c } = await signOn('stepup.user');
    for (let i = 1; i <= settings.maxWrongCodes; i++) {
      const options = await json(c.get(`/stepup/wgt/passkey/options?appId=${APP}`));
      // the user has no passkey: no options; the answer of another's is tried anyway
      expect(options.publicKey).toBeUndefined();
      const reply = await json(
        c.post('/stepup/wgt/passkey/validate', {
          credential: bobs.get(unasked),
          appId: APP,
        }),
      );
      expect(reply.nextAction).toBe(i < settings.maxWrongCodes ? 'STEP_UP' : 'ERROR');
    }
    // the check has ended: this session is anonymous
    expect((await json(c.get(`/stepup/wgt/passkey/options?appId=${APP}`))).messages?.type).toBe('ERROR');
  });

  test('a right passkey sent together with enough wrong answers to lock the check does not pass it', async () => {
    const { c: first } = await signOn('stepup.user');
    await first.post('/stepup/wgt/sendSV', { phoneId: 'p1', deliveryMethod: 'TEXT', appId: APP });
    await first.post('/stepup/wgt/validateSV', { validationCode: t.store.outbox.at(-1)!.code, appId: APP });
    await renew(first);
    const device = new SoftAuthenticator(ORIGIN);
    const made = await json(first.get(`/login/wgt/passkey/register/options?appId=${APP}`));
    await first.post('/login/wgt/passkey/register', { credential: device.create(made.publicKey as never), appId: APP });
    const { c } = await signOn('stepup.user');
    const options = await json(c.get(`/stepup/wgt/passkey/options?appId=${APP}`));
    const right = device.get(options.publicKey!);
    const wrong = { ...right, response: { ...right.response, signature: 'AAAA' } };
    // the right answer first (it takes the challenge), the wrong ones while it is being verified
    const replies = await Promise.all([
      json(c.post('/stepup/wgt/passkey/validate', { credential: right, appId: APP })),
      ...Array.from({ length: settings.maxWrongCodes }, () =>
        json(c.post('/stepup/wgt/passkey/validate', { credential: wrong, appId: APP })),
      ),
    ]);
    expect(replies.map((r) => r.nextAction)).not.toContain('REDIRECT');
    expect(replies[0]).toMatchObject({ nextAction: 'ERROR' });
  });
});
