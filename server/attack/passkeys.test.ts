// Attacks on the passkeys of a started server (docs/server-rules.md W1–W5): a replayed assertion, in its session and
// another; an assertion for another user in step-up; answers from another origin and for another site; a cloned
// authenticator whose counter goes back; a creation replayed; forged signatures. The attacker holds real keys (a
// software authenticator) and answers every challenge the server gives out.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { DEMO_PASSWORD } from '../store/seed';
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
