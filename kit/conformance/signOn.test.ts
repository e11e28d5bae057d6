// The kit's sign-on checks against the reference server over real sockets: with its own accounts file every role
// passes; a backend with one rule broken fails at the step that breaks it, with the page to read.
import type { FastifyInstance } from 'fastify';
import { loadKit, ROLES } from './cli';
import { exitCode } from './report';
import { checkSignOn } from './signOn';
import { root, seedAccounts, serve } from './testServer';

const accounts = seedAccounts();
const { tables } = loadKit(root);

let server: { app: FastifyInstance; origin: string } | undefined;
afterEach(async () => {
  await server?.app.close();
  server = undefined;
});

test('the reference server passes every sign-on role of its accounts file; a role with no account is not checked', async () => {
  server = await serve();
  const outcomes = await checkSignOn(server.origin, accounts, ROLES, tables);
  const by = Object.fromEntries(outcomes.map((o) => [o.flow, o.result]));
  for (const role of Object.keys(accounts.roles)) expect([role, by[`sign-on → ${role}`]]).toEqual([role, 'passed']);
  expect(by['sign-on refused for a wrong password']).toBe('passed');
  expect(by['a POST with a wrong CSRF token is refused']).toBe('passed');
  // the roles the seed has no account for (an outcome only a provider or a passkey gives) are said, never passed
  for (const role of ROLES.filter((r) => !accounts.roles[r]))
    expect([role, by[`sign-on → ${role}`]]).toEqual([role, 'not checked']);
  expect(exitCode(outcomes)).toBe(0);
});

test.each([
  [
    'a wrong nextAction',
    (url: string, body: Record<string, unknown>) =>
      url.includes('/authenticate/') && body.nextAction === 'CPW' ? { ...body, nextAction: 'LOGIN' } : undefined,
    'sign-on → CPW',
    {
      step: 'POST /login/wgt/authenticate/apps/demo/demo',
      expected: 'nextAction CPW',
      read: 'docs/flows.md "Sign-on"',
    },
  ],
  [
    'a message without a type',
    (url: string, body: Record<string, unknown>) =>
      url.includes('/authenticate/') && body.nextAction === 'LOGIN'
        ? { ...body, messages: { ...(body.messages as object), type: undefined } }
        : undefined,
    'sign-on refused for a wrong password',
    {
      expected: 'messages of type ERROR (or status failed) with a detail or message text',
      read: 'docs/messages.md "The message object"',
    },
  ],
  [
    'a reply without messages',
    (url: string, body: Record<string, unknown>) =>
      url.includes('/authenticate/') && body.nextAction === 'STEP_UP' ? { ...body, messages: undefined } : undefined,
    'sign-on → STEP_UP',
    { expected: expect.stringContaining('the widget reads a session expiry') as string },
  ],
  [
    'no CSRF token',
    (url: string, body: Record<string, unknown>) =>
      url.includes('/getCSRFToken') ? { ...body, csrfTokenValue: undefined } : undefined,
    'sign-on → REDIRECT',
    { step: 'GET /login/wgt/getCSRFToken?appId=demo', expected: 'a `csrfTokenValue`', read: 'docs/api.md "Start-up"' },
  ],
])('a backend with %s fails at that step, with the page to read', async (_name, breakIt, flow, expected) => {
  server = await serve(breakIt);
  const outcomes = await checkSignOn(server.origin, accounts, ROLES, tables);
  const failed = outcomes.find((o) => o.flow === flow);
  expect(failed).toMatchObject({ result: 'failed', ...expected });
  expect(exitCode(outcomes)).toBe(1);
  // no password is ever printed
  expect(JSON.stringify(outcomes)).not.toContain('Welcome#2026');
});

test("a refusal in the message object's other spelling (status failed, message) passes, as the widget reads it", async () => {
  server = await serve((url, body) =>
    url.includes('/authenticate/') && body.nextAction === 'LOGIN'
      ? { ...body, messages: { status: 'failed', message: 'Wrong user id or password.' } }
      : undefined,
  );
  const outcomes = await checkSignOn(server.origin, accounts, ROLES, tables);
  expect(outcomes.find((o) => o.flow === 'sign-on refused for a wrong password')?.result).toBe('passed');
});

test('a backend that skips the CSRF check fails it, at the sign-on that went through, and signs on for the rest', async () => {
  // every POST's token made the last one given out, whatever the client sent: the check can no longer refuse
  let issued = '';
  server = await serve(
    (url, body) => {
      if (url.includes('/getCSRFToken')) issued = String(body.csrfTokenValue);
      return undefined;
    },
    (app) =>
      app.addHook('preHandler', async (req) => {
        if (req.method === 'POST' && req.body && typeof req.body === 'object')
          (req.body as Record<string, unknown>)._csrf = issued;
      }),
  );
  const outcomes = await checkSignOn(server.origin, accounts, ROLES, tables);
  expect(outcomes.find((o) => o.flow === 'a POST with a wrong CSRF token is refused')).toMatchObject({
    result: 'failed',
    step: 'POST /login/wgt/authenticate/apps/demo/demo',
    reply: expect.stringMatching(/^200 .*"nextAction":"REDIRECT"/) as string,
    expected: 'a 403 JSON reply (`csrfTokenStatus: "INVALID"`, and nobody signed on)',
    read: 'docs/api.md "Start-up"',
  });
  expect(outcomes.find((o) => o.flow === 'sign-on → REDIRECT')?.result).toBe('passed');
  expect(exitCode(outcomes)).toBe(1);
});
