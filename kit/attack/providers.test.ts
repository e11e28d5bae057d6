// Attacks on sign-on through an identity provider (docs/server-rules.md "Identity providers"),
// against a started server in development mode, with Demo ID (its real OpenID provider) as the provider: the state
// replayed or pushed into another session (login CSRF), a code injected into another session's flow, a mix-up (an
// answer claiming another issuer), a return address off the site, the resume token replayed, used by another session
// or late, an unverified e-mail claiming an existing account, and an ID token issued to another client. Each browser
// is its own client address. Demo ID is reached through a proxy that can make its ID tokens say what a test needs
// (kit/attack/providerProxy.ts): the server is started with the proxy's origin as its own.
import { MINUTE } from '../../server/store/clock';
import { nextAddress } from './client';
import { attackSuite } from './target';
import { providerProxy, type ProviderProxy } from './providerProxy';
import { TestBrowser, resumeTokenOf } from '../wire/browser';
import providersFile from '../../seed/identity-providers.json';

let proxy: ProviderProxy;
beforeAll(async () => {
  proxy = await providerProxy();
});
const suite = attackSuite('providers', () => ['--dev', '--trust-proxy', '--public-origin', proxy.origin]);
const { score } = suite;
beforeAll(() => (proxy.target = suite.server.url));
afterAll(() => proxy.close());
beforeEach(() => score.fresh());
afterEach(() => {
  proxy.forge = null;
  expect(score.fresh()).toEqual([]);
});

/** The server as a browser reaches it: by the origin its pages are served under (its public origin, the proxy's). */
const site = () => proxy.origin;
/** a browser with the widget started on the app that offers Demo ID */
async function browser(): Promise<TestBrowser> {
  const b = new TestBrowser(site(), nextAddress());
  await b.startWidget('demo-connect');
  return b;
}
const RESUME = '/login/wgt/idp/resume/apps/demo-connect/demo';

/** Through Demo ID up to its answer: the callback URL it sends the browser to (not yet followed). */
async function answerFor(b: TestBrowser, login: string, returnTo?: string): Promise<string> {
  const page = await b.follow(b.startUrl('demo-id', 'demo-connect', returnTo));
  const posted = await b.go(page.url, { form: { login, password: 'Welcome#2026', do: 'sign-in' } });
  const back = await b.follow(new URL(posted.headers.get('location')!, page.url).href, (u) =>
    u.includes('/login/wgt/idp/callback'),
  );
  return back.url;
}
/** The callback followed: where the server sends the browser (the host page with the token), or null when refused. */
async function callback(b: TestBrowser, url: string): Promise<string | null> {
  const res = await b.go(url);
  return res.status === 303 ? res.headers.get('location') : null;
}
/** what the widget's resume call answers for this token in this browser */
const resume = async (b: TestBrowser, token: string) => (await b.post(RESUME, { resume: token })).nextAction;

