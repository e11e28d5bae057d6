// Attacks on the second factors of a started server. Passkeys (docs/server-rules.md W1–W5): a replayed assertion, in
// its session and another; an assertion for another user in step-up; answers from another origin and for another
// site; a cloned authenticator whose counter goes back; a creation replayed; forged signatures. The attacker holds
// real keys (a software authenticator) and answers every challenge the server gives out. Authenticator apps and
// recovery codes (T1–T6): guessing codes across sessions, a code replayed, a recovery code used twice, another user's
// recovery code. The attacker knows the seeded app's key and codes, as a thief of one phone or one sheet would.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { DEMO_PASSWORD, DEMO_RECOVERY_CODES, DEMO_TOTP_SECRET } from '../../server/store/seed';
import { totpCode } from '../../server/factors/totp';
import { MAX_WRONG } from '../../server/handlers/codes';
import { Attacker, type Answer } from './client';
import { attackSuite } from './target';
import { SoftAuthenticator } from '../../test/support/softAuthenticator';

const suite = attackSuite('passkeys');
const { score } = suite;
const APP = 'demo-passkey';
/** the origin the server's pages are served from: http://localhost:<port> (its RP ID is localhost) */
const origin = () => suite.server.url.replace('127.0.0.1', 'localhost');
const signedOn = (a: Answer) => a.body.nextAction === 'REDIRECT';

async function session() {
  return new Attacker(suite.server.url).start();
}
/** a user who signed on with the password and created a passkey on this device */
async function enrolled(userId: string) {
  const a = await session();
  await a.post(`/login/wgt/authenticate/apps/${APP}/demo`, { userId, password: DEMO_PASSWORD });
  await a.renew();
  const device = new SoftAuthenticator(origin());
  const options = (await a.get(`/login/wgt/passkey/register/options?appId=${APP}`)).body.publicKey;
  const credential = device.create(options as PublicKeyCredentialCreationOptionsJSON);
  const made = await a.post('/login/wgt/passkey/register', { credential, appId: APP });
  expect(made.body.nextAction).toBe('REDIRECT');
  return { device, credential, a };
}
async function signOnWith(device: SoftAuthenticator, a?: Attacker, rpId?: string) {
  const s = a ?? (await session());
  const options = (await s.get(`/login/wgt/passkey/options?appId=${APP}`)).body.publicKey;
  const credential = device.get(options as PublicKeyCredentialRequestOptionsJSON, rpId);
  const answer = await s.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, { credential });
  return { answer, credential, s };
}

test('a replayed assertion, in its session and in another, is refused', async () => {
  const { device } = await enrolled('alice');
  const first = await signOnWith(device);
  expect(signedOn(first.answer)).toBe(true);
  const again = await first.s.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, {
    credential: first.credential,
  });
  score.attack('passkey: the same assertion again in its session', !signedOn(again));
  const other = await session();
  await other.get(`/login/wgt/passkey/options?appId=${APP}`);
  const replayed = await other.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, {
    credential: first.credential,
  });
  score.attack('passkey: the same assertion in another session', !signedOn(replayed));
  const none = await session();
  const unasked = await none.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, { credential: first.credential });
  score.attack('passkey: an assertion where no challenge was given', !signedOn(unasked));
  expect(score.fresh()).toEqual([]);
});

test('an assertion from another origin or for another site is refused', async () => {
  const { device } = await enrolled('email.only');
  const phished = device.clone();
  phished.origin = 'https://auth-widget.example.evil';
  score.attack('passkey: an assertion made on a phishing origin', !signedOn((await signOnWith(phished)).answer));
  const site = await signOnWith(device, undefined, 'evil.example');
  score.attack("passkey: an assertion for another site's RP ID", !signedOn(site.answer));
  const forged = await session();
  const options = (await forged.get(`/login/wgt/passkey/options?appId=${APP}`)).body.publicKey;
  const credential = device.get(options as PublicKeyCredentialRequestOptionsJSON);
  credential.response.signature = Buffer.alloc(70, 1).toString('base64url');
  const answer = await forged.post(`/login/wgt/passkey/authenticate/apps/${APP}/demo`, { credential });
  score.attack('passkey: a forged signature', !signedOn(answer));
  expect(score.fresh()).toEqual([]);
});

test('a cloned authenticator, its counter behind the one kept, is refused', async () => {
  const { device } = await enrolled('intl.user');
  const clone = device.clone();
  expect(signedOn((await signOnWith(device)).answer)).toBe(true);
  expect(signedOn((await signOnWith(device)).answer)).toBe(true);
  score.attack('passkey: a cloned authenticator (counter going back)', !signedOn((await signOnWith(clone)).answer));
  expect(score.fresh()).toEqual([]);
});

