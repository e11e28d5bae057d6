// The request engine: values from their sources through transforms, "..." merges, optional values, choices by a fact,
// placeholders URL-encoded, outcomes for replies without a nextAction, and what a request keeps.
import type { Env } from '../app/env';
import type { RootState } from '../app/state';
import type { RequestDef } from '../data/types';
import { buildValues, fillPath, runRequest, type RequestContext } from './requests';
import { choose, readValue, type ValueScope } from './values';

const scope: ValueScope = {
  form: { userId: ' al ice ', deliveryOption: 'p1:VOICE', phoneNumber: '555-010-0123', deliveryChannel: 'MOBILE' },
  context: { lastSend: { phoneId: 'p9', deliveryMethod: 'TEXT' }, svAttempts: 2 },
  session: { sessionId: 'S 1' },
  app: { isVoiceDisabled: false },
  config: { appId: 'app/1', brandId: 'b', authReason: null },
  facts: { flow: 'TWO_FACTOR', ping: false },
  behavior: { nuDataFP: '', cfmDevicePrint: 'fp' },
  browser: { userAgent: 'UA' },
  failure: { customMsg: 'Request Failed: 500' },
};

test('sources, transforms in order, defaults, literals', () => {
  expect(readValue({ from: 'field.userId', transform: ['noSpaces', 'urlEncode'] }, scope)).toBe('alice');
  expect(readValue({ from: 'field.missing' }, scope)).toBe('');
  expect(readValue({ from: 'config.authReason' }, scope)).toBeNull();
  expect(readValue({ from: 'context.nothing', default: 0 }, scope)).toBe(0);
  expect(readValue({ from: 'context.lastSend.phoneId' }, scope)).toBe('p9');
  // an element of a kept list, by its index (issue 38, point 4); past its end, the default
  const withList: ValueScope = { ...scope, context: { phones: [{ id: 'p1' }, { id: 'p2' }] } };
  expect(readValue({ from: 'context.phones.1.id' }, withList)).toBe('p2');
  expect(readValue({ from: 'context.phones.2.id', default: null }, withList)).toBeNull();
  expect(readValue({ value: true }, scope)).toBe(true);
  expect(readValue({ from: 'form', transform: 'deliveryChannelDetails' }, scope)).toMatchObject({
    deliveryMode: 'TEXT',
    countryCode: '1',
    phoneNumber: '5550100123',
  });
});

test('"..." merges an object; optional values are left out when empty; a Select picks by a fact', () => {
  expect(
    buildValues(
      {
        '...': { from: 'field.deliveryOption', transform: 'deliveryOption' },
        appId: { from: 'config.appId' },
        authLevel: { from: 'config.authLevel', optional: true },
      },
      scope,
    ),
  ).toEqual({ phoneId: 'p1', deliveryMethod: 'VOICE', appId: 'app/1' });
  expect(choose({ select: 'flow', cases: { TWO_FACTOR: 'a' }, default: 'b' }, scope.facts)).toBe('a');
  expect(choose({ select: 'ping', cases: { true: 'a' }, default: 'b' }, scope.facts)).toBe('b');
});

test('path placeholders are URL-encoded', () => {
  expect(fillPath('x/apps/{config.appId}/{session.sessionId}', scope)).toBe('x/apps/app%2F1/S%201');
});

function ctx(body: unknown, calls: unknown[][] = []): RequestContext {
  return {
    env: {
      config: scope.config,
      api: { call: async (...args: unknown[]) => (calls.push(args), body) },
    } as unknown as Env,
    state: { flow: { context: scope.context }, session: { ...scope.session, app: scope.app } } as unknown as RootState,
    formData: scope.form,
    facts: scope.facts,
  };
}

test('a request: method, path, query and payload on the wire; reply fields read by type; what it keeps', async () => {
  const def: RequestDef = {
    method: 'GET',
    path: { select: 'flow', cases: { TWO_FACTOR: 'svauth/wgt/svoptions' }, default: 'stepup/wgt/svoptions' },
    query: { appId: { from: 'config.appId' } },
    reply: { options: 'deliveryOptions', left: 'integer' },
    keep: { deliveryOptions: 'options', remaining: 'left', phone: 'phoneId' },
    outcome: 'deliveryOptions',
  };
  const calls: unknown[][] = [];
  const body = { messages: {}, mobilePhoneIds: { p1: '***0123' }, left: '3', extra: 'ignored' };
  const { reply, kept } = await runRequest('deliveryOptions', def, ctx(body, calls));
  expect(calls).toEqual([['GET', 'svauth/wgt/svoptions', {}, { appId: 'app/1' }]]);
  expect(reply.nextAction).toBe('SV_OPTIONS');
  expect(reply.extra).toBeUndefined();
  expect(kept).toEqual({
    deliveryOptions: { mobile: [['p1', '***0123']], landline: [], email: null, passkey: false, recoveryCode: false },
    remaining: 3,
  });
});

