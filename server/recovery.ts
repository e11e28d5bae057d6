// Forgotten password (FPS) and new-user setup (NEW_USER) on the reference server: validate the user and send the
// first code, resend, validate the code, set the new password, read the profile. SPEC.md sections 4, 5, 7, 9 and
// CONTRACT.md section 6: 6-digit codes valid 8 minutes, a new one after 2 minutes deactivating the old, at most 3
// sends, at most 5 wrong entries, password rules and a 6-password history; no user enumeration.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { HISTORY_SIZE, checkPassword } from '../src/form/passwordRules';
import { MINUTE } from './clock';
import { hashPassword, matchesAny, safeEqual } from './passwords';
import { say } from './i18n';
import type { SignOnAttempts } from './limits';
import type { App, Contact, Recovery, Session, Store, User } from './store';
import { textOf } from './payload';

export const CODE_TTL = 8 * MINUTE;
export const RESEND_AFTER = 2 * MINUTE;
export const MAX_SENDS = 3;
export const MAX_WRONG = 5;

export type Req = FastifyRequest<{
  Body: { data?: string; _csrf?: string };
  Params: Record<string, string>;
  Querystring: Record<string, string>;
}>;

export interface RouteHelpers {
  store: Store;
  now(): number;
  postSession(req: Req, reply: FastifyReply): Session | null;
  current(req: FastifyRequest): Session | null;
  payload(req: Req): Record<string, unknown>;
  appOf(req: Req): App | undefined;
  attempts: SignOnAttempts;
  /** route config: the stricter per-client rate limit of the calls that guess */
  sensitive: { rateLimit: { max: number; timeWindow: number } };
  /** a preHandler: validate-user calls per account id */
  recoveryPerAccount: preHandlerHookHandler;
}

const msg = (type: 'ERROR' | 'INFO', detail: string) => ({ type, detail });
export const digits = (v: unknown) => textOf(v).replace(/\D+/g, '');
const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

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
function matchContact(user: User, d: Details): { phoneId: string; destination: string } | null {
  if (d.deliveryChannel === 'EMAIL')
    return d.email && d.email === user.email.toLowerCase() ? { phoneId: 'EMAIL', destination: user.email } : null;
  const wanted = d.countryType === 'US' ? d.phoneNumber : `${d.countryCode}${d.phoneNumber}`;
  const type = d.deliveryChannel === 'MOBILE' ? 'Y' : 'N';
  const i = user.contacts.findIndex(
    (c) =>
      c.phoneType === type &&
      (c.countryType === 'U') === (d.countryType === 'US') &&
      contactNumber(c) === wanted &&
      (type === 'Y' || (c.extension ?? '') === d.extension),
  );
  return i >= 0 ? { phoneId: phoneIdOf(i), destination: `+${d.countryType === 'US' ? '1' : ''}${wanted}` } : null;
}

/** Issues a new 6-digit code for a challenge (deactivating the earlier one) and "sends" it to the dev outbox. */
export function sendCode(h: RouteHelpers, req: Req, s: Session, rec: Recovery, notificationName: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  rec.issuedAt = h.now();
  rec.sends += 1;
  rec.wrong = 0;
  // Only a matched account gets a real code; for anything else the hash is of a code nobody was sent.
  rec.codeHash = hashCode(rec.userId ? code : randomBytes(8).toString('hex'), s.id);
  if (!rec.userId) return;
  const at = new Date(h.now()).toISOString();
  h.store.outbox.push({
    messageId: randomBytes(8).toString('hex'),
    notificationCreatedDT: at,
    notificationName,
    userId: rec.userId,
    status: 'SENT',
    emailStatus: rec.channel === 'EMAIL' ? 'DELIVERED' : null,
    emailRejectedDT: null,
    emailRejectedReason: null,
    channel: rec.channel,
    to: rec.destination,
    code,
    text: say(req, 'codeText', { code }),
  });
  if (h.store.outbox.length > 500) h.store.outbox.splice(0, h.store.outbox.length - 500);
  h.store.save();
}

/** Checks a code against a challenge: right and fresh → true (single use); counts wrong entries. */
export function checkCode(
  h: RouteHelpers,
  s: Session,
  rec: Recovery,
  entered: unknown,
): 'ok' | 'expired' | 'wrong' | 'locked' {
  const otc = digits(entered);
  const fresh = h.now() - rec.issuedAt <= CODE_TTL;
  const right = !!rec.codeHash && otc.length === 6 && safeEqual(hashCode(otc, s.id), rec.codeHash);
  if (right && fresh && rec.userId) {
    rec.codeHash = null;
    return 'ok';
  }
  rec.wrong += 1;
  if (rec.wrong >= MAX_WRONG) return 'locked';
  return right && !fresh ? 'expired' : 'wrong';
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
      const flow: Recovery['flow'] = user?.awaitingSetup ? 'NEW_USER' : 'FPS';
      const rec: Recovery = {
        userId: user && match ? user.userId : null,
        flow,
        channel: d.deliveryChannel === 'EMAIL' ? 'EMAIL' : d.deliveryMode,
        destination: match?.destination ?? '',
        phoneId: match?.phoneId ?? phoneIdOf(0),
        codeHash: null,
        issuedAt: 0,
        sends: 0,
        wrong: 0,
        verified: false,
      };
      s.recovery = rec;
      send(req, s, rec);
      // The same answer whether or not the details matched an account.
      return {
        nextAction: flow === 'NEW_USER' && rec.userId ? 'NU_VALIDATE_SV' : 'VALIDATE_SV',
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
    const user = rec?.verified && rec.userId ? store.findUser(rec.userId) : undefined;
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
    s.recovery = { ...rec, verified: true };
    return {
      nextAction: wasNew ? 'PROFILE' : 'REDIRECT',
      messages: msg('INFO', say(req, wasNew ? 'created' : 'resetDone')),
    };
  });

  r.get('/apps/wgt/:appId/brands/:brandId/users/:userId/', async (req: Req, reply) => {
    const s = h.current(req);
    const user = s?.userId && s.recovery?.verified ? store.findUser(s.userId) : undefined;
    if (!user || user.userId.toLowerCase() !== decodeURIComponent(req.params.userId).toLowerCase()) {
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
