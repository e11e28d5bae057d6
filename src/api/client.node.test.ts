/** @jest-environment node */
// The wire format of docs/api.md, and how each kind of failure is reported.
import nock from 'nock';
import { createApi, type Api } from './client';
import { readFlowReply } from './envelope';
import type { ApiSession } from './transport';
import { ApiFailure } from './failure';
import { readReplyFields } from './replyTypes';

const API = 'http://api.test';
let session: ApiSession;
const api = (timeoutMs = 2000) =>
  createApi({ apiBase: API, language: 'de_DE', appId: 'app 1', brandId: 'b/1', session: () => session, timeoutMs });

beforeAll(() => nock.disableNetConnect());
beforeEach(() => {
  session = {
    csrf: { csrfTokenValue: 'T', csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-CSRF' },
    sessionId: 'S',
    ping: false,
  };
});
afterEach(() => nock.cleanAll());
const sessionId = (a: Api) => a.call('GET', 'login/wgt/sessionId', {}, { appId: 'a' });
/** the widget's refresh: the session's csrf request made through the same client, its token kept in the session */
function refreshing(onToken: (t: string) => void = () => {}) {
  const a: Api = createApi({
    apiBase: API,
    language: 'de_DE',
    appId: 'a',
    brandId: 'b',
    session: () => session,
    timeoutMs: 2000,
    refreshCsrf: async () => {
      const csrf = readReplyFields(await a.call('GET', 'login/wgt/getCSRFToken', {}, {}), {
        csrfTokenValue: 'csrf',
      }).csrfTokenValue as ApiSession['csrf'];
      onToken(csrf?.csrfTokenValue ?? '');
      session = { ...session, csrf };
    },
  });
  return a;
}
/** a flow request as the data-driven requests make it (src/api/requests.ts) */
const continueAuth = (a: Api) =>
  a.call('POST', 'login/wgt/continueAuthentication', { appId: 'app 1' }, {}).then(readFlowReply);
// nock patches Node's http module, shared by every test file in the worker: put it back for the next file
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

test('GETs carry isWidget, language and sId; ids in paths are encoded; app settings get their defaults', async () => {
  nock(API)
    .get('/appsdetails/wgt/apps/app%201')
    .query((q) => q.isWidget === 'true' && q.language === 'de_DE' && q.sId === 'S' && typeof q.properties === 'string')
    .reply(200, { app: { isPingEnabled: 'true' } });
  const body = await api().call('GET', 'appsdetails/wgt/apps/app%201', {}, { properties: 'isPingEnabled' });
  expect(readReplyFields(body, { app: 'appSettings' }).app).toEqual({
    factors: [],
    offerPasskey: false,
    fpsNewUserSVChannel: 'PHONE_EMAIL',
    newUserSVChannel: 'EMAIL',
    isIntlPhoneDisabled: true,
    isVoiceDisabled: false,
    isPingEnabled: true,
    nu_session_id: null,
    nu_detect_on: false,
  });
});

test('POSTs are form-encoded data/_csrf/sId with the CSRF header; ping prefixes every path but app details', async () => {
  session.ping = true;
  let form = new URLSearchParams();
  nock(API)
    .post('/ping/login/wgt/authenticate/apps/app%201/b%2F1', (b: string) => {
      form = new URLSearchParams(b);
      return true;
    })
    .matchHeader('X-CSRF', 'T')
    .query({ isWidget: 'true', language: 'de_DE', flowId: 'F' })
    .reply(200, { nextAction: 'LOGIN', messages: {} });
  nock(API).get('/appsdetails/wgt/apps/app%201/brands/b%2F1').query(true).reply(200, { valid: true });
  expect(
    await api()
      .call('POST', 'login/wgt/authenticate/apps/app%201/b%2F1', { userId: 'u' }, { flowId: 'F' })
      .then(readFlowReply),
  ).toEqual({ nextAction: 'LOGIN', messages: {} });
  expect(JSON.parse(form.get('data') ?? '')).toEqual({ userId: 'u' });
  expect(form.get('_csrf')).toBe('T');
  expect(form.get('sId')).toBe('S');
  expect(await api().call('GET', 'appsdetails/wgt/apps/app%201/brands/b%2F1', {}, {})).toEqual({ valid: true });
});

test.each([
  [
    'a network error',
    () => nock(API).post('/login/wgt/continueAuthentication').query(true).replyWithError('ECONNRESET'),
    'SESSION_EXPIRED',
    'network error',
  ],
  [
    'a 302',
    () => nock(API).post('/login/wgt/continueAuthentication').query(true).reply(302, '', { Location: '/x' }),
    'SESSION_EXPIRED',
    'redirected',
  ],
  [
    'no messages field',
    () => nock(API).post('/login/wgt/continueAuthentication').query(true).reply(200, { nextAction: 'REDIRECT' }),
    'SESSION_EXPIRED',
    'reply without messages',
  ],
  [
    'a 503',
    () => nock(API).post('/login/wgt/continueAuthentication').query(true).reply(503, 'x'),
    'REQUEST_FAILED',
    'Service Unavailable',
  ],
  [
    'malformed JSON',
    () => nock(API).post('/login/wgt/continueAuthentication').query(true).reply(200, '{"messages":'),
    'REQUEST_FAILED',
    'invalid reply',
  ],
])('%s → %s', async (_n, arrange, kind, detail) => {
  arrange();
  const err = await continueAuth(api(100)).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiFailure);
  expect(err).toMatchObject({ kind, detail });
});

