// Forgotten password and new-user setup on the reference server: codes, timing, limits, rules, no enumeration.
import path from 'node:path';
import { DEMO_PASSWORD } from '../store/seed';
import { Client, mobile, useTestServer, validate, type Wire } from '../../kit/wire/inject';
import { anyString } from '../../test/support/matchers';
import { settings } from '../settings';
import { validPassword } from '../../test/support/roles';
import { wholeLocales } from '../../test/support/locales';

/** an acceptable new password under the data's rules */
const NEW = validPassword();
const OTHER = validPassword({}, 'Red#Kite42x');

const t = useTestServer();

const lastCode = () => t.store.outbox[t.store.outbox.length - 1]?.code;

test("a matching mobile gets a code of the settings' length in the outbox as a Notification record; an unknown user the same reply, no code", async () => {
  const c = await new Client(t.app).start();
  const known = (await validate(c, mobile('alice'))).json<Wire>();
  expect(known).toEqual({
    nextAction: 'VALIDATE_SV',
    messages: { type: 'INFO', detail: anyString },
    svAttempts: 1,
    deliveryMethod: 'TEXT',
    phoneId: 'MOBILE',
  });
  expect(t.store.outbox).toHaveLength(1);
  expect(t.store.outbox[0]).toMatchObject({
    userId: 'alice',
    channel: 'TEXT',
    to: '+15550100123',
    status: 'SENT',
    notificationName: 'FORGOT_PASSWORD_CODE',
    messageId: anyString,
    notificationCreatedDT: anyString,
  });
  expect(lastCode()).toMatch(new RegExp(`^\\d{${settings.codeLength}}$`));
  const c2 = await new Client(t.app).start();
  expect((await validate(c2, mobile('nobody'))).json<Wire>()).toEqual(known);
  const c3 = await new Client(t.app).start();
  expect((await validate(c3, mobile('alice', '555-999-9999'))).json<Wire>()).toEqual(known);
  expect(t.store.outbox).toHaveLength(1);
});

test('e-mail, landline with extension, and international numbers match their contacts', async () => {
  const c = await new Client(t.app).start();
  await validate(c, {
    userId: 'email.only',
    deliveryChannelDetails: { deliveryChannel: 'EMAIL', email: 'Email.Only@example.com' },
  });
  expect(t.store.outbox.at(-1)).toMatchObject({ userId: 'email.only', channel: 'EMAIL', to: 'email.only@example.com' });
  await validate(c, {
    userId: 'alice',
    deliveryChannelDetails: {
      deliveryMode: 'VOICE',
      deliveryChannel: 'LANDLINE',
      countryType: 'US',
      phoneNumber: '5550100456',
      extension: '12',
    },
  });
  expect(t.store.outbox.at(-1)).toMatchObject({ userId: 'alice', channel: 'VOICE' });
  await validate(c, {
    userId: 'intl.user',
    deliveryChannelDetails: {
      deliveryMode: 'TEXT',
      deliveryChannel: 'MOBILE',
      countryType: 'INT',
      countryCode: '044',
      phoneNumber: '2079460958',
    },
  });
  expect(t.store.outbox.at(-1)).toMatchObject({ userId: 'intl.user', to: '+442079460958' });
});

test('the reply tells nothing of the account: matched or not, landline, e-mail or awaiting setup, it is made of the request', async () => {
  const reply = async (body: object) => (await validate(await new Client(t.app).start(), body)).json<Wire>();
  const landline = (userId: string, extension: string) => ({
    userId,
    deliveryChannelDetails: { deliveryChannel: 'LANDLINE', countryType: 'US', phoneNumber: '5550100456', extension },
  });
  const email = (userId: string, address: string) => ({
    userId,
    deliveryChannelDetails: { deliveryChannel: 'EMAIL', email: address },
  });
  const sent = t.store.outbox.length;
  expect(await reply(landline('alice', '12'))).toEqual(await reply(landline('alice', '13')));
  expect((await reply(landline('nobody', '12'))).phoneId).toBe('LANDLINE');
  expect(await reply(email('email.only', 'email.only@example.com'))).toEqual(await reply(email('nobody', 'x@y.z')));
  expect(await reply(mobile('new.user', '555-010-0789'))).toEqual(await reply(mobile('nobody')));
  expect(await reply({ ...mobile('new.user', '555-010-0789'), currentFlow: 'NEW_USER' })).toEqual(
    await reply({ ...mobile('nobody'), currentFlow: 'NEW_USER' }),
  );
  expect(t.store.outbox.length - sent).toBe(4);
});

