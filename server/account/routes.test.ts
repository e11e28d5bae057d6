// A user's own security settings through the reference server (docs/host.md "Security settings", docs/server-rules.md
// U1–U7): the state for a signed-on session only; a change after the recent check asks for a step-up whose pass comes
// back to the settings, and is then done; new recovery codes replace the old in one write; a removal that would lock
// the account out is refused with nothing changed; every change is audited and told to the account (never with a
// secret).
import { MINUTE } from '../store/clock';
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '../store/seed';
import { Client, useTestServer, type Wire } from '../../kit/wire/inject';
import { totpCode } from '../factors/totp';
import { settings } from '../settings';

const t = useTestServer();
const APP = 'demo-totp';
type Reply = Wire & Record<string, unknown>;
const json = async (res: Promise<{ json: <T>() => T }>) => (await res).json<Reply>();
const csrf = async (c: Client) => {
  c.csrf = (await c.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
};

/** totp.user signed on to demo-totp: the password, then the step-up it owes, with a code of its app. */
async function signedOn() {
  const c = await new Client(t.app).start();
  await c.post(`/login/wgt/authenticate/apps/${APP}/demo`, { userId: 'totp.user', password: DEMO_PASSWORD });
  await csrf(c);
  const passed = await json(
    c.post('/stepup/wgt/totp/validate', { validationCode: totpCode(DEMO_TOTP_SECRET, t.clock.now()), appId: APP }),
  );
  expect(passed.nextAction).toBe('REDIRECT');
  await csrf(c);
  return c;
}
const state = (c: Client) => json(c.get(`/account/wgt/security?appId=${APP}`));
const post = (c: Client, path: string, data: object = {}) =>
  json(c.post(`/account/wgt/${path}`, { ...data, appId: APP }));
const notices = () => t.store.outbox.filter((n) => n.notificationName === 'SECURITY_SETTINGS_CHANGED');

test('nobody signed on: LOGIN; signed on: what the user has, times in ISO 8601', async () => {
  const anonymous = await new Client(t.app).start();
  expect(await state(anonymous)).toEqual({ nextAction: 'LOGIN', messages: {} });
  const s = await state(await signedOn());
  expect(s).toMatchObject({
    nextAction: 'SECURITY_SETTINGS',
    passkeys: [],
    totp: { enrolled: true },
    recoveryCodes: { left: DEMO_RECOVERY_CODES.length },
    identityProviders: [],
  });
  expect((s.password as { changedAt: string }).changedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test('recovery codes: none for an account that never had any (not "0 left"); 0 once all are used', async () => {
  const c = await signedOn();
  const user = t.store.findUser('totp.user')!;
  const had = user.recoveryCodes;
  user.recoveryCodes = undefined;
  expect((await state(c)).recoveryCodes).toBeNull();
  user.recoveryCodes = { ...had!, hashes: [] };
  expect((await state(c)).recoveryCodes).toEqual({ left: 0 });
  user.recoveryCodes = had;
});

test('a change after the recent check: STEP_UP; its pass comes back to the settings; sent again, it is done', async () => {
  const c = await signedOn();
  t.clock.advance((settings.reverifyMinutes + 1) * MINUTE);
  // (the session is still signed on: the server's idle limit is longer)
  const owed = await post(c, 'recoverycodes/new');
  expect(owed).toEqual({ nextAction: 'STEP_UP', messages: {} });
  expect(t.store.findUser('totp.user')!.recoveryCodes!.hashes).toHaveLength(DEMO_RECOVERY_CODES.length);
  // the step-up's options offer only what the user has (no set-up in the middle of it)
  const options = await json(c.get(`/stepup/wgt/svoptions?appId=${APP}&brandId=demo`));
  expect(options.totp).toBe('ENROLLED');
  const back = await json(
    c.post('/stepup/wgt/recoverycode/validate', { recoveryCode: DEMO_RECOVERY_CODES[0], appId: APP }),
  );
  expect(back).toMatchObject({ nextAction: 'SECURITY_SETTINGS', totp: { enrolled: true } });
  await csrf(c);
  const codes = await post(c, 'recoverycodes/new');
  expect(codes).toMatchObject({ nextAction: 'RECOVERY_CODES', then: { nextAction: 'SECURITY_SETTINGS' } });
  expect(codes.recoveryCodes as string[]).toHaveLength(10);
  // the old ones stop working at once: one write replaced them
  const user = t.store.findUser('totp.user')!;
  expect(user.recoveryCodes!.hashes).toHaveLength(10);
  const owing = await new Client(t.app).start();
  await owing.post(`/login/wgt/authenticate/apps/${APP}/demo`, { userId: 'totp.user', password: DEMO_PASSWORD });
  await csrf(owing);
  const old = await json(
    owing.post('/stepup/wgt/recoverycode/validate', { recoveryCode: DEMO_RECOVERY_CODES[1], appId: APP }),
  );
  expect(old).toMatchObject({ nextAction: 'STEP_UP', messages: { type: 'ERROR' } });
  const fresh = await json(
    owing.post('/stepup/wgt/recoverycode/validate', { recoveryCode: (codes.recoveryCodes as string[])[0], appId: APP }),
  );
  expect(fresh.nextAction).toBe('REDIRECT');
  expect(notices().map((n) => n.to)).toEqual([user.email]);
  expect(notices()[0].text).not.toMatch(/[A-Z0-9]{5}-[A-Z0-9]{5}/);
});

test('the authenticator app removed within the check; the last second factor an account owes is kept', async () => {
  const c = await signedOn();
  const user = t.store.findUser('totp.user')!;
  // a second factor stays (codes can still go to the account's contacts): the app may go
  const removed = await post(c, 'totp/remove');
  expect(removed).toMatchObject({ nextAction: 'SECURITY_SETTINGS', totp: { enrolled: false } });
  expect(removed.messages).toMatchObject({ type: 'INFO' });
  expect(user.totp).toBeUndefined();
  // an account with nothing else: the app stays, with a message, nothing changed
  user.totp = { secret: DEMO_TOTP_SECRET, lastStep: -1, enrolledAt: 0 };
  const contacts = user.contacts;
  const email = user.email;
  Object.assign(user, { contacts: [], email: '' });
  const kept = await post(c, 'totp/remove');
  expect(kept).toMatchObject({
    nextAction: 'SECURITY_SETTINGS',
    totp: { enrolled: true },
    messages: { type: 'ERROR' },
  });
  expect(user.totp).toBeDefined();
  Object.assign(user, { contacts, email });
  expect(t.store.audit.map((a) => a.eventDesc)).toContain('Security settings: totpRemoved');
});

test("another user's passkey is one that is not there; a name is 1 to settings.nameMaxLength characters of text", async () => {
  const c = await signedOn();
  // (both kept before the server's index of passkeys is first read, as a restart would find them)
  const other = t.store.findUser('alice')!;
  other.passkeys = [{ id: 'alice-key', userId: 'alice', publicKey: 'x', counter: 0, transports: [], name: 'Alice' }];
  const user = t.store.findUser('totp.user')!;
  user.passkeys = [{ id: 'own-key', userId: 'totp.user', publicKey: 'x', counter: 0, transports: [], name: 'Old' }];
  const refused = await post(c, 'passkey/rename', { id: 'alice-key', name: 'Mine now' });
  expect(refused).toMatchObject({ nextAction: 'SECURITY_SETTINGS', messages: { type: 'ERROR' } });
  expect(other.passkeys[0].name).toBe('Alice');
  expect((await post(c, 'passkey/remove', { id: 'alice-key' })).messages).toMatchObject({ type: 'ERROR' });
  expect(other.passkeys).toHaveLength(1);
  // its own: a name too long, blank or with control characters is refused; markup is kept as the text it is
  for (const name of ['x'.repeat(settings.nameMaxLength + 1), '   ', 'new\nline'])
    expect((await post(c, 'passkey/rename', { id: 'own-key', name })).messages).toMatchObject({ type: 'ERROR' });
  expect(user.passkeys[0].name).toBe('Old');
  const renamed = await post(c, 'passkey/rename', { id: 'own-key', name: ' <b>Work</b> laptop ' });
  expect(renamed).toMatchObject({
    passkeys: [{ id: 'own-key', name: '<b>Work</b> laptop' }],
    messages: { type: 'INFO' },
  });
});
