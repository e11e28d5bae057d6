// One-time codes on the reference server, for every flow that sends them (forgotten password, new user, step-up,
// two-factor, self-registration): codeLength digits, valid codeValidMinutes, a new one allowed after
// resendAfterSeconds and deactivating the earlier one, at most maxSends sends, at most maxWrongCodes wrong entries per
// challenge and per user and purpose in 15 minutes, at most sendsPerWindow sends to a user by a channel within
// sendWindowMinutes — the settings of flows/common.json (6, 8, 120, 3, 5, 10 and 15 shipped). Codes are kept only as
// salted hashes; "sending" one puts it in the dev outbox.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { MINUTE } from '../store/clock';
import { say } from '../i18n';
import { settings } from '../settings';
import { forChannel } from '../../src/flow/channels';
import { serverValues } from '../../src/i18n/serverValues';
import { safeEqual } from '../guards/passwords';
import { textOf } from '../guards/payload';
import type { Req, RouteHelpers } from '../routes';
import type { Challenge, Purpose, User } from '../store/store';

// the same timings and limits the widget reads ("settings" in flows/common.json, docs/validation.md)
export const CODE_TTL = settings.codeValidMinutes * MINUTE;
export const RESEND_AFTER = (settings.resendAfterSeconds * MINUTE) / 60;
export const MAX_SENDS = settings.maxSends;
export const MAX_WRONG = settings.maxWrongCodes;
export const CODE_LENGTH = settings.codeLength;

/**
 * A code sent by this channel (TEXT, VOICE or EMAIL): its life, the pause before another, the sends allowed, and the
 * numbers the messages name — a channel's own settings (settings.channels) over the common ones (src/flow/channels.ts).
 */
export function byChannel(channel: string) {
  const s = forChannel(settings, channel);
  return {
    ttl: s.codeValidMinutes * MINUTE,
    resendAfter: (s.resendAfterSeconds * MINUTE) / 60,
    maxSends: s.maxSends,
    sendsPerWindow: s.sendsPerWindow,
    sendWindow: s.sendWindowMinutes * MINUTE,
    // every number a message may name, the channel's own where it has one ({$maxSends}, {$sendsPerWindow}, …: the
    // common ones filled by server/i18n.ts are only the fallback), and the minutes said as minutes
    words: serverValues(s) as { codeMinutes: number; resendMinutes: number } & Record<string, number>,
  };
}
/**
 * After the fifth wrong entry for one purpose (recovery, new user, step-up, two-factor, registration) within this
 * window, that purpose's codes are locked for this long from that moment, in every session: no code is sent for it
 * and none taken, the right one included. More tries during the lock are refused and do not extend it. Other
 * purposes are not locked: a stranger's wrong recovery codes never stop the owner's sign-on with the right password
 * and second factor (docs/server-rules.md C4).
 */
export const CODE_LOCKOUT = 15 * MINUTE;

/** The user's codes for this purpose are locked now (a lock that has run out is cleared). */
export function codesLocked(h: RouteHelpers, userId: string | null, purpose: Purpose): boolean {
  const lock = userId ? h.store.findUser(userId)?.codeLocks?.[purpose] : undefined;
  if (!lock?.lockedUntil) return false;
  if (lock.lockedUntil > h.now()) return true;
  lock.lockedUntil = 0;
  lock.wrong = 0;
  return false;
}

/**
 * Counts a send to this user by this channel before it is made, every purpose together; false when the user has had
 * the channel's sendsPerWindow within its sendWindowMinutes (a channel's own settings over the common ones), or the
 * common sendsPerWindow by all channels together ("*": a channel's own numbers never raise the account's total: C6).
 */
function countSend(h: RouteHelpers, userId: string, channel: string): boolean {
  const user = h.store.findUser(userId);
  if (!user) return false;
  const now = h.now();
  const kept = user.codeSends;
  // a count kept before sends were counted by channel was every channel's: it goes on as the total
  const sends: Record<string, { count: number; since: number }> =
    kept && 'count' in kept ? { '*': kept as { count: number; since: number } } : { ...kept };
  const within = (key: string, limit: number, window: number) => {
    const was = sends[key];
    const w = was && now - was.since < window ? was : { count: 0, since: now };
    sends[key] = { ...w, count: w.count + 1 };
    return w.count + 1 <= limit;
  };
  const own = byChannel(channel);
  const byIt = within(channel, own.sendsPerWindow, own.sendWindow);
  const inAll = within('*', settings.sendsPerWindow, settings.sendWindowMinutes * MINUTE);
  user.codeSends = sends;
  // kept like the wrong-entry count, so a restart gives no fresh sends; written after the reply, so a matching
  // forgot-password takes no longer than any other (docs/server-rules.md E4)
  h.store.touchSoon(user);
  return byIt && inAll;
}

