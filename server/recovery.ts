// Forgotten password (FPS) and new-user setup (NEW_USER) on the reference server: validate the user and send the
// first code, resend, validate the code, set the new password, read the profile. The codes' rules are server/codes.ts's;
// password rules and a 6-password history; no user enumeration.
import type { FastifyInstance } from 'fastify';
import { HISTORY_SIZE, checkPassword } from '../src/form/passwordRules';
import { MAX_SENDS, RESEND_AFTER, checkCode, digits, sendCode } from './codes';
import { hashPassword, matchesAny } from './passwords';
import { say } from './i18n';
import type { Contact, Recovery, Session, User } from './store';
import { textOf } from './payload';
import { msg, type Req, type RouteHelpers } from './routes';

/** The phone ids a user's contacts get on the wire. */
export const phoneIdOf = (index: number) => `p${index + 1}`;

function contactNumber(c: Contact): string {
  return c.countryType === 'U' ? `${c.cityCode}${c.phoneNumber}` : `${c.countryCode}${c.phoneNumber}`;
}

interface Details {
  deliveryMode: 'TEXT' | 'VOICE';
  deliveryChannel: 'MOBILE' | 'LANDLINE' | 'EMAIL';
  countryType: 'US' | 'INT';
  countryCode: string;
  phoneNumber: string;
  extension: string;
  email: string;
}

function readDetails(p: Record<string, unknown>): Details {
  const d = (p.deliveryChannelDetails ?? {}) as Record<string, unknown>;
  return {
    deliveryMode: d.deliveryMode === 'VOICE' ? 'VOICE' : 'TEXT',
    deliveryChannel: d.deliveryChannel === 'LANDLINE' ? 'LANDLINE' : d.deliveryChannel === 'EMAIL' ? 'EMAIL' : 'MOBILE',
    countryType: d.countryType === 'INT' ? 'INT' : 'US',
    countryCode: digits(d.countryCode).replace(/^0+/, ''),
    phoneNumber: digits(d.phoneNumber),
    extension: digits(d.extension),
    email: textOf(d.email).trim().toLowerCase(),
  };
}

/** Which of the user's contacts the entered details name, or null. */
function matchContact(user: User, d: Details): { destination: string } | null {
  if (d.deliveryChannel === 'EMAIL')
    return d.email && d.email === user.email.toLowerCase() ? { destination: user.email } : null;
  const wanted = d.countryType === 'US' ? d.phoneNumber : `${d.countryCode}${d.phoneNumber}`;
  const type = d.deliveryChannel === 'MOBILE' ? 'Y' : 'N';
  const i = user.contacts.findIndex(
    (c) =>
      c.phoneType === type &&
      (c.countryType === 'U') === (d.countryType === 'US') &&
      contactNumber(c) === wanted &&
      (type === 'Y' || (c.extension ?? '') === d.extension),
  );
  return i >= 0 ? { destination: `+${d.countryType === 'US' ? '1' : ''}${wanted}` } : null;
}

