// One-time codes on the reference server, for every flow that sends them (forgotten password, new user, step-up,
// two-factor, self-registration): 6 digits, valid 8 minutes, a new one allowed after 2 minutes and deactivating the
// earlier one, at most 3 sends, at most 5 wrong entries per challenge and per user in 15 minutes — the settings of
// flows/common.json. Codes are kept hashed with the session's id; "sending" one puts it in the dev outbox.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import common from '../flows/common.json';
import type { FlowFile } from '../src/data/types';
import { DEFAULT_SETTINGS } from '../src/flow/tables';
import { MINUTE } from './clock';
import { say } from './i18n';
import { safeEqual } from './passwords';
import { textOf } from './payload';
import type { Req, RouteHelpers } from './routes';
import type { Recovery, Session } from './store';

// the same timings and limits the widget reads ("settings" in flows/common.json, docs/validation.md)
const settings = { ...DEFAULT_SETTINGS, ...(common as FlowFile).settings };
export const CODE_TTL = settings.codeValidMinutes * MINUTE;
export const RESEND_AFTER = (settings.resendAfterSeconds * MINUTE) / 60;
export const MAX_SENDS = settings.maxSends;
export const MAX_WRONG = settings.maxWrongCodes;
/**
 * After a challenge's last wrong entry, the user gets no code and no code is taken from them for this long, in any
 * session: a new sign-on, a new recovery or a resend would otherwise start the count again (OWASP: lock the factor,
 * not the session).
 */
export const CODE_LOCKOUT = 15 * MINUTE;

/** The user's codes are locked now (a lockout that has run out is cleared). */
export function codesLocked(h: RouteHelpers, userId: string | null): boolean {
  const user = userId ? h.store.findUser(userId) : undefined;
  if (!user?.codeLockedUntil) return false;
  if (user.codeLockedUntil > h.now()) return true;
  delete user.codeLockedUntil;
  return false;
}

/** the digits of what was typed or sent */
export const digits = (v: unknown) => textOf(v).replace(/\D+/g, '');
const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** Issues a new 6-digit code for a challenge (deactivating the earlier one) and "sends" it to the dev outbox. */
export function sendCode(h: RouteHelpers, req: Req, s: Session, rec: Recovery, notificationName: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  rec.issuedAt = h.now();
  rec.sends += 1;
  // (rec.wrong is kept: wrong entries count per challenge, not per code, so a resend gives no five more guesses.)
  // Only a matched account whose codes are not locked gets a real code; for anything else the hash is of a code nobody
  // was sent (and the reply is the same).
  const real = !!rec.userId && !codesLocked(h, rec.userId);
  rec.codeHash = hashCode(real ? code : randomBytes(8).toString('hex'), s.id);
  // the notification is made either way, so that a match takes no longer to answer (docs/server-rules.md E2)
  const at = new Date(h.now()).toISOString();
  const notification = {
    messageId: randomBytes(8).toString('hex'),
    notificationCreatedDT: at,
    notificationName,
    userId: rec.userId ?? '',
    status: 'SENT',
    emailStatus: rec.channel === 'EMAIL' ? 'DELIVERED' : null,
    emailRejectedDT: null,
    emailRejectedReason: null,
    channel: rec.channel,
    to: rec.destination,
    code,
    text: say(req, 'codeText', { code }),
  };
  if (!real) return;
  h.store.outbox.push(notification);
  if (h.store.outbox.length > 500) h.store.outbox.splice(0, h.store.outbox.length - 500);
  h.store.save();
}

/** Checks a code against a challenge: right and fresh → true (single use); counts wrong entries. */
export function checkCode(
  h: RouteHelpers,
  s: Session,
  rec: Recovery,
  entered: unknown,
): 'ok' | 'expired' | 'wrong' | 'locked' {
  if (rec.wrong >= MAX_WRONG) return 'locked';
  const otc = digits(entered);
  const fresh = h.now() - rec.issuedAt <= CODE_TTL;
  const right = !!rec.codeHash && otc.length === 6 && safeEqual(hashCode(otc, s.id), rec.codeHash);
  // a code sent before the user's lockout is not taken either
  if (right && fresh && rec.userId && !codesLocked(h, rec.userId)) {
    rec.codeHash = null;
    return 'ok';
  }
  rec.wrong += 1;
  // Wrong entries count per user too, across every challenge and session within the lockout window: parallel
  // sessions would otherwise each bring four guesses before any of them locked (docs/server-rules.md).
  const user = rec.userId ? h.store.findUser(rec.userId) : undefined;
  if (user) {
    const w =
      user.codeWrong && h.now() - user.codeWrong.since < CODE_LOCKOUT ? user.codeWrong : { count: 0, since: h.now() };
    user.codeWrong = { ...w, count: w.count + 1 };
    if (user.codeWrong.count >= MAX_WRONG) {
      user.codeLockedUntil = h.now() + CODE_LOCKOUT;
      delete user.codeWrong;
    }
    h.store.save();
  }
  // (the challenge itself ends at its own fifth: ending it at the user's would tell that the details matched)
  if (rec.wrong >= MAX_WRONG) return 'locked';
  return right && !fresh ? 'expired' : 'wrong';
}