/** the digits of what was typed or sent */
export const digits = (v: unknown) => textOf(v).replace(/\D+/g, '');
const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * Issues a new code of CODE_LENGTH digits for a challenge (deactivating the earlier one) and "sends" it to the dev outbox. Every
 * step before the notification is synchronous: N sends at once are counted N times.
 */
export function sendCode(h: RouteHelpers, req: Req, rec: Challenge, notificationName: string) {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  rec.issuedAt = h.now();
  rec.sends += 1;
  // (rec.wrong is kept: wrong entries count per challenge, not per code, so a resend gives no five more guesses.)
  // Only a matched account whose codes for this purpose are not locked, within its sends, gets a real code; for
  // anything else the hash is of a code nobody was sent (and the reply is the same).
  const real = !!rec.userId && !codesLocked(h, rec.userId, rec.purpose) && countSend(h, rec.userId, rec.channel);
  rec.salt = randomBytes(16).toString('hex');
  rec.codeHash = hashCode(real ? code : randomBytes(8).toString('hex'), rec.salt);
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
    text: say(req, 'codeText', { code, ...byChannel(rec.channel).words }),
  };
  if (real) h.store.deliver(notification);
}

/**
 * Counts a wrong entry for the user and purpose (a code, or a refused passkey); true when they are now locked. A
 * challenge that matched no account (userId null) counts on a record of its own that is thrown away: the same work,
 * in the same order, as for an account (docs/server-rules.md E5).
 */
export function countWrong(h: RouteHelpers, userId: string | null, purpose: Purpose): boolean {
  const user = h.store.findUser(userId ?? '');
  const now = h.now();
  const locks: NonNullable<User['codeLocks']> = user ? (user.codeLocks ??= {}) : {};
  const l = locks[purpose];
  const w = l && (l.lockedUntil > now || now - l.since < CODE_LOCKOUT) ? l : { wrong: 0, since: now, lockedUntil: 0 };
  // during a lock nothing is counted: the lock ends CODE_LOCKOUT after it began, whatever is tried meanwhile
  if (w.lockedUntil <= now) {
    w.wrong += 1;
    if (w.wrong >= MAX_WRONG) w.lockedUntil = now + CODE_LOCKOUT;
  }
  locks[purpose] = w;
  // The count is made in memory above, before anything is awaited: every request sees it at once, so N wrong entries
  // sent together count N times (K4). Its row is written just after the reply, as a send's is (countSend): written
  // before it, a wrong code for an account took longer to answer than one for no account (E5).
  if (user) h.store.touchSoon(user);
  return w.lockedUntil > now;
}

/** Checks a code against a challenge: right and fresh → 'ok' (single use); counts wrong entries first. */
export function checkCode(h: RouteHelpers, rec: Challenge, entered: unknown): 'ok' | 'expired' | 'wrong' | 'locked' {
  if (rec.wrong >= MAX_WRONG) return 'locked';
  const otc = digits(entered);
  const fresh = h.now() - rec.issuedAt <= byChannel(rec.channel).ttl;
  const right = !!rec.codeHash && otc.length === CODE_LENGTH && safeEqual(hashCode(otc, rec.salt), rec.codeHash);
  // a code sent before the lock is not taken either
  if (right && fresh && rec.userId && !codesLocked(h, rec.userId, rec.purpose)) {
    rec.codeHash = null;
    return 'ok';
  }
  rec.wrong += 1;
  // Wrong entries count per user and purpose too, across every challenge and session: parallel sessions would
  // otherwise each bring four guesses before any of them locked (docs/server-rules.md C4).
  countWrong(h, rec.userId, rec.purpose);
  // (the challenge itself ends at its own fifth: ending it at the user's would tell that the details matched)
  if (rec.wrong >= MAX_WRONG) return 'locked';
  return right && !fresh ? 'expired' : 'wrong';
}
