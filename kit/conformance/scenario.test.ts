// The kit's scenarios: each held to the flow tables (a step's page makes a request, the nextAction it expects is a row
// of that page, and that row leads to the next step's page), run against the reference server over real sockets
// (passed), and against a backend with one rule broken (failed at the step that breaks it, with the page to read).
import type { FastifyInstance } from 'fastify';
import { loadKit, ROLES } from './cli';
import { exitCode } from './report';
import { passwordAcceptable } from '../../src/form/passwordRules';
import { freshPassword, runScenario } from './scenario';
import { forChannel } from '../../src/flow/channels';
import { root, seedAccounts, serve } from './testServer';

const { tables, scenarios } = loadKit(root);
const accounts = seedAccounts();
const forgot = scenarios.find((s) => s.flow === 'forgot password')!;

let server: { app: FastifyInstance; origin: string } | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

test.each(scenarios.map((s) => [s.flow, s] as const))('scenario %s follows the flow tables', (_flow, s) => {
  const problems: string[] = [];
  s.steps.forEach((st, i) => {
    const page = tables.pages[st.page];
    if (!page) return void problems.push(`step ${i}: no page ${st.page}`);
    const next = s.steps[i + 1];
    if (st.event) {
      // a press that opens the next step's page
      const opens = (page.events?.[st.event] ?? []).some((r) => r.goto === next?.page);
      if (!opens) problems.push(`step ${i}: ${st.page}'s event ${st.event} does not open ${next?.page}`);
      return;
    }
    if (!st.expect) return void problems.push(`step ${i}: no "expect"`);
    // its own request, or one its rows make on entering it
    const made = JSON.stringify(page.onEnter ?? []).includes(`"value":"${st.request}"`);
    if (st.request ? !made || !tables.requests[st.request] : !page.request)
      return void problems.push(`step ${i}: page ${st.page} makes no request ${st.request ?? ''}`);
    const rows = page.on?.[st.expect] ?? tables.always[st.expect] ?? [];
    if (!rows.length) return void problems.push(`step ${i}: ${st.page} has no row for ${st.expect}`);
    const following = next;
    // a step the host opens with a call of its own: that entry's rows lead to its page
    if (following?.entry && !(tables.entries[following.entry] ?? []).some((r) => r.goto === following.page))
      problems.push(`step ${i + 1}: the entry ${following.entry} does not lead to ${following.page}`);
    const to = following?.entry ? undefined : following?.page;
    const goes = rows.map((r) => r.goto ?? st.page);
    if (to && !goes.includes(to))
      problems.push(`step ${i}: ${st.page} on ${st.expect} goes to ${goes.join(', ')}, not ${to}`);
    for (const v of Object.values(st.form ?? {})) {
      const key = typeof v === 'string' ? /^\{account\.(\w+)\}$/.exec(v)?.[1] : undefined;
      if (key && !s.account.includes(key)) problems.push(`step ${i}: {account.${key}} is not in "account"`);
    }
  });
  if (s.accountOf) {
    const of = scenarios.find((o) => o.flow === s.accountOf && !o.accountOf);
    if (!of) problems.push(`accountOf ${s.accountOf}: no scenario of that flow with an account of its own`);
    else if (s.account.some((k) => !of.account.includes(k)))
      problems.push(`accountOf ${s.accountOf}: gives ${of.account.join(', ')}`);
  }
  // a role's account is a sign-on outcome's, which gives a user id, a password and perhaps an app: a misspelt role
  // would leave the flow "not checked" on every backend
  if (s.role) {
    if (!ROLES.includes(s.role)) problems.push(`role ${s.role}: not a sign-on outcome (${ROLES.join(', ')})`);
    for (const k of s.account)
      if (!['userId', 'password', 'appId'].includes(k)) problems.push(`role ${s.role}: a role's account gives no ${k}`);
  }
  for (const st of s.steps)
    if (
      st.afterMinutes &&
      typeof (tables.settings as unknown as Record<string, unknown>)[st.afterMinutes.setting] !== 'number'
    )
      problems.push(`afterMinutes: ${st.afterMinutes.setting} is not a setting in minutes`);
  expect(problems).toEqual([]);
});

test.each(scenarios.map((s) => [s.flow, s] as const))(
  'the reference server passes %s with its accounts file, the codes read from its outbox',
  async (flow, s) => {
    server = await serve();
    expect(await runScenario(server.origin, accounts, s, tables)).toEqual({ flow, result: 'passed' });
  },
);

test('a backend whose delivery options offer nothing fails step-up at that call, named by the widget’s outcome', async () => {
  const stepUp = scenarios.find((s) => s.flow === 'step-up with an e-mailed code')!;
  server = await serve((url, body) =>
    url.includes('/svoptions')
      ? {
          ...body,
          mobilePhoneIds: {},
          landLinePhoneIds: {},
          email: '',
          passkey: false,
          totp: undefined,
          recoveryCode: false,
        }
      : undefined,
  );
  expect(await runScenario(server.origin, accounts, stepUp, tables)).toMatchObject({
    result: 'failed',
    step: expect.stringMatching(/^GET \/stepup\/wgt\/svoptions\?/) as string,
    expected: 'nextAction SV_OPTIONS (the deliveryOptions outcome of its fields)',
  });
});

