// What the model-based test (kit/model/model.test.ts) checks of a user's own security settings (docs/server-rules.md
// U1–U7) after each call: a settings call changes only its own signed-on user's factors, and only within the recent
// check; no call leaves an account without a way to sign on that had one, or without a second factor where it owes
// one at every sign-on; every settings change is told to the account.
import { MINUTE } from '../../server/store/clock';
import { settings } from '../../server/settings';
import { hasPassword } from '../../server/account/security';
import type { Session, Store, User } from '../../server/store/store';
import { ROUTES } from './draws';

/** the app the settings calls name: one that offers every factor and a provider (seed/apps.json) */
export const SETTINGS_APP = 'demo-secure';
export const isSettingsRoute = (route: string) => / \/account\/wgt\//.test(route);
const SIGN_ON = ROUTES.find((r) => r.startsWith('POST /login/wgt/authenticate/'))!;
/** The routes a user in the settings takes from `stage`: the settings calls once signed on, else the sign-on first. */
export const inSettings = (routes: string[], stage: string | undefined) =>
  stage === 'AUTHENTICATED' ? routes.filter(isSettingsRoute) : [SIGN_ON];

/** What of an account the settings change: its factors and ways in, as one comparable line. */
const factorsOf = (u: User) =>
  JSON.stringify([
    u.totp?.secret ?? null,
    u.recoveryCodes?.hashes ?? null,
    (u.passkeys ?? []).map((p) => [p.id, p.name]),
    (u.identities ?? []).map((i) => i.provider),
  ]);
const ways = (u: User) =>
  (hasPassword(u) ? 1 : 0) + (u.passkeys?.length ?? 0) + new Set((u.identities ?? []).map((i) => i.provider)).size;
const seconds = (u: User) => (u.contacts.length || u.email ? 1 : 0) + (u.passkeys?.length ?? 0) + (u.totp ? 1 : 0);

export interface Snapshot {
  factors: Map<string, string>;
  ways: Map<string, number>;
  seconds: Map<string, number>;
  notices: number;
}
export const snapshot = (store: Store): Snapshot => ({
  factors: new Map([...store.users].map(([k, u]) => [k, factorsOf(u)])),
  ways: new Map([...store.users].map(([k, u]) => [k, ways(u)])),
  seconds: new Map([...store.users].map(([k, u]) => [k, seconds(u)])),
  notices: store.outbox.filter((m) => m.notificationName === 'SECURITY_SETTINGS_CHANGED').length,
});

/** The checks after a call; `before`: the calling session's stage before it. Returns whether a settings change was made. */
export function checkSettings(store: Store, route: string, was: Snapshot, before: Session['stage'] | undefined) {
  const changed = [...store.users].filter(([k, u]) => was.factors.has(k) && was.factors.get(k) !== factorsOf(u));
  for (const [k, u] of changed) {
    // never locked out (U4): a way in and an owed second factor stay
    if ((was.ways.get(k) ?? 0) > 0) expect([u.userId, route, ways(u)]).not.toEqual([u.userId, route, 0]);
    if ((u.stepUp || u.twoFactor) && (was.seconds.get(k) ?? 0) > 0)
      expect([u.userId, route, seconds(u)]).not.toEqual([u.userId, route, 0]);
  }
  if (!isSettingsRoute(route) || !changed.length) return false;
  // a settings change: one account, the calling session's own, signed on, its check recent (U1, U2)
  const recent = before?.checkedAt != null && store.clock.now() - before.checkedAt <= settings.reverifyMinutes * MINUTE;
  const [[, u]] = changed;
  expect([route, changed.length, before?.name, before?.userId === u.userId, recent]).toEqual([
    route,
    1,
    'AUTHENTICATED',
    true,
    true,
  ]);
  // told to the account (U6), when it has an address to tell
  if (u.email)
    expect(store.outbox.filter((m) => m.notificationName === 'SECURITY_SETTINGS_CHANGED').length).toBe(was.notices + 1);
  return true;
}
