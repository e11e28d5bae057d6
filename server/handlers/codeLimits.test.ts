// The limits on one-time codes in forgotten password on the reference server: resend pauses and caps, lifetimes, five
// wrong entries per recovery and per user, the 15-minute lockout (docs/server-rules.md C1–C4).
import { MINUTE } from '../store/clock';
import { CODE_TTL, MAX_SENDS, MAX_WRONG, RESEND_AFTER } from './codes';
import { Client, mobile, useTestServer, validate, type Wire } from '../../kit/wire/inject';
import { matching } from '../../test/support/matchers';

const t = useTestServer();

const lastCode = () => t.store.outbox[t.store.outbox.length - 1]?.code;

test('resend: refused within the resend pause; after it, a new code that deactivates the old one; at most the send limit', async () => {
  const c = await new Client(t.app).start();
  await validate(c, mobile('alice'));
  const first = lastCode();
  expect(
    (await c.post('/fpc/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT', appId: 'demo' })).json<Wire>(),
  ).toMatchObject({ nextAction: 'VALIDATE_SV', messages: { type: 'ERROR' }, svAttempts: 1 });
  t.clock.advance(RESEND_AFTER + 1);
  expect(
    (await c.post('/fpc/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT', appId: 'demo' })).json<Wire>(),
  ).toMatchObject({ nextAction: 'VALIDATE_SV', messages: { type: 'INFO' }, svAttempts: 2 });
  const second = lastCode();
  // The earlier code no longer works (unless the two random codes happen to be equal, one chance in a million).
  if (first !== second)
    expect((await c.post('/fpc/wgt/validatesv', { otc: first })).json<Wire>().nextAction).toBe('VALIDATE_SV');
  expect(t.store.outbox.filter((m) => m.userId === 'alice')).toHaveLength(2);
  // the sends up to the limit (settings.maxSends), then one too many
  for (let n = 3; n <= MAX_SENDS; n++) {
    t.clock.advance(RESEND_AFTER + 1);
    expect((await c.post('/fpc/wgt/sendsv', {})).json<Wire>().svAttempts).toBe(n);
  }
  t.clock.advance(RESEND_AFTER + 1);
  expect((await c.post('/fpc/wgt/sendsv', {})).json<Wire>()).toMatchObject({ nextAction: 'ERROR' });
  expect((await c.post('/fpc/wgt/validatesv', { otc: lastCode() })).json<Wire>().nextAction).toBe('CPW');
});

test('a code is refused after its lifetime, and after the wrong-entry limit the attempt ends', async () => {
  const c = await new Client(t.app).start();
  await validate(c, mobile('alice'));
  t.clock.advance(CODE_TTL + 1);
  expect((await c.post('/fpc/wgt/validatesv', { otc: lastCode() })).json<Wire>()).toMatchObject({
    nextAction: 'VALIDATE_SV',
    messages: { detail: matching(/expired/) },
  });
  // (the expired entry counted as a wrong one for alice: a new 15-minute window for the five of this attempt)
  t.clock.advance(15 * MINUTE);
  const c2 = await new Client(t.app).start();
  await validate(c2, mobile('alice'));
  for (let i = 0; i < MAX_WRONG - 1; i++)
    expect((await c2.post('/fpc/wgt/validatesv', { otc: '000000' })).json<Wire>().nextAction).toBe('VALIDATE_SV');
  expect((await c2.post('/fpc/wgt/validatesv', { otc: '000000' })).json<Wire>().nextAction).toBe('ERROR');
  expect((await c2.post('/fpc/wgt/validatesv', { otc: lastCode() })).json<Wire>().nextAction).toBe('ERROR');
});

test('after a lockout the user gets no code for 15 minutes, in any session; the reply is the same as for a match', async () => {
  const c = await new Client(t.app).start();
  const first = (await validate(c, mobile('alice'))).json<Wire>();
  for (let i = 0; i < 5; i++) await c.post('/fpc/wgt/validatesv', { otc: '000000' });
  const sent = t.store.outbox.length;
  // a new recovery in a new session: the same answer, but no code is sent and none is taken
  const c2 = await new Client(t.app).start();
  expect((await validate(c2, mobile('alice'))).json<Wire>()).toEqual(first);
  expect(t.store.outbox.length).toBe(sent);
  expect((await c2.post('/fpc/wgt/validatesv', { otc: t.store.outbox[sent - 1].code })).json<Wire>().nextAction).toBe(
    'VALIDATE_SV',
  );
  t.clock.advance(15 * MINUTE + 1);
  const c3 = await new Client(t.app).start();
  await validate(c3, mobile('alice'));
  expect(t.store.outbox.length).toBe(sent + 1);
  expect((await c3.post('/fpc/wgt/validatesv', { otc: lastCode() })).json<Wire>().nextAction).toBe('CPW');
});

test('wrong entries count per user across sessions too: four in one and one in another lock the codes', async () => {
  const a = await new Client(t.app).start();
  const b = await new Client(t.app).start();
  await validate(a, mobile('alice'));
  await validate(b, mobile('alice'));
  const bCode = lastCode();
  for (let i = 0; i < 4; i++) await a.post('/fpc/wgt/validatesv', { otc: '000000' });
  // the fifth, in the other session, is answered as any wrong entry (nothing tells the account was matched) ...
  expect((await b.post('/fpc/wgt/validatesv', { otc: '000000' })).json<Wire>().nextAction).toBe('VALIDATE_SV');
  // ... but alice's codes are locked: b's own right code is refused
  expect((await b.post('/fpc/wgt/validatesv', { otc: bCode })).json<Wire>().nextAction).toBe('VALIDATE_SV');
});

test('a resend does not reset the wrong-code count: the limit is per recovery, not per code', async () => {
  const c = await new Client(t.app).start();
  await validate(c, mobile('alice'));
  // all but two of the limit before the resend; one after it is still taken, the last ends the attempt
  for (let i = 0; i < MAX_WRONG - 2; i++) await c.post('/fpc/wgt/validatesv', { otc: '000000' });
  t.clock.advance(RESEND_AFTER + 1);
  await c.post('/fpc/wgt/sendsv', { phoneId: 'p1', deliveryMethod: 'TEXT', appId: 'demo' });
  expect((await c.post('/fpc/wgt/validatesv', { otc: '000000' })).json<Wire>().nextAction).toBe('VALIDATE_SV');
  expect((await c.post('/fpc/wgt/validatesv', { otc: '000000' })).json<Wire>().nextAction).toBe('ERROR');
});
