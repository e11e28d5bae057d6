// The newer scenarios against a backend with one rule broken at a time (the reference server, its reply changed on the
// way out): each fails at the step that breaks it, saying what the contract expects and where to read it, and the
// report's exit code says failed. One per scenario, each the break a backend is likeliest to make there.
import type { FastifyInstance } from 'fastify';
import { loadKit } from './cli';
import { exitCode } from './report';
import { runScenario } from './scenario';
import { root, seedAccounts, serve } from './testServer';

const { tables, scenarios } = loadKit(root);
const accounts = seedAccounts();
const scenario = (flow: string) => {
  const s = scenarios.find((x) => x.flow === flow);
  if (!s) throw new Error(`no scenario ${flow}`);
  return s;
};

let server: { app: FastifyInstance; origin: string } | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

type Body = Record<string, unknown>;
const answering = (path: string, from: string, change: (b: Body) => Body) => (url: string, body: Body) =>
  url.includes(path) && body.nextAction === from ? change(body) : undefined;

test.each([
  [
    'new user',
    'a new user answered as a forgotten password (the flow never switches)',
    answering('/fpc/wgt/validateuser', 'NU_VALIDATE_SV', (b) => ({ ...b, nextAction: 'VALIDATE_SV' })),
    { step: expect.stringMatching(/^POST \/fpc\/wgt\/validateuser\//) as string, expected: 'nextAction NU_VALIDATE_SV' },
  ],
  [
    'an expiring password, changed later',
    'an expiring password not announced at sign-on',
    answering('/login/wgt/authenticate/', 'PWD_BEFORE_EXP', (b) => ({ ...b, nextAction: 'REDIRECT' })),
    {
      step: expect.stringMatching(/^POST \/login\/wgt\/authenticate\//) as string,
      expected: 'nextAction PWD_BEFORE_EXP',
    },
  ],
  [
    'a forced change cannot be skipped',
    'a forced change that lets the user go on without it',
    answering('/continueAuthentication', 'CPW', (b) => ({ ...b, nextAction: 'REDIRECT' })),
    { step: 'POST /login/wgt/continueAuthentication', expected: 'nextAction CPW' },
  ],
  [
    'an expired password in its grace period, changed later',
    'a grace period that does not let the user go on',
    answering('/continueAuthentication', 'REDIRECT', (b) => ({ ...b, nextAction: 'CPW' })),
    { step: 'POST /login/wgt/continueAuthentication', expected: 'nextAction REDIRECT' },
  ],
  [
    'a temporary password, changed later',
    'a temporary password answered without messages (the widget reads a session expiry)',
    answering('/login/wgt/authenticate/', 'TMP_PWD', (b) => ({ nextAction: b.nextAction })),
    {
      step: expect.stringMatching(/^POST \/login\/wgt\/authenticate\//) as string,
      expected: expect.stringContaining('a flow reply with `messages`') as string,
    },
  ],
  [
    'security settings: what the account has',
    'the settings read out to a browser nobody signed on in',
    answering('/account/wgt/security', 'LOGIN', (b) => ({ ...b, nextAction: 'SECURITY_SETTINGS' })),
    { step: expect.stringMatching(/^GET \/account\/wgt\/security/) as string, expected: 'nextAction LOGIN' },
  ],
])('%s fails against a backend with %s, at that step', async (flow, _broken, breakIt, expected) => {
  server = await serve(breakIt);
  const outcome = await runScenario(server.origin, accounts, scenario(flow), tables);
  expect(outcome).toMatchObject({ flow, result: 'failed', ...expected });
  expect((outcome as { read?: string }).read).toMatch(/^docs\/\w+\.md "/);
  expect(exitCode([outcome])).toBe(1);
});
