// Authenticator apps on the reference server (docs/host.md "Authenticator apps and recovery codes",
// docs/server-rules.md T1–T3): RFC 6238 as the apps do it (SHA-1, 6 digits, 30-second steps) with otpauth, a code taken
// one step either side of the server's clock, and never twice: the step of the last code taken is kept on the account,
// so a code seen over a shoulder is spent. The clock is the server's own (the dev clock moves it), never the client's.
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
/** steps either side of now a code is taken from (a phone's clock drifts; a code typed at the end of its step) */
export const TOTP_WINDOW = 1;

/** What an account keeps of its authenticator app: the shared secret (base32) and the step of the last code taken. */
export interface StoredTotp {
  secret: string;
  lastStep: number;
  enrolledAt: number;
}

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new shared secret: 20 random bytes (RFC 4226's recommended length), base32 as the apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app scans: the issuer (the app) and label (the account) it will show. */
export const otpauthUri = (secret: string, issuer: string, label: string) => totpOf(secret, label, issuer).toString();

/** The step a code of `secret` at `now` belongs to, within the window, newer than `after`; null when it is not one. */
export function totpStep(secret: string, code: string, now: number, after = -1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_PERIOD, timestamp: now }) + delta;
  return step > after ? step : null;
}

/** The code an app shows for `secret` at `now` (tests and the dev tools). */
export const totpCode = (secret: string, now: number) => totpOf(secret).generate({ timestamp: now });
