// Forgotten password (FPS) and new-user setup (NEW_USER) on the reference server: validate the user and send the
// first code, resend, validate the code, set the new password (the profile: server/handlers/profile.ts). The codes'
// rules are server/handlers/codes.ts's; the password rules and history are the settings'; no user enumeration.
import type { FastifyInstance } from 'fastify';
import { byChannel, checkCode, digits, sendCode } from './codes';
import { refuseNew, setPassword } from './passwordChange';
import { say } from '../i18n';
import type { Challenge, Contact, User } from '../store/store';
import { textOf } from '../guards/payload';
import { msg, type Req, type RouteHelpers } from '../routes';

/** The phone ids a user's contacts get on the wire. */
export const phoneIdOf = (index: number) => `p${index + 1}`;

/** Where a code to this phone goes, as the outbox writes it: +<country><city><number>. */
export const phoneDestination = (c: Contact) =>
  `+${c.countryType === 'U' ? '1' : c.countryCode}${c.cityCode}${c.phoneNumber}`;

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
  const send = (req: Req, rec: Challenge) =>
    sendCode(h, req, rec, rec.purpose === 'NEW_USER' ? 'NEW_USER_CODE' : 'FORGOT_PASSWORD_CODE');
  const codeReply = (rec: Challenge, message: ReturnType<typeof msg>) => ({
    nextAction: 'VALIDATE_SV',
    messages: message,
    svAttempts: rec.sends,
    phoneId: rec.phoneId,
    // the channel the code went by (what the caller chose): the widget's settings for it (src/flow/channels.ts)
    deliveryMethod: rec.channel,
  });

  h.route(r, 'POST /fpc/wgt/validateuser/apps/:appId/:brandId', async (req, reply, s) => {
    const p = h.payload(req);
    const d = readDetails(p);
    const user = store.findUser(textOf(p.userId));
    const match = user ? matchContact(user, d) : null;
    const rec: Challenge = {
      purpose: user && match && user.awaitingSetup ? 'NEW_USER' : 'RECOVERY',
      userId: user && match ? user.userId : null,
      channel: d.deliveryChannel === 'EMAIL' ? 'EMAIL' : d.deliveryMode,
      destination: match?.destination ?? '',
      // Named after what was entered, never after the account: a contact's own id would tell which one matched.
      phoneId: d.deliveryChannel,
      codeHash: null,
      salt: '',
      issuedAt: 0,
      sends: 0,
      wrong: 0,
    };
    // (the stage's name is never told: until a correct code proves the user, it says nothing the caller sees)
    h.move(req, reply, s, `${rec.purpose}_CODE_SENT`, { userId: rec.userId, challenge: rec });
    send(req, rec);
    // The same answer whether or not the details matched an account, and whatever its state: until a correct code
    // proves the user, the reply is made of what the caller sent (docs/server-rules.md "No enumeration").
    return {
      nextAction: textOf(p.currentFlow) === 'NEW_USER' ? 'NU_VALIDATE_SV' : 'VALIDATE_SV',
      messages: msg('INFO', say(req, 'codeSent')),
      svAttempts: rec.sends,
      phoneId: rec.phoneId,
      deliveryMethod: rec.channel,
    };
  });

  h.route(r, 'POST /fpc/wgt/sendsv', async (req, _reply, s) => {
    const rec = s.stage.challenge!;
    const limits = byChannel(rec.channel);
    if (rec.sends >= limits.maxSends)
      return {
        nextAction: 'ERROR',
        messages: msg('ERROR', say(req, 'noMoreCodes', limits.words)),
        svAttempts: rec.sends,
      };
    if (h.now() - rec.issuedAt < limits.resendAfter)
      return codeReply(rec, msg('ERROR', say(req, 'waitResend', limits.words)));
    send(req, rec);
    return codeReply(rec, msg('INFO', say(req, 'newCode')));
  });

  h.route(r, 'POST /fpc/wgt/validatesv', async (req, reply, s) => {
    const rec = s.stage.challenge!;
    const result = checkCode(h, rec, h.payload(req).otc);
    if (result === 'ok') {
      // the code proves the user: one reset (or first password) is granted to this session, under a new id
      h.move(req, reply, s, `${rec.purpose}_VERIFIED`, { userId: rec.userId });
      return { nextAction: 'CPW', messages: {} };
    }
    if (result === 'locked') {
      h.move(req, reply, s, 'ANONYMOUS');
      return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'tooManyWrong')) };
    }
    return codeReply(rec, msg('ERROR', say(req, result === 'expired' ? 'codeExpired' : 'codeWrong')));
  });

  h.route(r, 'POST /cpw/wgt/fpschangepwd', async (req, reply, s) => {
    const user = store.findUser(s.stage.userId ?? '');
    if (!user) return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'verifyFirst')) };
    const p = h.payload(req);
    const password = textOf(p.newPassword).trim();
    // the grant is taken before anything is awaited: resets sent together spend it once
    const grant = h.take(req, reply, s);
    const why = await refuseNew(req, user, password, textOf(p.confirmPassword).trim());
    if (why) {
      grant.giveBack();
      return { nextAction: 'CPW', messages: msg('ERROR', why) };
    }
    const wasNew = grant.held.name === 'NEW_USER_VERIFIED';
    await setPassword(h, user, password, { awaitingSetup: false, mustResetPassword: false });
    h.attempts.reset(user.userId, user.email);
    store.addAudit(wasNew ? 'New user set up a password' : 'Password reset through forgot password', user.userId);
    grant.finish('PASSWORD_SET', { userId: user.userId });
    return {
      nextAction: wasNew ? 'PROFILE' : 'REDIRECT',
      messages: msg('INFO', say(req, wasNew ? 'created' : 'resetDone')),
    };
  });
}
