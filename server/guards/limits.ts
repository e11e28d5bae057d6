// The reference server's limits against guessing and floods: rate limits per client and per account
// (@fastify/rate-limit), failed sign-ons per account id toward the captcha and a lockout. Tests and the demo's
// browser tests pass their own (a whole browser test file comes from one address).
import { MINUTE } from '../store/clock';
import type { Store } from '../store/store';

export interface Limits {
  /** requests per client address per minute, any route */
  perClient: number;
  /** sign-on, validate-user and the code calls per client address per minute */
  sensitivePerClient: number;
  /** sign-on attempts per account id per 15 minutes, whatever their outcome */
  signOnPerAccount: number;
  /** validate-user calls (codes sent) per account id per 15 minutes */
  recoveryPerAccount: number;
  /** failed sign-ons (per session or per account id) after which the captcha is required */
  captchaAfter: number;
  /** failed sign-ons per account id within lockoutMs that lock it for lockoutMs */
  lockoutAfter: number;
  lockoutMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  perClient: 600,
  sensitivePerClient: 60,
  signOnPerAccount: 30,
  recoveryPerAccount: 10,
  captchaAfter: 3,
  lockoutAfter: 10,
  lockoutMs: 15 * MINUTE,
};

/** For tests that drive one server hard from one address: only the captcha and the lockout as usual. */
export const TEST_LIMITS: Limits = {
  ...DEFAULT_LIMITS,
  perClient: 1e6,
  sensitivePerClient: 1e6,
  signOnPerAccount: 1e6,
  recoveryPerAccount: 1e6,
};

/** The account-id key every per-account count uses: the id as typed, trimmed and lower-cased (known or not). */
export const accountKey = (userId: string) => userId.trim().toLowerCase().slice(0, 256);

export interface AccountState {
  failures: number;
  /** ms left of a lockout, 0 when not locked */
  lockedFor: number;
}

/**
 * Failed sign-ons per account id. Ids that match no account are counted the same way, so that the captcha and the
 * lockout say nothing about whether an account exists; an account tried under its user id and its e-mail address
 * has a count for each.
 */
export class SignOnAttempts {
  constructor(
    private readonly store: Store,
    private readonly limits: Limits,
  ) {}

  state(userId: string): AccountState {
    const a = this.store.attempts.get(accountKey(userId));
    const now = this.store.clock.now();
    if (!a || (now - a.firstAt > this.limits.lockoutMs && a.lockedUntil <= now)) return { failures: 0, lockedFor: 0 };
    return { failures: a.failures, lockedFor: Math.max(0, a.lockedUntil - now) };
  }

  failed(userId: string) {
    const key = accountKey(userId);
    const now = this.store.clock.now();
    const a = this.store.attempts.get(key);
    const fresh = !a || (now - a.firstAt > this.limits.lockoutMs && a.lockedUntil <= now);
    const next = fresh ? { failures: 1, firstAt: now, lockedUntil: 0 } : { ...a, failures: a.failures + 1 };
    if (next.failures >= this.limits.lockoutAfter && next.lockedUntil <= now)
      next.lockedUntil = now + this.limits.lockoutMs;
    this.store.setAttempts(key, next);
    if (this.store.attempts.size > 10_000)
      this.store.setAttempts(this.store.attempts.keys().next().value as string, null);
  }

  reset(...userIds: string[]) {
    for (const id of userIds) if (this.store.attempts.has(accountKey(id))) this.store.setAttempts(accountKey(id), null);
  }
}
