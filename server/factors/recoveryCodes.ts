// Recovery codes on the reference server (docs/host.md "Authenticator apps and recovery codes", docs/server-rules.md
// T4–T5): ten random codes shown once, kept only as salted hashes, each taken once. A code is 10 characters of an
// alphabet without look-alikes (50 bits), so a fast hash is enough: the five-wrong-entries lock (C4) bounds guessing
// long before a hash would.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { safeEqual } from '../guards/passwords';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 10;

export interface StoredRecoveryCodes {
  salt: string;
  /** the hashes of the codes not yet taken */
  hashes: string[];
}

/** What a user typed, as a code is compared: case, spaces and dashes do not matter. */
export const normalCode = (v: string) => v.toUpperCase().replace(/[\s-]+/g, '');
const hashOf = (code: string, salt: string) =>
  createHash('sha256')
    .update(`${salt}:${normalCode(code)}`)
    .digest('hex');

/** Ten new codes ("ABCDE-FGHJK") and what the account keeps of them. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): { codes: string[]; stored: StoredRecoveryCodes } {
  const codes = Array.from({ length: count }, () => {
    const c = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
  return storedCodes(codes);
}

/** The stored form of given codes (the seed's known demo codes). */
export function storedCodes(codes: string[]): { codes: string[]; stored: StoredRecoveryCodes } {
  const salt = randomBytes(16).toString('hex');
  return { codes, stored: { salt, hashes: codes.map((c) => hashOf(c, salt)) } };
}

/**
 * Takes one code: true and it is gone when it is one of the kept codes. Every kept hash is compared, the match
 * or not, so the answer takes as long either way; synchronous, so two requests with one code let one through.
 */
export function spendRecoveryCode(stored: StoredRecoveryCodes | undefined, entered: string): boolean {
  if (!stored || normalCode(entered).length !== LENGTH) return false;
  const hash = hashOf(entered, stored.salt);
  let found = -1;
  stored.hashes.forEach((h, i) => {
    if (safeEqual(h, hash) && found < 0) found = i;
  });
  if (found < 0) return false;
  stored.hashes.splice(found, 1);
  return true;
}
