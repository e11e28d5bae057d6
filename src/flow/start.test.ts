// The start as the flow tables' "session" describes it: calls that need no other reply go out together, the first panel
// shows once the calls it needs have answered, a submit waits (with the wait message) for the CSRF token and session
// id, the first failure in list order decides the rows, and the renewal runs its requests in order.
import type { Env } from '../app/env';
import { createWidgetStore } from '../app/store';
import { tables } from '../data/load';
import { resolveConfig } from '../host/config';
import { renewSession, sessionSettled, startWidget } from './start';
import { submitPanel } from './thunks';
import { createSecrets } from './secrets';
import { ApiFailure } from '../api/failure';
import { carryUserId } from './carry';

const flush = () => new Promise((r) => setTimeout(r, 0));
type Held = { path: string; resolve: (v: unknown) => void; reject: (e: unknown) => void };

function setup() {
  const held: Held[] = [];
  const report = jest.fn();
  const callback = jest.fn();
  const close = jest.fn();
  const env = {
    config: resolveConfig({ appId: 'demo', brandId: 'demo' }, { href: 'https://app.test/p', scriptSrc: null }),
    tables,
    report,
    ensure: async () => undefined,
    host: {
      has: () => false,
      href: () => 'https://app.test/p',
      appCallback: callback,
      close,
      browserInfo: () => ({}),
    },
    api: {
      call: (_m: string, path: string) => new Promise((resolve, reject) => held.push({ path, resolve, reject })),
    },
    secrets: createSecrets(),
  } as unknown as Env;
  const actions: string[] = [];
  const store = createWidgetStore(env, (a) => {
    const type = (a as { type?: unknown }).type;
    if (typeof type === 'string') actions.push(type);
  });
  const out = () => held.map((h) => h.path);
  const answer = async (path: string, body: unknown) => {
    const i = held.findIndex((h) => h.path === path || h.path.startsWith(`${path}/`));
    if (i < 0) throw new Error(`${path} is not out: ${out().join(', ')}`);
    const [h] = held.splice(i, 1);
    if (body instanceof Error) h.reject(body);
    else h.resolve(body);
    await flush();
  };
  return { store, env, held, out, answer, report, callback, close, actions };
}

const APP = 'appsdetails/wgt/apps/demo';
const BRAND = 'appsdetails/wgt/apps/demo/brands/demo';

test('app settings and brand go out together; the panel shows after them; the token, then the id, come after', async () => {
  const { store, out, answer } = setup();
  const started = store.dispatch(startWidget('authenticateUser'));
  await flush();
  expect(out()).toEqual([APP, BRAND]);
  expect(store.getState().flow.wait).toBe(true);
  await answer(BRAND, { valid: true });
  expect(store.getState().flow.page).toBeNull();
  await answer(APP, { app: {} });
  expect(store.getState().flow.page).toBe('LOGIN_PAGE');
  expect(store.getState().flow.wait).toBe(false);
  expect(out()).toEqual(['login/wgt/getCSRFToken']);
  await answer('login/wgt/getCSRFToken', { csrfTokenValue: 'T' });
  expect(out()).toEqual(['login/wgt/sessionId']);
  await answer('login/wgt/sessionId', { sessionId: 'S' });
  await started;
  expect(store.getState().session).toMatchObject({ status: 'ready', sessionId: 'S', appValidated: true });
  expect(store.getState().session.csrf?.csrfTokenValue).toBe('T');
});

test('a user id carried across a round trip of the page (a provider) is in the context before the first panel', async () => {
  carryUserId('demo/demo', 'alice');
  const { store, answer } = setup();
  void store.dispatch(startWidget('authenticateUser'));
  await flush();
  await answer(BRAND, { valid: true });
  await answer(APP, { app: {} });
  expect(store.getState().flow).toMatchObject({ page: 'LOGIN_PAGE', context: { userId: 'alice' } });
  // taken: the next start in this tab finds nothing
  expect(sessionStorage.length).toBe(0);
});

test('a submit before the session id arrives waits for it with the wait message, then goes out with it', async () => {
  const { store, out, answer } = setup();
  void store.dispatch(startWidget('authenticateUser'));
  await flush();
  await answer(BRAND, { valid: true });
  await answer(APP, { app: {} });
  const submitted = store.dispatch(submitPanel('LOGIN_PAGE', { userId: 'al', password: 'pw' }));
  await flush();
  expect(store.getState().flow.wait).toBe(true);
  expect(out()).toEqual(['login/wgt/getCSRFToken']); // nothing sent without the token
  await answer('login/wgt/getCSRFToken', { csrfTokenValue: 'T' });
  await answer('login/wgt/sessionId', { sessionId: 'S' });
  expect(out()).toHaveLength(1);
  expect(out()[0]).toMatch(/^login\/wgt\/authenticate/);
  await answer('login/wgt/authenticate', { messages: {}, nextAction: 'REDIRECT' });
  await submitted;
});

