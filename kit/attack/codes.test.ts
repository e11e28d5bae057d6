// Attacks on the one-time codes and tokens of a started server (docs/server-rules.md, rules C1–C5, G2 and R1–R5): brute
// force across resends, sessions and lockouts in every flow that sends codes (sign-on by code among them), and the
// replay of every one-time token.
import { MINUTE } from '../../server/store/clock';
import { MAX_WRONG, RESEND_AFTER } from '../../server/handlers/codes';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { Attacker, type Answer } from './client';
import { attackSuite } from './target';
import { validPassword } from '../../test/support/roles';
import seedApps from '../../seed/apps.json';

/** an acceptable new password under the data's rules */
const NEW = validPassword();

const suite = attackSuite('codes');
const { score } = suite;

interface Challenge {
  userId: string;
  /** a new session that starts the challenge; the server sends its first code */
  begin(): Promise<Attacker>;
  resend(a: Attacker): Promise<Answer>;
  guess(a: Attacker, code: string): Promise<Answer>;
  /** what a right code answers */
  passed: string;
}

const mobile = { deliveryMode: 'TEXT', deliveryChannel: 'MOBILE', countryType: 'US', phoneNumber: '5550100123' };
const signedOn = async (userId: string) => {
  const a = await new Attacker(suite.server.url).start();
  await a.signOn(userId, DEMO_PASSWORD);
  return a.renew();
};
const secure = (userId: string, base: string, send: string, validate: string, field: string): Challenge => ({
  userId,
  async begin() {
    const a = await signedOn(userId);
    await a.post(`${base}/${send}`, { phoneId: 'p1', deliveryMethod: 'TEXT', appId: 'demo' });
    return a;
  },
  resend: (a) => a.post(`${base}/${send}`, { phoneId: 'p1', deliveryMethod: 'TEXT', appId: 'demo' }),
  guess: (a, code) => a.post(`${base}/${validate}`, { [field]: code, appId: 'demo' }),
  passed: 'REDIRECT',
});
/** an app of the seed that offers sign-on by code by text (the test follows the data: seed/apps.json) */
const CODE_APP = Object.entries(
  (seedApps as { apps: Record<string, { settings: { signOnByCode?: string[] } }> }).apps,
).find(([, a]) => a.settings.signOnByCode?.includes('SMS'))?.[0];
const CHALLENGES: [string, Challenge][] = [
  [
    'forgot password',
    {
      userId: 'alice',
      async begin() {
        const a = await new Attacker(suite.server.url).start();
        await a.post('/fpc/wgt/validateuser/apps/demo/demo', { userId: 'alice', deliveryChannelDetails: mobile });
        return a;
      },
      resend: (a) => a.post('/fpc/wgt/sendsv', { phoneId: 'MOBILE', deliveryMethod: 'TEXT', appId: 'demo' }),
      guess: (a, code) => a.post('/fpc/wgt/validatesv', { otc: code, appId: 'demo' }),
      passed: 'CPW',
    },
  ],
  ['step-up', secure('stepup.user', '/stepup/wgt', 'sendSV', 'validateSV', 'validationCode')],
  ['two-factor', secure('twofactor.user', '/svauth/wgt', 'sendsv', 'validatesv', 'otc')],
  [
    'sign-on by code',
    {
      // (a user of its own: alice's sends in this window go to the replay test below)
      userId: 'intl.user',
      async begin() {
        const a = await new Attacker(suite.server.url).start();
        await a.post(`/login/wgt/code/send/apps/${CODE_APP}/demo`, { userId: 'intl.user', deliveryChannel: 'SMS' });
        return a;
      },
      resend: (a) =>
        a.post(`/login/wgt/code/send/apps/${CODE_APP}/demo`, { userId: 'intl.user', deliveryChannel: 'SMS' }),
      guess: (a, code) => a.post('/login/wgt/code/validate', { validationCode: code, appId: CODE_APP }),
      passed: 'REDIRECT',
    },
  ],
  [
    'self-registration',
    {
      userId: 'federated.user',
      async begin() {
        const a = await new Attacker(suite.server.url).start();
        const idp = (await a.get('/dev/idp/assertion?userId=federated.user')).body;
        const acs = await a.post('/sp/ACS.saml2', { ...idp, wgtRequest: true, transport: 'POST', appDomain: 'demo' });
        await a.post('/userReg/wgt/apps/demo/brands/demo/register', { token: acs.body.token });
        return a;
      },
      resend: (a) => a.post('/userReg/wgt/sendSV', { phoneId: 'p1', deliveryMethod: 'TEXT', appId: 'demo' }),
      guess: (a, code) => a.post('/userReg/wgt/validateSV', { validationCode: code, appId: 'demo' }),
      passed: 'CPW',
    },
  ],
];

/** a code that is not any of these */
const wrongCode = (codes: string[]) =>
  ['000000', '111111', '222222', '333333'].find((c) => !codes.includes(c)) ?? '444444';

