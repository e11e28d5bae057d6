// Passkeys kept on the accounts (server/passkeys/accounts.ts): written with the user's row of the store of record, so a
// passkey created before a restart signs on after it, with its counter where it was left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ManualClock } from '../store/clock';
import { accountOf, seedAccounts } from '../store/seed';
import { Store } from '../store/store';
import { SoftAuthenticator } from '../../test/support/softAuthenticator';
import { accountPasskeys } from './accounts';
import { Passkeys, type Holder } from './webauthn';

const ORIGIN = 'http://localhost:8080';
const RP = { name: 'Demo Bank', id: 'localhost', origins: [ORIGIN], challengeMs: 60_000 };
const clock = new ManualClock(Date.UTC(2026, 0, 5, 12));
let dir: string;
/** the sessions' stages by name: each holds its one challenge */
const stages: Record<string, Holder> = {};
const stage = (name: string) => (stages[name] ??= { passkey: null });
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-passkeys-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function open(file: string, seeded: boolean) {
  const store = new Store(clock, file);
  if (seeded) {
    const alice = seedAccounts(clock.now()).find((s) => s.userId === 'alice')!;
    store.addUsers([accountOf(alice, 'unused-hash', clock.now())]);
  } else store.load();
  return { store, passkeys: new Passkeys(accountPasskeys(store), RP, () => clock.now()) };
}

test('a passkey is kept on its account, outlives a restart, and its counter with it', async () => {
  const file = path.join(dir, 'state.db');
  const device = new SoftAuthenticator(ORIGIN);
  const first = open(file, true);
  const made = await first.passkeys.register(
    stage('s1'),
    device.create(await first.passkeys.registrationOptions(stage('s1'), { userId: 'alice', displayName: 'Alice' })),
  );
  expect(made.ok).toBe(true);
  const options = await first.passkeys.authenticationOptions(stage('s2'));
  expect(await first.passkeys.authenticate(stage('s2'), device.get(options))).toEqual({ ok: true, userId: 'alice' });
  first.store.close();

  const second = open(file, false);
  const kept = second.store.findUser('alice')?.passkeys ?? [];
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatchObject({ userId: 'alice', counter: 1, transports: ['internal'] });
  const again = await second.passkeys.authenticationOptions(stage('s3'));
  expect(await second.passkeys.authenticate(stage('s3'), device.get(again))).toEqual({ ok: true, userId: 'alice' });
  // a clone made before the restart, still at counter 1, is found out against the kept 2
  second.store.close();
  const third = open(file, false);
  const stale = device.clone();
  stale.counter = 0;
  const last = await third.passkeys.authenticationOptions(stage('s4'));
  expect(await third.passkeys.authenticate(stage('s4'), stale.get(last))).toEqual({ ok: false, why: 'cloned' });
  third.store.close();
});

test('a passkey for an account that does not exist is not kept', async () => {
  const { store, passkeys } = open(path.join(dir, 'state.db'), true);
  const device = new SoftAuthenticator(ORIGIN);
  const options = await passkeys.registrationOptions(stage('s'), { userId: 'nobody', displayName: 'Nobody' });
  expect(await passkeys.register(stage('s'), device.create(options))).toEqual({ ok: false, why: 'refused' });
  expect(accountPasskeys(store).forUser('nobody')).toEqual([]);
  store.close();
});
