// The user id a page's user typed, carried across a round trip of the page through another site: a sign-on through
// an identity provider leaves the page and the provider sends it back (docs/host.md "Sign-on through an identity
// provider"), as a typed user id is carried to the next panel that asks for it (docs/host.md "DOM hooks"). Kept in the
// tab's sessionStorage (docs/flows.md "Across a provider's round trip"): never in a URL (the start's query, the page it
// comes back to), where a server log or a Referer would see it; one tab's, gone with the tab; taken, and so removed, by
// the next start of the widget in the tab. The user id only (no secret: docs/host.md "DOM hooks"), never a password or
// a code.

const KEY = 'auth-widget.carried';
/** A round trip longer than this was given up: its user id is not put back (nor left lying in the tab). */
export const CARRY_MINUTES = 30;

/** Keeps the user id for the page this tab comes back to, for the widget of this scope (its app and brand). */
export function carryUserId(scope: string, userId: string): void {
  try {
    if (userId) sessionStorage.setItem(KEY, JSON.stringify([scope, Date.now(), userId]));
  } catch {
    /* storage full, or refused by the browser: nothing is carried, the user types the id again */
  }
}

/** The user id carried for this scope, if the trip was not too long; whatever was carried is removed either way. */
export function takeCarriedUserId(scope: string): string | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const [carriedFor, at, userId] = JSON.parse(raw ?? '[]') as unknown[];
    const age = Date.now() - Number(at);
    return carriedFor === scope && typeof userId === 'string' && age >= 0 && age <= CARRY_MINUTES * 60_000
      ? userId
      : null;
  } catch {
    return null; // refused by the browser, or not ours to read
  }
}

/** The scope a widget carries for: its app and brand (another app's widget on the same site takes nothing). */
export const carryScope = (config: { appId: string; brandId: string }) => `${config.appId}/${config.brandId}`;
