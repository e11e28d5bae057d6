// Attacks on a user's own security settings (docs/server-rules.md U1–U7) against a started
// server in development mode: another user's passkey named by its id; names of 2,000 characters or with control
// characters; a change from a session whose check is older than settings.reverifyMinutes; a change and the step-up's
// answer replayed after the step-up; a cross-site form post (the session's cookie, no token, or another session's);
// the last way to sign on removed by requests sent together; a notice carrying a secret. The attacker holds real
// passkeys (a software authenticator) and the seeded authenticator app's key.
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../server/store/seed';
import { MINUTE } from '../../server/store/clock';
import { settings } from '../../server/settings';
import { totpCode } from '../../server/factors/totp';
import { Attacker, call, nextAddress } from './client';
import { attackSuite } from './target';
import { TestBrowser, resumeTokenOf } from '../wire/browser';
import { SoftAuthenticator } from '../../test/support/softAuthenticator';

const suite = attackSuite('settings');
const { score } = suite;
beforeEach(() => score.fresh());
afterEach(() => expect(score.fresh()).toEqual([]));

const APP = 'demo-secure';
/** the origin the server's pages are served from: http://localhost:<port> (its RP ID is localhost) */
const origin = () => suite.server.url.replace('127.0.0.1', 'localhost');
const serverNow = async () => (await call(`${suite.server.url}/dev/clock`)).body.now as number;
/** past the recent check a change needs (settings.reverifyMinutes, flows/common.json) */
const staleCheck = () => suite.o.advance((settings.reverifyMinutes + 1) * MINUTE);
type Passkey = { id: string; name: string };

async function signedOn(userId: string, app = APP) {
  const a = await new Attacker(suite.server.url).start();
  const answer = await a.post(`/login/wgt/authenticate/apps/${app}/demo`, { userId, password: DEMO_PASSWORD });
  await a.renew();
  return { a, answer };
}
const state = async (a: Attacker, app = APP) => (await a.get(`/account/wgt/security?appId=${app}`)).body;
const passkeysOf = async (a: Attacker) => (await state(a)).passkeys as Passkey[];
const change = (a: Attacker, path: string, data: object = {}, app = APP) =>
  a.post(`/account/wgt/${path}`, { ...data, appId: app });

/** A passkey made on this device for the signed-on user, as the settings page adds one. */
async function addPasskey(a: Attacker) {
  const options = (await a.get(`/account/wgt/passkey/register/options?appId=${APP}`)).body.publicKey;
  const credential = new SoftAuthenticator(origin()).create(options as PublicKeyCredentialCreationOptionsJSON);
  const made = await change(a, 'passkey/register', { credential });
  expect(['RECOVERY_CODES', 'SECURITY_SETTINGS']).toContain(made.body.nextAction);
  return (await passkeysOf(a)).at(-1)!;
}

test("another user's passkey, named by its id, is one that is not there: not renamed, not removed", async () => {
  const { a: alice } = await signedOn('alice');
  const { a: other } = await signedOn('email.only');
  const theirs = await addPasskey(other);
  const renamed = await change(alice, 'passkey/rename', { id: theirs.id, name: 'mine now' });
  const removed = await change(alice, 'passkey/remove', { id: theirs.id });
  const after = await passkeysOf(other);
  score.attack(
    "rename another user's passkey",
    renamed.body.messages?.type === 'ERROR' && after[0].name === theirs.name,
  );
  score.attack("remove another user's passkey", removed.body.messages?.type === 'ERROR' && after.length === 1);
});

test('names of 2,000 characters, empty, or with control characters are refused; the name stays', async () => {
  const { a, answer } = await signedOn('intl.user');
  expect(answer.body.nextAction).toBe('REDIRECT');
  const own = await addPasskey(a);
  for (const [what, name] of [
    ['2,000 characters', 'x'.repeat(2000)],
    ['one character too many', 'y'.repeat(settings.nameMaxLength + 1)],
    ['nothing but spaces', '   '],
    ['a control character', 'Work\u0000laptop'],
    ['a line break', 'Work\nlaptop'],
  ]) {
    const answer = await change(a, 'passkey/rename', { id: own.id, name });
    const now = (await passkeysOf(a)).find((p) => p.id === own.id);
    score.attack(`a passkey named with ${what}`, answer.body.messages?.type === 'ERROR' && now?.name === own.name);
  }
});

