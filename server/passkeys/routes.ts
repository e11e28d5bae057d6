// The passkey calls of docs/host.md "Passkeys" on the reference server (docs/server-rules.md "Passkeys"). Every route
// is a row of the stage table: its session, the stages it is taken from, its limits. The challenge is held by the
// session's stage and spent by the answer that reads it before anything is awaited. A refused passkey gets one answer
// whatever the cause (no challenge, expired, unknown, another user's, a clone), counted where a wrong password or code
// is.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MINUTE } from '../store/clock';
import { offers } from '../factors/offers';
import { say } from '../i18n';
import { settings } from '../settings';
import { BadRequest } from '../guards/payload';
import { countWrong, codesLocked } from '../handlers/codes';
import { msg, type Req, type RouteHelpers } from '../routes';
import type { App, Session, User } from '../store/store';
import type { Passkeys, RelyingParty } from './webauthn';
import { checkPassed, withRecoveryCodes } from '../factors/routes';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/** The browser's answer as the wire carries it (a JSON object), or a bad request. */
export function credentialOf(req: Req, h: RouteHelpers) {
  const c = h.payload(req).credential;
  if (!c || typeof c !== 'object' || Array.isArray(c)) throw new BadRequest('credential is not an object');
  const { id, type, response } = c as Record<string, unknown>;
  if (typeof id !== 'string' || type !== 'public-key' || !response || typeof response !== 'object')
    throw new BadRequest('credential is not a public-key credential');
  return c as AuthenticationResponseJSON & RegistrationResponseJSON;
}

const FAILED = (req: Req) => msg('ERROR', say(req, 'passkeyFailed'));

/** The relying party as configured (server/app.ts ServerOptions.passkeys); the challenge's life from the settings. */
export function relyingParty(given: Partial<RelyingParty> = {}, publicOrigin = ''): RelyingParty {
  const origins = given.origins ?? (publicOrigin ? [publicOrigin] : []);
  return {
    name: given.name ?? 'auth-widget demo',
    id: given.id ?? (publicOrigin ? new URL(publicOrigin).hostname : 'localhost'),
    origins: [...origins],
    challengeMs: settings.passkeyChallengeSeconds * 1000,
  };
}

/** With no origin configured, the server's own address on localhost once it listens (WebAuthn refuses IP origins). */
export function listenOrigin(rp: RelyingParty, address: string | AddressInfo | null) {
  if (address && typeof address === 'object' && rp.id === 'localhost')
    rp.origins.push(`http://localhost:${address.port}`);
}

