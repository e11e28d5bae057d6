// server/guards/passwords.ts: a stored hash opens for its password only; the hash of no password (the accounts awaiting
// setup, the sign-on of an unknown user) is well formed, different each time, and opens for none.
import { DUMMY_HASH, hashOfNoPassword, hashPassword, hashPasswordSync, verifyPassword } from './passwords';

/** scheme, cost, salt's and key's lengths: a hash's shape, as the module makes it (its cost is its own to choose) */
const shape = (stored: string) => stored.split('$').map((part, i) => (i < 2 ? part : part.length));

test('a hash opens for its own password, however it was made, and for no other', async () => {
  const sync = hashPasswordSync('Grüße#2026');
  const async = await hashPassword('Grüße#2026');
  expect(sync.split('$')).toHaveLength(4);
  expect(sync.split('$')[0]).toBe('scrypt');
  expect(shape(async)).toEqual(shape(sync));
  expect(sync).not.toBe(async); // salted
  for (const stored of [sync, async]) {
    expect(await verifyPassword('Grüße#2026', stored)).toBe(true);
    // the same words in another Unicode form are the same password
    expect(await verifyPassword('Gru\u0308ße#2026', stored)).toBe(true);
    expect(await verifyPassword('grüße#2026', stored)).toBe(false);
  }
});

test('the hash of no password is well formed, new each time, and opens for no password', async () => {
  const a = hashOfNoPassword();
  const b = hashOfNoPassword();
  const real = shape(hashPasswordSync('x'));
  expect(shape(a)).toEqual(real);
  expect(shape(DUMMY_HASH)).toEqual(real);
  expect(new Set([a, b, DUMMY_HASH]).size).toBe(3);
  for (const password of ['', 'Welcome#2026', 'password'])
    for (const stored of [a, DUMMY_HASH]) expect(await verifyPassword(password, stored)).toBe(false);
});
