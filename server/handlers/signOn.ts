// Sign-on on the reference server: the CSRF token and session id, sign-on with its captcha, lockout and the nextAction
// for the account's state (docs/flows.md "Sign-on"), continuing without a change, the target URL and logout.
import type { FastifyInstance } from 'fastify';
import { captchaReply, checkAnswer, newChallenge } from '../guards/captcha';
import { DAY, MINUTE } from '../store/clock';
import { say, sayKey } from '../i18n';
import { DUMMY_HASH, verifyPassword } from '../guards/passwords';
import { textOf } from '../guards/payload';
import { msg, type Req, type RouteHelpers } from '../routes';
import type { App, Stage, User } from '../store/store';
import type { SignOnResult } from '../passkeys/routes';
import { offersPasskey } from '../factors/offers';

/** A password that expires within this many days is announced at sign-on (PWD_BEFORE_EXP). */
const EXPIRY_WARNING_DAYS = 14;
const COUNTRY_CODES = ['1', '31', '33', '34', '39', '44', '45', '46', '47', '49', '52', '55', '61', '86', '358'];

export function signOnRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store, limits, attempts } = h;

  h.route(r, 'GET /login/wgt/getCSRFToken', async (_req, _reply, s) => ({
    csrfTokenValue: s.csrf,
    csrfTokenStatus: 'SUCCESS',
    csrfTokenHeader: 'X-XSRF-TOKEN',
  }));
  h.route(r, 'GET /login/wgt/sessionId', async (_req, _reply, s) => ({ sessionId: s.sId }));
  h.route(r, 'GET /login/wgt/getCountryCodes', async () => ({ CountryCodes: COUNTRY_CODES }));

  h.route(r, 'POST /login/wgt/authenticate/apps/:appId/:brandId', async (req, reply, s) => {
    const app = h.appOf(req);
    if (!app || !app.brands.includes(req.params.brandId))
      return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'unknownApp')) };
    const p = h.payload(req);
    const userId = h.readUserId(req);
    const password = textOf(p.password);
    const account = attempts.state(userId);
    // A sign-on that fails ends the one the session had under way (S7): a change offered, a second factor owed or a
    // signed-on session is not there to continue after someone else's wrong password.
    const failed = <T>(answer: T) => {
      if (s.stage.name !== 'ANONYMOUS') h.move(req, reply, s, 'ANONYMOUS');
      return answer;
    };
    // Locked: the same answer for any id, known or not, right password or not (nothing to learn by trying).
    if (account.lockedFor > 0) {
      const minutes = Math.ceil(account.lockedFor / MINUTE);
      return failed({ nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'locked', { minutes })) });
    }
    const challenge = () => captchaReply(newChallenge(s, h.now()), h.publicOrigin);
    if (s.failedSignOns >= limits.captchaAfter || account.failures >= limits.captchaAfter) {
      const answer = textOf(p.nuCaptchaAns);
      if (!answer) return failed({ nextAction: 'LOGIN', messages: {}, ...challenge() });
      if (!checkAnswer(s, textOf(p.nuCaptchaToken), answer, h.now())) {
        await verifyPassword(password, DUMMY_HASH);
        return failed({ nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'captchaMismatch')), ...challenge() });
      }
    }
    // Counted as a failure before the password is checked (nothing is awaited before this): N sign-ons sent together
    // count N toward the captcha and the lock; a right password takes its count back (docs/server-rules.md K1).
    s.failedSignOns += 1;
    attempts.failed(userId);
    const user = store.findUser(userId);
    // The same work and the same answer whether or not the account exists.
    const ok = (await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH)) && !!user;
    if (!ok) {
      const wrong = { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'signOnFailed')) };
      const captcha = s.failedSignOns >= limits.captchaAfter || attempts.state(userId).failures >= limits.captchaAfter;
      return failed(captcha ? { ...wrong, ...challenge() } : wrong);
    }
    s.failedSignOns = 0;
    attempts.reset(userId, user.userId);
    store.addAudit('Signed on', user.userId);
    return signOnResult(req, reply, h, user, s, app, 'password');
  });

  h.route(r, 'POST /login/wgt/continueAuthentication', async (req, reply, s) => {
    const stage = s.stage;
    // Skipping the change is allowed for a temporary or expiring password, never for a forced change.
    if (stage.name === 'CHANGE_REQUIRED') return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'mustChange')) };
    if (stage.name === 'STEP_UP_OWED' || stage.name === 'TWO_FACTOR_OWED')
      return { nextAction: stage.name.replace('_OWED', ''), messages: {} };
    if (stage.name === 'CHANGE_OFFERED' && stage.then) {
      h.move(req, reply, s, `${stage.then}_OWED`, { userId: stage.userId });
      return { nextAction: stage.then, messages: {} };
    }
    h.move(req, reply, s, 'AUTHENTICATED', { userId: stage.userId });
    store.addAudit('Continued without changing the password', stage.userId ?? '');
    return { nextAction: 'REDIRECT', messages: {}, targetUrl: h.appOf(req)?.defaultTarget ?? '/signed-in.html' };
  });

  h.route(r, 'POST /secure/wgt/gettargeturl', async (req) => ({
    messages: {},
    targetUrl: store.apps.get(textOf(h.payload(req).appId))?.defaultTarget ?? '/signed-in.html',
  }));

  h.route(r, 'GET /login/auth/logout', async (req, reply) => {
    h.endSession(req, reply);
    return { nextAction: 'LOGOUT', messages: msg('INFO', say(req, 'signedOff')) };
  });
}

