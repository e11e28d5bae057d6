// Step-up and two-factor verification by secure code, and changing a password, on the reference server (docs/api.md): delivery options for the signed-on user, send and validate a code, update / voluntary / ping change,
// and the disabled-redirect notice. The session's pendingAuth says which verification a sign-on still needs.
import type { FastifyInstance } from 'fastify';
import { HISTORY_SIZE, checkPassword } from '../src/form/passwordRules';
import { say } from './i18n';
import { hashPassword, matchesAny, verifyPassword } from './passwords';
import { MAX_SENDS, RESEND_AFTER, checkCode, codesLocked, sendCode } from './codes';
import { phoneIdOf } from './recovery';
import { msg, type Req, type RouteHelpers } from './routes';
import type { Contact, Recovery, Session, User } from './store';
import { textOf } from './payload';

/** docs/flows.md names this text: the widget sends the user to the error page when it sees it. */
export const NOT_AUTHORIZED = 'You are not authorized to perform the action.';

const masked = (c: Contact) => `***-***-${(c.cityCode + c.phoneNumber).slice(-4)}`;
const maskedEmail = (e: string) => e.replace(/^(.)[^@]*/, '$1***');

export function deliveryOptions(user: User) {
  const mobilePhoneIds: Record<string, string> = {};
  const landLinePhoneIds: Record<string, string> = {};
  user.contacts.forEach((c, i) => {
    (c.phoneType === 'Y' ? mobilePhoneIds : landLinePhoneIds)[phoneIdOf(i)] = masked(c);
  });
  return { mobilePhoneIds, landLinePhoneIds, email: maskedEmail(user.email) };
}

const NOTIFICATION = {
  STEP_UP: 'STEP_UP_CODE',
  TWO_FACTOR: 'TWO_FACTOR_CODE',
  SELF_REG: 'SELF_REGISTRATION_CODE',
} as const;

/** Sends a step-up, two-factor or self-registration code to the chosen phone (by id) or the e-mail address. */
export function sendSecureCode(
  h: RouteHelpers,
  req: Req,
  s: Session,
  kind: keyof typeof NOTIFICATION,
  user: User,
  phoneId: unknown,
  deliveryMethod: unknown,
) {
  const method = deliveryMethod === 'EMAIL' ? 'EMAIL' : deliveryMethod === 'VOICE' ? 'VOICE' : 'TEXT';
  const index = method === 'EMAIL' ? -1 : user.contacts.findIndex((_c, i) => phoneIdOf(i) === phoneId);
  const contact = index >= 0 ? user.contacts[index] : undefined;
  if (method !== 'EMAIL' && (!contact || (contact.phoneType === 'N' && method === 'TEXT'))) {
    return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noRequest')) };
  }
  const prev = s.secure;
  // the user's codes are locked (too many wrong entries, in this session or another): no code until it runs out
  if (codesLocked(h, user.userId)) return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'tooManyWrong')) };
  if (prev && prev.sends >= MAX_SENDS)
    return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noMoreCodes')), svAttempts: prev.sends };
  if (prev && h.now() - prev.issuedAt < RESEND_AFTER) {
    return {
      nextAction: 'VALIDATE_SV',
      messages: msg('ERROR', say(req, 'waitResend')),
      svAttempts: prev.sends,
      phoneId: prev.phoneId,
    };
  }
  const rec: Recovery = {
    userId: user.userId,
    flow: kind,
    channel: method,
    destination: contact
      ? `+${contact.countryType === 'U' ? '1' : contact.countryCode}${contact.cityCode}${contact.phoneNumber}`
      : user.email,
    phoneId: contact ? phoneIdOf(index) : 'EMAIL',
    codeHash: null,
    issuedAt: 0,
    sends: prev?.sends ?? 0,
    wrong: prev?.wrong ?? 0,
    verified: false,
  };
  s.secure = rec;
  sendCode(h, req, s, rec, NOTIFICATION[kind]);
  return {
    nextAction: 'VALIDATE_SV',
    messages: msg('INFO', say(req, 'secureCodeSent')),
    svAttempts: rec.sends,
    phoneId: rec.phoneId,
  };
}

