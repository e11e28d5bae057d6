// The kit's authenticator-app codes agree with otpauth's (the library the reference server checks them with) and
// with RFC 6238's own test vectors.
import * as OTPAuth from 'otpauth';
import { base32Bytes, totpCode } from './totp';

test('RFC 6238 appendix B, SHA-1, eight digits', () => {
  const secret = OTPAuth.Secret.fromUTF8('12345678901234567890').base32;
  for (const [t, code] of [
    [59, '94287082'],
    [1111111109, '07081804'],
    [2000000000, '69279037'],
  ] as const)
    expect(totpCode(secret, t * 1000, 8)).toBe(code);
});

test('the same codes as otpauth over a day of steps', () => {
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  for (let t = 1_700_000_000_000; t < 1_700_086_400_000; t += 997_000)
    expect(totpCode(secret, t)).toBe(totp.generate({ timestamp: t }));
});

test('base32 with spaces and lower case reads as the same bytes; another letter is refused', () => {
  expect(base32Bytes('jbsw y3dp')).toEqual(base32Bytes('JBSWY3DP'));
  expect(() => base32Bytes('JBSW1')).toThrow('not base32: 1');
});