test('the first failure in list order decides: app settings failing calls the app back with "Error" and closes', async () => {
  const { store, answer, callback, close, report } = setup();
  const started = store.dispatch(startWidget('authenticateUser'));
  await flush();
  await answer(BRAND, new Error('down')); // in time first, in the list second
  await answer(APP, new Error('500'));
  await started;
  expect(callback).toHaveBeenCalledWith('Error');
  expect(close).toHaveBeenCalled();
  expect(store.getState().flow.page).toBeNull();
  expect(report).toHaveBeenCalledWith('AuthWidget: the widget could not start (appDetails)', '500');
});

test('an invalid app and brand is the error dialog; a token call failing after the panel showed is too', async () => {
  const a = setup();
  const started = a.store.dispatch(startWidget('authenticateUser'));
  await flush();
  await a.answer(APP, { app: {} });
  await a.answer(BRAND, { valid: false });
  await started;
  expect(a.store.getState().flow.page).toBe('ERROR');
  expect(a.out()).toEqual(['login/wgt/getCSRFToken']); // asked once the settings were in; its reply changes nothing
  await a.answer('login/wgt/getCSRFToken', { csrfTokenValue: 'T' });
  expect(a.store.getState().flow.page).toBe('ERROR');
  const b = setup();
  const again = b.store.dispatch(startWidget('authenticateUser'));
  await flush();
  await b.answer(APP, { app: {} });
  await b.answer(BRAND, { valid: true });
  expect(b.store.getState().flow.page).toBe('LOGIN_PAGE');
  await b.answer('login/wgt/getCSRFToken', { nothing: 1 });
  await again;
  expect(b.store.getState().flow.page).toBe('ERROR');
  expect(b.store.getState().session.status).toBe('failed');
  expect(b.out()).toEqual([]); // the session id waits for the token, so it is never asked
});

test('renewing the session: the old token is gone at once; the id, then the token, with the wait message up', async () => {
  const { store, out, answer } = setup();
  const renewed = store.dispatch(renewSession());
  await flush();
  expect(store.getState().session.csrf).toBeNull();
  expect(store.getState().flow.wait).toBe(true);
  expect(out()).toEqual(['login/wgt/sessionId']);
  await answer('login/wgt/sessionId', { sessionId: 'S2' });
  await answer('login/wgt/getCSRFToken', { csrfTokenValue: 'T2' });
  await renewed;
  expect(store.getState().session).toMatchObject({ sessionId: 'S2', csrf: { csrfTokenValue: 'T2' } });
  expect(store.getState().flow.wait).toBe(false);
});

test('once the session is in, a submit goes out at once: no wait message, nothing waited for', async () => {
  const { store, out, answer, env, actions } = setup();
  const started = store.dispatch(startWidget('authenticateUser'));
  await flush();
  await answer(APP, { app: {} });
  await answer(BRAND, { valid: true });
  await answer('login/wgt/getCSRFToken', { csrfTokenValue: 'T' });
  await answer('login/wgt/sessionId', { sessionId: 'S' });
  await started;
  await flush();
  expect(sessionSettled(env)).toBeUndefined();
  actions.length = 0;
  void store.dispatch(submitPanel('LOGIN_PAGE', { userId: 'al', password: 'pw' }));
  expect(out()[0]).toMatch(/^login\/wgt\/authenticate/);
  expect(actions).toEqual(['flow/requestStarted', 'flow/captchaReceived']); // the request's own wait, nothing more
});

test.each([
  ['a timeout', new ApiFailure('REQUEST_FAILED', 'timeout', 'Timeout'), true],
  ['a gateway 504', new ApiFailure('REQUEST_FAILED', 'status', 'Gateway Timeout', 504), true],
  ['a 500', new ApiFailure('REQUEST_FAILED', 'status', 'Internal Server Error', 500), false],
  ['a reply', { messages: { type: 'ERROR', detail: 'no' }, nextAction: 'LOGIN' }, false],
])(
  'after %s the panel is told, once, whether the request was answered (else it keeps what was typed)',
  async (_, reply, none) => {
    const { store, answer } = setup();
    void store.dispatch(startWidget('authenticateUser'));
    await flush();
    await answer(BRAND, { valid: true });
    await answer(APP, { app: {} });
    await answer('login/wgt/getCSRFToken', { csrfTokenValue: 'T' });
    await answer('login/wgt/sessionId', { sessionId: 'S' });
    const onSettled = jest.fn();
    void store.dispatch(submitPanel('LOGIN_PAGE', { userId: 'al', password: 'pw' }, { onSettled }));
    await flush();
    expect(onSettled).not.toHaveBeenCalled(); // while the request is out, what was typed stays
    await answer('login/wgt/authenticate', reply); // (a failure's error-log call stays out: not this test's)
    expect(store.getState().flow.busy).toBe(false);
    expect(onSettled.mock.calls).toEqual([[!none]]);
  },
);