const expired = scenarios.find((s) => s.flow === 'forgot password: a code past its lifetime is refused')!;

/** the lifetime of the scenario's code (it goes by e-mail), by the data: a channel may have its own */
const emailCodeMinutes = forChannel(tables.settings, 'EMAIL').codeValidMinutes;

test('the reference server refuses a code past its lifetime, its clock moved forward by the kit', async () => {
  // (its sessions outlive the code, however long the data makes the code live: testServer.ts)
  server = await serve();
  expect(await runScenario(server.origin, accounts, expired, tables)).toEqual({ flow: expired.flow, result: 'passed' });
});

test('a backend that ends the idle session before the code expires: not checked, saying why', async () => {
  server = await serve(undefined, undefined, { idleTimeoutMs: 60_000 });
  expect(await runScenario(server.origin, accounts, expired, tables)).toEqual({
    flow: expired.flow,
    result: 'not checked',
    why: `codeValidMinutes by EMAIL is ${emailCodeMinutes} minutes, and the backend ended the idle session first (302): no user enters a code that old`,
  });
});

test('a backend whose codes never expire fails at the code entered after its lifetime', async () => {
  server = await serve((url, body) =>
    url.includes('/validatesv') && body.nextAction === 'VALIDATE_SV'
      ? { ...body, nextAction: 'CPW', messages: {} }
      : undefined,
  );
  expect(await runScenario(server.origin, accounts, expired, tables)).toMatchObject({
    result: 'failed',
    step: 'POST /fpc/wgt/validatesv',
    expected: 'nextAction VALIDATE_SV',
  });
});

test('without a clock in the accounts file, a scenario that needs time to pass is not checked', async () => {
  const outcome = await runScenario('http://127.0.0.1:9', { ...accounts, clock: undefined }, expired, tables);
  expect(outcome).toEqual({
    flow: expired.flow,
    result: 'not checked',
    why: 'the accounts file gives no "clock": time cannot pass',
  });
});

test('a backend that limits the kit as a flood says so, with when to run again', async () => {
  server = await serve(undefined, (app) =>
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.includes('/validateuser/')) await reply.code(429).send({ messages: {}, retryAfterSeconds: 60 });
    }),
  );
  expect(await runScenario(server.origin, accounts, forgot, tables)).toMatchObject({
    result: 'failed',
    expected: expect.stringContaining(
      "the backend refused the kit's calls as too many (429): run again after 60 s",
    ) as string,
  });
});

test("the new password of each run is one the settings' password rules accept for the account", () => {
  const ctx = { userId: 'kit.user', email: 'kit.user@example.com' };
  const rules = tables.settings.passwordRules;
  const made = Array.from({ length: 200 }, () => freshPassword(rules, ctx));
  expect(made.filter((p) => !passwordAcceptable(p, p, ctx, rules))).toEqual([]);
  expect(new Set(made).size).toBeGreaterThan(190);
});

test('an accounts file that names no account for the flow leaves it not checked', async () => {
  const outcome = await runScenario('http://127.0.0.1:9', { ...accounts, flows: {} }, forgot, tables);
  expect(outcome).toMatchObject({ result: 'not checked' });
});

test.each([
  [
    'a wrong code accepted',
    (url: string, body: Record<string, unknown>) =>
      url.includes('/validatesv') && body.nextAction === 'VALIDATE_SV' ? { ...body, nextAction: 'CPW' } : undefined,
    { step: 'POST /fpc/wgt/validatesv', expected: 'nextAction VALIDATE_SV' },
  ],
  [
    'a code refusal without a typed message',
    (url: string, body: Record<string, unknown>) =>
      url.includes('/validatesv') && body.nextAction === 'VALIDATE_SV' ? { ...body, messages: {} } : undefined,
    { step: 'POST /fpc/wgt/validatesv', expected: 'messages of type ERROR with a detail or message text' },
  ],
  [
    'no code listed where the accounts file says',
    (url: string) => (url.includes('/dev/outbox') ? { messages: [] } : undefined),
    { step: 'GET /dev/outbox.json', expected: expect.stringContaining('a code sent to') as string },
  ],
])('a backend with %s fails forgot password at that step', async (_name, breakIt, expected) => {
  server = await serve(breakIt);
  const outcome = await runScenario(server.origin, accounts, forgot, tables);
  expect(outcome).toMatchObject({ result: 'failed', ...expected });
  expect(exitCode([outcome])).toBe(1);
  // no code or password is ever printed
  expect(JSON.stringify(outcome)).not.toMatch(/"(otc|newPassword|confirmPassword)":"[^…]/);
});