export function recoveryRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store } = h;
  const send = (req: Req, s: Session, rec: Recovery) =>
    sendCode(h, req, s, rec, rec.flow === 'NEW_USER' ? 'NEW_USER_CODE' : 'FORGOT_PASSWORD_CODE');

  r.post(
    '/fpc/wgt/validateuser/apps/:appId/:brandId',
    { config: h.sensitive, preHandler: h.recoveryPerAccount },
    async (req: Req, reply) => {
      const s = h.postSession(req, reply);
      if (!s) return reply;
      const p = h.payload(req);
      const d = readDetails(p);
      const user = store.findUser(textOf(p.userId));
      const match = user ? matchContact(user, d) : null;
      const rec: Recovery = {
        userId: user && match ? user.userId : null,
        flow: user && match && user.awaitingSetup ? 'NEW_USER' : 'FPS',
        channel: d.deliveryChannel === 'EMAIL' ? 'EMAIL' : d.deliveryMode,
        destination: match?.destination ?? '',
        // Named after what was entered, never after the account: a contact's own id would tell which one matched.
        phoneId: d.deliveryChannel,
        codeHash: null,
        issuedAt: 0,
        sends: 0,
        wrong: 0,
        verified: false,
      };
      s.recovery = rec;
      send(req, s, rec);
      // The same answer whether or not the details matched an account, and whatever its state: until a correct code
      // proves the user, the reply is made of what the caller sent (docs/server-rules.md "No enumeration").
      return {
        nextAction: textOf(p.currentFlow) === 'NEW_USER' ? 'NU_VALIDATE_SV' : 'VALIDATE_SV',
        messages: msg('INFO', say(req, 'codeSent')),
        svAttempts: rec.sends,
        phoneId: rec.phoneId,
      };
    },
  );

  r.post('/fpc/wgt/sendsv', { config: h.sensitive }, async (req: Req, reply) => {
    const s = h.postSession(req, reply);
    if (!s) return reply;
    const rec = s.recovery;
    if (!rec) return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noRequest')) };
    if (rec.sends >= MAX_SENDS)
      return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noMoreCodes')), svAttempts: rec.sends };
    if (h.now() - rec.issuedAt < RESEND_AFTER) {
      return {
        nextAction: 'VALIDATE_SV',
        messages: msg('ERROR', say(req, 'waitResend')),
        svAttempts: rec.sends,
        phoneId: rec.phoneId,
      };
    }
    send(req, s, rec);
    return {
      nextAction: 'VALIDATE_SV',
      messages: msg('INFO', say(req, 'newCode')),
      svAttempts: rec.sends,
      phoneId: rec.phoneId,
    };
  });

  r.post('/fpc/wgt/validatesv', { config: h.sensitive }, async (req: Req, reply) => {
    const s = h.postSession(req, reply);
    if (!s) return reply;
    const rec = s.recovery;
    if (!rec || !rec.codeHash) return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noRequest')) };
    const result = checkCode(h, s, rec, h.payload(req).otc);
    if (result === 'ok') {
      rec.verified = true;
      s.userId = rec.userId;
      return { nextAction: 'CPW', messages: {} };
    }
    if (result === 'locked') {
      s.recovery = null;
      return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'tooManyWrong')) };
    }
    return {
      nextAction: 'VALIDATE_SV',
      svAttempts: rec.sends,
      phoneId: rec.phoneId,
      messages: msg('ERROR', say(req, result === 'expired' ? 'codeExpired' : 'codeWrong')),
    };
  });

  r.post('/cpw/wgt/fpschangepwd', async (req: Req, reply) => {
    const s = h.postSession(req, reply);
    if (!s) return reply;
    const rec = s.recovery;
    const user = rec?.verified && !rec.spent && rec.userId ? store.findUser(rec.userId) : undefined;
    if (!rec || !user) return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'verifyFirst')) };
    const p = h.payload(req);
    const password = textOf(p.newPassword).trim();
    const confirm = textOf(p.confirmPassword).trim();
    const failed = checkPassword(password, confirm, {
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    });
    if (failed.some((x) => !x.ok)) {
      return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'rules')) };
    }
    if (await matchesAny(password, user.history.slice(0, HISTORY_SIZE))) {
      return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'history')) };
    }
    const hash = await hashPassword(password);
    user.passwordHash = hash;
    user.history = [hash, ...user.history].slice(0, HISTORY_SIZE);
    user.passwordChangedAt = h.now();
    user.passwordExpiresAt = null;
    user.temporaryPassword = false;
    user.mustChangePassword = false;
    user.mustResetPassword = false;
    h.attempts.reset(user.userId, user.email);
    const wasNew = user.awaitingSetup;
    user.awaitingSetup = false;
    store.addAudit(wasNew ? 'New user set up a password' : 'Password reset through forgot password', user.userId);
    store.save();
    // one verified code, one reset
    s.recovery = { ...rec, verified: true, spent: true };
    return {
      nextAction: wasNew ? 'PROFILE' : 'REDIRECT',
      messages: msg('INFO', say(req, wasNew ? 'created' : 'resetDone')),
    };
  });

  r.get('/apps/wgt/:appId/brands/:brandId/users/:userId/', async (req: Req, reply) => {
    const s = h.current(req);
    const user = s?.userId && s.recovery?.verified ? store.findUser(s.userId) : undefined;
    // (the router has decoded the path once; a second decoding would misread an id with a %, or throw)
    if (!user || user.userId.toLowerCase() !== req.params.userId.toLowerCase()) {
      return reply.code(403).send({ messages: msg('ERROR', say(req, 'notAuthorized')) });
    }
    return {
      messages: {},
      user: {
        userId: user.userId,
        firstName: user.firstName,
        middleInitial: user.middleInitial,
        lastName: user.lastName,
        emailId: user.email,
        brandId: req.params.brandId,
        languageCode: 'en_US',
        status: 'ACTIVE',
        type: user.federated ? 'federated' : 'user',
        contacts: user.contacts,
      },
    };
  });
}