test("a step-up answered with another user's passkey is refused and counted", async () => {
  const mallory = await enrolled('federated.email');
  const a = await session();
  const first = await a.post(`/login/wgt/authenticate/apps/${APP}/demo`, {
    userId: 'stepup.user',
    password: DEMO_PASSWORD,
  });
  expect(first.body.nextAction).toBe('STEP_UP');
  await a.renew();
  // the session is for stepup.user: its options name none of mallory's passkeys; mallory answers anyway
  const options = (await a.get(`/stepup/wgt/passkey/options?appId=${APP}`)).body;
  const challenge = (options.publicKey as { challenge?: string } | undefined)?.challenge ?? 'AAAA';
  const asked: PublicKeyCredentialRequestOptionsJSON = { challenge, rpId: 'localhost' };
  const credential = mallory.device.get(asked);
  const answer = await a.post('/stepup/wgt/passkey/validate', { credential, appId: APP });
  score.attack("passkey: another user's assertion for a step-up", !signedOn(answer));
  expect(answer.body.nextAction).toBe('STEP_UP');
  expect(score.fresh()).toEqual([]);
});

test('a creation answer replayed adds no passkey', async () => {
  const { credential, a } = await enrolled('federated.user');
  await a.get(`/login/wgt/passkey/register/options?appId=${APP}`);
  const again = await a.post('/login/wgt/passkey/register', { credential, appId: APP });
  score.attack('passkey: a creation answer replayed', again.body.nextAction !== 'REDIRECT');
  expect(score.fresh()).toEqual([]);
});

// --- authenticator apps and recovery codes (T) ---------------------------------------------------------------------
const TOTP_APP = 'demo-totp';
/** a password sign-on that owes its second factor, in a new session from a new address */
async function owing(userId: string) {
  const a = await session();
  await a.post(`/login/wgt/authenticate/apps/${TOTP_APP}/demo`, { userId, password: DEMO_PASSWORD });
  await a.renew();
  return a;
}
const base = (userId: string) => (userId.endsWith('2fa') ? '/svauth/wgt' : '/stepup/wgt');
const appCode = (a: Attacker, userId: string, code: string) =>
  a.post(`${base(userId)}/totp/validate`, { validationCode: code, appId: TOTP_APP });
const recoveryCode = (a: Attacker, code: string) =>
  a.post('/stepup/wgt/recoverycode/validate', { recoveryCode: code, appId: TOTP_APP });
/** the code the seeded app shows now, by the server's clock (the dev clock: its offset is 0 here) */
const now = () => totpCode(DEMO_TOTP_SECRET, Date.now());

test('guessing app codes across sessions: the wrong-code limit locks the check, and the right code then passes nothing', async () => {
  let guessed = 0;
  for (let i = 0; i < MAX_WRONG; i++) {
    const a = await owing('totp.2fa');
    const wrong = String((Number(now()) + 1 + i) % 1_000_000).padStart(6, '0');
    if (signedOn(await appCode(a, 'totp.2fa', wrong))) guessed += 1;
  }
  score.attack('totp: a guessed code across sessions, up to the limit', guessed === 0);
  const after = await appCode(await owing('totp.2fa'), 'totp.2fa', now());
  score.attack('totp: the right code during the lock the guesses set', !signedOn(after));
  expect(after.body.nextAction).toBe('FPC');
  expect(score.fresh()).toEqual([]);
});

test('an app code replayed, in another session within its window, is refused', async () => {
  const code = now();
  expect(signedOn(await appCode(await owing('totp.user'), 'totp.user', code))).toBe(true);
  const again = await appCode(await owing('totp.user'), 'totp.user', code);
  score.attack('totp: the same code again in another session', !signedOn(again));
  expect(again.body.nextAction).toBe('STEP_UP');
  expect(score.fresh()).toEqual([]);
});

test("a recovery code used twice, and another user's recovery code, are refused and counted", async () => {
  expect(signedOn(await recoveryCode(await owing('totp.user'), DEMO_RECOVERY_CODES[0]))).toBe(true);
  const twice = await recoveryCode(await owing('totp.user'), DEMO_RECOVERY_CODES[0]);
  score.attack('recovery code: the same code twice', !signedOn(twice));
  // totp.new sets up an app and gets its own ten codes; one of them is tried for totp.user
  const mine = await owing('totp.new');
  const secret = String((await mine.get(`/stepup/wgt/totp/enroll?appId=${TOTP_APP}`)).body.secret);
  const made = await mine.post('/stepup/wgt/totp/enroll', {
    validationCode: totpCode(secret, Date.now()),
    appId: TOTP_APP,
  });
  expect(made.body.nextAction).toBe('RECOVERY_CODES');
  const theirs = (made.body.recoveryCodes as string[])[0];
  const other = await recoveryCode(await owing('totp.user'), theirs);
  score.attack("recovery code: another user's code", !signedOn(other));
  // each is answered as a wrong entry (STEP_UP), or as the lock once the user's wrong entries reach the limit
  // (settings.maxWrongCodes; the suite's earlier tests spent some of totp.user's)
  for (const answer of [twice, other]) expect(['STEP_UP', 'ERROR']).toContain(answer.body.nextAction);
  expect(twice.body.nextAction === 'ERROR' && other.body.nextAction === 'STEP_UP').toBe(false);
  expect(score.fresh()).toEqual([]);
});
