// The store of record (server/store/db.ts): a data file that is SQLite, owner-only, in write-ahead mode; that keeps users,
// failed sign-ons and the audit across restarts; that never holds a code; an earlier JSON data file imported once;
// any other file refused, unchanged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../app';
import { ManualClock } from './clock';
import { DataFileError } from './db';
import { DEMO_PASSWORD } from './seed';
import { Client, mobile, validate, type Wire } from '../../kit/wire/inject';
import { settings } from '../settings';

const root = path.join(__dirname, '../..');
let dir: string;
let file: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-db-'));
  file = path.join(dir, 'state.db');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
const start = (clock = new ManualClock(Date.UTC(2026, 0, 5, 12))) =>
  buildServer({ clock, dataFile: file, root, dev: true });
/** every byte the store has on disk: the file and its write-ahead log */
const onDisk = () =>
  Buffer.concat(
    fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('state.db'))
      .map((f) => fs.readFileSync(path.join(dir, f))),
  );

test('--data FILE is SQLite, owner-only, in write-ahead mode, and keeps users, failed sign-ons and the audit', async () => {
  const first = await start();
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  expect(fs.readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
  const c = await new Client(first.app).start();
  await c.signOn('alice', 'Wrong#Guess1');
  await c.signOn('temp.user', DEMO_PASSWORD);
  // the write-ahead log is there while the server runs, owner-only too
  expect(fs.statSync(`${file}-wal`).mode & 0o777).toBe(0o600);
  await first.app.close();
  const second = await start();
  expect(second.store.attempts.get('alice')?.failures).toBe(1);
  expect(second.store.audit.map((a) => a.updatedBy)).toContain('temp.user');
  expect(second.store.users.size).toBe(first.store.users.size);
  await second.app.close();
});

test('a code sent is in the dev outbox, never on disk; a password is on disk as its hash only', async () => {
  const { app, store } = await start();
  const c = await new Client(app).start();
  await validate(c, mobile('alice'));
  const code = store.outbox.at(-1)!.code;
  expect(code).toMatch(new RegExp(`^\\d{${settings.codeLength}}$`));
  expect(onDisk().includes(code)).toBe(false);
  // a wrong code, counted toward the account's lock (C4)
  const wrong = code === '000000' ? '111111' : '000000';
  expect((await c.post('/fpc/wgt/validatesv', { otc: wrong, appId: 'demo' })).json<Wire>().nextAction).toBe(
    'VALIDATE_SV',
  );
  await app.close();
  expect(onDisk().includes(code)).toBe(false);
  expect(onDisk().includes(DEMO_PASSWORD)).toBe(false);
  // the send and the wrong code were counted and kept (written just after the reply, and on close): a restart gives
  // no fresh sends and no fresh guesses
  const again = await start();
  const sends = again.store.users.get('alice')?.codeSends as Record<string, { count: number }> | undefined;
  // by its channel, and in the total of every channel
  expect(Object.entries(sends ?? {}).map(([k, w]) => [k === '*' ? 'all' : 'channel', w.count])).toEqual([
    ['channel', 1],
    ['all', 1],
  ]);
  expect(again.store.users.get('alice')?.codeLocks?.RECOVERY?.wrong).toBe(1);
  await again.app.close();
});

test('a data file of the earlier JSON format is imported once, its outbox of codes left behind', async () => {
  const earlier = await buildServer({ clock: new ManualClock(Date.UTC(2026, 0, 5, 12)), root });
  const users = Object.fromEntries(earlier.store.users);
  users.alice = { ...users.alice, firstName: 'Imported' };
  await earlier.app.close();
  const json = {
    users,
    attempts: { 'nobody.known': { failures: 2, firstAt: Date.UTC(2026, 0, 5, 12), lockedUntil: 0 } },
    outbox: [{ userId: 'alice', code: '424242', text: 'Your code is 424242' }],
    errorLog: [],
    audit: [{ eventDesc: 'Signed on', updatedOn: '2026-01-05T12:00:00.000Z', updatedBy: 'alice' }],
  };
  fs.writeFileSync(file, JSON.stringify(json));
  const { app, store } = await start();
  expect(store.users.get('alice')?.firstName).toBe('Imported');
  expect(store.attempts.get('nobody.known')?.failures).toBe(2);
  expect(store.audit[0]).toMatchObject({ updatedBy: 'alice' });
  expect(store.db.importedFrom).toBe(`${file}.imported.json`);
  const kept = fs.readFileSync(`${file}.imported.json`, 'utf8');
  expect(fs.statSync(`${file}.imported.json`).mode & 0o777).toBe(0o600);
  expect(kept).not.toContain('424242');
  await app.close();
  // once: the next start opens the SQLite file it became
  const again = await start();
  expect(again.store.users.get('alice')?.firstName).toBe('Imported');
  expect(again.store.db.importedFrom).toBeNull();
  await again.app.close();
});

test('any other file is refused with a message that says what to do, and left as it was', async () => {
  fs.writeFileSync(file, 'not a data file');
  await expect(start()).rejects.toThrow(DataFileError);
  await expect(start()).rejects.toThrow(/neither a data file of this server .* move it away/);
  expect(fs.readFileSync(file, 'utf8')).toBe('not a data file');
});

test('a change is one row: a sign-on failure writes the account, not the store', async () => {
  const { app, store } = await start();
  const c = await new Client(app).start();
  const rows = () => store.db.counts();
  const before = rows();
  expect((await c.signOn('alice', 'Wrong#Guess1')).json<Wire>().nextAction).toBe('LOGIN');
  expect(rows()).toEqual({ ...before, attempts: before.attempts + 1 });
  await app.close();
});
