// Attacks across routes, flows and concurrent requests on a started server (docs/server-rules.md S1–S6, K1–K3): a
// second factor skipped with another purpose's code, account states bypassed through the password change, races on
// counters and grants, session fixation, counters doubled by the /ping aliases, the owner locked out by a stranger,
// the cookie's Secure flag behind a TLS proxy and the Host header in markup. Each attack is named by its rule.
import { DEMO_PASSWORD } from '../../server/store/seed';
import { Attacker, rawPost } from './client';
import { attackSuite } from './target';

const suite = attackSuite('stages');
const { score } = suite;

const signedOn = async (userId: string) => {
  const a = await new Attacker(suite.server.url).start();
  const answer = await a.signOn(userId, DEMO_PASSWORD);
  await a.renew();
  return { a, answer };
};
/** whether the session may do what only a signed-on session may (the voluntary change's loader) */
const authenticated = async (a: Attacker) =>
  (await a.post('/cpw/wgt/voluntaryPwdChange', { appId: 'demo' })).body.nextAction === 'CPW';
const byEmail = (userId: string) => ({
  userId,
  deliveryChannelDetails: { deliveryChannel: 'EMAIL', email: `${userId}@example.com` },
});

test('S1: a code of another purpose (the attacker\u2019s own self-registration) never passes a second factor', async () => {
  for (const [userId, base, validate, field] of [
    ['stepup.user', '/stepup/wgt', 'validateSV', 'validationCode'],
    ['twofactor.user', '/svauth/wgt', 'validatesv', 'otc'],
    ['expiring.2fa', '/svauth/wgt', 'validatesv', 'otc'],
  ]) {
    const { a } = await signedOn(userId);
    if (userId === 'expiring.2fa') await a.post('/login/wgt/continueAuthentication', { appId: 'demo' });
    const idp = (await a.get('/dev/idp/assertion?userId=federated.user')).body;
    const acs = await a.post('/sp/ACS.saml2', { ...idp, wgtRequest: true, transport: 'POST', appDomain: 'demo' });
    const token = typeof acs.body.token === 'string' ? acs.body.token : '';
    await a.post('/userReg/wgt/apps/demo/brands/demo/register', { token, appId: 'demo' });
    const [code] = (await suite.o.codesFor('federated.user')).slice(-1);
    const tried = await a.post(`${base}/${validate}`, { [field]: code, appId: 'demo' });
    score.attack(`S1 ${userId}: a self-registration code as the second factor`, tried.body.nextAction !== 'REDIRECT');
    score.attack(`S1 ${userId}: signed on without the second factor`, !(await authenticated(a)));
  }
  expect(score.fresh()).toEqual([]);
});

test('S2: no account state and no owed check is bypassed through the password change', async () => {
  for (const userId of ['disabled.user', 'reset.required', 'expired.user', 'stepup.user', 'twofactor.user']) {
    const { a } = await signedOn(userId);
    for (const path of ['/cpw/wgt/updatePaswrd', '/cpw/wgt/changepwd', '/ping/cpw/wgt/changepwd']) {
      const change = await a.post(path, {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Other#Pass42',
        confirmPassword: 'Other#Pass42',
      });
      score.attack(
        `S2 ${userId}: ${path} from its sign-on`,
        !['REDIRECT', 'DISABLE_REDIRECT'].includes(String(change.body.nextAction)),
      );
    }
    score.attack(`S2 ${userId}: signed on`, !(await authenticated(a)));
    score.attack(
      `S2 ${userId}: continue without the change`,
      (await a.post('/login/wgt/continueAuthentication', {})).body.nextAction !== 'REDIRECT',
    );
  }
  expect(score.fresh()).toEqual([]);
});

test('K1: sign-ons sent together are counted before any is checked: a burst meets the captcha', async () => {
  const burst = await Promise.all(Array.from({ length: 26 }, () => new Attacker(suite.server.url).start()));
  const answers = await Promise.all(
    burst.map((a, i) => a.signOn('grace.user', i === 25 ? DEMO_PASSWORD : `Wrong#Guess${i}`)),
  );
  const checked = answers.filter((x) => !x.body.captcha).length;
  score.attack(`K1: ${checked} of 26 sign-ons sent together checked without the captcha`, checked <= 3);
  score.attack(
    'K1: the right password taken after the wrong ones, with no captcha',
    answers[25].body.nextAction !== 'PWD_IN_GRACE',
  );
  expect(score.fresh()).toEqual([]);
});

test('K2: one verified code authorizes one reset, however many arrive together', async () => {
  const a = await new Attacker(suite.server.url).start();
  await a.post('/fpc/wgt/validateuser/apps/demo/demo', byEmail('intl.user'));
  const [code] = (await suite.o.codesFor('intl.user')).slice(-1);
  expect((await a.post('/fpc/wgt/validatesv', { otc: code, appId: 'demo' })).body.nextAction).toBe('CPW');
  const resets = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      a.post('/cpw/wgt/fpschangepwd', { newPassword: `Race#Pass${i}x`, confirmPassword: `Race#Pass${i}x` }),
    ),
  );
  const done = resets.filter((x) => x.body.nextAction === 'REDIRECT').length;
  score.attack(`K2: ${done} resets from one verified code`, done <= 1);
  expect(score.fresh()).toEqual([]);
});