test.each(CHALLENGES)(
  '%s: the wrong-code limit per user in 15 minutes, across resends and sessions',
  async (_f, ch) => {
    const latest = async () => (await suite.o.codesFor(ch.userId)).at(-1) ?? '';
    /** a wrong entry, which must be answered as one (a refusal for any other cause would prove nothing) */
    const wrong = async (a: Attacker, codes: string[]) => {
      const r = await ch.guess(a, wrongCode(codes));
      expect([r.status, r.body.nextAction]).toEqual([200, 'VALIDATE_SV']);
      score.attack('a wrong code taken', true);
    };
    const a1 = await ch.begin();
    const codes = [await latest()];
    // all but one of the limit, a resend in the middle (it must not start the count again)
    const before = Math.floor((MAX_WRONG - 1) / 2);
    for (let i = 0; i < before; i++) await wrong(a1, codes);
    await suite.o.advance(RESEND_AFTER + 1000);
    expect((await ch.resend(a1)).body.nextAction).toBe('VALIDATE_SV');
    codes.push(await latest());
    expect(codes[1]).not.toBe(codes[0]);
    for (let i = before; i < MAX_WRONG - 1; i++) await wrong(a1, codes);
    // the last in a second session locks the user's codes
    const a2 = await ch.begin();
    codes.push(await latest());
    expect(new Set(codes).size).toBe(3);
    await wrong(a2, codes);
    const sent = await suite.o.sentCount();
    // locked: no right code is taken, in any session; no new code is sent, by a new challenge or a resend
    score.attack(
      'the right code after the lockout, same session',
      (await ch.guess(a2, codes[2])).body.nextAction !== ch.passed,
    );
    score.attack(
      'the right code after the lockout, first session',
      (await ch.guess(a1, codes[1])).body.nextAction !== ch.passed,
    );
    const a3 = await ch.begin();
    score.attack('another session sends a new code', (await suite.o.sentCount()) === sent);
    score.attack('a code of another session', (await ch.guess(a3, codes[2])).body.nextAction !== ch.passed);
    await suite.o.advance(RESEND_AFTER + 1000);
    await ch.resend(a3);
    score.attack('a resend sends a new code while locked', (await suite.o.sentCount()) === sent);
    expect(score.fresh()).toEqual([]);
    // fifteen minutes on, the user can verify again (the lock is a pause, not an end)
    await suite.o.advance(15 * MINUTE);
    const a4 = await ch.begin();
    expect((await ch.guess(a4, await latest())).body.nextAction).toBe(ch.passed);
  },
);

test('replay of every one-time token: a code, a reset authorization, a SAML assertion, a reference, a captcha', async () => {
  // a code and the reset it authorized
  const a = await CHALLENGES[0][1].begin();
  const [code] = (await suite.o.codesFor('alice')).slice(-1);
  expect((await a.post('/fpc/wgt/validatesv', { otc: code })).body.nextAction).toBe('CPW');
  score.attack('a used code again', (await a.post('/fpc/wgt/validatesv', { otc: code })).body.nextAction !== 'CPW');
  const reset = { newPassword: NEW, confirmPassword: NEW, appId: 'demo' };
  expect((await a.post('/cpw/wgt/fpschangepwd', reset)).body.nextAction).not.toBe('LOGIN');
  const again = await a.post('/cpw/wgt/fpschangepwd', {
    ...reset,
    newPassword: validPassword({}, 'Red#Kite43'),
    confirmPassword: validPassword({}, 'Red#Kite43'),
  });
  score.attack('a reset authorization again', again.body.nextAction === 'LOGIN');
  const b = await new Attacker(suite.server.url).start();
  score.attack(
    'a used code in a new session',
    (await b.post('/fpc/wgt/validatesv', { otc: code })).body.nextAction !== 'CPW',
  );
  // a SAML assertion, in the same session and in another
  const idp = (await b.get('/dev/idp/assertion?userId=federated.email')).body;
  const acs = (x: Attacker) =>
    x.post('/sp/ACS.saml2', { ...idp, wgtRequest: true, transport: 'POST', appDomain: 'demo' });
  expect((await acs(b)).body.status).toBe('success');
  score.attack('an assertion again', (await acs(b)).body.status !== 'success');
  score.attack(
    'an assertion in another session',
    (await acs(await new Attacker(suite.server.url).start())).body.status !== 'success',
  );
  // a reference id
  const ref = (await b.get('/dev/idp/reference?userId=federated.email')).body;
  expect((await b.post('/userReg/wgt/getSVDeliveryDetail', ref)).body.status).toBe('success');
  score.attack('a reference again', (await b.post('/userReg/wgt/getSVDeliveryDetail', ref)).body.status !== 'success');
  // a solved captcha: its answer buys one password check, not two
  const c = await new Attacker(suite.server.url).start();
  let challenge: Answer | undefined;
  for (let i = 0; i < 3; i++) challenge = await c.signOn('noredirect.user', `wrong${i}`);
  const token = String((challenge?.body.captchaParameters as { token?: string } | undefined)?.token);
  const mismatch = (await c.signOn('noredirect.user', 'wrong', { nuCaptchaToken: token, nuCaptchaAns: 'zzzzz' })).body
    .messages?.detail;
  const next = String(
    ((await c.signOn('noredirect.user', 'wrong')).body.captchaParameters as { token?: string }).token,
  );
  const answer = String((await c.get(`/dev/captcha/${next}`)).body.answer);
  const solved = await c.signOn('noredirect.user', 'wrong3', { nuCaptchaToken: next, nuCaptchaAns: answer });
  expect(solved.body.messages?.detail).not.toBe(mismatch);
  const replay = await c.signOn('noredirect.user', 'wrong4', { nuCaptchaToken: next, nuCaptchaAns: answer });
  score.attack('a solved captcha again', replay.body.messages?.detail === mismatch);
  expect(score.fresh()).toEqual([]);
});
