// Which account a provider's sign-on is (docs/server-rules.md "Identity
// providers"): the one linked to the provider's subject; else, for a verified e-mail the app trusts for linking, the
// account with that address once its owner proves it (IDP_LINK); else a new account where the app registers from that
// provider (IDP_REGISTER); else none. An e-mail the provider has not verified never reaches an existing account.
import type { IDToken } from 'openid-client';
import type { App, IdpClaims, IdpOutcome, Store } from '../store/store';

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** The ID token's claims the server keeps; `mfa` when the provider says it did multi-factor (RFC 8176 amr). */
export function claimsOf(c: IDToken): IdpClaims {
  const amr = Array.isArray(c.amr) ? c.amr.filter((m): m is string => typeof m === 'string') : [];
  return {
    subject: text(c.sub, 255),
    email: text(c.email, 254).toLowerCase(),
    // only the boolean true: "true" as a string, or the claim missing, is not a verified address
    emailVerified: c.email_verified === true,
    givenName: text(c.given_name, 40),
    familyName: text(c.family_name, 40),
    mfa: amr.includes('mfa') || new Set(amr.filter((m) => m !== 'mfa')).size >= 2,
  };
}

export function outcomeOf(store: Store, app: App, provider: string, claims: IdpClaims): IdpOutcome {
  const linked = store.findByIdentity(provider, claims.subject);
  if (linked) return { kind: 'account', userId: linked.userId, mfa: claims.mfa };
  const rules = app.providerRules?.[provider] ?? {};
  const holder = claims.email ? store.findByEmail(claims.email) : undefined;
  if (holder) {
    if (!claims.emailVerified) return { kind: 'refused', message: 'idpUnverified' };
    return rules.linkByEmail
      ? { kind: 'link', userId: holder.userId, claims }
      : { kind: 'refused', message: 'idpNoAccount' };
  }
  if (rules.register && claims.email && claims.emailVerified) return { kind: 'register', claims };
  return { kind: 'refused', message: 'idpNoAccount' };
}
