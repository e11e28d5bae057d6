// Enumeration against a started server (docs/server-rules.md, rules E1–E5): on every endpoint that takes a user id or
// a contact detail, a matching and a non-matching request get the same status, body (nextAction, phoneId, messages
// included) and headers, and the same time: medians of interleaved samples, each from a new session and address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { figure } from '../../test/support/figures';
import { seedAccounts } from '../../server/store/seed';
import { MINUTE } from '../../server/store/clock';
import { Attacker, oracle, Score, type Answer } from './client';
import { startServer, type Target } from './target';
import seedApps from '../../seed/apps.json';

jest.setTimeout(60_000);
let server: Target;
const score = new Score('enumeration');
// with a data file: a change written for a matching request must not make it slower than a non-matching one (E4)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-enum-'));
beforeAll(async () => {
  server = await startServer(['--dev', '--trust-proxy', '--data', path.join(dir, 'state.db')]);
});
const timings: string[] = [];
// each test answers for its own attacks
beforeEach(() => score.fresh());
afterAll(async () => {
  score.report();
  figure('19.2 attack timing', `Enumeration timing, medians (matching / not): ${timings.join('; ')}`);
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const ids = seedAccounts(0)
  .filter((a) => !a.awaitingSetup)
  .map((a) => a.userId);
let unknown = 0;
const nobody = () => `nobody.${(unknown += 1)}`;

/**
 * what may differ between two answers: the time of day, the seconds left of the client's own rate window (a second
 * apart on a loaded machine), the new session's cookie, the connection
 */
const sameShape = (r: Answer) => {
  const {
    date: _d,
    'x-ratelimit-reset': _r,
    'set-cookie': _c,
    'keep-alive': _k,
    connection: _n,
    ...headers
  } = r.headers;
  return { status: r.status, body: r.body, headers };
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
};

/**
 * The two-sided sign test's p-value for pair differences: how likely so many pairs lean one way if neither kind is
 * slower. A real difference leans most pairs one way; noise on a busy machine does not (ties left out).
 */
function signTestP(diffs: number[]): number {
  const up = diffs.filter((d) => d > 0).length;
  const n = up + diffs.filter((d) => d < 0).length;
  if (!n) return 1;
  const k = Math.min(up, n - up);
  // P(X <= k) for X ~ Binomial(n, 1/2), by logs (n is at most a few hundred)
  let logC = 0;
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    if (i) logC += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logC - n * Math.LN2);
  }
  return Math.min(1, 2 * tail);
}

/**
 * Pairs of requests, one of each kind back to back in alternating order, each from a new session and address (its
 * setup is not timed). The two must look alike every time. Their times are judged by the median of the differences
 * within pairs, which a machine busy with other work affects alike on both sides: within 10% of the median time, or
 * no lean of the pairs to either side (signTestP).
 * Rounds of `perRound` pairs, pooled, up to three while the difference is out of bounds (a real one stays out).
 */
async function compare(
  what: string,
  perRound: number,
  matching: (i: number) => Promise<Answer>,
  other: (i: number) => Promise<Answer>,
  betweenRounds: () => Promise<unknown> = async () => undefined,
) {
  const times: [number[], number[]] = [[], []];
  const diffs: number[] = [];
  let within = false;
  for (let round = 0; round < 3 && !within; round++) {
    if (round) await betweenRounds();
    for (let n = 0; n < perRound; n++) {
      const i = times[0].length;
      const answers: Answer[] = [];
      for (const k of i % 2 ? [1, 0] : [0, 1]) {
        answers[k] = await (k === 0 ? matching(i) : other(i));
        times[k].push(answers[k].ms);
      }
      diffs.push(answers[0].ms - answers[1].ms);
      const [x, y] = answers.map((r) => JSON.stringify(sameShape(r)));
      score.attack(`${what}: the answers differ`, x === y);
      expect([what, sameShape(answers[0])]).toEqual([what, sameShape(answers[1])]);
    }
    // within 10% of the time, or a difference the pairs do not lean to: a request of 3 ms on a loaded machine is
    // ±0.3 ms from noise alone, and a leak of that size leans most pairs one way (a sign test at 1%)
    within = Math.abs(median(diffs)) <= 0.1 * median(times[0]) || signTestP(diffs) > 0.01;
  }
  const [a, b] = times.map(median);
  timings.push(
    `${what} ${a.toFixed(2)} / ${b.toFixed(2)} ms, median difference ${median(diffs).toFixed(2)} ms (${diffs.length} pairs, sign test p ${signTestP(diffs).toFixed(2)})`,
  );
  score.attack(`${what}: the times differ`, within);
  return within;
}