test('a state replayed, or the answer for one session pushed into another (login CSRF), is refused', async () => {
  const attacker = await browser();
  const answer = await answerFor(attacker, 'alice');
  const victim = await browser();
  // the attacker's answer in the victim's browser: no flow of the victim's has that state
  score.attack('login CSRF: an answer for another session', (await callback(victim, answer)) === null);
  // and with a flow of the victim's own under way, still not: its state is another
  const victimsOwn = await victim.follow(victim.startUrl('demo-id', 'demo-connect'));
  expect(victimsOwn.url).toContain('/dev/demo-id/interaction/');
  score.attack('an answer for another session, the victim at the provider', (await callback(victim, answer)) === null);
  // the attacker's own answer works once
  const back = await callback(attacker, answer);
  expect(back).toMatch(/#aw-resume=/);
  score.attack('the same answer a second time', (await callback(attacker, answer)) === null);
  expect(await resume(attacker, resumeTokenOf(back!))).toBe('REDIRECT');
});

test("a code injected into another session's flow is refused at the exchange (PKCE, nonce)", async () => {
  const attacker = await browser();
  const attackersAnswer = new URL(await answerFor(attacker, 'alice'));
  const victim = await browser();
  const victimsAnswer = new URL(await answerFor(victim, 'stepup'));
  // the victim's callback with the attacker's code in place of the victim's own
  victimsAnswer.searchParams.set('code', attackersAnswer.searchParams.get('code')!);
  const back = await callback(victim, victimsAnswer.href);
  const outcome = back ? await resume(victim, resumeTokenOf(back)) : null;
  score.attack('a code injected into another flow', outcome !== 'REDIRECT' && outcome !== 'STEP_UP');
});

test('mix-up: an answer claiming another issuer than the one the flow went to is refused', async () => {
  const b = await browser();
  const answer = new URL(await answerFor(b, 'alice'));
  answer.searchParams.set('iss', 'https://evil.example');
  const back = await callback(b, answer.href);
  const outcome = back ? await resume(b, resumeTokenOf(back)) : null;
  score.attack('an answer from another issuer', outcome !== 'REDIRECT');
});

test('a return address off the site, to javascript:, or with an encoded // is refused at the start', async () => {
  const b = await browser();
  const port = new URL(site()).port;
  for (const returnTo of [
    'https://evil.example/',
    'javascript:alert(document.cookie)',
    '//evil.example/',
    '/%2F%2Fevil.example/',
    `http://localhost:${port}@evil.example/`,
    'http:\\\\evil.example\\',
    `http://evil.example%2F@localhost:${port}/`,
    `${site()}/#aw-resume=planted`,
  ]) {
    const res = await b.go(b.startUrl('demo-id', 'demo-connect', returnTo));
    // refused at the start, or (a URL the rules normalize to this site) the whole way through: back on this site only
    const landed = res.status === 400 ? null : await callback(b, await answerFor(b, 'alice', returnTo));
    score.attack(`returnTo ${returnTo}`, res.status === 400 || !!landed?.startsWith(`${site()}/`));
  }
});

test('a resume token works once, in the session that started the flow, for 5 minutes', async () => {
  const b = await browser();
  const token = resumeTokenOf((await callback(b, await answerFor(b, 'alice')))!);
  const other = await browser();
  score.attack('the token in another session', (await resume(other, token)) !== 'REDIRECT');
  expect(await resume(b, token)).toBe('REDIRECT');
  score.attack('the token replayed', (await resume(b, token)) !== 'REDIRECT');
  const late = await browser();
  const lateToken = resumeTokenOf((await callback(late, await answerFor(late, 'alice')))!);
  await suite.o.advance(5 * MINUTE + 1000);
  score.attack('the token after 5 minutes', (await resume(late, lateToken)) !== 'REDIRECT');
});

test('an unverified e-mail never reaches the account that has that address', async () => {
  const b = await browser();
  const token = resumeTokenOf((await callback(b, await answerFor(b, 'unverified')))!);
  const reply = await b.post(RESUME, { resume: token });
  score.attack('an unverified e-mail signs on or links', reply.nextAction === 'LOGIN');
  // nor does the link route take a password for that account from this session
  const link = await b.post('/login/wgt/idp/link', { password: 'Welcome#2026', appId: 'demo-connect' });
  score.attack('the link route after an unverified e-mail', link.nextAction !== 'REDIRECT');
});

test('an ID token issued to another client (its azp), even with this client its only audience, is refused', async () => {
  const clientId = providersFile.providers['demo-id'].clientId;
  /** a sign-on as alice with the ID token's claims remade by `forge`: what the resume call answers */
  const signOn = async (forge: (claims: Record<string, unknown>) => Record<string, unknown>) => {
    const b = await browser();
    const answer = await answerFor(b, 'alice');
    proxy.forge = forge;
    const back = await callback(b, answer);
    proxy.forge = null;
    return back ? b.post(RESUME, { resume: resumeTokenOf(back) }) : null;
  };
  // the proxy's own tokens are taken as the provider's: with azp naming this client, alice signs on
  expect((await signOn((c) => ({ ...c, azp: clientId })))?.nextAction).toBe('REDIRECT');
  // the refusal every other ID-token failure gets (here the audience, which openid-client checks)
  const refused = await signOn((c) => ({ ...c, aud: 'another-client' }));
  expect(refused?.nextAction).toBe('LOGIN');
  for (const aud of [clientId, [clientId]]) {
    const reply = await signOn((c) => ({ ...c, aud, azp: 'another-client' }));
    score.attack(`azp another client, aud ${JSON.stringify(aud)}`, reply?.nextAction !== 'REDIRECT');
    expect(reply).toEqual(refused);
  }
});
