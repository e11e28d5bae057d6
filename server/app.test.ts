// The reference server through Fastify's inject: the wire format, sessions, CSRF, captcha, expiry, persistence.
import path from 'node:path';
import { MINUTE } from './store/clock';
import { DEMO_PASSWORD, seedAccounts } from './store/seed';
import { Client, useTestServer, type Wire } from '../kit/wire/inject';
import { settings } from './settings';
import { anyObject, anyString, matching, objectContaining } from '../test/support/matchers';

const t = useTestServer();

test('app details, app-and-brand validation, CSRF token, session id, country codes', async () => {
  const c = new Client(t.app);
  expect((await c.get('/appsdetails/wgt/apps/demo?isWidget=true')).json<Wire>()).toEqual({
    app: objectContaining({ isPingEnabled: false, fpsNewUserSVChannel: 'PHONE_EMAIL' }),
  });
  expect((await c.get('/appsdetails/wgt/apps/nope')).statusCode).toBe(404);
  expect((await c.get('/appsdetails/wgt/apps/demo/brands/demo')).json<Wire>()).toEqual({ valid: true });
  expect((await c.get('/appsdetails/wgt/apps/demo/brands/other')).json<Wire>()).toEqual({ valid: false });
  const token = (await c.get('/login/wgt/getCSRFToken?appId=demo')).json<Wire>();
  expect(token).toMatchObject({ csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-XSRF-TOKEN' });
  expect(c.cookie).toMatch(/^aw_session=/);
  const sid = (await c.get('/login/wgt/sessionId?appId=demo')).json<Wire>().sessionId;
  expect((await c.get('/login/wgt/sessionId?appId=demo')).json<Wire>().sessionId).toBe(sid);
  expect((await c.get('/login/wgt/getCountryCodes?appId=demo')).json<Wire>().CountryCodes).toContain('44');
});

test("app details answer the app's settings as seed/apps.json writes them, narrowed to the properties asked for", async () => {
  const c = new Client(t.app);
  const app = t.store.apps.get('demo')!;
  // a product owner's new setting: answered with no code (docs/product-owner.md "A new app setting used by a link")
  app.settings = { ...app.settings, supportUrl: '/support.html', supportHours: 9 };
  const all = (await c.get('/appsdetails/wgt/apps/demo')).json<Wire>().app as Record<string, unknown>;
  expect(all).toEqual({ nu_session_id: null, ...app.settings });
  const asked = (await c.get('/appsdetails/wgt/apps/demo?properties=supportUrl,isPingEnabled,unknown')).json<Wire>();
  expect(asked).toEqual({ app: { nu_session_id: null, supportUrl: '/support.html', isPingEnabled: false } });
});

test('the app details and the brand check may be kept a short while, and are asked again by their validator', async () => {
  const c = new Client(t.app);
  for (const url of ['/appsdetails/wgt/apps/demo?isWidget=true', '/appsdetails/wgt/apps/demo/brands/demo']) {
    const first = await c.get(url);
    expect(first.headers['cache-control']).toBe(`private, max-age=${settings.startupMaxAgeSeconds}`);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    // the same reply: not sent again
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    // the same reply the same day, the same validator; another validator, the whole reply
    expect((await c.get(url)).headers.etag).toBe(tag);
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"x"' } });
    expect([other.statusCode, other.body]).toEqual([200, first.body]);
  }
  // an edit of the app's settings is a new reply: a new validator, so a kept one is not answered 304
  const url = '/appsdetails/wgt/apps/demo?properties=isPingEnabled';
  const before = String((await c.get(url)).headers.etag);
  const app = t.store.apps.get('demo')!;
  app.settings = { ...app.settings, isPingEnabled: true };
  const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': before } });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before);
  // what a session holds is never kept by a browser
  expect((await c.get('/login/wgt/getCSRFToken?appId=demo')).headers['cache-control']).toBe('no-store');
});

test("while the data is being edited (npm start), the app details are asked again each time: an owner's edit shows", async () => {
  const { buildServer } = await import('./app');
  const { app } = await buildServer({ root: path.join(__dirname, '..'), editing: true });
  const res = await app.inject({ method: 'GET', url: '/appsdetails/wgt/apps/demo' });
  expect([res.headers['cache-control'], res.headers.etag]).toEqual(['private, no-cache', expect.any(String)]);
  await app.close();
});

test('the session cookie is HttpOnly and SameSite', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/login/wgt/getCSRFToken' });
  expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
  expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/);
});

test.each([
  ['alice', 'REDIRECT'],
  ['temp.user', 'TMP_PWD'],
  ['forced.change', 'CPW'],
  ['grace.user', 'PWD_IN_GRACE'],
  ['expiring.user', 'PWD_BEFORE_EXP'],
  ['expiring.stepup', 'PWD_BEFORE_EXP_STEP_UP'],
  ['expiring.2fa', 'PWD_BEFORE_EXP_TWO_FACTOR'],
  ['stepup.user', 'STEP_UP'],
  ['twofactor.user', 'TWO_FACTOR'],
  ['reset.required', 'FPC'],
  ['expired.user', 'FPC'],
  ['disabled.user', 'ACCOUNT_DISABLED'],
])('%s signs on with nextAction %s', async (user, nextAction) => {
  const c = await new Client(t.app).start();
  const res = await c.signOn(user);
  expect(res.statusCode).toBe(200);
  expect(res.json<Wire>()).toMatchObject({ nextAction, messages: anyObject });
});

