// The user id a page's user typed, carried across a round trip of the page through another site: a sign-on through
// an identity provider leaves the page and the provider sends it back (CONTRACT section 10), as a typed user id is
// carried to the next panel that asks for it (CONTRACT section 3). Kept in the tab's sessionStorage (docs/flows.md
// "Across a provider's round trip"): never in a URL (the start's query, the page it comes back to), where a server
// log or a Referer would see it; one tab's, gone with the tab; taken, and so removed, by the next start of the widget
// in the tab. The user id only (no secret: CONTRACT section 3), never a password or a code.

const KEY = 'auth-widget.carried';
/** A round trip longer than this was given up: its user id is not put back (nor left lying in the tab). */
export const CARRY_MINUTES = 30;

interface Carried {
  scope: string;
  userId: string;
  at: number;
}

/** The tab's storage, or null where a browser or sandbox refuses it (the user id is then typed again). */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the user id for the page this tab comes back to, for the widget of this scope (its app and brand). */
export function carryUserId(scope: string, userId: string, now = Date.now()): void {
  if (!userId) return;
  try {
    storage()?.setItem(KEY, JSON.stringify({ scope, userId, at: now } satisfies Carried));
  } catch {
    /* storage full or refused: nothing is carried */
  }
}

/** The user id carried for this scope, if the trip was not too long; whatever was carried is removed either way. */
export function takeCarriedUserId(scope: string, now = Date.now()): string | null {
  const s = storage();
  let raw: string | null = null;
  try {
    raw = s?.getItem(KEY) ?? null;
    s?.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const c = JSON.parse(raw) as Partial<Carried>;
    const fresh = typeof c.at === 'number' && c.at <= now && now - c.at <= CARRY_MINUTES * 60_000;
    return c.scope === scope && typeof c.userId === 'string' && fresh ? c.userId : null;
  } catch {
    return null;
  }
}

/** The scope a widget carries for: its app and brand (another app's widget on the same site takes nothing). */
export const carryScope = (config: { appId: string; brandId: string }) => `${config.appId}/${config.brandId}`;