test('a new user awaiting setup, entering through new user, gets NU_VALIDATE_SV and can set a first password, then sees the profile', async () => {
  const c = await new Client(t.app).start();
  const entered = { ...mobile('new.user', '555-010-0789'), currentFlow: 'NEW_USER' };
  expect((await validate(c, entered)).json<Wire>().nextAction).toBe('NU_VALIDATE_SV');
  expect(t.store.outbox.at(-1)).toMatchObject({ userId: 'new.user', notificationName: 'NEW_USER_CODE' });
  expect((await c.post('/fpc/wgt/validatesv', { otc: lastCode(), appId: 'demo' })).json<Wire>()).toEqual({
    nextAction: 'CPW',
    messages: {},
  });
  expect(
    (
      await c.post('/cpw/wgt/fpschangepwd', {
        newPassword: NEW,
        confirmPassword: NEW,
        appId: 'demo',
      })
    ).json<Wire>().nextAction,
  ).toBe('PROFILE');
  const profile = await c.get('/apps/wgt/demo/brands/demo/users/new.user/');
  expect(profile.json<Wire>().user).toMatchObject({
    userId: 'new.user',
    firstName: 'New',
    lastName: 'Example',
    emailId: 'new.user@example.com',
    contacts: [{ phoneType: 'Y' }],
  });
  expect((await c.get('/apps/wgt/demo/brands/demo/users/alice/')).statusCode).toBe(403);
  expect(t.store.audit.at(-1)).toMatchObject({
    eventDesc: 'New user set up a password',
    updatedBy: 'new.user',
    updatedOn: anyString,
  });
  expect((await (await new Client(t.app).start()).signOn('new.user', NEW)).json<Wire>().nextAction).toBe('REDIRECT');
});

test('the new password: rules and the 6-password history are enforced; success signs on with it', async () => {
  const c = await new Client(t.app).start();
  expect(
    (await c.post('/cpw/wgt/fpschangepwd', { newPassword: NEW, confirmPassword: NEW })).json<Wire>().nextAction,
  ).toBe('LOGIN');
  await validate(c, mobile('alice'));
  await c.post('/fpc/wgt/validatesv', { otc: lastCode() });
  expect(
    (await c.post('/cpw/wgt/fpschangepwd', { newPassword: 'short', confirmPassword: 'short' })).json<Wire>(),
  ).toMatchObject({ nextAction: 'CPW', messages: { type: 'ERROR' } });
  expect(
    (await c.post('/cpw/wgt/fpschangepwd', { newPassword: 'Alice#2026x', confirmPassword: 'Alice#2026x' })).json<Wire>()
      .nextAction,
  ).toBe('CPW');
  expect(
    (await c.post('/cpw/wgt/fpschangepwd', { newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD })).json<Wire>()
      .messages?.detail,
  ).toMatch(`last ${settings.passwordHistory}`);
  expect(
    (await c.post('/cpw/wgt/fpschangepwd', { newPassword: NEW, confirmPassword: `${NEW}x` })).json<Wire>().nextAction,
  ).toBe('CPW');
  expect(
    (await c.post('/cpw/wgt/fpschangepwd', { newPassword: ` ${NEW} `, confirmPassword: NEW })).json<Wire>().nextAction,
  ).toBe('REDIRECT');
  expect(t.store.audit.at(-1)).toMatchObject({
    eventDesc: 'Password reset through forgot password',
    updatedBy: 'alice',
  });
  // the code was spent by that reset: the same session cannot reset again
  expect(
    (await c.post('/cpw/wgt/fpschangepwd', { newPassword: OTHER, confirmPassword: OTHER })).json<Wire>().nextAction,
  ).toBe('LOGIN');
  const fresh = await new Client(t.app).start();
  expect((await fresh.signOn('alice', NEW)).json<Wire>().nextAction).toBe('REDIRECT');
  expect((await (await new Client(t.app).start()).signOn('alice', DEMO_PASSWORD)).json<Wire>().nextAction).toBe(
    'LOGIN',
  );
});

test('the dev outbox page lists the codes', async () => {
  const c = await new Client(t.app).start();
  await validate(c, mobile('alice'));
  const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain(lastCode());
});

test('server messages and the code text follow the request language', async () => {
  const c = await new Client(t.app).start();
  const fr = await t.app.inject({
    method: 'POST',
    url: '/fpc/wgt/validateuser/apps/demo/demo?isWidget=true&language=fr_FR',
    // (with what the panel requires besides, as the widget sends it: kit/wire/complete.ts)
    payload: new URLSearchParams({
      data: JSON.stringify(c.complete('/fpc/wgt/validateuser/apps/demo/demo', mobile('alice'))),
      _csrf: c.csrf,
      sId: '',
    }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c.cookie },
  });
  expect(fr.json<Wire>().messages?.detail).toBe(
    'Si les informations correspondent à nos dossiers, un code de sécurité est en route.',
  );
  expect(t.store.outbox.at(-1)?.text).toBe(
    `Votre code de sécurité est ${lastCode()}. Il expire dans ${settings.codeValidMinutes} minutes.`,
  );
  expect((await validate(c, mobile('alice'))).json<Wire>().messages?.detail).toBe(
    'If the details match our records, a security code is on its way.',
  );
});

test('every server message exists in every locale with the same variables (a regional file through its parents)', () => {
  const all = wholeLocales(path.join(__dirname, '../..'));
  const server = (t: Record<string, string>) => Object.keys(t).filter((k) => k.startsWith('server.'));
  const en = all.en_US;
  expect(server(en).length).toBeGreaterThan(30);
  const holes = (s: string) => (s.match(/\{\$\w+\}/g) ?? []).sort().join();
  for (const [f, table] of Object.entries(all)) {
    expect([f, server(table)]).toEqual([f, server(en)]);
    for (const k of server(table)) expect([f, k, holes(table[k])]).toEqual([f, k, holes(en[k])]);
  }
});