const signOn = async (userId: string, password: string) =>
  (await new Attacker(server.url).start()).signOn(userId, password);
const recover = async (userId: string, details: object) =>
  (await new Attacker(server.url).start()).post('/fpc/wgt/validateuser/apps/demo/demo', {
    userId,
    currentFlow: 'FPS',
    deliveryChannelDetails: details,
  });
const email = (address: string) => ({ deliveryChannel: 'EMAIL', email: address });
const landline = (extension: string) => ({
  deliveryMode: 'VOICE',
  deliveryChannel: 'LANDLINE',
  countryType: 'US',
  phoneNumber: '5550100456',
  extension,
});
// a known id, two tries each at most: under the captcha's three, so every sample takes the password's path
const known = (i: number) => ids[Math.floor(i / 2) % ids.length];
// (24 pairs a round: each known id tried twice at most in a round)

test('the sign test: a lean of the pairs to one side is found; a balance or the odd pair is not', () => {
  const of = (n: number, d: number): number[] => Array.from({ length: n }, () => d);
  expect(signTestP(of(10, 1))).toBeCloseTo(2 / 1024, 10);
  expect(signTestP([...of(60, 0.4), ...of(12, -0.4)])).toBeLessThan(0.01);
  expect(signTestP([...of(36, 0.3), ...of(36, -0.3)])).toBe(1);
  expect(signTestP([...of(40, -0.3), ...of(32, 0.3), 0])).toBeGreaterThan(0.01);
  expect(signTestP([])).toBe(1);
});

test('sign-on: a known user with a wrong password and an unknown user look and take alike', async () => {
  expect(ids.length * 2).toBeGreaterThanOrEqual(24);
  const within = await compare(
    'sign-on',
    24,
    (i) => signOn(known(i), 'Wrong#Pass1'),
    () => signOn(nobody(), 'Wrong#Pass1'),
    // a new 15-minute window for the failure counts, so that no known id reaches the captcha
    () => oracle(server.url).advance(16 * MINUTE),
  );
  expect(within).toBe(true);
  expect(score.fresh()).toEqual([]);
});

test('forgot password: matching details and any other look and take alike (e-mail, phone, landline, new user)', async () => {
  const within = await compare(
    'validate-user by e-mail',
    40,
    (i) => recover(known(i), email(`${known(i)}@example.com`)),
    (i) => recover(nobody(), email(`${known(i)}@example.com`)),
  );
  expect(within).toBe(true);
  const mobile = { deliveryMode: 'TEXT', deliveryChannel: 'MOBILE', countryType: 'US', phoneNumber: '5550100123' };
  const pairs: [string, () => Promise<Answer>, () => Promise<Answer>][] = [
    [
      'a mobile',
      () => recover('noredirect.user', mobile),
      () => recover('noredirect.user', { ...mobile, phoneNumber: '5550109999' }),
    ],
    ['a landline', () => recover('noredirect.user', landline('12')), () => recover('noredirect.user', landline('13'))],
    [
      'an account awaiting setup',
      () => recover('new.user', { ...mobile, phoneNumber: '5550100789' }),
      () => recover(nobody(), mobile),
    ],
    [
      'an e-mail of another account',
      () => recover('alice', email('alice@example.com')),
      () => recover('alice', email('stepup.user@example.com')),
    ],
  ];
  for (const [what, matching, other] of pairs) {
    const [a, b] = [sameShape(await matching()), sameShape(await other())];
    score.attack(`validate-user, ${what}: the answers differ`, JSON.stringify(a) === JSON.stringify(b));
    expect([what, a]).toEqual([what, b]);
  }
  expect(score.fresh()).toEqual([]);
});

/** an app of the seed that offers sign-on by code by e-mail (the test follows the data: seed/apps.json) */
const CODE_APP = Object.entries(
  (seedApps as { apps: Record<string, { settings: { signOnByCode?: string[] } }> }).apps,
).find(([, a]) => a.settings.signOnByCode?.includes('EMAIL'))?.[0];
const askCode = async (userId: string) =>
  (await new Attacker(server.url).start()).post(`/login/wgt/code/send/apps/${CODE_APP}/demo`, {
    userId,
    deliveryChannel: 'EMAIL',
  });

