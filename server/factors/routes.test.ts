// The authenticator-app and recovery-code calls of docs/host.md "Authenticator apps and recovery codes" through the
// reference server (docs/server-rules.md T1–T6): set-up proved by a code, use within one step either side and never
// twice, recovery codes shown once and taken once, every wrong entry counted under the code lockout, and apps without
// them untouched.
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '../store/seed';
import { Client, useTestServer, type Wire } from '../../kit/wire/inject';
import { totpCode } from './totp';
import { MAX_WRONG } from '../handlers/codes';

const t = useTestServer();
const APP = 'demo-totp';
type Reply = Wire & Record<string, unknown>;
const json = async (res: Promise<{ json: <T>() => T }>) => (await res).json<Reply>();

/** A password sign-on that owes a step-up (or two-factor), from a new session. */
async function owing(userId: string, app = APP) {
  const c = await new Client(t.app).start();
  await c.post(`/login/wgt/authenticate/apps/${app}/demo`, { userId, password: DEMO_PASSWORD });
  c.csrf = (await c.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
  return c;
}
const base = (userId: string) => (userId.endsWith('2fa') ? '/svauth/wgt' : '/stepup/wgt');
const options = (c: Client, userId: string, app = APP) =>
  json(c.get(`${base(userId)}/svoptions?appId=${app}&brandId=demo`));
const validate = (c: Client, userId: string, code: string) =>
  json(c.post(`${base(userId)}/totp/validate`, { validationCode: code, appId: APP }));
const useCode = (c: Client, code: string) =>
  json(c.post('/stepup/wgt/recoverycode/validate', { recoveryCode: code, appId: APP }));
const audit = () => t.store.audit.map((a) => a.eventDesc);

test('the options say which factors the user has, on an app that offers them only', async () => {
  expect(await options(await owing('totp.user'), 'totp.user')).toMatchObject({ totp: 'ENROLLED', recoveryCode: true });
  const fresh = await options(await owing('totp.new'), 'totp.new');
  expect(fresh.totp).toBe('NOT_ENROLLED');
  expect(fresh.recoveryCode).toBeUndefined();
  const plain = await options(await owing('totp.user', 'demo'), 'totp.user', 'demo');
  expect(plain.totp).toBeUndefined();
  expect(plain.recoveryCode).toBeUndefined();
  // and an app without them takes none
  const c = await owing('totp.user', 'demo');
  const code = totpCode(DEMO_TOTP_SECRET, t.clock.now());
  expect(await json(c.post('/stepup/wgt/totp/validate', { validationCode: code, appId: 'demo' }))).toMatchObject({
    nextAction: 'ERROR',
  });
});

test('set-up: a new secret per session, proved by a code from it; then recovery codes shown once, then the target', async () => {
  const c = await owing('totp.new');
  const given = await json(c.get(`/stepup/wgt/totp/enroll?appId=${APP}`));
  expect(given.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(given.otpauthUri).toBe(
    `otpauth://totp/${APP}:totp.new?issuer=${APP}&secret=${String(given.secret)}&algorithm=SHA1&digits=6&period=30`,
  );
  // a code of another secret is a wrong entry, the panel stays
  const other = await json(c.post('/stepup/wgt/totp/enroll', { validationCode: '000000', appId: APP }));
  expect(other).toMatchObject({ nextAction: 'STEP_UP', messages: { type: 'ERROR' } });
  const done = await json(
    c.post('/stepup/wgt/totp/enroll', { validationCode: totpCode(String(given.secret), t.clock.now()), appId: APP }),
  );
  expect(done).toMatchObject({
    nextAction: 'RECOVERY_CODES',
    then: { nextAction: 'REDIRECT', targetUrl: '/signed-in.html' },
  });
  const codes = done.recoveryCodes as string[];
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
  // kept hashed: no code and no secret in the clear beside the app's own
  const user = t.store.findUser('totp.new')!;
  expect(JSON.stringify(user.recoveryCodes)).not.toContain(codes[0].slice(0, 5));
  expect(user.totp?.secret).toBe(given.secret);
  expect(audit()).toEqual(expect.arrayContaining(['Authenticator app set up', 'Recovery codes issued']));
  // the next sign-on uses it, and a set-up is not offered again
  const next = await owing('totp.new');
  expect((await options(next, 'totp.new')).totp).toBe('ENROLLED');
  const again = await json(next.get(`/stepup/wgt/totp/enroll?appId=${APP}`));
  expect(again).toMatchObject({ messages: { type: 'ERROR' } });
  expect(again.secret).toBeUndefined();
});

test('a set-up secret is bound to the session that was given it', async () => {
  const a = await owing('totp.new');
  const given = await json(a.get(`/stepup/wgt/totp/enroll?appId=${APP}`));
  const b = await owing('totp.new');
  const code = totpCode(String(given.secret), t.clock.now());
  expect(await json(b.post('/stepup/wgt/totp/enroll', { validationCode: code, appId: APP }))).toMatchObject({
    nextAction: 'STEP_UP',
  });
  expect(t.store.findUser('totp.new')!.totp).toBeUndefined();
});

test('a code one step either side is taken, two steps off is not, and no code twice (the dev clock moves the steps)', async () => {
  const now = t.clock.now();
  const late = await validate(await owing('totp.user'), 'totp.user', totpCode(DEMO_TOTP_SECRET, now - 60_000));
  expect(late).toMatchObject({ nextAction: 'STEP_UP', messages: { type: 'ERROR' } });
  const c = await owing('totp.user');
  const previous = totpCode(DEMO_TOTP_SECRET, now - 30_000);
  expect(await validate(c, 'totp.user', previous)).toMatchObject({ nextAction: 'REDIRECT' });
  // replayed in another session, within its window: refused
  expect(await validate(await owing('totp.user'), 'totp.user', previous)).toMatchObject({
    nextAction: 'STEP_UP',
  });
  // the code of the step now is newer: taken once
  const d = await owing('totp.user');
  expect(await validate(d, 'totp.user', totpCode(DEMO_TOTP_SECRET, now))).toMatchObject({ nextAction: 'REDIRECT' });
  t.clock.advance(30_000);
  const e = await owing('totp.user');
  expect(await validate(e, 'totp.user', totpCode(DEMO_TOTP_SECRET, t.clock.now()))).toMatchObject({
    nextAction: 'REDIRECT',
  });
  expect(audit()).toEqual(expect.arrayContaining(['Step-up verification passed with an authenticator app']));
});

test('two-factor with the app: its own lockout ends the check with FPC', async () => {
  const c = await owing('totp.2fa');
  for (let i = 0; i < MAX_WRONG - 1; i++)
    expect(await validate(c, 'totp.2fa', '123456')).toMatchObject({ nextAction: 'TWO_FACTOR' });
  expect(await validate(c, 'totp.2fa', '123456')).toMatchObject({ nextAction: 'FPC' });
  // locked in every session, the right code included
  const d = await owing('totp.2fa');
  expect(await validate(d, 'totp.2fa', totpCode(DEMO_TOTP_SECRET, t.clock.now()))).toMatchObject({ nextAction: 'FPC' });
});

test('a recovery code works once, any case and spacing; with fewer than three left the user is told', async () => {
  const c = await owing('totp.user');
  const used = await useCode(c, ` ${DEMO_RECOVERY_CODES[0].toLowerCase().replace('-', ' ')} `);
  expect(used).toEqual({ nextAction: 'REDIRECT', messages: {}, targetUrl: '/signed-in.html' });
  expect(await useCode(await owing('totp.user'), DEMO_RECOVERY_CODES[0])).toMatchObject({
    nextAction: 'STEP_UP',
    messages: { type: 'ERROR' },
  });
  const low = await useCode(await owing('totp.user'), DEMO_RECOVERY_CODES[1]);
  expect(low).toMatchObject({ nextAction: 'REDIRECT', messages: { type: 'INFO' } });
  expect((low.messages as { detail: string }).detail).toContain('Recovery codes left: 2');
  for (const code of DEMO_RECOVERY_CODES.slice(2))
    expect(await useCode(await owing('totp.user'), code)).toMatchObject({ nextAction: 'REDIRECT' });
  // none left: no longer offered, and none taken
  expect((await options(await owing('totp.user'), 'totp.user')).recoveryCode).toBeUndefined();
  expect(audit()).toEqual(expect.arrayContaining(['Recovery code used (0 left)']));
});

test('wrong recovery codes and wrong app codes count together: five lock the step-up', async () => {
  const c = await owing('totp.user');
  for (let i = 0; i < 2; i++) await useCode(c, 'AAAAA-AAAAA');
  for (let i = 0; i < 2; i++) await validate(c, 'totp.user', '000000');
  expect(await useCode(c, 'BBBBB-BBBBB')).toMatchObject({ nextAction: 'ERROR' });
  expect(await useCode(await owing('totp.user'), DEMO_RECOVERY_CODES[1])).toMatchObject({ nextAction: 'ERROR' });
  // the right code during the lock is not spent
  expect(t.store.findUser('totp.user')!.recoveryCodes!.hashes).toHaveLength(4);
});
