// The widget's one Trusted Types policy, "auth-widget", for pages that enforce `require-trusted-types-for 'script'`
// (a host may allow it by name: `trusted-types auth-widget`). It is created once per page (a policy name is a
// page-level singleton: the first script makes it and hands it to the main script, src/first/handoff.ts) and stays
// private to these modules: script URLs only for the callers here, which pass URLs they have checked (the widget's own
// files beside its script, the allowed analytics script), and HTML only for DOMPurify, which parses captcha markup in
// an inert document to sanitize it, and for the sign-on panel made at build time (the widget's own file, never text
// from a reply). Without the Trusted Types API (older browsers, jsdom) plain strings are used.
import { findHandoff } from '../first/handoff';

interface Policy {
  createHTML(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypesApi {
  createPolicy(name: string, rules: { createHTML(s: string): string; createScriptURL(s: string): string }): Policy;
}

export const POLICY_NAME = 'auth-widget';
let policy: Policy | null | undefined;

function get(): Policy | null {
  if (policy !== undefined) return policy;
  const made = findHandoff()?.policy;
  if (made !== undefined) return (policy = made as Policy | null);
  const api = (globalThis as unknown as { trustedTypes?: TrustedTypesApi }).trustedTypes;
  try {
    policy = api?.createPolicy
      ? api.createPolicy(POLICY_NAME, {
          createHTML: (s) => s,
          createScriptURL: (s) => {
            const u = new URL(s);
            if (u.protocol !== 'https:' && u.protocol !== 'http:')
              throw new TypeError(`AuthWidget: not a script URL: ${s}`);
            return u.href;
          },
        })
      : null;
  } catch (e) {
    // the page's `trusted-types` directive does not list the name: script loading then fails visibly
    console.error(`AuthWidget: the Trusted Types policy "${POLICY_NAME}" could not be created`, (e as Error)?.message);
    policy = null;
  }
  return policy;
}

/** Sets a script element's source: through the policy where Trusted Types exist. `url` must already be checked. */
export function setScriptSrc(el: HTMLScriptElement, url: string) {
  const p = get();
  (el as unknown as { src: unknown }).src = p ? p.createScriptURL(url) : url;
}

/** The policy for DOMPurify's own parsing (its TRUSTED_TYPES_POLICY option), or null without Trusted Types. */
export function purifierPolicy(): Policy | null {
  return get();
}

/** The prebuilt panel's markup (src/first/early.ts), through the policy where Trusted Types exist. */
export function trustedHtml(html: string): string {
  const p = get();
  return (p ? p.createHTML(html) : html) as string;
}
