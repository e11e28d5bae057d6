// Sign-on through an identity provider, the widget's calls (docs/host.md "Sign-on through an identity provider"): the
// resume call takes the outcome the callback left with the session (its one-time token, 5 minutes, this session only)
// and answers as a sign-on does; an account found by e-mail is linked once its password is given (IDP_LINK), a new one
// is made from the provider's claims and the profile the user completes (IDP_REGISTER). A provider is one factor,
// unless the app trusts its multi-factor.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MINUTE } from '../store/clock';
import { say } from '../i18n';
import { DUMMY_HASH, safeEqual, verifyPassword } from '../guards/passwords';
import { textOf } from '../guards/payload';
import { msg, type Req, type RouteHelpers } from '../routes';
import type { App, Challenge, IdpClaims, Session, User } from '../store/store';
import { checkCode, sendCode } from '../handlers/codes';
import { accountOf } from '../store/seed';
import { offeredBy } from './providers';
import { hashToken } from './routes';
import { signOnResult } from '../handlers/signOn';

/** The factor a provider's sign-on counts as: two where the app trusts the provider's own multi-factor. */
const factorOf = (app: App, provider: string, mfa: boolean) =>
  mfa && app.providerRules?.[provider]?.trustsProviderMfa ? 'idp-mfa' : 'idp';

/** An account with a password of its own (one set up, reset or changed), not one made from a provider's claims or
 * still awaiting set-up: the password proves it; otherwise a code sent to its e-mail address does (docs/host.md
 * "Sign-on with a code"). */
const hasPassword = (u: User) => !u.awaitingSetup && u.history.length > 0;

/** The code that proves an account with no password of its own, sent to its e-mail address. */
function linkCode(h: RouteHelpers, req: Req, user: User): Challenge {
  const rec: Challenge = {
    purpose: 'LINK',
    userId: user.userId,
    channel: 'EMAIL',
    destination: user.email,
    phoneId: 'EMAIL',
    codeHash: null,
    salt: '',
    issuedAt: 0,
    sends: 0,
    wrong: 0,
  };
  sendCode(h, req, rec, 'LINK_CODE');
  return rec;
}

/**
 * The profile of a registration from the provider's claims, in the wire's names (docs/api.md: the e-mail is emailId).
 */
const profileOf = (c: IdpClaims) => ({ firstName: c.givenName, lastName: c.familyName, emailId: c.email });