/**
 * Where a verified password, passkey or sign-on code leads for the account's state (docs/flows.md "Sign-on"): the
 * session's next stage. A passkey (user verification required) is two factors in one and proves no password: it owes
 * no second factor and no password change (docs/server-rules.md "Passkeys"). A code is one factor and proves no
 * password either: the second factor the account owes follows, by any channel but the one that carried the code. A
 * provider's sign-on is one factor too, or two where the app trusts the provider's own multi-factor (idp-mfa).
 */
export const signOnResult: SignOnResult = (req, reply, h, user, s, app, by, via) => {
  const target = app.defaultTarget;
  const at = (name: string, then: Stage['then'] = null) =>
    h.move(req, reply, s, name, { userId: user.userId, then, via: via ?? null });
  // an account state of the owner's data (seed/accounts.json): its own answer, by password or passkey alike; like a
  // disabled account, it proves nothing usable
  const held = h.store.accountState(user.userId);
  if (held) {
    at('ANONYMOUS');
    return { nextAction: held.answer, messages: msg(held.type, sayKey(req, held.message)) };
  }
  if (by !== 'password') {
    if (user.disabled) {
      at('ANONYMOUS');
      return { nextAction: 'ACCOUNT_DISABLED', messages: msg('ERROR', say(req, 'disabled')) };
    }
    // a code or a provider proves no password, but one that must be reset (an administrator's order, or expired past
    // its grace) holds the account until it is: neither is a way around it (docs/server-rules.md G3)
    if (by !== 'passkey' && mustReset(user, h.now())) {
      at('ANONYMOUS');
      return { nextAction: 'FPC', messages: msg('ERROR', say(req, user.mustResetPassword ? 'mustReset' : 'expired')) };
    }
    // one factor: what the account owes follows (a passkey, or a provider's multi-factor the app trusts, is two)
    const one = by === 'code' || by === 'idp';
    const owed = one ? (user.stepUp ? 'STEP_UP' : user.twoFactor ? 'TWO_FACTOR' : null) : null;
    if (owed) {
      at(`${owed}_OWED`);
      return { nextAction: owed, messages: {} };
    }
    at('AUTHENTICATED');
    if (by !== 'passkey' && offersPasskey(h, app, user))
      return { nextAction: 'PASSKEY_OFFER', messages: {}, targetUrl: target };
    return { nextAction: 'REDIRECT', messages: {}, targetUrl: target };
  }
  return passwordResult(req, h, user, app, at);
};

/** The account must reset its password before any sign-on: ordered so, or expired past its grace period. */
const mustReset = (user: User, now: number) =>
  user.mustResetPassword ||
  (user.passwordExpiresAt !== null && Math.ceil((user.passwordExpiresAt - now) / DAY) + user.graceDays <= 0);

function passwordResult(
  req: Req,
  h: RouteHelpers,
  user: User,
  app: App,
  at: (name: string, then?: Stage['then']) => Stage,
) {
  const target = app.defaultTarget;
  const now = h.now();
  const days = user.passwordExpiresAt === null ? null : Math.ceil((user.passwordExpiresAt - now) / DAY);
  const owed = user.stepUp ? 'STEP_UP' : user.twoFactor ? 'TWO_FACTOR' : null;
  // a disabled account or one that must reset proves nothing usable: the session stays anonymous
  if (user.disabled) {
    at('ANONYMOUS');
    return { nextAction: 'ACCOUNT_DISABLED', messages: msg('ERROR', say(req, 'disabled')) };
  }
  if (user.mustResetPassword) {
    at('ANONYMOUS');
    return { nextAction: 'FPC', messages: msg('ERROR', say(req, 'mustReset')) };
  }
  if (days !== null && days <= 0) {
    const graceLeft = user.graceDays + days;
    if (graceLeft <= 0) {
      at('ANONYMOUS');
      return { nextAction: 'FPC', messages: msg('ERROR', say(req, 'expired')) };
    }
    at('CHANGE_OFFERED', owed);
    return { nextAction: 'PWD_IN_GRACE', messages: msg('ERROR', say(req, 'inGrace', { days: graceLeft })) };
  }
  if (user.temporaryPassword) {
    at('CHANGE_OFFERED', owed);
    return { nextAction: 'TMP_PWD', messages: {} };
  }
  if (user.mustChangePassword) {
    at('CHANGE_REQUIRED', owed);
    return { nextAction: 'CPW', messages: {} };
  }
  if (days !== null && days <= EXPIRY_WARNING_DAYS) {
    at('CHANGE_OFFERED', owed);
    const suffix = owed ? `_${owed}` : '';
    return { nextAction: `PWD_BEFORE_EXP${suffix}`, messages: msg('INFO', say(req, 'expiring', { days })) };
  }
  if (owed) {
    at(`${owed}_OWED`);
    return { nextAction: owed, messages: {} };
  }
  at('AUTHENTICATED');
  // signed on, nothing owed: a user with no passkey may create one first (the reply still carries where to go)
  if (offersPasskey(h, app, user)) return { nextAction: 'PASSKEY_OFFER', messages: {}, targetUrl: target };
  return { nextAction: 'REDIRECT', messages: {}, targetUrl: target };
}
