// Account states from data (seed/accounts.json, server/store/accounts.ts), on a fixture root of their own: a sign-on of
// an account in a state answers the state's nextAction and message and stays signed off; the file's mistakes are
// found with file, pointer and fix, and the server will not start on them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../app';
import { ManualClock } from './clock';
import { checkAccounts } from './accounts';
import { checkStageTable } from '../stages/stageCheck';
import { crossCheckStates } from '../stages/stageFlows';
import { Client, type Wire } from '../../kit/wire/inject';

const MESSAGES = { 'server.onHold': 'This account is on hold until {$day}.', 'server.other': 'x' };
const GOOD = {
  states: { hold: { answer: 'ACCOUNT_ON_HOLD', message: 'server.onHold', type: 'ERROR' } },
  accounts: { 'held.user': { note: 'on hold', state: 'hold' }, 'plain.user': { note: 'a plain account' } },
};

function fixtureRoot(accounts: unknown): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-accounts-'));
  const write = (rel: string, json: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), JSON.stringify(json));
  };
  write('seed/apps.json', { apps: { demo: { brands: ['demo'], defaultTarget: '/in', settings: {} } } });
  write('seed/accounts.json', accounts);
  write('locales/en_US.json', MESSAGES);
  write('flows/none.json', { pages: {} });
  write('schemas/user-profile.schema.json', { type: 'object', properties: {} });
  return root;
}
const roots: string[] = [];
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

async function serve(accounts: unknown) {
  const root = fixtureRoot(accounts);
  roots.push(root);
  return buildServer({ root, clock: new ManualClock() });
}

test("a sign-on of an account in a state answers the state's nextAction and message, and stays signed off", async () => {
  const { app } = await serve(GOOD);
  try {
    const c = await new Client(app).start();
    const held = await c.signOn('held.user');
    expect(held.json<Wire>()).toMatchObject({
      nextAction: 'ACCOUNT_ON_HOLD',
      messages: { type: 'ERROR', detail: 'This account is on hold until {$day}.' },
    });
    // nothing signed on: the target is refused as for anyone signed off
    const after = await c.post('/login/wgt/continueAuthentication', {});
    expect(after.json<Wire>().nextAction).not.toBe('REDIRECT');
    // an account of the file with no state signs on as any other
    expect((await (await new Client(app).start()).signOn('plain.user')).json<Wire>().nextAction).toBe('REDIRECT');
    // a wrong password learns nothing of the state
    expect((await (await new Client(app).start()).signOn('held.user', 'Wrong#Guess1')).json<Wire>().nextAction).toBe(
      'LOGIN',
    );
  } finally {
    await app.close();
  }
});

test('the server will not start on a broken file, and says where and how to fix it', async () => {
  await expect(
    serve({ states: { hold: { answer: 'on hold', message: 'server.onHold', type: 'ERROR' } } }),
  ).rejects.toThrow(
    /seed\/accounts\.json#\/states\/hold\/answer: the answer "on hold" is not a nextAction \(fix: name one in capitals/,
  );
});