export function idpResumeRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store, attempts } = h;
  const nameOf = (app: App | undefined, provider: string) => offeredBy(app, provider)?.name ?? provider;
  const again = (req: Req) => ({ nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'idpResumeRefused')) });

  h.route(r, 'POST /login/wgt/idp/resume/apps/:appId/:brandId', async (req, reply, s) => {
    const app = h.appOf(req);
    const held = s.idpResume;
    const token = textOf(h.payload(req).resume);
    if (!app || !app.brands.includes(req.params.brandId) || !held || !token) return again(req);
    if (!safeEqual(hashToken(token), held.tokenHash) || held.appId !== app.appId) return again(req);
    s.idpResume = null; // spent before anything else: a token works once
    if (h.now() > held.expiresAt) return again(req);
    const name = nameOf(app, held.provider);
    const o = held.outcome;
    switch (o.kind) {
      case 'cancelled':
        return { nextAction: 'LOGIN', messages: msg('OTHER', say(req, 'idpCancelled', { name })) };
      case 'failed':
        return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'idpFailed', { name })) };
      case 'refused':
        return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, o.message, { name })) };
      case 'link': {
        const holder = store.findUser(o.userId);
        if (!holder) return again(req);
        const idp = { provider: held.provider, claims: o.claims };
        if (hasPassword(holder)) {
          h.move(req, reply, s, 'IDP_LINK_PENDING', { userId: holder.userId, idp });
          return { nextAction: 'IDP_LINK', messages: msg('INFO', say(req, 'idpLink', { name })) };
        }
        const challenge = linkCode(h, req, holder);
        h.move(req, reply, s, 'IDP_LINK_PENDING', { userId: holder.userId, idp, challenge });
        return { nextAction: 'IDP_LINK', messages: msg('INFO', say(req, 'idpLinkByCode', { name })), linkBy: 'code' };
      }
      case 'register':
        h.move(req, reply, s, 'IDP_REGISTER_PENDING', { idp: { provider: held.provider, claims: o.claims } });
        return { nextAction: 'IDP_REGISTER', messages: {}, user: profileOf(o.claims) };
      case 'account': {
        const user = store.findUser(o.userId);
        if (!user) return again(req);
        store.addAudit(`Signed on through ${held.provider}`, user.userId);
        return signOnResult(req, reply, h, user, s, app, factorOf(app, held.provider, o.mfa));
      }
    }
  });

  // The account with the provider's verified e-mail: its password, once, links it (counted and locked as sign-on is);
  // for an account with no password, the code sent to it (counted and locked as the other codes are).
  h.route(r, 'POST /login/wgt/idp/link', async (req, reply, s) => {
    const app = h.appOf(req);
    const hold = s.stage.idp;
    const user = s.stage.userId ? store.findUser(s.stage.userId) : undefined;
    if (!app || !hold || !user) return again(req);
    const name = nameOf(app, hold.provider);
    if (s.stage.challenge) return linkByCode(req, reply, s, app, user, name);
    const account = attempts.state(user.userId);
    if (account.lockedFor > 0)
      return {
        nextAction: 'IDP_LINK',
        messages: msg('ERROR', say(req, 'locked', { minutes: Math.ceil(account.lockedFor / MINUTE) })),
      };
    // counted before the check is awaited, the session BUSY meanwhile (one answer per grant)
    attempts.failed(user.userId);
    const grant = h.take(req, reply, s);
    const ok = await verifyPassword(textOf(h.payload(req).password), user.passwordHash || DUMMY_HASH);
    if (!ok) {
      grant.giveBack();
      return { nextAction: 'IDP_LINK', messages: msg('ERROR', say(req, 'idpLinkWrong', { name })) };
    }
    attempts.reset(user.userId);
    return linked(req, reply, s, app, user, grant.giveBack);
  });

  /** The link proven: stored, and the sign-on goes on as after any (a provider is one factor, I7). */
  function linked(req: Req, reply: FastifyReply, s: Session, app: App, user: User, undo: () => void) {
    const hold = s.stage.idp ?? s.stage.held?.idp;
    if (!hold || !store.link(user, hold.provider, hold.claims.subject)) {
      undo();
      return again(req);
    }
    store.addAudit(`Linked to ${hold.provider}`, user.userId);
    return signOnResult(req, reply, h, user, s, app, factorOf(app, hold.provider, hold.claims.mfa));
  }

  function linkByCode(req: Req, reply: FastifyReply, s: Session, app: App, user: User, name: string) {
    const result = checkCode(h, s.stage.challenge!, h.payload(req).validationCode);
    if (result === 'ok') return linked(req, reply, s, app, user, () => undefined);
    if (result === 'locked') {
      h.move(req, reply, s, 'ANONYMOUS');
      return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'tooManyWrong')) };
    }
    const wrong = say(req, result === 'expired' ? 'codeExpired' : 'codeWrong');
    return {
      nextAction: 'IDP_LINK',
      linkBy: 'code',
      messages: msg('ERROR', `${wrong} ${say(req, 'idpLinkByCode', { name })}`),
    };
  }

  // A new account from the provider's claims and the profile the user completed, with the consent given.
  h.route(r, 'POST /login/wgt/idp/register', async (req, reply, s) => {
    const app = h.appOf(req);
    const hold = s.stage.idp;
    if (!app || !hold) return again(req);
    const p = h.payload(req);
    const firstName = textOf(p.firstName).trim();
    const lastName = textOf(p.lastName).trim();
    if (
      (p.consent !== true && textOf(p.consent) !== 'true') ||
      !firstName ||
      !lastName ||
      firstName.length > 40 ||
      lastName.length > 40
    )
      return {
        nextAction: 'IDP_REGISTER',
        messages: msg('ERROR', say(req, 'profileRefused')),
        user: profileOf(hold.claims),
      };
    const c = hold.claims;
    // the e-mail is the provider's, verified; taken meanwhile by another account, it is that account's to link
    if (store.findByEmail(c.email) || store.findUser(c.email) || store.findByIdentity(hold.provider, c.subject))
      return again(req);
    const now = h.now();
    const user: User = {
      ...accountOf({ userId: c.email, note: `registered through ${hold.provider}` }, DUMMY_HASH, now),
      email: c.email,
      firstName,
      middleInitial: '',
      lastName,
      history: [],
      passwordChangedAt: now,
      contacts: [],
    };
    store.addUsers([user]);
    store.link(user, hold.provider, c.subject);
    store.addAudit(`Registered through ${hold.provider}`, user.userId);
    return signOnResult(req, reply, h, user, s, app, factorOf(app, hold.provider, c.mfa));
  });
}
