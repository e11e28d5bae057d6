// A user's own security settings on the reference server (docs/host.md "Security settings", docs/server-rules.md
// U1–U7): what the settings page shows, the rule that nobody is ever locked out by a removal, the recent check a change
// needs, and the notice every change sends to the account's e-mail address (the dev outbox shows it; it never carries a
// secret).
import { randomBytes } from 'node:crypto';
import { MINUTE } from '../store/clock';
import { say, type ServerMessage } from '../i18n';
import { settings } from '../settings';
import { offers } from '../factors/offers';
import type { Req, RouteHelpers } from '../routes';
import type { App, Session, User } from '../store/store';

/** The account has a password it can sign on with (not one still to be set up, not one never set). */
export const hasPassword = (u: User) => !u.awaitingSetup && u.history.length > 0;

const iso = (t: number | undefined | null) => (typeof t === 'number' ? new Date(t).toISOString() : null);

/**
 * What GET /account/wgt/security answers for a signed-on user, and every change after it (docs/host.md "Security
 * settings").
 */
export function securityState(h: RouteHelpers, req: Req, user: User) {
  const app = h.appOf(req);
  const names = (id: string) => {
    const p = app?.settings.identityProviders;
    const listed = Array.isArray(p) ? (p as { id?: unknown; name?: unknown }[]).find((x) => x?.id === id) : undefined;
    return typeof listed?.name === 'string' ? listed.name : id;
  };
  return {
    messages: {},
    nextAction: 'SECURITY_SETTINGS',
    passkeys: (user.passkeys ?? []).map((p) => ({
      id: p.id,
      name: p.name ?? '',
      createdAt: iso(p.createdAt),
      lastUsedAt: iso(p.lastUsedAt),
    })),
    // (none where the app offers no authenticator app and the user has none)
    totp: offers(app, 'TOTP') || user.totp ? { enrolled: !!user.totp } : null,
    // (none where the app offers none, nor for an account that never had any: they come with its first second factor,
    // and "0 left" would say it had used them all)
    recoveryCodes:
      offers(app, 'RECOVERY_CODE') && user.recoveryCodes ? { left: user.recoveryCodes.hashes.length } : null,
    identityProviders: [...new Set((user.identities ?? []).map((i) => i.provider))].map((id) => ({
      id,
      name: names(id),
    })),
    password: hasPassword(user) ? { changedAt: iso(user.passwordChangedAt) } : null,
  };
}

/** What the account could sign on with, and which second factors it could pass a check with. */
function standing(user: User, app: App | undefined) {
  const passkeys = offers(app, 'PASSKEY') ? (user.passkeys?.length ?? 0) : 0;
  return {
    ways: (hasPassword(user) ? 1 : 0) + passkeys + new Set((user.identities ?? []).map((i) => i.provider)).size,
    // a code sent to a contact stands for the second factor too (the step-up's channels)
    seconds: (user.contacts.length || user.email ? 1 : 0) + (user.passkeys?.length ?? 0) + (user.totp ? 1 : 0),
  };
}

/** A removal the account could not do without: a copy of it, without what would go. */
export type Without = { passkey: string } | { totp: true } | { provider: string };

/**
 * Never locked out (U4): the refusal of a removal that would leave the account no way to sign on, or no second
 * factor where it owes one at every sign-on (the app's step-up or two-factor for it); null when it may go.
 */
export function lockedOutBy(user: User, app: App | undefined, what: Without): ServerMessage | null {
  const after: User = {
    ...user,
    passkeys: 'passkey' in what ? (user.passkeys ?? []).filter((p) => p.id !== what.passkey) : user.passkeys,
    totp: 'totp' in what ? undefined : user.totp,
    identities:
      'provider' in what ? (user.identities ?? []).filter((i) => i.provider !== what.provider) : user.identities,
  };
  const now = standing(after, app);
  if (now.ways === 0) return 'settingsLastWay';
  if ((user.stepUp || user.twoFactor) && now.seconds === 0) return 'settingsLastFactor';
  return null;
}

/** The check a change needs (U2): made within settings.reverifyMinutes (a sign-on or a step-up). */
export const recentlyChecked = (h: RouteHelpers, s: Session) =>
  s.stage.checkedAt !== null && h.now() - s.stage.checkedAt <= settings.reverifyMinutes * MINUTE;

/** The changes a notice names (U6): server messages "notice.<what>" in every locale. */
export type Change =
  | 'passkeyAdded'
  | 'passkeyRenamed'
  | 'passkeyRemoved'
  | 'totpAdded'
  | 'totpRemoved'
  | 'recoveryCodesNew'
  | 'providerUnlinked';

/** A change done: in the audit trail, and told to the account's e-mail address (the words only: never a secret). */
export function tell(h: RouteHelpers, req: Req, user: User, change: Change) {
  const text = say(req, `notice.${change}` as ServerMessage);
  h.store.addAudit(`Security settings: ${change}`, user.userId);
  if (!user.email) return;
  h.store.deliver({
    messageId: randomBytes(8).toString('hex'),
    notificationCreatedDT: new Date(h.now()).toISOString(),
    notificationName: 'SECURITY_SETTINGS_CHANGED',
    userId: user.userId,
    status: 'SENT',
    emailStatus: 'DELIVERED',
    emailRejectedDT: null,
    emailRejectedReason: null,
    channel: 'EMAIL',
    to: user.email,
    code: '',
    text,
  });
}
