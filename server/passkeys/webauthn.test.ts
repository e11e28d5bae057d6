// The passkey ceremonies (server/passkeys/webauthn.ts) against a software authenticator: a passkey created and then
// used, and each attack of issue 35 refused — a replayed answer, another site's passkey, an answer from another
// origin, another user's passkey, a cloned authenticator whose counter goes back, a challenge kept too long.
import { Passkeys, type Holder, type PasskeyStore, type StoredPasskey } from './webauthn';
import { SoftAuthenticator } from '../../test/support/softAuthenticator';

const ORIGIN = 'http://localhost:8080';
const RP = { name: 'Demo Bank', id: 'localhost', origins: [ORIGIN], challengeMs: 5 * 60_000 };

function memoryStore(): PasskeyStore & { all: StoredPasskey[] } {
  const all: StoredPasskey[] = [];
  return {
    all,
    forUser: (userId) => all.filter((p) => p.userId === userId),
    byId: (id) => all.find((p) => p.id === id),
    add: (p) => all.push(p),
    setCounter: (id, n, at) => {
      const p = all.find((x) => x.id === id);
      if (p) Object.assign(p, { counter: n, lastUsedAt: at });
    },
    rename: (id, name) => {
      const p = all.find((x) => x.id === id);
      if (p) p.name = name;
    },
    remove: (id) => {
      const i = all.findIndex((x) => x.id === id);
      if (i >= 0) all.splice(i, 1);
    },
  };
}

/** the sessions' stages, by a test's name for them: each holds its one challenge */
let stages: Record<string, Holder>;
const at = (name: string) => (stages[name] ??= { passkey: null });
let now = 0;
let store: ReturnType<typeof memoryStore>;
let passkeys: Passkeys;
beforeEach(() => {
  now = 1_000_000;
  stages = {};
  store = memoryStore();
  passkeys = new Passkeys(store, RP, () => now);
});

/** alice's authenticator with a passkey created through the server */
async function enrolled(userId = 'alice', session = `s-${userId}`) {
  const device = new SoftAuthenticator(ORIGIN);
  const options = await passkeys.registrationOptions(at(session), { userId, displayName: userId });
  const made = await passkeys.register(at(session), device.create(options));
  expect(made).toMatchObject({ ok: true, passkey: { userId, counter: 0, transports: ['internal'] } });
  return device;
}

test('a passkey is created for the signed-on user and then signs on; the server keeps its public key only', async () => {
  const device = await enrolled();
  expect(store.all).toHaveLength(1);
  // (and when it was made: the user's settings show it)
  expect(Object.keys(store.all[0]).sort()).toEqual(['counter', 'createdAt', 'id', 'publicKey', 'transports', 'userId']);
  const options = await passkeys.authenticationOptions(at('sign-on'));
  expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
  expect(await passkeys.authenticate(at('sign-on'), device.get(options))).toEqual({ ok: true, userId: 'alice' });
  expect(store.all[0].counter).toBe(1);
  // a second sign-on, a new challenge, the counter moves on
  const again = await passkeys.authenticationOptions(at('sign-on-2'), 'alice');
  expect(again.allowCredentials).toEqual([{ id: store.all[0].id, transports: ['internal'], type: 'public-key' }]);
  expect(await passkeys.authenticate(at('sign-on-2'), device.get(again))).toEqual({ ok: true, userId: 'alice' });
  expect(store.all[0].counter).toBe(2);
});

test('a user with a passkey is offered no second one on the same authenticator', async () => {
  await enrolled();
  const options = await passkeys.registrationOptions(at('s-2'), { userId: 'alice', displayName: 'alice' });
  expect(options.excludeCredentials).toEqual([{ id: store.all[0].id, transports: ['internal'], type: 'public-key' }]);
  expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
});

test('a replayed answer finds no challenge: each challenge is spent by the first answer', async () => {
  const device = await enrolled();
  const options = await passkeys.authenticationOptions(at('s'));
  const answer = device.get(options);
  expect(await passkeys.authenticate(at('s'), answer)).toEqual({ ok: true, userId: 'alice' });
  expect(await passkeys.authenticate(at('s'), answer)).toEqual({ ok: false, why: 'no-challenge' });
  // nor in another session, whose challenge differs
  await passkeys.authenticationOptions(at('other'));
  expect(await passkeys.authenticate(at('other'), answer)).toEqual({ ok: false, why: 'refused' });
});