test('a change once the check is old asks for the step-up; the change and the step-up replayed later are refused', async () => {
  const { a } = await signedOn('totp.user', 'demo-totp');
  const passed = await a.post('/stepup/wgt/totp/validate', {
    validationCode: totpCode(DEMO_TOTP_SECRET, await serverNow()),
    appId: 'demo-totp',
  });
  expect(passed.body.nextAction).toBe('REDIRECT');
  await a.renew();
  await staleCheck();
  const stale = await change(a, 'recoverycodes/new', {}, 'demo-totp');
  score.attack('a change from a session whose check is older than the setting', stale.body.nextAction === 'STEP_UP');
  score.attack('new recovery codes without the check', !('recoveryCodes' in stale.body));
  // the step-up passed: the change sent again is done (as the widget does)
  await suite.o.advance(30_000);
  const step = { validationCode: totpCode(DEMO_TOTP_SECRET, await serverNow()), appId: 'demo-totp' };
  const back = await a.post('/stepup/wgt/totp/validate', step);
  expect(back.body.nextAction).toBe('SECURITY_SETTINGS');
  await a.renew();
  const made = await change(a, 'recoverycodes/new', {}, 'demo-totp');
  expect(made.body.nextAction).toBe('RECOVERY_CODES');
  const codes = made.body.recoveryCodes as string[];
  // the same step-up answer again (its code is spent), and the change again once the check is old
  const again = await a.post('/stepup/wgt/totp/validate', step);
  score.attack('the step-up answer replayed after it passed', again.body.nextAction !== 'SECURITY_SETTINGS');
  await staleCheck();
  const replayed = await change(a, 'recoverycodes/new', {}, 'demo-totp');
  score.attack('the change replayed after the check went old again', replayed.body.nextAction === 'STEP_UP');
  // the same request from another session (the victim's token, not its cookie)
  const thief = await new Attacker(suite.server.url).start();
  const stolen = await thief.post('/account/wgt/recoverycodes/new', { appId: 'demo-totp' }, { csrf: a.csrf });
  score.attack('the change replayed from another session', !('recoveryCodes' in stolen.body));
  // every notice of these changes: the words only, never a code
  const out = (await call(`${suite.server.url}/dev/outbox.json`)).body.messages as Record<string, string>[];
  const notices = out.filter((m) => m.userId === 'totp.user' && m.notificationName === 'SECURITY_SETTINGS_CHANGED');
  expect(notices.length).toBeGreaterThan(0);
  score.attack(
    'a notice carrying a recovery code or a key',
    notices.every((n) => !n.code && codes.every((c) => !n.text.includes(c)) && !n.text.includes(DEMO_TOTP_SECRET)),
  );
});

test("a cross-site form post (the session's cookie without its token, or with another session's) changes nothing", async () => {
  const { a } = await signedOn('alice');
  const own = (await passkeysOf(a))[0] ?? (await addPasskey(a));
  const bare = await a.post('/account/wgt/passkey/remove', { id: own.id, appId: APP }, { csrf: '' });
  const other = await new Attacker(suite.server.url).start();
  const forged = await a.post('/account/wgt/passkey/remove', { id: own.id, appId: APP }, { csrf: other.csrf });
  const still = (await passkeysOf(a)).some((p) => p.id === own.id);
  score.attack('a removal posted from another site without the token', bare.status === 403 && still);
  score.attack("a removal posted with another session's token", forged.status === 403 && still);
});

test('the last way to sign on, removed by requests sent together, stays', async () => {
  // an account made from Demo ID's claims: no password, signed on through the provider only
  const b = new TestBrowser(origin(), nextAddress());
  await b.startWidget(APP);
  const back = await b.signInAtDemoId(b.startUrl('demo-id', APP), 'newcomer');
  expect((await b.post(`/login/wgt/idp/resume/apps/${APP}/demo`, { resume: resumeTokenOf(back) })).nextAction).toBe(
    'IDP_REGISTER',
  );
  const made = await b.post('/login/wgt/idp/register', {
    firstName: 'Nora',
    lastName: 'Newcomer',
    consent: true,
    appId: APP,
  });
  expect(made.nextAction).toBe('REDIRECT');
  b.csrf = (
    (await (await b.go(`/login/wgt/getCSRFToken?appId=${APP}`)).json()) as { csrfTokenValue: string }
  ).csrfTokenValue;
  // a passkey too: two ways in, then both removed at once, three times each
  const options = (await b.get(`/account/wgt/passkey/register/options?appId=${APP}`)).publicKey;
  const credential = new SoftAuthenticator(origin()).create(options as PublicKeyCredentialCreationOptionsJSON);
  await b.post('/account/wgt/passkey/register', { credential, appId: APP });
  const before = await b.get(`/account/wgt/security?appId=${APP}`);
  expect(before.password).toBeNull();
  const key = (before.passkeys as Passkey[])[0];
  expect(key).toBeDefined();
  await Promise.all([
    ...[0, 1, 2].map(() => b.post('/account/wgt/passkey/remove', { id: key.id, appId: APP })),
    ...[0, 1, 2].map(() => b.post('/account/wgt/idp/unlink', { id: 'demo-id', appId: APP })),
  ]);
  const after = await b.get(`/account/wgt/security?appId=${APP}`);
  const ways = (after.passkeys as Passkey[]).length + (after.identityProviders as unknown[]).length;
  score.attack('the last way to sign on removed by requests sent together', ways >= 1);
});
