// Races on every counter and grant not burst in stages.test.ts (docs/server-rules.md K4–K9): requests sent together
// against a started suite.server. Each counter counts every request of a burst, and each grant is spent once.
import { DEMO_PASSWORD } from '../../server/store/seed';
import { Attacker, call } from './client';
import { attackSuite } from './target';
import { validPassword } from '../../test/support/roles';

const suite = attackSuite('races');
const { score } = suite;
beforeEach(() => score.fresh());

const byEmail = (userId: string, flow = 'FPS') => ({
  userId,
  currentFlow: flow,
  deliveryChannelDetails: { deliveryChannel: 'EMAIL', email: `${userId}@example.com` },
});
const together = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));

test('K4: wrong codes sent together are each counted: after a burst of 12 the right code is refused', async () => {
  const a = await new Attacker(suite.server.url).start();
  await a.post('/fpc/wgt/validateuser/apps/demo/demo', byEmail('email.only'));
  const [code] = (await suite.o.codesFor('email.only')).slice(-1);
  await together(12, (i) => a.post('/fpc/wgt/validatesv', { otc: String(100000 + i), appId: 'demo' }));
  const right = await a.post('/fpc/wgt/validatesv', { otc: code, appId: 'demo' });
  score.attack('K4: the right code taken after 12 wrong ones sent together', right.body.nextAction !== 'CPW');
  expect(score.fresh()).toEqual([]);
});

test('K5: a first password (new user) and a registration are each granted once, however many arrive together', async () => {
  const a = await new Attacker(suite.server.url).start();
  await a.post('/fpc/wgt/validateuser/apps/demo/demo', byEmail('new.user', 'NEW_USER'));
  const [code] = (await suite.o.codesFor('new.user')).slice(-1);
  expect((await a.post('/fpc/wgt/validatesv', { otc: code, appId: 'demo' })).status).toBe(200);
  const firsts = await together(5, (i) =>
    a.post('/cpw/wgt/fpschangepwd', {
      newPassword: validPassword({}, `First#Pass${i}x`),
      confirmPassword: validPassword({}, `First#Pass${i}x`),
    }),
  );
  const set = firsts.filter((x) => x.body.nextAction === 'PROFILE').length;
  score.attack(`K5: ${set} first passwords from one verified code`, set === 1);

  const b = await new Attacker(suite.server.url).start();
  const idp = (await call(`${suite.server.url}/dev/idp/assertion?userId=federated.email`)).body;
  const acs = await b.post('/sp/ACS.saml2', { ...idp, wgtRequest: true, transport: 'POST', appDomain: 'demo' });
  const token = typeof acs.body.token === 'string' ? acs.body.token : '';
  await b.post('/userReg/wgt/apps/demo/brands/demo/register', { token, appId: 'demo' });
  const [regCode] = (await suite.o.codesFor('federated.email')).slice(-1);
  expect((await b.post('/userReg/wgt/validateSV', { validationCode: regCode, token, appId: 'demo' })).status).toBe(200);
  const created = await together(5, (i) =>
    b.post('/userReg/wgt/createpassword', {
      token,
      newPassword: validPassword({}, `Reg#Pass${i}x1`),
      confirmPassword: validPassword({}, `Reg#Pass${i}x1`),
      appId: 'demo',
    }),
  );
  const done = created.filter((x) => x.status === 200 && x.body.messages?.type !== 'ERROR').length;
  score.attack(`K5: ${done} registrations completed from one verified code`, done === 1);
  expect(score.fresh()).toEqual([]);
});

test('K6: one SAML assertion and one reference start one registration, however many sessions post them together', async () => {
  const idp = (await call(`${suite.server.url}/dev/idp/assertion?userId=federated.user`)).body;
  const posts = await together(5, async () =>
    (await new Attacker(suite.server.url).start()).post('/sp/ACS.saml2', {
      ...idp,
      wgtRequest: true,
      transport: 'POST',
      appDomain: 'demo',
    }),
  );
  const started = posts.filter((x) => typeof x.body.token === 'string').length;
  score.attack(`K6: ${started} registrations from one assertion`, started === 1);
  // federated.user: K5 completed federated.email's registration, and a registered user's reference starts none
  const { REF } = (await call(`${suite.server.url}/dev/idp/reference?userId=federated.user`)).body;
  const refs = await together(5, async () =>
    (await new Attacker(suite.server.url).start()).post('/userReg/wgt/getSVDeliveryDetail', { REF, appId: 'demo' }),
  );
  const byRef = refs.filter((x) => typeof x.body.token === 'string').length;
  score.attack(`K6: ${byRef} registrations from one reference`, byRef === 1);
  expect(score.fresh()).toEqual([]);
});

test('K7: a solved captcha buys one password check, however many sign-ons carry it together', async () => {
  const a = await new Attacker(suite.server.url).start();
  let asked = await a.signOn('temp.user', 'Wrong#Guess1');
  for (let i = 0; i < 3 && !asked.body.captchaParameters; i++) asked = await a.signOn('temp.user', 'Wrong#Guess1');
  const token = (asked.body.captchaParameters as { token: string }).token;
  const answer = String((await call(`${suite.server.url}/dev/captcha/${token}`)).body.answer);
  const tries = await together(6, () =>
    a.signOn('temp.user', DEMO_PASSWORD, { nuCaptchaToken: token, nuCaptchaAns: answer }),
  );
  const checked = tries.filter((x) => x.body.nextAction === 'TMP_PWD').length;
  score.attack(`K7: ${checked} password checks from one solved captcha`, checked === 1);
  expect(score.fresh()).toEqual([]);
});

test('K8: password changes sent together in one session change the password once', async () => {
  const a = await new Attacker(suite.server.url).start();
  expect((await a.signOn('forced.change', DEMO_PASSWORD)).body.nextAction).toBe('CPW');
  await a.renew();
  const changes = await together(5, (i) =>
    a.post('/cpw/wgt/changepwd', {
      currentPassword: DEMO_PASSWORD,
      newPassword: validPassword({}, `Changed#Pass${i}x`),
      confirmPassword: validPassword({}, `Changed#Pass${i}x`),
      appId: 'demo',
    }),
  );
  const changed = changes.filter((x) => x.body.nextAction === 'REDIRECT').length;
  score.attack(`K8: ${changed} password changes from one verified password`, changed === 1);
  expect(score.fresh()).toEqual([]);
});

test('K9: resends sent together in one challenge send at most one more code', async () => {
  const a = await new Attacker(suite.server.url).start();
  await a.post('/fpc/wgt/validateuser/apps/demo/demo', byEmail('intl.user'));
  const before = (await suite.o.codesFor('intl.user')).length;
  await suite.o.advance(2 * 60_000 + 1000);
  await together(8, () => a.post('/fpc/wgt/sendsv', { phoneId: 'EMAIL', deliveryMethod: 'EMAIL', appId: 'demo' }));
  const sent = (await suite.o.codesFor('intl.user')).length - before;
  score.attack(`K9: ${sent} codes resent by a burst of 8`, sent === 1);
  expect(score.fresh()).toEqual([]);
});