export function secureCodeRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store } = h;
  /** the user a session is verifying, when it is waiting for this kind of verification */
  const pending = (s: Session | null, kind: 'STEP_UP' | 'TWO_FACTOR' | 'SELF_REG') => {
    if (kind === 'SELF_REG') return s?.selfReg ? store.findUser(s.selfReg.userId) : undefined;
    return s?.userId && s.pendingAuth === kind ? store.findUser(s.userId) : undefined;
  };

  for (const [base, kind, codeField, sendPath, validatePath] of [
    ['/svauth/wgt', 'TWO_FACTOR', 'otc', 'sendsv', 'validatesv'],
    ['/stepup/wgt', 'STEP_UP', 'validationCode', 'sendSV', 'validateSV'],
    ['/userReg/wgt', 'SELF_REG', 'validationCode', 'sendSV', 'validateSV'],
  ] as const) {
    r.get(`${base}/svoptions`, async (req: Req) => {
      const user = pending(h.current(req), kind);
      if (!user) return { messages: msg('ERROR', NOT_AUTHORIZED), mobilePhoneIds: {}, landLinePhoneIds: {}, email: '' };
      return { messages: {}, ...deliveryOptions(user) };
    });

    r.post(`${base}/${sendPath}`, { config: h.sensitive }, async (req: Req, reply) => {
      const s = h.postSession(req, reply);
      if (!s) return reply;
      const user = pending(s, kind);
      if (!user) return { nextAction: 'ERROR', messages: msg('ERROR', NOT_AUTHORIZED) };
      const p = h.payload(req);
      return sendSecureCode(h, req, s, kind, user, p.phoneId, p.deliveryMethod);
    });

    r.post(`${base}/${validatePath}`, { config: h.sensitive }, async (req: Req, reply) => {
      const s = h.postSession(req, reply);
      if (!s) return reply;
      const rec = s.secure;
      if (!rec || !pending(s, kind)) return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noRequest')) };
      const result = checkCode(h, s, rec, h.payload(req)[codeField]);
      if (result === 'ok' && kind === 'SELF_REG' && s.selfReg) {
        // the code proves the contact: the new user chooses a password next (CPW)
        s.secure = null;
        s.selfReg.verified = true;
        return { nextAction: 'CPW', messages: {} };
      }
      if (result === 'ok') {
        s.secure = null;
        s.pendingAuth = null;
        s.authenticated = true;
        store.addAudit(
          kind === 'STEP_UP' ? 'Step-up verification passed' : 'Two-factor verification passed',
          rec.userId ?? '',
        );
        store.save();
        return { nextAction: 'REDIRECT', messages: {}, targetUrl: h.appOf(req)?.defaultTarget ?? '/signed-in.html' };
      }
      if (result === 'locked') {
        // the verification ends: this session asks for no new code (the user signs on or registers again)
        s.secure = null;
        if (kind === 'SELF_REG') s.selfReg = null;
        else s.pendingAuth = null;
        return {
          nextAction: kind === 'TWO_FACTOR' ? 'FPC' : 'ERROR',
          messages: msg('ERROR', say(req, 'tooManyWrong')),
        };
      }
      return {
        nextAction: 'VALIDATE_SV',
        svAttempts: rec.sends,
        phoneId: rec.phoneId,
        messages: msg('ERROR', say(req, result === 'expired' ? 'codeExpired' : 'codeWrong')),
      };
    });
  }

  /** forced, temporary, expiring and voluntary change (and its ping variant) */
  const changePassword = async (req: Req, reply: Parameters<RouteHelpers['postSession']>[1]) => {
    const s = h.postSession(req, reply);
    if (!s) return reply;
    const user = s.userId ? store.findUser(s.userId) : undefined;
    if (!user) return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'sessionExpired')) };
    const p = h.payload(req);
    const current = textOf(p.currentPassword).trim();
    const next = textOf(p.newPassword).trim();
    const confirm = textOf(p.confirmPassword).trim();
    if (!(await verifyPassword(current, user.passwordHash)))
      return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'currentWrong')) };
    if (next === current) return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'sameAsCurrent')) };
    if (
      checkPassword(next, confirm, {
        userId: user.userId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
      }).some((x) => !x.ok)
    ) {
      return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'rules')) };
    }
    if (await matchesAny(next, user.history.slice(0, HISTORY_SIZE)))
      return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'history')) };
    const hash = await hashPassword(next);
    Object.assign(user, {
      passwordHash: hash,
      history: [hash, ...user.history].slice(0, HISTORY_SIZE),
      passwordChangedAt: h.now(),
      passwordExpiresAt: null,
      temporaryPassword: false,
      mustChangePassword: false,
      mustResetPassword: false,
    });
    store.addAudit('Password changed', user.userId);
    store.save();
    s.mayContinue = false;
    if (s.pendingAuth) return { nextAction: s.pendingAuth, messages: msg('INFO', say(req, 'changed')) };
    // Under identity federation (ping) the federation server signs the user on again with the new password.
    if (req.url.startsWith('/ping/')) {
      store.sessions.delete(s.id);
      return { nextAction: 'LOGIN', messages: msg('INFO', say(req, 'changedSignOn')) };
    }
    if (user.redirectDisabled) return { nextAction: 'DISABLE_REDIRECT', messages: msg('INFO', say(req, 'changed')) };
    s.authenticated = true;
    return {
      nextAction: 'REDIRECT',
      messages: msg('INFO', say(req, 'changed')),
      targetUrl: h.appOf(req)?.defaultTarget ?? '/signed-in.html',
    };
  };
  r.post('/cpw/wgt/updatePaswrd', changePassword);
  r.post('/cpw/wgt/changepwd', changePassword);

  r.post('/cpw/wgt/voluntaryPwdChange', async (req: Req, reply) => {
    const s = h.postSession(req, reply);
    if (!s) return reply;
    return s.authenticated && s.userId
      ? { nextAction: 'CPW', messages: {} }
      : { nextAction: 'ERR_PAGE', messages: msg('ERROR', say(req, 'sessionExpired')) };
  });

  /** after DISABLE_REDIRECT: the app will not take the user on, so the session ends and they sign on again */
  // a GET that ends the session: only with what a cross-site link cannot send, as logout (server/sessions.ts)
  r.get('/cpw/disabledRedirect', async (req: Req, reply) => {
    const s = h.sentBySession(req, reply);
    if (!s) return reply;
    store.sessions.delete(s.id);
    return { nextAction: 'LOGIN', messages: msg('INFO', say(req, 'changedSignOn')) };
  });
}
