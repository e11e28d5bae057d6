// Model-based test of the stage authority (docs/server-rules.md "Stages"): fast-check draws sequences of calls over
// every API route, from three sessions, with payloads made of every seeded account, right and wrong passwords and any
// code the outbox holds (of any user and purpose), and checks after each step that
//  - authenticated ⇒ this session proved the user's password since its last sign-on, the account is enabled and in no
//    account state of the data, no reset is owed, and every second factor the account owes was passed with a code of
//    that purpose for that user;
//  - a password changed ⇒ by its owner's session with the password verified, or by one reset grant, then spent;
//  - no code or grant crosses users, purposes or sessions;
//  - a user's own settings change only within the recent check, and never lock an account out (settings.ts).
// `npm test` runs a fixed seed on a fixed budget; MODEL_RUNS=n (and MODEL_SEED=s) runs more: `npm run test:model`.
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { figure } from '../../test/support/figures';
import { buildServer } from '../../server/app';
import { MINUTE, ManualClock } from '../../server/store/clock';
import { TEST_LIMITS } from '../../server/guards/limits';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { STAGES } from '../../server/stages/stageTable';
import type { Session, Store } from '../../server/store/store';
import { Client, type Wire } from '../wire/inject';
import { PURPOSE_OF, ROUTES, payloadArb, resolve, sessionOf, type Ghost, type Payload } from './draws';
import { PROVIDER_APP, providerApp, providerArb, providerCall } from './provider';
import { SETTINGS_APP, checkSettings, inSettings, isSettingsRoute, snapshot } from './settings';

/** an app of the test's own that offers sign-on by code by both channels (added to the server it builds) */
const CODE_APP = 'model-code';

const RUNS = Number(process.env.MODEL_RUNS ?? 0) || 15;
const SEED = Number(process.env.MODEL_SEED ?? 20261125);
jest.setTimeout(Math.max(60_000, RUNS * 5_000));

/** the server of the run under way (a fresh one per run: every run starts from the seeded accounts) */
const t = {} as { app: FastifyInstance; store: Store; clock: ManualClock };
/** The routes a session at `stage` may call, as the table says (from "*" only when nobody is proven yet). */
const acceptedAt = (stage: string) =>
  ROUTES.filter((k) => {
    const from = STAGES.routes.get(k)!.from;
    return from ? from.includes(stage) : stage === 'ANONYMOUS';
  });

