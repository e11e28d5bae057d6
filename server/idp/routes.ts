// Sign-on through an identity provider, the navigations (docs/server-rules.md "Identity
// providers"): the start route sends the browser to the provider with PKCE (S256), a state and a nonce held by the
// widget's session and spent once; the callback checks the answer with openid-client (state, RFC 9207 issuer, code
// exchange, ID token claims) and the ID token's azp itself, and sends the browser back to the host page with a one-time
// resume token in the fragment.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MINUTE } from '../store/clock';
import { sayIn, SERVER_PREFIX, type ServerMessage } from '../i18n';
import { safeEqual } from '../guards/passwords';
import type { Req, RouteHelpers } from '../routes';
import type { IdpOutcome } from '../store/store';
import { claimsOf, outcomeOf } from './accounts';
import { offeredBy, openidClient, type Providers } from './providers';

/** how long the user may take at the provider */
const FLOW_MS = 10 * MINUTE;
/** how long the resume token works (docs/host.md "Sign-on through an identity provider") */
export const RESUME_MS = 5 * MINUTE;
export const CALLBACK_PATH = '/login/wgt/idp/callback';
export const hashToken = (t: string) => createHash('sha256').update(t).digest('base64url');

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A navigation that cannot go on (no session, a state that is not this session's): a page that says so. */
function refusedPage(reply: FastifyReply, language: unknown, key: ServerMessage) {
  const text = escapeHtml(sayIn(language, `${SERVER_PREFIX}${key}`));
  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><meta charset="utf-8"><title>${text}</title><p role="alert">${text}</p>`);
}

/**
 * Where the browser may come back to: an absolute http(s) URL of an origin the server's pages are served from, with no
 * user info and no fragment (the resume token is the fragment); its normalized form, or null.
 */
export function returnToOf(raw: unknown, origins: string[]): string | null {
  if (typeof raw !== 'string' || !raw || raw.length > 2048) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(u.protocol) || u.username || u.password || u.hash) return null;
  return origins.includes(u.origin) ? u.href : null;
}

export interface IdpDeps {
  providers: Providers;
  /** the origins the server's pages are served from (the first is the one its callback is under) */
  origins: () => string[];
}

export function idpNavigationRoutes(r: FastifyInstance, h: RouteHelpers, deps: IdpDeps) {
  const { providers } = deps;
  const redirectUri = () => `${deps.origins()[0]}${CALLBACK_PATH}`;

  h.route(r, 'GET /login/wgt/idp/:providerId/start', async (req, reply, s) => {
    const q = req.query;
    const app = h.appOf(req);
    const p = providers.list.get(req.params.providerId);
    const returnTo = returnToOf(q.returnTo, deps.origins());
    // the widget's own session, the app and brand it runs for, a provider that app offers, a page of this site
    const ok =
      !!s.id && safeEqual(String(q.sId ?? ''), s.sId) && !!app && app.brands.includes(String(q.brandId)) && !!p;
    if (!ok || !returnTo || !offeredBy(app, p.id)) return refusedPage(reply, q.language, 'idpStartRefused');
    const client = await openidClient();
    const verifier = client.randomPKCECodeVerifier();
    const flow = {
      provider: p.id,
      appId: app.appId,
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier,
      returnTo,
      language: String(q.language ?? 'en_US'),
      expiresAt: h.now() + FLOW_MS,
    };
    let url: URL;
    try {
      url = client.buildAuthorizationUrl(await providers.config(p), {
        redirect_uri: redirectUri(),
        scope: p.scope,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
    } catch (e) {
      req.log.warn({ provider: p.id, err: (e as Error).message }, 'identity provider unreachable');
      return refusedPage(reply, q.language, 'idpUnreachable');
    }
    // one sign-on through a provider at a time per session: a new start replaces an older one
    s.idpFlow = flow;
    return reply.redirect(url.href, 303);
  });

  h.route(r, `GET ${CALLBACK_PATH}`, async (req: Req, reply, s) => {
    const flow = s.idpFlow;
    const state = String(req.query.state ?? '');
    // this session's flow, its state: an answer for another session, or one already taken, goes no further
    if (!s.id || !flow || !state || !safeEqual(state, flow.state) || h.now() > flow.expiresAt)
      return refusedPage(reply, flow?.language, 'idpStateRefused');
    s.idpFlow = null; // spent before anything is awaited: the same answer twice is taken once
    const p = providers.list.get(flow.provider)!;
    const app = h.store.apps.get(flow.appId)!;
    const client = await openidClient();
    const current = new URL(redirectUri());
    current.search = new URLSearchParams(req.query).toString();
    let outcome: IdpOutcome;
    try {
      const config = await providers.config(p);
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims()!;
      // an ID token issued to another client is not this sign-on's, even with this client its only audience (OpenID
      // Connect Core 3.1.3.7: an azp present names this client); openid-client checks azp only among several
      // audiences (docs/server-rules.md I4)
      if (idToken.azp !== undefined && idToken.azp !== p.clientId) throw new Error('ID token for another client (azp)');
      // a provider that keeps the profile claims out of the ID token gives them at its userinfo endpoint, for the
      // same subject (openid-client checks it)
      const more = idToken.email
        ? {}
        : await client.fetchUserInfo(config, tokens.access_token, idToken.sub).catch(() => ({}));
      outcome = outcomeOf(h.store, app, p.id, claimsOf({ ...more, ...idToken }));
    } catch (e) {
      // the provider's refusal (checked like an answer: its state and issuer) is the user's cancel
      const cancelled = e instanceof client.AuthorizationResponseError && e.error === 'access_denied';
      if (!cancelled) req.log.warn({ provider: p.id, err: (e as Error).message }, 'identity provider answer refused');
      outcome = { kind: cancelled ? 'cancelled' : 'failed' };
    }
    const token = randomBytes(32).toString('base64url');
    s.idpResume = {
      tokenHash: hashToken(token),
      expiresAt: h.now() + RESUME_MS,
      appId: flow.appId,
      provider: p.id,
      outcome,
    };
    // a fragment: never sent to a server, a log or a Referer
    return reply.redirect(`${flow.returnTo}#aw-resume=${token}`, 303);
  });
}
