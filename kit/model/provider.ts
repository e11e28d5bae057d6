// The model-based test's identity provider (kit/model/model.test.ts): a command that stands for a provider's answer
// having come back to one session (what the callback leaves with it: an outcome and the hash of a one-time token), and
// what the calls that follow (resume, link, register) send and prove. The answer's own checks (state, PKCE, issuer,
// ID token) are openid-client's and the attack suite's (kit/attack/providers.test.ts); the model draws what comes
// after them, over the stage table.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { RESUME_MS, hashToken } from '../../server/idp/routes';
import type { App, IdpClaims, IdpOutcome, Store } from '../../server/store/store';
import { USERS, sessionOf, type Ghost } from './draws';
import { DEMO_PASSWORD } from '../../server/store/seed';
import type { Client } from '../wire/inject';

/** an app of the test's own (added to the server it builds) that offers a provider of its own with every rule on:
 * linking by e-mail, registration, trusted multi-factor */
export const PROVIDER_APP = 'model-provider';
export const PROVIDER = 'model-id';

/** The test's app, made from another app of the server with the provider and its rules added. */
export function providerApp(base: App): App {
  return {
    ...base,
    appId: PROVIDER_APP,
    settings: { ...base.settings, identityProviders: [{ id: PROVIDER, name: 'Model ID', kind: 'oidc' }] },
    providerRules: { [PROVIDER]: { linkByEmail: true, register: true, trustsProviderMfa: true } },
  };
}

/** per client: the token of the answer it holds, and what it was */
export const held = new WeakMap<Client, { token: string; outcome: IdpOutcome }>();

const claims = (user: number, verified: boolean, mfa: boolean): IdpClaims => ({
  subject: `model-${user}`,
  email: `${USERS[user]}@example.com`.toLowerCase(),
  emailVerified: verified,
  givenName: 'Model',
  familyName: 'User',
  mfa,
});

/** A provider's answer for one session: an account of the seed (with or without its own multi-factor), a link or a
 * registration to make, a cancel, a failure, a refusal. */
export class ProviderAnswer implements fc.AsyncCommand<object, Ghost> {
  constructor(
    readonly client: number,
    readonly kind: number,
    readonly user: number,
    readonly mfa: boolean,
    readonly store: () => Store,
  ) {}
  check = () => true;
  async run(_m: object, g: Ghost) {
    const c = g.clients[this.client];
    const s = sessionOf(this.store(), c);
    if (!s) return;
    const userId = USERS[this.user];
    const outcomes: IdpOutcome[] = [
      { kind: 'account', userId, mfa: this.mfa },
      { kind: 'link', userId, claims: claims(this.user, true, this.mfa) },
      { kind: 'register', claims: { ...claims(this.user, true, this.mfa), email: `new.${this.user}@example.org` } },
      { kind: 'cancelled' },
      { kind: 'failed' },
      { kind: 'refused', message: 'idpUnverified' },
    ];
    const outcome = outcomes[this.kind % outcomes.length];
    const token = randomBytes(24).toString('base64url');
    s.idpResume = {
      tokenHash: hashToken(token),
      expiresAt: this.store().clock.now() + RESUME_MS,
      appId: PROVIDER_APP,
      provider: PROVIDER,
      outcome,
    };
    held.set(c, { token, outcome });
  }
  toString = () => `provider answers #${this.client} with ${this.kind} for ${USERS[this.user]} (mfa ${this.mfa})`;
}

export const providerArb = (store: () => Store) =>
  fc
    .tuple(fc.nat(2), fc.nat(5), fc.nat(USERS.length - 1), fc.boolean())
    .map(
      ([client, kind, user, mfa]) =>
        new ProviderAnswer(client, kind, user, mfa, store) as fc.AsyncCommand<object, Ghost>,
    );

/**
 * Before a call of the provider's routes: its payload (the token the session holds, or a forged one), and what the
 * session may prove by it. The model trusts the provider's checked answer (a first factor, and the second where the
 * app trusts its multi-factor); a link adds the password given.
 */
export function providerCall(
  route: string,
  g: Ghost,
  client: number,
  data: Record<string, unknown>,
  right: boolean,
  store: Store,
) {
  const c = g.clients[client];
  const h = held.get(c);
  data.appId = PROVIDER_APP;
  const proofs = (userId: string, mfa: boolean) => [`IDP:${userId}`, ...(mfa ? [`IDP_MFA:${userId}`] : [])];
  // a link or registration is of what the session holds now (a later answer may have come since)
  const stage = sessionOf(store, c)?.stage;
  const hold = stage?.idp;
  if (route.startsWith('POST /login/wgt/idp/resume')) {
    data.resume = right && h ? h.token : 'forged-resume-token-0123456789';
    if (right && h?.outcome.kind === 'account') g.proofs[client] = new Set(proofs(h.outcome.userId, h.outcome.mfa));
  } else if (route === 'POST /login/wgt/idp/link' && hold && stage.userId) {
    // the provider and the account's own password (or, for one with none, the code sent to it) together; a wrong
    // password or code proves nothing
    const userId = stage.userId;
    const known = g.passwords.get(userId) ?? DEMO_PASSWORD;
    const sent = store.outbox.filter((m) => m.notificationName === 'LINK_CODE' && m.userId === userId).at(-1)?.code;
    const proven = stage.challenge ? !!sent && data.validationCode === sent : data.password === known;
    const own = stage.challenge ? `LINK:${userId}` : `PASSWORD:${userId}`;
    g.proofs[client] = new Set(proven ? [...proofs(userId, hold.claims.mfa), own] : []);
  } else if (route === 'POST /login/wgt/idp/register' && hold) {
    g.proofs[client] = new Set(proofs(hold.claims.email, hold.claims.mfa));
    Object.assign(data, { firstName: 'Model', lastName: 'User', consent: true });
  }
}