class Call implements fc.AsyncCommand<object, Ghost> {
  route = '';
  /**
   * `pick`: a route of the table by index; guided, among those the session's stage accepts (a user walking a flow),
   * otherwise among all (an attacker calling any route from any stage).
   */
  constructor(
    readonly guided: boolean,
    readonly pick: number,
    readonly client: number,
    readonly p: Payload,
    /** only a user's own settings calls (a user in the security settings) */
    readonly settingsOnly = false,
  ) {}
  check = () => true;
  async run(_m: object, g: Ghost) {
    const { store } = t;
    const c = g.clients[this.client];
    const data = resolve(this.p, g, this.client, store);
    const before = sessionOf(store, c)?.stage;
    const only = (list: string[]) => (this.settingsOnly ? inSettings(list, before?.name) : list);
    const accepted = this.guided ? only(acceptedAt(before?.name ?? 'ANONYMOUS')) : [];
    const choices = accepted.length ? accepted : only(ROUTES);
    this.route = choices[this.pick % choices.length];
    const hashes = new Map([...store.users].map(([k, u]) => [k, u.passwordHash]));
    const was = snapshot(store);
    const [method, pattern] = this.route.split(' ');
    const url = pattern
      // sign-on by code on the test's app that offers it (the calls are refused elsewhere)
      .replace(/^\/login\/wgt\/code\/send\/apps\/:appId/, `/login/wgt/code/send/apps/${CODE_APP}`)
      .replace(/^\/login\/wgt\/idp\/resume\/apps\/:appId/, `/login/wgt/idp/resume/apps/${PROVIDER_APP}`)
      .replace(/:appId|:brandId/g, 'demo')
      .replace(':userId', String(data.userId))
      .replace(/\/$/, '');
    if (this.route.startsWith('POST /login/wgt/authenticate')) {
      // a new sign-on: what this session proved before no longer counts
      g.proofs[this.client] = new Set();
      const u = store.users.get(String(data.userId));
      if (u && data.password === (g.passwords.get(u.userId) ?? DEMO_PASSWORD))
        g.proofs[this.client].add(`PASSWORD:${u.userId}`);
    }
    if (/validate(sv|SV)$/.test(url)) {
      const sent = store.outbox.find((m) => m.code === data.otc);
      if (sent) g.proofs[this.client].add(`${PURPOSE_OF[sent.notificationName]}:${sent.userId}`);
    }
    if (this.route === 'POST /login/wgt/code/validate') {
      // a sign-on by code: a new first factor; what this session proved before no longer counts (once the route takes
      // it: from any other stage it is refused and changes nothing)
      const sent = store.outbox.find((m) => m.code === data.validationCode && m.notificationName === 'SIGN_ON_CODE');
      if (before?.name === 'SIGN_ON_CODE_SENT') g.proofs[this.client] = new Set(sent ? [`SIGN_ON:${sent.userId}`] : []);
      data.appId = CODE_APP;
    }
    // what a provider answered this session (kit/model/provider.ts)
    if (/^POST \/login\/wgt\/idp\//.test(this.route))
      providerCall(this.route, g, this.client, data, this.p.token === 1 || this.p.password === 0, store);
    if (this.route === 'POST /sp/ACS.saml2') {
      const idp = (
        await c.get(`/dev/idp/assertion?userId=${['federated.user', 'federated.email'][this.p.federated]}`)
      ).json<Wire>();
      Object.assign(data, idp);
    }
    // a user's own settings on the app that offers every factor
    const app = isSettingsRoute(this.route) ? (data.appId = SETTINGS_APP) : 'demo';
    const res =
      method === 'GET' ? await c.get(`${url}${url.includes('?') ? '&' : '?'}appId=${app}`) : await c.post(url, data);
    expect(res.statusCode).toBeLessThan(500);
    const token = res.statusCode === 200 ? (res.json<Wire>().token ?? '') : '';
    if (token) g.tokens[this.client].push(token);
    checkPasswordChanges(g, this, hashes, before, data);
    checkInvariants(g);
    if (checkSettings(store, this.route, was, before)) reached.set('SETTINGS', (reached.get('SETTINGS') ?? 0) + 1);
    const now = sessionOf(t.store, c)?.stage.name ?? 'none';
    reached.set(now, (reached.get(now) ?? 0) + 1);
    if (changedAny(hashes)) reached.set('PASSWORD CHANGED', (reached.get('PASSWORD CHANGED') ?? 0) + 1);
  }
  toString = () => `${this.route || (this.guided ? 'guided' : 'any')} by #${this.client} ${JSON.stringify(this.p)}`;
}

const reached = new Map<string, number>();
const changedAny = (hashes: Map<string, string>) =>
  [...t.store.users].some(([k, u]) => hashes.has(k) && hashes.get(k) !== u.passwordHash);
/** what the runs reached, printed with the suite's figures: a run that reaches nothing checks nothing */
afterAll(() => {
  const changes = reached.get('PASSWORD CHANGED') ?? 0;
  const own = reached.get('SETTINGS') ?? 0;
  const calls = [...reached.values()].reduce((a, b) => a + b, 0) - changes - own;
  const stages = [...reached.keys()].filter((k) => k in STAGES.stages).length;
  figure(
    '19.4 model',
    `Model-based runs: ${RUNS} runs, ${calls} calls, ${stages} of ${Object.keys(STAGES.stages).length} stages reached, ` +
      `${changes} passwords changed, ${own} security settings changed (seed ${SEED})`,
  );
  expect(stages).toBeGreaterThanOrEqual(RUNS >= 30 ? 12 : 1);
});

class Advance implements fc.AsyncCommand<object, Ghost> {
  constructor(readonly minutes: number) {}
  check = () => true;
  async run() {
    t.clock.advance(this.minutes * MINUTE);
  }
  toString = () => `advance ${this.minutes} min`;
}

const GRANTS = ['RECOVERY_VERIFIED', 'NEW_USER_VERIFIED', 'REGISTRATION_VERIFIED'];
const VERIFIED = ['AUTHENTICATED', 'CHANGE_REQUIRED', 'CHANGE_OFFERED'];

function checkPasswordChanges(
  g: Ghost,
  call: Call,
  hashes: Map<string, string>,
  before: Session['stage'] | undefined,
  data: Record<string, unknown>,
) {
  // (an account made meanwhile, from a provider's claims, changed no password)
  const changed = [...t.store.users]
    .filter(([k, u]) => hashes.has(k) && hashes.get(k) !== u.passwordHash)
    .map(([, u]) => u);
  expect(changed.length).toBeLessThanOrEqual(1);
  for (const u of changed) {
    const at = before?.name ?? 'none';
    const own = before?.userId === u.userId && (VERIFIED.includes(at) || GRANTS.includes(at));
    expect([u.userId, call.route, at, own]).toEqual([u.userId, call.route, at, true]);
    // a grant is spent by its reset
    if (GRANTS.includes(at)) expect(sessionOf(t.store, g.clients[call.client])?.stage.name).not.toBe(at);
    g.passwords.set(u.userId, String(data.newPassword));
  }
}

function checkInvariants(g: Ghost) {
  const now = t.clock.now();
  g.clients.forEach((c, i) => {
    const s = sessionOf(t.store, c);
    if (!s) return;
    const { stage } = s;
    // with no request under way, no session is left holding a grant it took
    expect(stage.name).not.toBe('BUSY');
    if (stage.name === 'AUTHENTICATED') {
      const u = t.store.users.get(String(stage.userId).toLowerCase())!;
      // a first factor (the password, a sign-on code, a provider), then what the account owes, unless the provider did
      // its own multi-factor for an app that trusts it
      const first = ['SIGN_ON', 'IDP'].map((f) => `${f}:${u.userId}`).find((p) => g.proofs[i].has(p));
      const trusted = g.proofs[i].has(`IDP_MFA:${u.userId}`);
      const owed = [
        first ?? `PASSWORD:${u.userId}`,
        ...(u.stepUp && !trusted ? [`STEP_UP:${u.userId}`] : []),
        ...(u.twoFactor && !trusted ? [`TWO_FACTOR:${u.userId}`] : []),
      ];
      expect([u.userId, owed.filter((p) => !g.proofs[i].has(p))]).toEqual([u.userId, []]);
      expect(u.disabled).toBe(false);
      // an account state of the data (seed/accounts.json) proves nothing usable
      expect(t.store.accountState(u.userId)).toBeUndefined();
      expect(u.mustResetPassword).toBe(false);
      const pastGrace = u.passwordExpiresAt !== null && now > u.passwordExpiresAt + u.graceDays * 86_400_000;
      expect(pastGrace && !g.passwords.has(u.userId)).toBe(false);
    }
    // a code or grant is bound to this session's user and to the purpose of its stage
    if (stage.challenge) {
      expect(stage.challenge.purpose).toBe(STAGES.stages[stage.name]?.purpose);
      expect([null, stage.userId]).toContain(stage.challenge.userId);
    }
  });
  const challenges = g.clients.map((c) => sessionOf(t.store, c)?.stage.challenge).filter(Boolean);
  expect(new Set(challenges).size).toBe(challenges.length);
}

test(`model: ${RUNS} random runs over every route and three sessions keep the stage invariants (seed ${SEED})`, async () => {
  const call = fc
    .tuple(fc.boolean(), fc.nat(99), fc.nat(2), payloadArb)
    .map(([guided, pick, client, p]) => new Call(guided, pick, client, p) as fc.AsyncCommand<object, Ghost>);
  const walk = fc
    .tuple(fc.nat(99), fc.nat(2), payloadArb)
    .map(([pick, client, p]) => new Call(true, pick, client, p) as fc.AsyncCommand<object, Ghost>);
  const own = fc
    .tuple(fc.nat(99), fc.nat(2), payloadArb)
    .map(([pick, client, p]) => new Call(true, pick, client, p, true) as fc.AsyncCommand<object, Ghost>);
  const advance = fc.constantFrom(1, 3, 9, 16).map((m) => new Advance(m) as fc.AsyncCommand<object, Ghost>);
  const provider = providerArb(() => t.store);
  await fc.assert(
    fc.asyncProperty(
      fc.commands([walk, walk, walk, call, own, advance, provider], { maxCommands: 50, size: 'max' }),
      async (cmds) => {
        t.clock = new ManualClock();
        Object.assign(
          t,
          await buildServer({ clock: t.clock, root: path.join(__dirname, '../..'), dev: true, limits: TEST_LIMITS }),
        );
        const demo = t.store.apps.get('demo')!;
        const settings = { ...demo.settings, signOnByCode: ['EMAIL', 'SMS'] };
        t.store.apps.set(CODE_APP, { ...demo, appId: CODE_APP, settings });
        t.store.apps.set(PROVIDER_APP, providerApp(demo));
        const clients = await Promise.all([1, 2, 3].map((n) => new Client(t.app, '', `10.9.0.${n}`).start()));
        const ghost: Ghost = {
          clients,
          proofs: clients.map(() => new Set()),
          tokens: clients.map(() => []),
          passwords: new Map(),
        };
        try {
          await fc.asyncModelRun(() => ({ model: {}, real: ghost }), cmds);
        } finally {
          await t.app.close();
        }
      },
    ),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
});