test('keepSent keeps the payload; a reply with its own nextAction keeps it', async () => {
  const def: RequestDef = {
    path: 'p',
    payload: { svAttempts: { from: 'context.svAttempts' } },
    keepSent: 'lastSend',
    outcome: 'assertion',
  };
  const { reply, kept } = await runRequest('x', def, ctx({ nextAction: 'LOGIN', messages: {} }));
  expect(reply.nextAction).toBe('LOGIN');
  expect(kept).toEqual({ lastSend: { svAttempts: 2 } });
});

test('"name.key" keeps a reply field inside an object of the context, beside what is there', async () => {
  const def: RequestDef = {
    method: 'GET',
    path: 'q',
    reply: { question: 'string' },
    keep: { 'challenge.question': 'question' },
  };
  const c = ctx({ nextAction: 'QUESTION', messages: {}, question: 'Your first pet?' });
  (c.state.flow.context as Record<string, unknown>).challenge = { hint: 'h' };
  const { kept } = await runRequest('q', def, c);
  expect(kept).toEqual({ challenge: { hint: 'h', question: 'Your first pet?' } });
});

test('"session" sets the entries the engine reads; "require" fails a reply without the field, or with it false', async () => {
  const def: RequestDef = {
    method: 'GET',
    path: 'login/wgt/getCSRFToken',
    data: true,
    reply: { csrfTokenValue: 'csrf' },
    session: { csrf: 'csrfTokenValue' },
    require: ['csrfTokenValue'],
  };
  const { session, kept } = await runRequest('csrfToken', def, ctx({ csrfTokenValue: 'T', csrfTokenHeader: 'X-C' }));
  expect(session).toEqual({ csrf: { csrfTokenValue: 'T', csrfTokenStatus: '', csrfTokenHeader: 'X-C' } });
  expect(kept).toEqual({});
  await expect(runRequest('csrfToken', def, ctx({ csrfTokenValue: 7 }))).rejects.toMatchObject({
    kind: 'REQUEST_FAILED',
    detail: 'request csrfToken: the reply has no csrfTokenValue',
  });
  const brand: RequestDef = { method: 'GET', path: 'b', data: true, reply: { valid: 'boolean' }, require: ['valid'] };
  await expect(runRequest('brand', brand, ctx({ valid: false }))).rejects.toMatchObject({ kind: 'REQUEST_FAILED' });
  expect((await runRequest('brand', brand, ctx({ valid: true }))).reply.valid).toBe(true);
});

test('app settings: the known ones checked and defaulted, other scalars and lists of scalars or flat records kept, the rest left out', async () => {
  const def: RequestDef = { method: 'GET', path: 'a', data: true, reply: { app: 'appSettings' } };
  const many = Array.from({ length: 12 }, (_, i) => `c${i}`);
  const body = {
    app: { isPingEnabled: 'true', tenantColor: 'teal', nested: { x: 1 }, 'bad key': 1, channels: ['EMAIL', 'SMS'] },
  };
  const { reply } = await runRequest('appDetails', def, ctx(body));
  expect(reply.app).toMatchObject({ isPingEnabled: true, isVoiceDisabled: false, tenantColor: 'teal' });
  expect(reply.app).toMatchObject({ channels: ['EMAIL', 'SMS'] });
  const mixed = {
    app: {
      records: [{ id: 'x', name: 'X', kind: 'oidc' }],
      deep: [{ id: 'y', more: { a: 1 } }],
      mixedKinds: [{ id: 'z' }, 'z'],
      wide: [Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, i]))],
      long: many,
    },
  };
  const { reply: other } = await runRequest('appDetails', def, ctx(mixed));
  // a list of records of scalars is kept (an app's identity providers); a record with more in it, a list of both
  // kinds, or a record of more than 10 fields is left out; a list is kept to its first 10
  expect(other.app).toMatchObject({ records: [{ id: 'x', name: 'X', kind: 'oidc' }] });
  for (const left of ['deep', 'mixedKinds', 'wide']) expect(other.app).not.toHaveProperty(left);
  expect(other.app).toMatchObject({ long: many.slice(0, 10) });
  expect(reply.app).not.toHaveProperty('nested');
  expect(reply.app).not.toHaveProperty('bad key');
  expect((await runRequest('appDetails', def, ctx({ app: 'x' }))).reply.app).toBeUndefined();
});

test('the error log reads the failure and the browser; nothing else of the form', () => {
  const payload = { entry: { from: 'failure.customMsg' }, '...': { from: 'browser' } };
  expect(buildValues(payload, scope)).toEqual({ entry: 'Request Failed: 500', userAgent: 'UA' });
});
