// Settings by channel on the reference server (src/flow/channels.ts): with e-mail given its own code life, resend pause,
// sends and sends per window in the settings (a fixture of this file, over the project's), an e-mail code follows them
// and a text code the common ones; every send reply says the channel, so the widget can follow it too.
import { MINUTE } from '../store/clock';
import { byChannel, CODE_TTL, MAX_SENDS, RESEND_AFTER } from './codes';
import { Client, mobile, useTestServer, validate, type Wire } from '../../kit/wire/inject';
import { TEST_LIMITS } from '../guards/limits';

jest.mock('../../flows/common.json', () => {
  const actual = jest.requireActual<{ settings: object }>('../../flows/common.json');
  // the common values too, so that the test holds whatever the project's settings say
  const common = {
    resendAfterSeconds: 120,
    maxSends: 3,
    codeValidMinutes: 8,
    sendsPerWindow: 10,
    sendWindowMinutes: 15,
  };
  const channels = {
    EMAIL: { codeValidMinutes: 30, resendAfterSeconds: 30, maxSends: 5, sendsPerWindow: 6, sendWindowMinutes: 60 },
  };
  return { ...actual, settings: { ...actual.settings, ...common, channels } };
});

// the request limits of one client and one account id (M1, M2) out of the way: the send counts alone
const t = useTestServer({ limits: TEST_LIMITS });
const lastCode = () => t.store.outbox[t.store.outbox.length - 1]?.code;
const byEmail = (userId: string) => {
  const details = mobile(userId);
  return {
    ...details,
    deliveryChannelDetails: {
      ...details.deliveryChannelDetails,
      deliveryChannel: 'EMAIL',
      deliveryMode: '',
      email: `${userId}@example.com`,
    },
  };
};

test("a channel's own settings over the common ones; a channel without any keeps the common ones", () => {
  expect(byChannel('EMAIL')).toMatchObject({
    ttl: 30 * MINUTE,
    resendAfter: 30_000,
    maxSends: 5,
    sendsPerWindow: 6,
    sendWindow: 60 * MINUTE,
  });
  // the numbers a message of the channel may name are the channel's own ({$maxSends}, {$sendsPerWindow}, …)
  expect(byChannel('EMAIL').words).toMatchObject({
    codeMinutes: 30,
    resendMinutes: 1,
    codeValidMinutes: 30,
    maxSends: 5,
    sendsPerWindow: 6,
    sendWindowMinutes: 60,
  });
  expect(byChannel('TEXT').words).toMatchObject({ codeMinutes: 8, maxSends: 3, sendsPerWindow: 10 });
  expect(byChannel('TEXT')).toMatchObject({ ttl: CODE_TTL, resendAfter: RESEND_AFTER, maxSends: MAX_SENDS });
});

test('an e-mail code lives its own minutes, may be sent again after its own pause, as often as its own limit', async () => {
  const c = await new Client(t.app).start();
  const sent = (await validate(c, byEmail('email.only'))).json<Wire>();
  expect(sent).toMatchObject({ nextAction: 'VALIDATE_SV', deliveryMethod: 'EMAIL' });
  expect(t.store.outbox.at(-1)).toMatchObject({ channel: 'EMAIL' });
  expect(t.store.outbox.at(-1)?.text).toContain('30 minutes');
  // past the text pause's half, within e-mail's: a new code
  t.clock.advance(31_000);
  for (let n = 2; n <= 5; n++) {
    expect((await c.post('/fpc/wgt/sendsv', {})).json<Wire>()).toMatchObject({
      svAttempts: n,
      deliveryMethod: 'EMAIL',
    });
    t.clock.advance(31_000);
  }
  expect((await c.post('/fpc/wgt/sendsv', {})).json<Wire>()).toMatchObject({ nextAction: 'ERROR' });
  // 10 minutes on, past the common life (8), within e-mail's 30 (and the session's idle time): the code still works
  t.clock.advance(10 * MINUTE);
  expect((await c.post('/fpc/wgt/validatesv', { otc: lastCode() })).json<Wire>().nextAction).toBe('CPW');
});

test('a text code keeps the common settings: the common pause, and expired after the common life', async () => {
  const c = await new Client(t.app).start();
  expect((await validate(c, mobile('alice'))).json<Wire>()).toMatchObject({ deliveryMethod: 'TEXT' });
  t.clock.advance(31_000);
  expect((await c.post('/fpc/wgt/sendsv', {})).json<Wire>()).toMatchObject({
    messages: { type: 'ERROR' },
    svAttempts: 1,
  });
  t.clock.advance(CODE_TTL);
  expect((await c.post('/fpc/wgt/validatesv', { otc: lastCode() })).json<Wire>().nextAction).toBe('VALIDATE_SV');
});

test('codes to one account by e-mail: its own count per window (C6), then none with the same reply; every channel within the common total', async () => {
  const delivered = (channel: string) => t.store.outbox.filter((n) => n.userId === 'alice' && n.channel === channel);
  const replies = new Set<string>();
  // each in a session of its own: a challenge's own sends and resend pause do not come into it
  for (let i = 0; i < 7; i++) {
    const c = await new Client(t.app).start();
    replies.add(JSON.stringify((await validate(c, byEmail('alice'))).json<Wire>()));
  }
  expect(delivered('EMAIL')).toHaveLength(6);
  // the one over the limit is answered as the others were: it tells nothing
  expect(replies.size).toBe(1);
  // text has the common window
  await validate(await new Client(t.app).start(), mobile('alice'));
  expect(delivered('TEXT')).toHaveLength(1);
  // and every channel together stays within the common 10 per 15 minutes: 7 e-mails asked for, 4 texts, 3 of them sent
  for (let i = 0; i < 3; i++) await validate(await new Client(t.app).start(), mobile('alice'));
  expect(delivered('TEXT')).toHaveLength(3);
  // past the common window (15 minutes), within e-mail's (60): still none by e-mail; past e-mail's, one again
  t.clock.advance(16 * MINUTE);
  await validate(await new Client(t.app).start(), byEmail('alice'));
  expect(delivered('EMAIL')).toHaveLength(6);
  t.clock.advance(45 * MINUTE);
  await validate(await new Client(t.app).start(), byEmail('alice'));
  expect(delivered('EMAIL')).toHaveLength(7);
});
