// The one gate for every URL the widget may navigate to (docs/host.md): http(s) only, and only to the host
// page's origin, the auth API's origin, or config.allowedRedirectOrigins. Anything else is refused, never followed.

export interface RedirectPolicy {
  base: string;
  hostOrigin: string;
  apiOrigin: string;
  allowedRedirectOrigins: string[];
}

function originOf(value: string): string | null {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** C0 controls and the space, DEL and C1 controls, and the backslash. */
const unsafeChar = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0x20 || (code >= 0x7f && code <= 0x9f) || c === '\\';
};

/** Returns the absolute URL to go to, or null when the URL must be refused. */
export function checkRedirect(raw: unknown, policy: RedirectPolicy): string | null {
  if (typeof raw !== 'string') return null;
  // Control characters, whitespace inside, backslashes: browsers "repair" these in ways that can change the origin.
  const value = raw.trim();
  if (!value || [...value].some(unsafeChar) || raw.length > 4096) return null;
  let url: URL;
  try {
    url = new URL(value, policy.base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const allowed = new Set([
    policy.hostOrigin,
    policy.apiOrigin,
    ...policy.allowedRedirectOrigins.map(originOf).filter(Boolean),
  ]);
  return allowed.has(url.origin) ? url.href : null;
}

/** Appends auth=true (ping mode, docs/flows.md "Reset password" and "Sign-on"). */
export function withAuthTrue(url: string): string {
  const u = new URL(url);
  u.searchParams.set('auth', 'true');
  return u.href;
}

/** What the widget knows of where it runs: enough to build its policy (src/app/env.ts Env has it). */
interface Placed {
  config: { hostOrigin: string; apiOrigin: string; allowedRedirectOrigins: string[] };
  host: { href(): string };
}

/** checkRedirect with the mounted widget's policy: the one gate for its navigations, help link and setting links. */
export const allowedUrl = (env: Placed, raw: unknown): string | null =>
  checkRedirect(raw, {
    base: env.host.href(),
    hostOrigin: env.config.hostOrigin,
    apiOrigin: env.config.apiOrigin,
    allowedRedirectOrigins: env.config.allowedRedirectOrigins,
  });