test('every seeded account is covered above, and the user id may be the e-mail, any case', async () => {
  expect(seedAccounts(0).map((a) => a.userId)).toHaveLength(22); // the 13 above, four recovery accounts (recovery.test.ts), noredirect.user (secureCode.test.ts), federated.email (selfReg.test.ts), three factor accounts (factors/routes.test.ts)
  const c = await new Client(t.app).start();
  expect((await c.signOn('ALICE@example.com')).json<Wire>().nextAction).toBe('REDIRECT');
});

test('a wrong password and an unknown user get the same reply', async () => {
  const c = await new Client(t.app).start();
  const wrong = (await c.signOn('alice', 'nope')).json<Wire>();
  const c2 = await new Client(t.app).start();
  const unknown = (await c2.signOn('nobody', 'nope')).json<Wire>();
  expect(wrong).toEqual(unknown);
  expect(wrong).toEqual({
    nextAction: 'LOGIN',
    messages: { type: 'ERROR', detail: 'Sign on was unsuccessful. Please try again.' },
  });
});

test('every POST needs the CSRF token of its session', async () => {
  const c = await new Client(t.app).start();
  expect(
    (
      await c.post(
        '/login/wgt/authenticate/apps/demo/demo',
        { userId: 'alice', password: DEMO_PASSWORD },
        { csrf: null },
      )
    ).statusCode,
  ).toBe(403);
  expect(
    (
      await c.post(
        '/login/wgt/authenticate/apps/demo/demo',
        { userId: 'alice', password: DEMO_PASSWORD },
        { csrf: 'forged' },
      )
    ).statusCode,
  ).toBe(403);
  const res = await t.app.inject({
    method: 'POST',
    url: '/login/wgt/authenticate/apps/demo/demo',
    // (what the panel requires besides, as the widget sends it: kit/wire/complete.ts)
    payload: `data=${encodeURIComponent(JSON.stringify(c.complete('/login/wgt/authenticate/apps/demo/demo', { userId: 'alice', password: DEMO_PASSWORD })))}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c.cookie, 'x-xsrf-token': c.csrf },
  });
  expect(res.json<Wire>().nextAction).toBe('REDIRECT');
});

test('a session idle past the timeout: sign-on answers LOGIN with sessionExpired, other POSTs redirect', async () => {
  const c = await new Client(t.app).start();
  t.clock.advance(16 * MINUTE);
  expect((await c.post('/login/wgt/continueAuthentication', { appId: 'demo' })).statusCode).toBe(302);
  const c2 = await new Client(t.app).start();
  t.clock.advance(16 * MINUTE);
  expect((await c2.signOn('alice')).json<Wire>()).toMatchObject({ nextAction: 'LOGIN', sessionExpired: true });
});

test('after 3 failed sign-ons a captcha is required: shown, checked, single use', async () => {
  const c = await new Client(t.app).start();
  await c.signOn('alice', 'bad1');
  expect((await c.signOn('alice', 'bad2')).json<Wire>().captcha).toBeUndefined();
  const third = (await c.signOn('alice', 'bad3')).json<Wire>();
  expect(third).toMatchObject({
    nextAction: 'LOGIN',
    messages: { type: 'ERROR' },
    captchaParameters: { token: anyString },
  });
  // relative: the server's own URLs never come from a request's Host header (docs/server-rules.md B6)
  expect(third.captcha).toMatch(/^<img src="\/captcha\/[0-9a-f]+\.svg"/);
  // Without an answer: LOGIN with no messages and a (new) challenge.
  const ask = (await c.signOn('alice', DEMO_PASSWORD)).json<Wire>();
  expect(ask).toMatchObject({ nextAction: 'LOGIN', messages: {} });
  const svg = await t.app.inject({ method: 'GET', url: `/captcha/${ask.captchaParameters?.token}.svg` });
  expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
  // A wrong answer consumes the challenge and gets a new one.
  const wrong = (
    await c.signOn('alice', DEMO_PASSWORD, { nuCaptchaToken: ask.captchaParameters?.token, nuCaptchaAns: 'zzzzz' })
  ).json<Wire>();
  expect(wrong).toMatchObject({ nextAction: 'LOGIN', messages: { type: 'ERROR' } });
  const session = [...t.store.sessions.values()].find((s) => s.captcha)!;
  const answer = session.captcha!.answer;
  const token = session.captcha!.token;
  expect(
    (
      await c.signOn('alice', DEMO_PASSWORD, { nuCaptchaToken: ask.captchaParameters?.token, nuCaptchaAns: answer })
    ).json<Wire>().nextAction,
  ).toBe('LOGIN');
  const again = [...t.store.sessions.values()].find((s) => s.captcha)!.captcha!;
  expect(again.token).not.toBe(token);
  expect(
    (
      await c.signOn('alice', DEMO_PASSWORD, { nuCaptchaToken: again.token, nuCaptchaAns: again.answer.toUpperCase() })
    ).json<Wire>().nextAction,
  ).toBe('REDIRECT');
});

test('the captcha counts per account too: a new session does not reset it', async () => {
  for (const pw of ['a', 'b', 'c']) await (await new Client(t.app).start()).signOn('alice', pw);
  const fresh = await new Client(t.app).start();
  expect((await fresh.signOn('alice')).json<Wire>()).toMatchObject({
    nextAction: 'LOGIN',
    messages: {},
    captcha: anyString,
  });
});

test('a successful sign-on issues a new session cookie (no fixation)', async () => {
  const c = await new Client(t.app).start();
  const before = c.cookie;
  await c.signOn('alice');
  expect(c.cookie).not.toBe(before);
});

test('a sign-on that fails ends the one under way: a change offered is not there to continue (S7)', async () => {
  const c = await new Client(t.app).start();
  expect((await c.signOn('expiring.user')).json<Wire>().nextAction).toBe('PWD_BEFORE_EXP');
  c.csrf = (await c.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
  expect((await c.signOn('nobody.at.all')).json<Wire>().nextAction).toBe('LOGIN');
  const next = (await c.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>();
  expect(next.nextAction).not.toBe('REDIRECT');
  expect([...t.store.sessions.values()].some((s) => s.stage.userId === 'expiring.user')).toBe(false);
});

test('ping mode: the API under /ping; t.app details never under /ping', async () => {
  const c = await new Client(t.app, '/ping').start();
  expect(c.csrf).toBeTruthy();
  expect((await c.signOn('alice')).json<Wire>().nextAction).toBe('REDIRECT');
  expect((await c.get('/appsdetails/wgt/apps/demo')).statusCode).toBe(404);
});

test('logout ends the session; continue-authentication and the target URL', async () => {
  const c = await new Client(t.app).start();
  await c.signOn('alice');
  const token = (await c.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
  c.csrf = token;
  expect((await c.post('/login/wgt/continueAuthentication', { appId: 'demo' })).json<Wire>()).toMatchObject({
    nextAction: 'REDIRECT',
    targetUrl: '/signed-in.html',
  });
  expect((await c.post('/secure/wgt/gettargeturl', { appId: 'demo' })).json<Wire>()).toMatchObject({
    targetUrl: '/signed-in.html',
  });
  expect((await c.logout()).json<Wire>()).toMatchObject({ messages: { type: 'INFO' } });
  expect((await c.post('/login/wgt/continueAuthentication', { appId: 'demo' })).statusCode).toBe(302);
});

test('the demo page is served with the strict CSP', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-security-policy']).toMatch(/script-src 'self';\s*style-src 'self'/);
});

test('the captcha speaks the same digits as a WAV; refresh gives a new challenge; the test hook tells the answer', async () => {
  const c = await new Client(t.app).start();
  expect((await c.get('/login/wgt/captcha')).json<Wire>()).toEqual({ messages: {} });
  for (const p of ['bad1', 'bad2', 'bad3']) await c.signOn('alice', p);
  const first = [...t.store.sessions.values()].find((s) => s.captcha)!.captcha!;
  expect(first.answer).toMatch(/^[2-9]{5}$/);
  const hook = await t.app.inject({ method: 'GET', url: `/dev/captcha/${first.token}` });
  expect(hook.json<Wire>()).toEqual({ answer: first.answer });
  const wav = await t.app.inject({ method: 'GET', url: `/captcha/${first.token}.wav` });
  expect(wav.headers['content-type']).toBe('audio/wav');
  const body = wav.rawPayload;
  expect(body.toString('ascii', 0, 4)).toBe('RIFF');
  expect(body.readUInt32LE(24)).toBe(11025);
  // a lead-in of 0.4 s or more, then five digits of at least 0.3 s each (the shortest clip, played fastest), each
  // followed by a pause of at least 0.55 s (server/guards/captchaAudio.ts)
  expect(body.readUInt32LE(40) / 2 / 11025).toBeGreaterThan(0.4 + 5 * (0.3 + 0.55));
  const refreshed = (await c.get('/login/wgt/captcha')).json<Wire>();
  expect(refreshed.captchaParameters).toMatchObject({
    token: matching(/^[0-9a-f]+$/),
    audioUrl: matching(/\.wav$/),
  });
  expect(refreshed.captchaParameters?.token).not.toBe(first.token);
  // the old challenge is void
  expect(
    (await c.signOn('alice', DEMO_PASSWORD, { nuCaptchaToken: first.token, nuCaptchaAns: first.answer })).json<Wire>()
      .nextAction,
  ).toBe('LOGIN');
  expect((await t.app.inject({ method: 'GET', url: '/captcha/nothex.wav' })).statusCode).toBe(404);
});
