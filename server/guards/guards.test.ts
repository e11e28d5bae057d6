// The reference server's guards through Fastify's inject: bounded and malformed bodies, the error log's bounds, and
// logout's cross-site check (docs/server-rules.md B1–B5, X2, M1); kit/attack/ tries them against a started server.
import { ERROR_LOG_BYTES } from '../handlers/appRoutes';
import { Client, useTestServer, type Wire } from '../../kit/wire/inject';

const t = useTestServer();

test('logout without the CSRF header or the session id (a cross-site link) is answered as expired and ends nothing', async () => {
  const c = await new Client(t.app).start();
  await c.signOn('alice');
  c.csrf = (await c.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
  const sId = (await c.get('/login/wgt/sessionId')).json<Wire>().sessionId ?? '';
  const link = (headers: Record<string, string>, query: string) =>
    t.app.inject({ method: 'GET', url: `/login/auth/logout?appId=demo&brandId=demo${query}`, headers });
  for (const [headers, query] of [
    [{ cookie: c.cookie }, ''],
    [{ cookie: c.cookie }, `&sId=${sId}`],
    [{ cookie: c.cookie, 'x-xsrf-token': c.csrf }, ''],
    [{ cookie: c.cookie, 'x-xsrf-token': c.csrf }, '&sId=wrong'],
    [{ cookie: c.cookie, 'x-xsrf-token': 'wrong' }, `&sId=${sId}`],
  ] as const) {
    const res = await link(headers, query);
    expect([res.statusCode, res.headers.location, res.headers['set-cookie']]).toEqual([
      302,
      '/?sessionExpired=true',
      undefined,
    ]);
  }
  expect((await c.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>().nextAction).toBe(
    'REDIRECT',
  );
});

test('the error log is stored', async () => {
  const c = await new Client(t.app).start();
  const res = await c.post('/login/wgt/logErrorMessage/apps/demo/demo', {
    errorLogs: { correlationId: 'c1', errorMessage: 'x', url: 'LOGIN_PAGE', header: {} },
    currentPage: 'LOGIN_PAGE',
  });
  expect(res.json<Wire>()).toMatchObject({ status: 'success', messages: {} });
  expect(
    (await t.app.inject({ method: 'GET', url: '/dev/errors.json' })).json<Wire>().entries?.[0]?.entry.errorLogs
      .correlationId,
  ).toBe('c1');
});

test('bodies are bounded: 1 MB and 10 MB get 413 with a generic message, and the server goes on answering', async () => {
  const c = await new Client(t.app).start();
  for (const size of [1024 * 1024, 10 * 1024 * 1024]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login/wgt/logErrorMessage/apps/demo/demo',
      payload: `data=${'x'.repeat(size)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c.cookie },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<Wire>().messages).toEqual({
      type: 'ERROR',
      detail: 'The request could not be read. Please try again.',
    });
  }
  expect((await c.get('/login/wgt/getCSRFToken?appId=demo')).statusCode).toBe(200);
});

test('the error log keeps a bounded number of bytes, the newest entries', async () => {
  const c = await new Client(t.app).start();
  for (let i = 0; i < 40; i++)
    await c.post('/login/wgt/logErrorMessage/apps/demo/demo', {
      errorLogs: { correlationId: `c${i}`, errorMessage: 'y'.repeat(12 * 1024), url: 'LOGIN_PAGE', header: {} },
    });
  const stored = (await t.app.inject({ method: 'GET', url: '/dev/errors.json' })).json<Wire>().entries ?? [];
  expect(JSON.stringify(stored).length).toBeLessThanOrEqual(ERROR_LOG_BYTES + 16 * 1024);
  expect(stored.at(-1)?.entry.errorLogs.correlationId).toBe('c39');
});

test('malformed input gets a 400 (415 for a foreign type) with the generic message, before any route reads it', async () => {
  const c = await new Client(t.app).start();
  const form = (data: unknown) =>
    `data=${encodeURIComponent(typeof data === 'string' ? data : JSON.stringify(data))}&_csrf=${c.csrf}`;
  const bad: [string, string, number][] = [
    ['application/json', '{"data": ', 400],
    ['text/xml', '<a/>', 415],
    ['application/x-www-form-urlencoded', form({ userId: { a: 1 } }), 400],
    ['application/x-www-form-urlencoded', form([1, 2]), 400],
    ['application/x-www-form-urlencoded', form('\u0000\u0001'), 400],
    ['application/x-www-form-urlencoded', form({ userId: 'ali\u0000ce' }), 400],
    ['application/x-www-form-urlencoded', form({ deliveryChannelDetails: { email: ['a'] } }), 400],
    ['application/x-www-form-urlencoded', `${form({})}&data=x`, 400],
  ];
  // the same on a route whose session has nothing pending (it would otherwise answer "no request" with a 200)
  for (const url of ['/login/wgt/authenticate/apps/demo/demo', '/fpc/wgt/validatesv']) {
    for (const [type, payload, status] of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': type, cookie: c.cookie, 'x-xsrf-token': c.csrf },
      });
      expect([url, payload, res.statusCode, res.json<Wire>().messages?.detail]).toEqual([
        url,
        payload,
        status,
        'The request could not be read. Please try again.',
      ]);
    }
  }
  // a well-formed payload still reaches the route
  expect((await c.signOn('alice')).json<Wire>().nextAction).toBe('REDIRECT');
});
