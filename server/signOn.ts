// Sign-on on the reference server: the CSRF token and session id, sign-on with its captcha, lockout and the nextAction
// for the account's state (docs/flows.md "Sign-on"), continuing without a change, the target URL and logout.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { captchaReply, checkAnswer, newChallenge } from './captcha';
import { DAY, MINUTE } from './clock';
import { say } from './i18n';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { textOf } from './payload';
import { msg, type Req, type RouteHelpers } from './routes';
import type { Session, User } from './store';

/** A password that expires within this many days is announced at sign-on (PWD_BEFORE_EXP). */
const EXPIRY_WARNING_DAYS = 14;
const COUNTRY_CODES = ['1', '31', '33', '34', '39', '44', '45', '46', '47', '49', '52', '55', '61', '86', '358'];

export function signOnRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store, limits, attempts } = h;

  r.get('/login/wgt/getCSRFToken', async (req, reply) => {
    const s = h.ensure(req, reply);
    return { csrfTokenValue: s.csrf, csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-XSRF-TOKEN' };
  });
  r.get('/login/wgt/sessionId', async (req, reply) => ({ sessionId: h.ensure(req, reply).sId }));
  r.get('/login/wgt/getCountryCodes', async () => ({ CountryCodes: COUNTRY_CODES }));

  r.post(
    '/login/wgt/authenticate/apps/:appId/:brandId',
    { config: h.sensitive, preHandler: h.signOnPerAccount },
    async (req: Req, reply) => {
      if (!h.current(req)) {
        h.ensure(req, reply);
        return { nextAction: 'LOGIN', sessionExpired: true, messages: msg('ERROR', say(req, 'sessionExpired')) };
      }
      const s = h.postSession(req, reply);
      if (!s) return reply;
      const app = h.appOf(req);
      if (!app || !app.brands.includes(req.params.brandId))
        return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'unknownApp')) };
      const p = h.payload(req);
      const userId = h.readUserId(req);
      const password = textOf(p.password);
      const account = attempts.state(userId);
      // Locked: the same answer for any id, known or not, right password or not (nothing to learn by trying).
      if (account.lockedFor > 0) {
        const minutes = Math.ceil(account.lockedFor / MINUTE);
        return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'locked', { minutes })) };
      }
      const user = store.findUser(userId);
      const base = `${req.protocol}://${req.headers.host}`;
      const challenge = () => captchaReply(newChallenge(s, h.now()), base);
      if (s.failedSignOns >= limits.captchaAfter || account.failures >= limits.captchaAfter) {
        const answer = textOf(p.nuCaptchaAns);
        if (!answer) return { nextAction: 'LOGIN', messages: {}, ...challenge() };
        if (!checkAnswer(s, textOf(p.nuCaptchaToken), answer, h.now())) {
          await verifyPassword(password, DUMMY_HASH);
          return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'captchaMismatch')), ...challenge() };
        }
      }
      // The same work and the same answer whether or not the account exists.
      const ok = (await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH)) && !!user;
      if (!ok) {
        s.failedSignOns += 1;
        attempts.failed(userId);
        store.save();
        const failed = { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'signOnFailed')) };
        const captcha =
          s.failedSignOns >= limits.captchaAfter || attempts.state(userId).failures >= limits.captchaAfter;
        return captcha ? { ...failed, ...challenge() } : failed;
      }
      s.failedSignOns = 0;
      attempts.reset(userId, user.userId);
      store.addAudit('Signed on', user.userId);
      store.save();
      // A new session on sign-on (no fixation), carrying over nothing but the app context.
      store.sessions.delete(s.id);
      const fresh = h.ensure({ ...req, headers: { ...req.headers, cookie: '' } }, reply);
      fresh.userId = user.userId;
      return signOnResult(req, user, fresh, app.defaultTarget, h.now());
    },
  );

  r.post('/login/wgt/continueAuthentication', async (req: Req, reply) => {
    const s = h.postSession(req, reply);
    if (!s) return reply;
    if (!s.userId)
      return { nextAction: 'LOGIN', sessionExpired: true, messages: msg('ERROR', say(req, 'sessionExpired')) };
    // Skipping the change is allowed for a temporary or expiring password, never for a forced change.
    if (!s.authenticated && !s.mayContinue)
      return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'mustChange')) };
    if (s.pendingAuth) return { nextAction: s.pendingAuth, messages: {} };
    s.authenticated = true;
    s.mayContinue = false;
    store.addAudit('Continued without changing the password', s.userId);
    store.save();
    return { nextAction: 'REDIRECT', messages: {}, targetUrl: h.appOf(req)?.defaultTarget ?? '/signed-in.html' };
  });

  r.post('/secure/wgt/gettargeturl', async (req: Req, reply) => {
    const s = h.postSession(req, reply);
    if (!s) return reply;
    return {
      messages: {},
      targetUrl: store.apps.get(textOf(h.payload(req).appId))?.defaultTarget ?? '/signed-in.html',
    };
  });

  r.get('/login/auth/logout', async (req, reply) => {
    if (!h.sentBySession(req, reply)) return reply;
    h.endSession(req, reply);
    return { nextAction: 'LOGOUT', messages: msg('INFO', say(req, 'signedOff')) };
  });
}

/** The nextAction for a signed-on account's state, noting on the new session what may follow (docs/flows.md). */
function signOnResult(req: FastifyRequest, user: User, s: Session, target: string, now: number) {
  const days = user.passwordExpiresAt === null ? null : Math.ceil((user.passwordExpiresAt - now) / DAY);
  const pending = user.stepUp ? 'STEP_UP' : user.twoFactor ? 'TWO_FACTOR' : null;
  s.authenticated = false;
  s.mayContinue = false;
  if (user.disabled) return { nextAction: 'ACCOUNT_DISABLED', messages: msg('ERROR', say(req, 'disabled')) };
  if (user.mustResetPassword) return { nextAction: 'FPC', messages: msg('ERROR', say(req, 'mustReset')) };
  if (days !== null && days <= 0) {
    const graceLeft = user.graceDays + days;
    if (graceLeft <= 0) return { nextAction: 'FPC', messages: msg('ERROR', say(req, 'expired')) };
    s.mayContinue = true;
    s.pendingAuth = pending;
    return { nextAction: 'PWD_IN_GRACE', messages: msg('ERROR', say(req, 'inGrace', { days: graceLeft })) };
  }
  if (user.temporaryPassword) {
    s.mayContinue = true;
    return { nextAction: 'TMP_PWD', messages: {} };
  }
  if (user.mustChangePassword) return { nextAction: 'CPW', messages: {} };
  if (days !== null && days <= EXPIRY_WARNING_DAYS) {
    s.pendingAuth = pending;
    s.mayContinue = true;
    const suffix = pending ? `_${pending}` : '';
    return { nextAction: `PWD_BEFORE_EXP${suffix}`, messages: msg('INFO', say(req, 'expiring', { days })) };
  }
  if (pending) {
    s.pendingAuth = pending;
    return { nextAction: pending, messages: {} };
  }
  s.authenticated = true;
  return { nextAction: 'REDIRECT', messages: {}, targetUrl: target };
}