test('sign-on by code: a code asked for a known user and for an unknown one look and take alike (G1)', async () => {
  expect(CODE_APP).toBeDefined();
  const within = await compare(
    'sign-on code by e-mail',
    24,
    (i) => askCode(known(i)),
    () => askCode(nobody()),
    // a new window for the sends per user, so that every known id gets a real code
    () => oracle(server.url).advance(16 * MINUTE),
  );
  expect(within).toBe(true);
  expect(score.fresh()).toEqual([]);
});

/**
 * What the server did during a call, read from Linux /proc as target.ts reads its memory: the CPU time of its main
 * thread (schedstat, ns), where every handler and every write to the data file runs, and the bytes it wrote (io: the
 * reply, and any row of the data file written before it). A wrong code is answered in about a millisecond, and a loaded
 * machine moves wall time by more than a row's write; the thread's CPU time it moves less, the bytes not at all.
 */
const onServer = async (call: () => Promise<Answer>, wrote: number[]): Promise<Answer> => {
  const cpu = () => server.cpuMs();
  const written = () => Number(/wchar: (\d+)/.exec(fs.readFileSync(`/proc/${server.child.pid}/io`, 'utf8'))![1]);
  const [c0, w0] = [cpu(), written()];
  const a = await call();
  wrote.push(written() - w0);
  return { ...a, ms: cpu() - c0 };
};
/** sessions that asked for a code, known accounts' and unknown ids' */
const asked: [Attacker[], Attacker[]] = [[], []];
/**
 * A round's sessions, each new, each with a code asked for (a real one for a known account), made before any call is
 * timed: the known accounts' first, so that what their sends write just after the replies (E4) is out before the rest.
 * Known accounts by their e-mail address: the sends per account id as typed (M2) are not the other tests'.
 */
async function askCodes(n: number) {
  const ask = async (userId: string) => {
    const a = await new Attacker(server.url).start();
    await a.post(`/login/wgt/code/send/apps/${CODE_APP}/demo`, { userId, deliveryChannel: 'EMAIL' });
    return a;
  };
  for (const list of asked) list.length = 0;
  for (let k = 0; k < n; k++) asked[0].push(await ask(`${ids[k % ids.length]}@example.com`));
  for (let k = 0; k < n; k++) asked[1].push(await ask(`${nobody()}@example.com`));
}

test('sign-on by code: a wrong code for a known account and one for an unknown id do the same work (E5)', async () => {
  const PAIRS = 20;
  const wrote: [number[], number[]] = [[], []];
  /** pair i's wrong code from the i-th session of its kind (0: known accounts, 1: unknown ids), alone timed */
  const wrongCode = (kind: 0 | 1) => (i: number) =>
    onServer(
      () => asked[kind][i % PAIRS].post('/login/wgt/code/validate', { validationCode: '000000', appId: CODE_APP }),
      wrote[kind],
    );
  await askCodes(PAIRS);
  const within = await compare('wrong sign-on code (server CPU)', PAIRS, wrongCode(0), wrongCode(1), async () => {
    // a new window for the wrong entries per account, so that no known account locks
    await oracle(server.url).advance(16 * MINUTE);
    await askCodes(PAIRS);
  });
  // the same bytes written before the reply (a write made just after an earlier reply may fall in a few calls)
  const [a, b] = wrote.map(median);
  timings.push(`wrong sign-on code, bytes the server wrote ${a} / ${b}`);
  expect(a).toBe(b);
  expect(within).toBe(true);
  expect(score.fresh()).toEqual([]);
});

test('the profile of another user: an existing and a missing one are refused alike', async () => {
  const profile = async (userId: string) =>
    (await new Attacker(server.url).start()).get(`/apps/wgt/demo/brands/demo/users/${encodeURIComponent(userId)}/`);
  for (const [existing, missing] of [
    ['alice', 'nobody.at.all'],
    ['ALICE', 'NOBODY'],
    ['alice@example.com', 'nobody@example.com'],
  ]) {
    const [x, y] = [sameShape(await profile(existing)), sameShape(await profile(missing))];
    score.attack('the profile tells an account exists', JSON.stringify(x) === JSON.stringify(y) && x.status === 403);
    expect([x.status, x]).toEqual([403, y]);
  }
  expect(score.fresh()).toEqual([]);
});
