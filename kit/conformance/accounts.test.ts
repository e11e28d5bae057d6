// The conformance kit's accounts file: the reference server's own (seed/conformance-accounts.json) names only roles the
// flow tables route and each account signs on with the outcome its role names; a broken file is refused with its
// place, cause and fix.
import { Client, useTestServer, type Wire } from '../wire/inject';
import { AccountsError, parseAccounts } from './accounts';
import { seedAccounts as seed } from './testServer';

describe('the reference server accounts file', () => {
  const t = useTestServer();
  test('names roles the flow tables route, and each account signs on with its role', async () => {
    const accounts = seed();
    expect(Object.keys(accounts.roles).length).toBeGreaterThanOrEqual(10);
    for (const [role, account] of Object.entries(accounts.roles)) {
      const c = await new Client(t.app).start();
      const reply = await c.post(`/login/wgt/authenticate/apps/${accounts.appId}/${accounts.brandId}`, {
        userId: encodeURIComponent(account.userId),
        password: account.password,
      });
      expect([role, reply.statusCode, reply.json<Wire>().nextAction]).toEqual([role, 200, role]);
    }
  });
  test('the codes are read where the server lists them', async () => {
    const { codes } = seed();
    expect(codes).toEqual({ url: '/dev/outbox.json' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(200);
  });
});

describe('a file the kit cannot use is refused before any call, with its place, cause and fix', () => {
  const good = { appId: 'demo', brandId: 'demo', codes: { url: '/dev/outbox.json' }, roles: {} };
  const refused = (data: unknown) => {
    try {
      parseAccounts(typeof data === 'string' ? data : JSON.stringify(data), 'accounts.json', ['REDIRECT', 'CPW']);
    } catch (e) {
      expect(e).toBeInstanceOf(AccountsError);
      return (e as Error).message;
    }
    throw new Error('accepted');
  };
  test.each([
    ['{ not json', 'accounts.json /: not JSON'],
    [[], 'accounts.json /: not a JSON object'],
    [{ ...good, appId: '' }, 'accounts.json /appId: missing or not a string. Fix: give the appId'],
    [{ ...good, codes: { url: '' } }, 'accounts.json /codes: must be { "url": … } or { "command": … }'],
    [{ ...good, codes: { url: 'a', command: 'b' } }, 'accounts.json /codes: must be'],
    [
      { ...good, roles: { REDIRCT: { userId: 'a', password: 'b' } } },
      '/roles/REDIRCT: "REDIRCT" is not a role the kit knows. Fix: use one of REDIRECT, CPW',
    ],
    [
      { ...good, roles: { CPW: { userId: 'a' } } },
      '/roles/CPW/password: missing or not a string. Fix: give the password of a test account whose sign-on answers CPW',
    ],
    [{ ...good, roles: { CPW: { userId: 'a', password: 'b', appId: 3 } } }, '/roles/CPW/appId: not a string'],
    [{ ...good, clock: '/dev/clock' }, '/clock: must be { "url": … }. Fix: name the URL that moves'],
  ])('%j', (data, message) => expect(refused(data)).toContain(message));
  test('a good file keeps what it gives, and only that', () => {
    const roles = {
      CPW: { userId: 'a', password: 'b', extra: 1 },
      REDIRECT: { userId: 'c', password: 'd', appId: 'x' },
    };
    expect(
      parseAccounts(JSON.stringify({ ...good, codes: { command: 'codes.sh' }, roles }), 'f', ['REDIRECT', 'CPW']),
    ).toEqual({
      ...good,
      codes: { command: 'codes.sh' },
      roles: { CPW: { userId: 'a', password: 'b' }, REDIRECT: { userId: 'c', password: 'd', appId: 'x' } },
      flows: {},
    });
  });
  const needs = { 'forgot password': ['userId', 'email'] };
  const withFlows = (flows: unknown) => JSON.stringify({ ...good, codes: { url: '/codes' }, roles: {}, flows });
  test('a flow the kit drives keeps the values its scenario asks for, and only those', () => {
    const flows = { 'forgot password': { userId: 'u', email: 'u@example.com', extra: 'x', appId: 'other' } };
    expect(parseAccounts(withFlows(flows), 'f', [], needs).flows).toEqual({
      'forgot password': { userId: 'u', email: 'u@example.com', appId: 'other' },
    });
  });
  test.each([
    [
      { 'forgot pasword': {} },
      '/flows/forgot pasword: "forgot pasword" is not a flow the kit drives. Fix: use one of forgot password',
    ],
    [{ 'forgot password': { userId: 'u' } }, '/flows/forgot password/email: missing or not a string'],
    [[], '/flows: not an object'],
    [{ 'forgot password': { userId: 'u', email: 'e', appId: 7 } }, '/flows/forgot password/appId: not a string'],
  ])('flows %j is refused with its place and fix', (flows, message) => {
    expect(() => parseAccounts(withFlows(flows), 'f', [], needs)).toThrow(message);
  });
});
