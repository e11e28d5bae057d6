import { createSecrets } from './secrets';

test('values kept by a reply live on the page its transition shows, and go when another page shows', () => {
  const s = createSecrets();
  s.keep({ recoveryCodes: ['A', 'B'] }, null);
  s.shown('RECOVERY_CODES');
  expect(s.values().recoveryCodes).toEqual(['A', 'B']);
  s.shown('RECOVERY_CODES'); // a stay (a wrong entry) keeps them
  expect(s.values().recoveryCodes).toEqual(['A', 'B']);
  s.shown('REDIRECT');
  expect(s.values().recoveryCodes).toBeUndefined();
});

test('values fetched for the page shown stay with it; a later fetch there adds to them; close drops all', () => {
  const s = createSecrets();
  const seen: string[] = [];
  const stop = s.subscribe(() => seen.push(Object.keys(s.values()).join()));
  s.keep({ secret: 'K' }, 'ENROLL_TOTP');
  s.keep({ otpauthUri: 'otpauth://x' }, 'ENROLL_TOTP');
  s.shown('ENROLL_TOTP');
  expect([s.values().secret, s.values().otpauthUri]).toEqual(['K', 'otpauth://x']);
  s.keep({ other: 1 }, 'ELSEWHERE');
  expect(s.values().secret).toBeUndefined();
  s.clear();
  expect(s.values().other).toBeUndefined();
  stop();
  s.keep({ more: 1 }, null);
  expect(seen).toEqual(['secret', 'secret,otpauthUri', 'other', '']);
});
