// The secrets scan used by the conformance replay finds what it is meant to find (a scan that cannot fail proves
// nothing): a typed password or code in an action, the store, the console or a request that should not carry it.
import fs from 'node:fs';
import path from 'node:path';
import { CARRIERS, LiveSecretsScan, SECRET_FIELDS, SecretsScan, SHOWN_ONCE } from '../support/secrets';

function scanWith() {
  const s = new SecretsScan();
  s.typed({ userId: 'alice', password: 'Blue#Kite42', validationCode: '123456', newPassword: 'alice' });
  return s;
}

test('a typed password or code is found in actions, the store and the console', () => {
  const s = scanWith();
  s.action({ type: 'flow/requestStarted', payload: { password: 'Blue#Kite42' } });
  s.state({ flow: { context: { code: '123456' } } });
  s.console('error', [new Error('failed for Blue#Kite42')]);
  expect(s.leaks).toEqual([
    'a typed password in the action flow/requestStarted',
    'a typed code in the store',
    'a typed password in console.error',
  ]);
});

test('requests: a password only to the sign-on and password endpoints, a code only to the validation endpoints', () => {
  const s = scanWith();
  const body = (data: object) => new URLSearchParams({ data: JSON.stringify(data), _csrf: 't', sId: 's' }).toString();
  s.request('POST', new URL('http://a.test/login/wgt/authenticate/apps/demo/demo'), body({ password: 'Blue#Kite42' }));
  s.request('POST', new URL('http://a.test/ping/cpw/wgt/changepwd'), body({ currentPassword: 'Blue#Kite42' }));
  s.request('POST', new URL('http://a.test/fpc/wgt/validatesv'), body({ otc: '123456' }));
  expect(s.leaks).toEqual([]);
  s.request(
    'POST',
    new URL('http://a.test/login/wgt/logErrorMessage/apps/demo/demo'),
    body({ customMsg: 'Blue#Kite42' }),
  );
  s.request('POST', new URL('http://a.test/fpc/wgt/validatesv'), body({ otc: '123456', password: 'Blue#Kite42' }));
  s.request('GET', new URL('http://a.test/login/wgt/sessionId?x=123456'), '');
  expect(s.leaks).toEqual([
    'a typed password in POST /login/wgt/logErrorMessage/apps/demo/demo',
    'a typed password in POST /fpc/wgt/validatesv',
    'a typed code in GET /login/wgt/sessionId',
  ]);
  expect(s.counts).toMatchObject({ requests: 6, carriers: 4 });
});

test('a password equal to a value typed elsewhere (the user id) is not a secret', () => {
  const s = scanWith();
  s.state({ flow: { context: { userId: 'alice' } } });
  expect(s.leaks).toEqual([]);
  expect(s.size).toBe(2);
});

test('a live journey: secrets learned from what goes out and what comes in are looked for in all seen before', async () => {
  const s = new LiveSecretsScan();
  const body = (data: object) => new URLSearchParams({ data: JSON.stringify(data), _csrf: 't', sId: 's' }).toString();
  // seen before anything is known: a state holding the code, a console line with the key
  s.state({ flow: { context: { typed: '654321' } } });
  s.console('error', ['key JBSWY3DPEHPK3PXP']);
  s.request('POST', new URL('http://a.test/stepup/wgt/totp/validate'), body({ validationCode: '654321' }));
  s.given({ secret: 'JBSWY3DPEHPK3PXP', recoveryCodes: ['2345A-BCDEF'], other: 'not shown once' });
  s.action({ type: 'flow/replyKept', payload: { codes: ['2345A-BCDEF'] } });
  // the code went where it belongs; the rest is where it must never be
  expect(await s.finish()).toEqual([
    'a typed code in the store',
    'a value shown once in console.error',
    'a value shown once in the action flow/replyKept',
  ]);
  expect(SHOWN_ONCE).toEqual(new Set(['secret', 'otpauthUri', 'recoveryCodes']));
});

test('the requests that may carry a secret are read from flows/: each one whose payload sends a secret field', () => {
  const dir = path.join(__dirname, '../../flows');
  let carriers = 0;
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.json') && !x.includes('schema'))) {
    const flow = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
      requests?: Record<string, { path?: unknown; payload?: unknown }>;
    };
    for (const r of Object.values(flow.requests ?? {})) {
      if (typeof r.path !== 'string') continue;
      const sent = JSON.stringify(r.payload ?? {}).match(/"field\.(\w+)"/g) ?? [];
      const kinds = new Set(sent.map((s) => SECRET_FIELDS[s.slice(7, -1)]).filter(Boolean));
      const concrete = `/${r.path.replace(/\{[^}]*\}/g, 'x')}`;
      for (const kind of ['password', 'code'] as const)
        expect([concrete, CARRIERS[kind].test(concrete)]).toEqual([concrete, kinds.has(kind)]);
      carriers += kinds.size;
    }
  }
  expect(carriers).toBeGreaterThanOrEqual(3);
});
