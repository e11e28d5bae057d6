// Sign-on through an identity provider, end to end on the server: Demo ID (a real oidc-provider) and the server's
// openid-client, a browser simulated hop by hop.
import { listeningDevServer, resumeTokenOf, type TestBrowser } from '../../kit/wire/browser';
import { MINUTE } from '../store/clock';
import { TEST_LIMITS } from '../guards/limits';
import { say } from '../../test/support/say';

let server: Awaited<ReturnType<typeof listeningDevServer>>;
beforeAll(async () => {
  server = await listeningDevServer({ limits: TEST_LIMITS });
});
afterAll(() => server.app.close());

/** Demo ID's name as the app offering it gives it (seed/apps.json), for the words the server says of it */
const demoIdName = () =>
  (server.store.apps.get('demo-connect')!.settings.identityProviders as { id: string; name: string }[]).find(
    (p) => p.id === 'demo-id',
  )!.name;

async function through(
  login: string | null,
  appId = 'demo-connect',
): Promise<{ b: TestBrowser; reply: Record<string, unknown> }> {
  const b = server.browser();
  await b.startWidget(appId);
  const back = await b.signInAtDemoId(b.startUrl('demo-id', appId), login);
  expect(back.startsWith(`${server.origin}/index.html#aw-resume=`)).toBe(true);
  const reply = await b.post(`/login/wgt/idp/resume/apps/${appId}/demo`, { resume: resumeTokenOf(back) });
  return { b, reply };
}

test('a linked account signs on: REDIRECT to the app target', async () => {
  const { reply } = await through('alice');
  expect(reply).toMatchObject({ nextAction: 'REDIRECT', targetUrl: '/signed-in.html' });
});

test('a linked account that owes a step-up gets STEP_UP', async () => {
  expect((await through('stepup')).reply.nextAction).toBe('STEP_UP');
});

test("a provider's multi-factor stands for the second factor where the app trusts it", async () => {
  expect((await through('mfa')).reply.nextAction).toBe('REDIRECT');
});

test('a cancel at the provider is information (OTHER: no confirmation) on the sign-on panel', async () => {
  const { reply } = await through(null);
  expect(reply).toMatchObject({
    nextAction: 'LOGIN',
    messages: { type: 'OTHER', detail: say('server.idpCancelled', { name: demoIdName() }) },
  });
});

test('an unverified e-mail never reaches the account that has it', async () => {
  const { reply } = await through('unverified');
  expect(reply.nextAction).toBe('LOGIN');
  expect(reply.messages).toMatchObject({ type: 'ERROR' });
  expect(server.store.findUser('temp.user')!.identities ?? []).toEqual([]);
});

test("a verified e-mail links the account once its password is given, and the next time it is the account's", async () => {
  const { b, reply } = await through('email.only');
  expect(reply).toMatchObject({ nextAction: 'IDP_LINK', messages: { type: 'INFO' } });
  const wrong = await b.post('/login/wgt/idp/link', { password: 'not-it', appId: 'demo-connect' });
  expect(wrong).toMatchObject({ nextAction: 'IDP_LINK', messages: { type: 'ERROR' } });
  expect(server.store.findUser('email.only')!.identities ?? []).toEqual([]);
  const right = await b.post('/login/wgt/idp/link', { password: 'Welcome#2026', appId: 'demo-connect' });
  expect(right.nextAction).toBe('REDIRECT');
  expect(server.store.findUser('email.only')!.identities).toEqual([
    { provider: 'demo-id', subject: 'demo-email-only' },
  ]);
  expect((await through('email.only')).reply.nextAction).toBe('REDIRECT');
});

test('an account with no password of its own links by a code sent to its e-mail address instead', async () => {
  const { b, reply } = await through('new.user');
  expect(reply).toMatchObject({ nextAction: 'IDP_LINK', linkBy: 'code', messages: { type: 'INFO' } });
  const sent = server.store.outbox.filter((m) => m.userId === 'new.user' && m.notificationName === 'LINK_CODE');
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ channel: 'EMAIL', to: 'new.user@example.com' });
  // a password is no way in for it, a wrong code says so, the code sent links it
  const code = sent[0].code;
  const wrong = await b.post('/login/wgt/idp/link', {
    validationCode: code === '000000' ? '111111' : '000000',
    appId: 'demo-connect',
  });
  expect(wrong).toMatchObject({ nextAction: 'IDP_LINK', linkBy: 'code', messages: { type: 'ERROR' } });
  const right = await b.post('/login/wgt/idp/link', { validationCode: code, appId: 'demo-connect' });
  expect(right.nextAction).toBe('REDIRECT');
  expect(server.store.findUser('new.user')!.identities).toEqual([{ provider: 'demo-id', subject: 'demo-new-user' }]);
});

test('a new user registers from the claims with the consent given, and is signed on', async () => {
  const { b, reply } = await through('newcomer');
  expect(reply).toMatchObject({
    nextAction: 'IDP_REGISTER',
    user: { firstName: 'Nora', lastName: 'Newcomer', emailId: 'newcomer@example.org' },
  });
  // without the consent: refused (the panel's required box is required on the server too), nothing made
  const without = await b.post('/login/wgt/idp/register', {
    firstName: 'Nora',
    lastName: 'Newcomer',
    consent: undefined,
    appId: 'demo-connect',
  });
  expect(without.nextAction).toBeUndefined();
  expect(server.store.findByEmail('newcomer@example.org')).toBeUndefined();
  const made = await b.post('/login/wgt/idp/register', {
    firstName: 'Nora',
    lastName: 'Newcomer',
    consent: true,
    appId: 'demo-connect',
  });
  expect(made.nextAction).toBe('REDIRECT');
  expect(server.store.findByEmail('newcomer@example.org')).toMatchObject({
    firstName: 'Nora',
    identities: [{ provider: 'demo-id' }],
  });
});

test('an app that does not offer the provider cannot start it; a return address of another origin is refused', async () => {
  const b = server.browser();
  await b.startWidget('demo');
  expect((await b.go(b.startUrl('demo-id', 'demo'))).status).toBe(400);
  await b.startWidget('demo-connect');
  expect((await b.go(b.startUrl('demo-id', 'demo-connect', 'https://evil.example/x'))).status).toBe(400);
  expect((await b.go(b.startUrl('demo-id', 'demo-connect', 'javascript:alert(1)'))).status).toBe(400);
});

test('a resume token works once, in its own session, for 5 minutes', async () => {
  const b = server.browser();
  await b.startWidget('demo-connect');
  const back = await b.signInAtDemoId(b.startUrl('demo-id', 'demo-connect'), 'alice');
  const token = resumeTokenOf(back);
  const other = server.browser();
  await other.startWidget('demo-connect');
  expect((await other.post('/login/wgt/idp/resume/apps/demo-connect/demo', { resume: token })).nextAction).toBe(
    'LOGIN',
  );
  server.clock.advance(5 * MINUTE + 1000);
  expect((await b.post('/login/wgt/idp/resume/apps/demo-connect/demo', { resume: token })).nextAction).toBe('LOGIN');
  expect((await b.post('/login/wgt/idp/resume/apps/demo-connect/demo', { resume: token })).nextAction).toBe('LOGIN');
});