test('a passkey of another site, an answer from another origin and a wrong challenge are refused', async () => {
  const device = await enrolled();
  let options = await passkeys.authenticationOptions(at('s'));
  expect(await passkeys.authenticate(at('s'), device.get(options, 'evil.example'))).toEqual({
    ok: false,
    why: 'refused',
  });
  const phished = device.clone();
  phished.origin = 'http://evil.example';
  options = await passkeys.authenticationOptions(at('s'));
  expect(await passkeys.authenticate(at('s'), phished.get(options))).toEqual({ ok: false, why: 'refused' });
  options = await passkeys.authenticationOptions(at('s'));
  expect(await passkeys.authenticate(at('s'), device.get({ ...options, challenge: 'AAAA' }))).toEqual({
    ok: false,
    why: 'refused',
  });
  // a creation from another site is refused too, and keeps nothing
  const other = new SoftAuthenticator(ORIGIN);
  const create = await passkeys.registrationOptions(at('r'), { userId: 'bob', displayName: 'bob' });
  expect(await passkeys.register(at('r'), other.create(create, 'evil.example'))).toEqual({ ok: false, why: 'refused' });
  expect(store.forUser('bob')).toEqual([]);
});

test("in step-up, another user's passkey and an unknown one are refused", async () => {
  await enrolled('alice');
  const bobs = await enrolled('bob');
  const options = await passkeys.authenticationOptions(at('alice-step-up'), 'alice');
  expect(await passkeys.authenticate(at('alice-step-up'), bobs.get(options))).toEqual({
    ok: false,
    why: 'another-user',
  });
  const stranger = new SoftAuthenticator(ORIGIN);
  await passkeys.authenticationOptions(at('s'));
  const unknown = await passkeys.authenticationOptions(at('s'));
  expect(await passkeys.authenticate(at('s'), stranger.get(unknown))).toEqual({ ok: false, why: 'unknown-credential' });
});

test('a cloned authenticator is found out when its counter does not move on', async () => {
  const device = await enrolled();
  const clone = device.clone();
  let options = await passkeys.authenticationOptions(at('s'));
  expect(await passkeys.authenticate(at('s'), device.get(options))).toEqual({ ok: true, userId: 'alice' });
  options = await passkeys.authenticationOptions(at('s'));
  expect(await passkeys.authenticate(at('s'), device.get(options))).toEqual({ ok: true, userId: 'alice' });
  // the clone still counts from where it was copied: 1, behind the 2 the server keeps
  options = await passkeys.authenticationOptions(at('s'));
  expect(await passkeys.authenticate(at('s'), clone.get(options))).toEqual({ ok: false, why: 'cloned' });
  expect(store.all[0].counter).toBe(2);
});

test('a challenge kept past its time is spent and refused', async () => {
  const device = await enrolled();
  const options = await passkeys.authenticationOptions(at('s'));
  now += RP.challengeMs + 1;
  expect(await passkeys.authenticate(at('s'), device.get(options))).toEqual({ ok: false, why: 'expired' });
  expect(await passkeys.authenticate(at('s'), device.get(options))).toEqual({ ok: false, why: 'no-challenge' });
});

test('a burst from a clone and its original, sent together with one counter, lets one through', async () => {
  const device = await enrolled();
  const clone = device.clone();
  const [a, b] = await Promise.all([passkeys.authenticationOptions(at('a')), passkeys.authenticationOptions(at('b'))]);
  const outcomes = await Promise.all([
    passkeys.authenticate(at('a'), device.get(a)),
    passkeys.authenticate(at('b'), clone.get(b)),
  ]);
  expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
  expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, why: 'cloned' }]);
  expect(store.all[0].counter).toBe(1);
});

test('a challenge goes with the stage that holds it, and new options replace the one held', async () => {
  const device = await enrolled();
  const first = await passkeys.authenticationOptions(at('s'));
  const second = await passkeys.authenticationOptions(at('s'));
  expect(await passkeys.authenticate(at('s'), device.get(first))).toEqual({ ok: false, why: 'refused' });
  expect(await passkeys.authenticate(at('s'), device.get(second))).toEqual({ ok: false, why: 'no-challenge' });
  // a register challenge is not an authenticate one
  await passkeys.registrationOptions(at('s'), { userId: 'alice', displayName: 'alice' });
  expect(await passkeys.authenticate(at('s'), device.get(second))).toEqual({ ok: false, why: 'no-challenge' });
});
