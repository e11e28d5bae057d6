// The way back from a sign-on through an identity provider (docs/host.md "Sign-on through an identity provider"): the
// server sends the browser to the host page with #aw-resume=<one-time token>. The widget that starts sign-on takes the
// token and removes the fragment from the address bar at once (history.replaceState), so it is never bookmarked,
// shared, or sent on in a Referer.
const RESUME = /^#aw-resume=([A-Za-z0-9_-]{16,256})$/;

/** The token of the page's address, left there (the first script's look: src/first/early.ts); null without one. */
export const peekResumeToken = (): string | null => RESUME.exec(window.location.hash)?.[1] ?? null;

/** The token of the page's address, removed from it; null when it has none. */
export function takeResumeToken(): string | null {
  const m = RESUME.exec(window.location.hash);
  if (!m) return null;
  history.replaceState(history.state, '', window.location.href.replace(/#.*$/, ''));
  return m[1];
}