test('K3: codes to one account are counted before they are sent: a burst sends at most 10', async () => {
  const before = (await suite.o.codesFor('email.only')).length;
  const ids = ['email.only', 'EMAIL.ONLY', ' email.only', 'email.only@example.com', 'Email.Only@example.com'];
  await Promise.all(
    Array.from({ length: 18 }, async (_, i) => {
      const a = await new Attacker(suite.server.url).start();
      return a.post('/fpc/wgt/validateuser/apps/demo/demo', {
        ...byEmail('email.only'),
        userId: ids[i % ids.length],
      });
    }),
  );
  const sent = (await suite.o.codesFor('email.only')).length - before;
  score.attack(`K3: ${sent} codes to one account in a burst of 18`, sent <= 10);
  expect(score.fresh()).toEqual([]);
});

test('S3: a planted session id is dead once a code is verified in it (no fixation)', async () => {
  const attacker = await new Attacker(suite.server.url).start();
  // the victim's browser carries the attacker's session id and token
  const victim = new Attacker(suite.server.url);
  Object.assign(victim, { cookie: attacker.cookie, csrf: attacker.csrf, sId: attacker.sId });
  await victim.post('/fpc/wgt/validateuser/apps/demo/demo', byEmail('expiring.user'));
  const [code] = (await suite.o.codesFor('expiring.user')).slice(-1);
  expect((await victim.post('/fpc/wgt/validatesv', { otc: code, appId: 'demo' })).body.nextAction).toBe('CPW');
  score.attack('S3: the session id changed when the code was verified', victim.cookie !== attacker.cookie);
  const reset = await attacker.post(
    '/cpw/wgt/fpschangepwd',
    { newPassword: 'Fixed#Pass42', confirmPassword: 'Fixed#Pass42' },
    { csrf: attacker.csrf },
  );
  score.attack('S3: the planted id resets the victim\u2019s password', reset.body.nextAction !== 'REDIRECT');
  expect(score.fresh()).toEqual([]);
});

test('S4: a route and its /ping alias share one counter; the code routes share one per client', async () => {
  const a = await new Attacker(suite.server.url).start();
  const signOns = await Promise.all(
    Array.from({ length: 80 }, (_, i) =>
      a.post(`${i % 2 ? '/ping' : ''}/fpc/wgt/validateuser/apps/demo/demo`, byEmail(`nobody${i}`)),
    ),
  );
  const served = signOns.filter((x) => x.status !== 429).length;
  score.attack(`S4: ${served} validate-user calls served in a minute through both paths`, served <= 60);
  const b = await new Attacker(suite.server.url).start();
  const paths = [
    '/fpc/wgt/validatesv',
    '/ping/fpc/wgt/validatesv',
    '/svauth/wgt/validatesv',
    '/stepup/wgt/validateSV',
    '/userReg/wgt/validateSV',
  ];
  const codes = await Promise.all(Array.from({ length: 100 }, (_, i) => b.post(paths[i % 5], { otc: '000000' })));
  const tried = codes.filter((x) => x.status !== 429).length;
  score.attack(`S4: ${tried} code calls served in a minute across the code routes`, tried <= 60);
  expect(score.fresh()).toEqual([]);
});

test('S5: a stranger\u2019s wrong recovery codes never stop the owner\u2019s sign-on and second factor', async () => {
  const stranger = await new Attacker(suite.server.url).start();
  await stranger.post('/fpc/wgt/validateuser/apps/demo/demo', byEmail('twofactor.user'));
  for (let i = 0; i < 6; i++) await stranger.post('/fpc/wgt/validatesv', { otc: String(100000 + i), appId: 'demo' });
  const { a, answer } = await signedOn('twofactor.user');
  expect(answer.body.nextAction).toBe('TWO_FACTOR');
  await a.post('/svauth/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT', appId: 'demo' });
  const [code] = (await suite.o.codesFor('twofactor.user')).slice(-1);
  const passed = await a.post('/svauth/wgt/validatesv', { otc: code, appId: 'demo' });
  score.attack('S5: the owner locked out of two-factor by recovery guesses', passed.body.nextAction === 'REDIRECT');
  expect(score.fresh()).toEqual([]);
});

test('S6 and B6: behind a TLS proxy the new session cookie is Secure; no request header reaches markup', async () => {
  const a = await new Attacker(suite.server.url).start();
  const headers = {
    cookie: a.cookie,
    'x-forwarded-for': a.address,
    'x-forwarded-proto': 'https',
    'x-xsrf-token': a.csrf,
  };
  const signOn = await rawPost(
    suite.server.url,
    '/login/wgt/authenticate/apps/demo/demo',
    headers,
    a.complete('/login/wgt/authenticate/apps/demo/demo', { userId: 'alice', password: DEMO_PASSWORD }),
    a.csrf,
  );
  const cookie = String([signOn.headers['set-cookie']].flat()[0] ?? '');
  score.attack('S6: the sign-on cookie over https lacks Secure', /;\s*Secure/i.test(cookie));
  const b = await new Attacker(suite.server.url).start();
  let markup = '';
  for (let i = 0; i < 4; i++) {
    const r = await rawPost(
      suite.server.url,
      '/login/wgt/authenticate/apps/demo/demo',
      {
        cookie: b.cookie,
        'x-forwarded-for': b.address,
        'x-xsrf-token': b.csrf,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
      b.complete('/login/wgt/authenticate/apps/demo/demo', { userId: 'nobody.at.all', password: 'Wrong#Guess1' }),
      b.csrf,
    );
    markup = r.body;
  }
  score.attack(
    'B6: the Host header in the captcha markup',
    markup.includes('captcha') && !markup.includes('evil.example'),
  );
  expect(score.fresh()).toEqual([]);
});
