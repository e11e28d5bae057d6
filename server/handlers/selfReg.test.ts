// Self-registration on the reference server: a verified assertion, the first code, the new password, then sign-on.
import { MINUTE } from '../store/clock';
import { issueAssertion } from '../guards/saml';
import { Client, useTestServer, type Wire } from '../../kit/wire/inject';
import { anyString, containing } from '../../test/support/matchers';
import { validPassword } from '../../test/support/roles';

/** an acceptable new password under the data's rules */
const NEW = validPassword();

const t = useTestServer();
const lastCode = () => t.store.outbox[t.store.outbox.length - 1]?.code;

async function fromIdp(userId: string) {
  const c = await new Client(t.app).start();
  const idp = (await c.get(`/dev/idp/assertion?userId=${userId}`)).json<Wire>();
  const acs = (
    await c.post('/sp/ACS.saml2', {
      SAMLResponse: idp.SAMLResponse,
      RelayState: idp.RelayState,
      wgtRequest: true,
      transport: 'POST',
      appDomain: 'demo',
    })
  ).json<Wire>();
  return { c, idp, acs };
}

test('federated.user: assertion, text to the first mobile, the code, a password, and the new account signs on', async () => {
  const { c, acs } = await fromIdp('federated.user');
  expect(acs).toEqual({ status: 'success', token: anyString, messages: {} });
  expect((await c.post('/userReg/wgt/getDeliveryMethod', { token: acs.token })).json<Wire>()).toEqual({
    phoneId: 'p1',
    deliveryMethod: 'TEXT',
    messages: {},
  });
  expect((await c.post('/userReg/wgt/getDeliveryMethod', { token: 'forged' })).json<Wire>().messages?.type).toBe(
    'ERROR',
  );
  expect(
    (await c.post('/userReg/wgt/apps/demo/brands/demo/register', { token: acs.token })).json<Wire>(),
  ).toMatchObject({
    nextAction: 'VALIDATE_SV',
    svAttempts: 1,
    phoneId: 'p1',
  });
  expect(t.store.outbox.at(-1)).toMatchObject({
    userId: 'federated.user',
    channel: 'TEXT',
    notificationName: 'SELF_REGISTRATION_CODE',
  });
  expect(
    (await c.post('/userReg/wgt/createpassword', { newPassword: NEW, confirmPassword: NEW })).json<Wire>().nextAction,
  ).toBe('ERROR');
  expect((await c.post('/userReg/wgt/validateSV', { validationCode: lastCode(), appId: 'demo' })).json<Wire>()).toEqual(
    {
      nextAction: 'CPW',
      messages: {},
    },
  );
  expect(
    (await c.post('/userReg/wgt/createpassword', { newPassword: NEW, confirmPassword: NEW })).json<Wire>(),
  ).toMatchObject({ nextAction: 'REDIRECT', messages: { type: 'INFO' } });
  expect((await (await new Client(t.app).start()).signOn('federated.user', NEW)).json<Wire>().nextAction).toBe(
    'REDIRECT',
  );
  // registered once: a second assertion for the same user is refused
  expect((await fromIdp('federated.user')).acs).toMatchObject({ status: 'failed', messages: { type: 'ERROR' } });
});

test('federated.email: no phone, the first code by e-mail; the options and a resend by the same calls as step-up', async () => {
  const { c, acs } = await fromIdp('federated.email');
  expect((await c.post('/userReg/wgt/getDeliveryMethod', { token: acs.token })).json<Wire>()).toMatchObject({
    deliveryMethod: 'EMAIL',
  });
  await c.post('/userReg/wgt/apps/demo/brands/demo/register', { token: acs.token });
  expect(t.store.outbox.at(-1)).toMatchObject({ channel: 'EMAIL', to: 'federated.email@example.com' });
  expect((await c.get('/userReg/wgt/svoptions?appId=demo&brandId=demo')).json<Wire>()).toMatchObject({
    messages: {},
    mobilePhoneIds: {},
    email: containing('@example.com'),
  });
  t.clock.advance(2 * MINUTE + 1);
  expect((await c.post('/userReg/wgt/sendSV', { phoneId: '', deliveryMethod: 'EMAIL' })).json<Wire>()).toMatchObject({
    nextAction: 'VALIDATE_SV',
    svAttempts: 2,
  });
});

test('a forged, replayed or expired assertion gets an error, never an account', async () => {
  const c = await new Client(t.app).start();
  const post = (SAMLResponse: string) =>
    c.post('/sp/ACS.saml2', { SAMLResponse, RelayState: '', wgtRequest: true, transport: 'POST', appDomain: 'demo' });
  const tampered = Buffer.from(
    Buffer.from(issueAssertion('federated.user', { now: t.clock.now() }), 'base64')
      .toString()
      .replace('federated.user', 'alice'),
  ).toString('base64');
  expect((await post(tampered)).json<Wire>()).toMatchObject({ status: 'failed' });
  const genuine = issueAssertion('federated.user', { now: t.clock.now() });
  expect((await post(genuine)).json<Wire>().status).toBe('success');
  expect((await post(genuine)).json<Wire>().status).toBe('failed');
  const old = issueAssertion('federated.user', { now: t.clock.now() });
  t.clock.advance(10 * MINUTE);
  expect((await post(old)).json<Wire>().status).toBe('failed');
  // a non-federated account cannot be registered from an assertion
  expect((await post(issueAssertion('alice', { now: t.clock.now() }))).json<Wire>().status).toBe('failed');
  expect(t.store.findUser('alice')?.selfRegistered).toBeUndefined();
});

test('the reference-id variant: a one-time REF from the identity provider starts the registration, once', async () => {
  const c = await new Client(t.app).start();
  const { REF, TargetResource } = (await c.get('/dev/idp/reference?userId=federated.email')).json<Wire>();
  expect((await c.post('/userReg/wgt/getSVDeliveryDetail', { TargetResource, REF })).json<Wire>()).toEqual({
    status: 'success',
    token: anyString,
    phoneId: '',
    deliveryMethod: 'EMAIL',
    messages: {},
  });
  expect((await c.post('/userReg/wgt/getSVDeliveryDetail', { TargetResource, REF })).json<Wire>().status).toBe(
    'failed',
  );
  const late = (await c.get('/dev/idp/reference?userId=federated.email')).json<Wire>();
  t.clock.advance(3 * MINUTE);
  expect((await c.post('/userReg/wgt/getSVDeliveryDetail', late)).json<Wire>().status).toBe('failed');
});