describe('the check of the file', () => {
  const problems = (raw: unknown, taken: string[] = ['alice']) =>
    checkAccounts(raw, taken, MESSAGES).problems.map((p) => `${p.pointer}: ${p.message}; fix: ${p.fix}`);

  it('passes a sound file and gives its states and accounts', () => {
    const { data, problems: found } = checkAccounts(GOOD, ['alice'], MESSAGES);
    expect(found).toEqual([]);
    expect(data.states.hold).toEqual(GOOD.states.hold);
    expect(data.accounts.map((a) => a.userId)).toEqual(['held.user', 'plain.user']);
  });

  it.each([
    [
      { states: { h: { answer: 'X', message: 'server.nope', type: 'ERROR' } } },
      /^\/states\/h\/message: the message "server.nope" is not a server message/,
    ],
    [
      { states: { h: { answer: 'X', message: 'panel.title', type: 'ERROR' } } },
      /^\/states\/h\/message: .*add a "server.<key>" message/,
    ],
    [
      { states: { h: { answer: 'X', message: 'server.other', type: 'WARN' } } },
      /^\/states\/h\/type: the type "WARN" is neither ERROR nor INFO/,
    ],
    [
      { states: { h: { answer: 'X', message: 'server.other', type: 'INFO', colour: 1 } } },
      /^\/states\/h\/colour: colour is not a field of a state/,
    ],
    [{ accounts: { 'a.b': { note: 'n', state: 'gone' } } }, /^\/accounts\/a.b\/state: state gone is not in "states"/],
    [
      { accounts: { alice: { note: 'n' } } },
      /^\/accounts\/alice: the seed has an account alice already; fix: choose another user id/,
    ],
    [{ accounts: { 'a b': { note: 'n' } } }, /^\/accounts\/a b: "a b" is not a user id/],
    [{ accounts: { x: { state: 'hold' } } }, /^\/accounts\/x: account x has no note/],
    [
      { accounts: { x: { note: 'n', disabled: true } } },
      /^\/accounts\/x\/disabled: disabled is not a field of an account here/,
    ],
    [{ accounts: { x: { note: 7 } } }, /^\/accounts\/x\/note: note is not a string/],
    [{ users: {} }, /^\/users: users is not a section of the file/],
    [[], /^: the file is not a JSON object/],
    // the store keys user ids in lower case: another case is the same account
    [{ accounts: { Alice: { note: 'n' } } }, /^\/accounts\/Alice: the seed has an account alice already/],
    [
      { accounts: { 'a.b': { note: 'n' }, 'A.B': { note: 'm' } } },
      /^\/accounts\/A\.B: the file has an account a\.b already \(user ids are one whatever their case\)/,
    ],
    [{ states: { h: 'locked' } }, /^\/states\/h: h is not an object; fix: write \{ "answer": NEXT_ACTION/],
  ])('refuses %j', (raw, why) => {
    expect(problems(raw)).toEqual(expect.arrayContaining([expect.stringMatching(why)]));
  });
});

test('a data file of an earlier run gets the accounts the owner added since; a state follows the file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-accounts-db-'));
  roots.push(dir);
  const dataFile = path.join(dir, 'store.db');
  const first = fixtureRoot({ accounts: { 'plain.user': { note: 'a plain account' } } });
  roots.push(first);
  const a = await buildServer({ root: first, dataFile, clock: new ManualClock() });
  await a.app.close();
  const later = fixtureRoot(GOOD);
  roots.push(later);
  const b = await buildServer({ root: later, dataFile, clock: new ManualClock() });
  try {
    expect((await (await new Client(b.app).start()).signOn('held.user')).json<Wire>().nextAction).toBe(
      'ACCOUNT_ON_HOLD',
    );
    expect(b.store.accountState('PLAIN.USER')).toBeUndefined();
  } finally {
    await b.app.close();
  }
});

test("a state's answer is one flows/ routes, or one every sign-on route leaves to the catch-all row", () => {
  const { table, problems } = checkStageTable({
    stages: { ANONYMOUS: { says: 'signed off' }, AUTHENTICATED: { says: 'signed on' } },
    refusals: {},
    routes: {
      'POST /signon': {
        from: '*',
        to: ['ANONYMOUS'],
        answers: ['LOGIN', 'GONE'],
        fallback: ['GONE'],
        accountStates: true,
      },
    },
  });
  expect(problems).toEqual([]);
  const flows = { 'f.json': { pages: { P: { on: { HELD: [{}], '*': [{}] } } } } };
  const state = (answer: string) => ({ answer, message: 'server.other', type: 'ERROR' as const });
  expect(crossCheckStates(table, flows, { a: state('HELD'), b: state('GONE') })).toEqual([]);
  expect(crossCheckStates(table, flows, { 'c/d': state('ELSEWHERE') })).toEqual([
    {
      file: 'seed/accounts.json',
      pointer: '/states/c~1d/answer',
      message: 'state c/d answers nextAction "ELSEWHERE", which no page of flows/ has a row for',
      fix: expect.stringContaining('add a row for "ELSEWHERE" under the sign-on page\'s "on" in flows/') as string,
    },
  ]);
  // without a catch-all row, a fallback answer is routed by nothing
  expect(
    crossCheckStates(table, { 'f.json': { pages: { P: { on: { HELD: [{}] } } } } }, { b: state('GONE') }),
  ).toHaveLength(1);
});

test('an account carries the dates the flows show: when its password was changed and when it expires, in days from the start', async () => {
  const clock = new ManualClock();
  const root = fixtureRoot({
    accounts: {
      'dated.user': {
        note: 'changed 400 days ago, expires in 5',
        passwordChangedDaysAgo: 400,
        passwordExpiresInDays: 5,
      },
    },
  });
  roots.push(root);
  const { app, store } = await buildServer({ root, clock });
  try {
    const user = store.findUser('dated.user')!;
    expect((clock.now() - user.passwordChangedAt) / 86_400_000).toBe(400);
    expect((user.passwordExpiresAt! - clock.now()) / 86_400_000).toBe(5);
  } finally {
    await app.close();
  }
  const { problems } = checkAccounts(
    {
      accounts: {
        'x.user': { note: 'x', passwordChangedDaysAgo: -3, passwordExpiresInDays: 1.5, passwordChangedAt: 1 },
      },
    },
    [],
    MESSAGES,
  );
  expect(problems.map((p) => [p.pointer, p.message])).toEqual([
    ['/accounts/x.user/passwordChangedDaysAgo', 'passwordChangedDaysAgo is a whole number of days'],
    ['/accounts/x.user/passwordExpiresInDays', 'passwordExpiresInDays is a whole number of days'],
    ['/accounts/x.user/passwordChangedAt', 'passwordChangedAt is not a field of an account here'],
  ]);
});