/** `passkeys`: one for the server (its index of credentials is shared by the plain API and its /ping alias). */
export function passkeyRoutes(r: FastifyInstance, h: RouteHelpers, passkeys: Passkeys, signOnResult: SignOnResult) {
  const { store } = h;
  const app = (req: Req) => h.appOf(req);
  const notOffered = (req: Req) => ({ messages: msg('ERROR', say(req, 'noRequest')) });

  // Sign-on: options for any of the site's passkeys (the browser's autofill offers the user's own; nothing here says
  // which accounts have one), held by the session the sign-on is sent in.
  h.route(r, 'GET /login/wgt/passkey/options', async (req, _reply, s) => {
    if (!offers(app(req), 'PASSKEY')) return notOffered(req);
    return { messages: {}, publicKey: await passkeys.authenticationOptions(s.stage) };
  });

  h.route(r, 'POST /login/wgt/passkey/authenticate/apps/:appId/:brandId', async (req, reply, s) => {
    const a = app(req);
    if (!a || !a.brands.includes(req.params.brandId) || !offers(a, 'PASSKEY'))
      return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'unknownApp')) };
    const credential = credentialOf(req, h);
    // counted before anything is awaited, as a password sign-on is (docs/server-rules.md K1); a success takes it back
    s.failedSignOns += 1;
    const outcome = await passkeys.authenticate(s.stage, credential);
    if (!outcome.ok) {
      const owner = passkeys.ownerOf(credential.id);
      // a known passkey that failed counts against its account as a wrong password does; an unknown one names none
      if (owner) {
        h.attempts.failed(owner);
        store.addAudit(`Passkey refused (${outcome.why})`, owner);
      }
      return { nextAction: 'LOGIN', messages: FAILED(req) };
    }
    const lock = h.attempts.state(outcome.userId);
    if (lock.lockedFor > 0)
      return {
        nextAction: 'LOGIN',
        messages: msg('ERROR', say(req, 'locked', { minutes: Math.ceil(lock.lockedFor / MINUTE) })),
      };
    s.failedSignOns = 0;
    h.attempts.reset(outcome.userId, outcome.userId);
    store.addAudit('Signed on with a passkey', outcome.userId);
    return signOnResult(req, reply, h, store.findUser(outcome.userId)!, s, a, 'passkey');
  });

  // Creation, offered after a password sign-on (PASSKEY_OFFER) to the signed-on user only.
  const userOf = (s: Session) => store.findUser(s.stage.userId ?? '');
  const target = (req: Req) => app(req)?.defaultTarget ?? '/signed-in.html';
  h.route(r, 'GET /login/wgt/passkey/register/options', async (req, _reply, s) => {
    const user = userOf(s);
    if (!user || !offers(app(req), 'PASSKEY')) return notOffered(req);
    const displayName = `${user.firstName} ${user.lastName}`.trim() || user.userId;
    return {
      messages: {},
      publicKey: await passkeys.registrationOptions(s.stage, { userId: user.userId, displayName }),
    };
  });
  h.route(r, 'POST /login/wgt/passkey/register', async (req, _reply, s) => {
    const credential = credentialOf(req, h);
    const n = (userOf(s)?.passkeys?.length ?? 0) + 1;
    const made = await passkeys.register(s.stage, credential, say(req, 'passkeyDefaultName', { n }));
    if (!made.ok)
      return {
        nextAction: 'PASSKEY_OFFER',
        messages: msg('ERROR', say(req, 'passkeyNotCreated')),
        targetUrl: target(req),
      };
    store.addAudit('Passkey created', made.passkey.userId);
    const then = { nextAction: 'REDIRECT', messages: {}, targetUrl: target(req) };
    // a user's first passkey brings recovery codes, where the app offers them (server/factors/routes.ts)
    const user = store.findUser(made.passkey.userId);
    return user?.passkeys?.length === 1 ? withRecoveryCodes(h, req, user, then) : then;
  });
  h.route(r, 'POST /login/wgt/passkey/skip', async (req, _reply, s) => {
    const user = userOf(s);
    if (user) {
      user.passkeyOfferSkippedAt = h.now();
      store.touch(user);
    }
    return { nextAction: 'REDIRECT', messages: {}, targetUrl: target(req) };
  });

  // A passkey as the step-up or two-factor check: under that check's code lockout (a refusal is a wrong entry).
  for (const [base, kind] of [
    ['/stepup/wgt', 'STEP_UP'],
    ['/svauth/wgt', 'TWO_FACTOR'],
  ] as const) {
    h.route(r, `GET ${base}/passkey/options`, async (req, _reply, s) => {
      const user = userOf(s);
      if (!user?.passkeys?.length || !offers(app(req), 'PASSKEY')) return notOffered(req);
      return { messages: {}, publicKey: await passkeys.authenticationOptions(s.stage, user.userId) };
    });
    h.route(r, `POST ${base}/passkey/validate`, async (req, reply, s) => {
      const userId = s.stage.userId ?? '';
      const credential = credentialOf(req, h);
      const locked = () => {
        h.move(req, reply, s, 'ANONYMOUS');
        return {
          nextAction: kind === 'TWO_FACTOR' ? 'FPC' : 'ERROR',
          messages: msg('ERROR', say(req, 'tooManyWrong')),
        };
      };
      if (codesLocked(h, userId, kind)) return locked();
      const outcome = await passkeys.authenticate(s.stage, credential);
      // judged again after the await: wrong answers sent together with this one may have locked the check meanwhile
      if (codesLocked(h, userId, kind)) return locked();
      if (outcome.ok && outcome.userId === userId)
        return checkPassed(h, req, reply, s, kind, userId, ' with a passkey');
      store.addAudit(`Passkey refused (${outcome.ok ? 'another-user' : outcome.why})`, userId);
      if (countWrong(h, userId, kind)) return locked();
      return { nextAction: kind, messages: FAILED(req) };
    });
  }
}

export type SignOnResult = (
  req: Req,
  reply: FastifyReply,
  h: RouteHelpers,
  user: User,
  s: Session,
  app: App,
  by: 'password' | 'passkey' | 'code' | 'idp' | 'idp-mfa',
  /** a code's: the phone id or EMAIL that carried it, never offered for the second factor that follows */
  via?: string,
) => unknown;
