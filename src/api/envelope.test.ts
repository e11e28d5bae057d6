import { afterPipe, hasMessages, readFlowReply, toMessage } from './envelope';
import { ApiFailure } from './failure';

test('the pipe rule shows the text after the first pipe only', () => {
  expect(afterPipe('E1|Text|more')).toBe('Text|more');
  expect(afterPipe('plain')).toBe('plain');
});

test('type and status pick the theme (docs/messages.md)', () => {
  expect(toMessage({ type: 'ERROR', detail: 'x' })).toEqual({ type: 'ERROR', texts: ['x'] });
  expect(toMessage({ status: 'failed', message: 'x' })).toEqual({ type: 'ERROR', texts: ['x'] });
  expect(toMessage({ type: 'INFO', detail: 'ok' })).toEqual({ type: 'INFO', texts: ['ok'] });
  expect(toMessage({ status: 'success', detail: 'ok' })).toEqual({ type: 'INFO', texts: ['ok'] });
  expect(toMessage({ type: 'WARN', detail: 'hm' })).toEqual({ type: 'OTHER', texts: ['hm'] });
});

test('a list of details, each through the pipe rule; non-text items are skipped', () => {
  expect(
    toMessage({ type: 'ERROR', detail: [{ detail: 'A|one' }, { detail: 'two' }, { nope: 1 }, 'B|three'] }),
  ).toEqual({ type: 'ERROR', texts: ['one', 'two', 'three'] });
});

test('no text at all falls back to SYSTEM_ERROR', () => {
  expect(toMessage({})).toEqual({ type: 'ERROR', key: 'SYSTEM_ERROR' });
  expect(toMessage(undefined)).toEqual({ type: 'ERROR', key: 'SYSTEM_ERROR' });
  expect(toMessage({ type: 'INFO' })).toEqual({ type: 'INFO', key: 'SYSTEM_ERROR' });
  expect(toMessage({ type: 'ERROR', detail: 42 })).toEqual({ type: 'ERROR', key: 'SYSTEM_ERROR' });
});

test('huge server texts are cut', () => {
  expect(toMessage({ detail: 'x'.repeat(10_000) }).texts?.[0]).toHaveLength(2000);
});

test('messages {} means none; a missing messages field is a session expiry', () => {
  expect(hasMessages({})).toBe(false);
  expect(hasMessages([])).toBe(false);
  expect(hasMessages(null)).toBe(false);
  expect(hasMessages({ type: 'ERROR' })).toBe(true);
  expect(() => readFlowReply({ nextAction: 'LOGIN' })).toThrow(ApiFailure);
  expect(() => readFlowReply(null)).toThrow(/SESSION_EXPIRED/);
  expect(() => readFlowReply([])).toThrow(/SESSION_EXPIRED/);
});

test('only known fields of the right type are read', () => {
  expect(
    readFlowReply({
      messages: {},
      nextAction: 'LOGIN',
      captcha: '<img>',
      captchaParameters: { token: 't', imageUrl: 5 },
      svAttempts: '2',
      phoneId: 7,
      sessionExpired: 'true',
      junk: 1,
    }),
  ).toEqual({
    messages: {},
    nextAction: 'LOGIN',
    captcha: '<img>',
    captchaParameters: { token: 't', imageUrl: undefined, audioUrl: undefined },
    svAttempts: 2,
    phoneId: '7',
    sessionExpired: true,
  });
  expect(readFlowReply({ messages: {}, nextAction: 12 }).nextAction).toBe('');
});