test('a reply slower than the timeout is "Request Failed: Timeout"', async () => {
  const hang: typeof fetch = (input) =>
    new Promise((_resolve, reject) => {
      (input as Request).signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  const slow = createApi({
    apiBase: API,
    language: 'de_DE',
    appId: 'a',
    brandId: 'b',
    session: () => session,
    timeoutMs: 50,
    fetch: hang,
  });
  await expect(continueAuth(slow)).rejects.toMatchObject({ kind: 'REQUEST_FAILED', detail: 'Timeout' });
});

test('idempotent GETs are retried once on a gateway error; POSTs never', async () => {
  nock(API)
    .get('/login/wgt/sessionId')
    .query(true)
    .reply(503, 'x')
    .get('/login/wgt/sessionId')
    .query(true)
    .reply(200, { sessionId: 'new' });
  expect(await sessionId(api())).toEqual({ sessionId: 'new' });
  nock(API).post('/secure/wgt/gettargeturl').query(true).reply(503, 'x');
  await expect(api().call('POST', 'secure/wgt/gettargeturl', { appId: 'demo' }, {})).rejects.toMatchObject({
    kind: 'REQUEST_FAILED',
  });
  expect(nock.isDone()).toBe(true);
});

test('a GET refused with a Retry-After is tried once more at once, not when the header says', async () => {
  nock(API)
    .get('/login/wgt/sessionId')
    .query(true)
    .reply(503, 'x', { 'Retry-After': '120' })
    .get('/login/wgt/sessionId')
    .query(true)
    .reply(200, { sessionId: 'new' });
  const started = Date.now();
  expect(await sessionId(api())).toEqual({ sessionId: 'new' });
  expect(Date.now() - started).toBeLessThan(1500);
});

test('a GET that times out is tried once more; a POST that times out is not', async () => {
  const seen: string[] = [];
  const hang: typeof fetch = (input) => {
    seen.push(`${(input as Request).method} ${new URL((input as Request).url).pathname}`);
    return new Promise((_resolve, reject) => {
      (input as Request).signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  };
  const slow = createApi({
    apiBase: API,
    language: 'de_DE',
    appId: 'a',
    brandId: 'b',
    session: () => session,
    timeoutMs: 50,
    fetch: hang,
  });
  await expect(sessionId(slow)).rejects.toMatchObject({ kind: 'REQUEST_FAILED', detail: 'Timeout' });
  await expect(continueAuth(slow)).rejects.toMatchObject({ kind: 'REQUEST_FAILED', detail: 'Timeout' });
  expect(seen).toEqual([
    'GET /login/wgt/sessionId',
    'GET /login/wgt/sessionId',
    'POST /login/wgt/continueAuthentication',
  ]);
});

test('a POST refused for its CSRF token fetches a new token, keeps it and is sent once more with it', async () => {
  const kept: string[] = [];
  const withRefresh = refreshing((t) => kept.push(t));
  const tokens: (string | null)[] = [];
  nock(API)
    .post('/login/wgt/continueAuthentication', (b: string) => {
      tokens.push(new URLSearchParams(b).get('_csrf'));
      return true;
    })
    .query(true)
    .reply(403, { csrfTokenStatus: 'INVALID', messages: { type: 'ERROR', detail: 'Invalid or missing CSRF token.' } })
    .get('/login/wgt/getCSRFToken')
    .query(true)
    .reply(200, { csrfTokenValue: 'T2', csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-CSRF' })
    .post('/login/wgt/continueAuthentication', (b: string) => {
      tokens.push(new URLSearchParams(b).get('_csrf'));
      return true;
    })
    .query(true)
    .matchHeader('X-CSRF', 'T2')
    .reply(200, { nextAction: 'REDIRECT', messages: {} });
  expect(await continueAuth(withRefresh)).toMatchObject({ nextAction: 'REDIRECT' });
  expect(tokens).toEqual(['T', 'T2']);
  expect(kept).toEqual(['T2']);
  expect(nock.isDone()).toBe(true);
});

test('only once: a second refusal, or a 403 that is not about the token, is "Request Failed"', async () => {
  const withRefresh = refreshing();
  nock(API)
    .post('/login/wgt/continueAuthentication')
    .query(true)
    .times(2)
    .reply(403, { csrfTokenStatus: 'INVALID', messages: {} })
    .get('/login/wgt/getCSRFToken')
    .query(true)
    .reply(200, { csrfTokenValue: 'T2' });
  await expect(continueAuth(withRefresh)).rejects.toMatchObject({
    kind: 'REQUEST_FAILED',
    status: 403,
    detail: 'Forbidden',
  });
  expect(nock.isDone()).toBe(true);
  nock(API).post('/login/wgt/continueAuthentication').query(true).reply(403, { messages: {} });
  await expect(continueAuth(withRefresh)).rejects.toMatchObject({ kind: 'REQUEST_FAILED', status: 403 });
  expect(nock.isDone()).toBe(true);
});
