// Step-up, two-factor and self-registration verification by secure code on the reference server (docs/api.md):
// delivery options for the session's user, send and validate a code. The session's stage (server/stages/stages.json)
// says which check is owed and for which user: a code is bound to that purpose, user and session.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { say } from '../i18n';
import { byChannel, checkCode, codesLocked, sendCode } from './codes';
import { phoneDestination, phoneIdOf } from './recovery';
import { msg, type Req, type RouteHelpers } from '../routes';
import { offers } from '../factors/offers';
import { checkPassed } from '../factors/routes';
import type { Challenge, Contact, Session, User } from '../store/store';

/** docs/flows.md names this text: the widget sends the user to the error page when it sees it. */
export const NOT_AUTHORIZED = 'You are not authorized to perform the action.';

const masked = (c: Contact) => `***-***-${(c.cityCode + c.phoneNumber).slice(-4)}`;
const maskedEmail = (e: string) => e.replace(/^(.)[^@]*/, '$1***');

/** The user's phones and e-mail for a code, but `except` (a phone id or EMAIL: what carried a sign-on code). */
export function deliveryOptions(user: User, except: string | null = null) {
  const mobilePhoneIds: Record<string, string> = {};
  const landLinePhoneIds: Record<string, string> = {};
  user.contacts.forEach((c, i) => {
    if (phoneIdOf(i) !== except) (c.phoneType === 'Y' ? mobilePhoneIds : landLinePhoneIds)[phoneIdOf(i)] = masked(c);
  });
  return { mobilePhoneIds, landLinePhoneIds, email: except === 'EMAIL' ? '' : maskedEmail(user.email) };
}

const NOTIFICATION = {
  STEP_UP: 'STEP_UP_CODE',
  TWO_FACTOR: 'TWO_FACTOR_CODE',
  REGISTRATION: 'SELF_REGISTRATION_CODE',
} as const;
type Kind = keyof typeof NOTIFICATION;

/** Sends a step-up, two-factor or self-registration code to the chosen phone (by id) or the e-mail address. */
export function sendSecureCode(
  h: RouteHelpers,
  req: Req,
  reply: FastifyReply,
  s: Session,
  kind: Kind,
  user: User,
  phoneId: unknown,
  deliveryMethod: unknown,
) {
  const method = deliveryMethod === 'EMAIL' ? 'EMAIL' : deliveryMethod === 'VOICE' ? 'VOICE' : 'TEXT';
  const index = method === 'EMAIL' ? -1 : user.contacts.findIndex((_c, i) => phoneIdOf(i) === phoneId);
  const contact = index >= 0 ? user.contacts[index] : undefined;
  // (nor by what carried the sign-on code this check follows: that channel is the factor already proven)
  const via = s.stage.via;
  if (
    (method !== 'EMAIL' && (!contact || (contact.phoneType === 'N' && method === 'TEXT'))) ||
    (via !== null && (method === 'EMAIL' ? via === 'EMAIL' : phoneIdOf(index) === via))
  ) {
    return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noRequest')) };
  }
  const prev = s.stage.challenge;
  // the user's codes for this purpose are locked (too many wrong entries, in this session or another)
  if (codesLocked(h, user.userId, kind))
    return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'tooManyWrong')) };
  // the sends the channel asked for now allows; the pause the channel of the code before asks for
  if (prev && prev.sends >= byChannel(method).maxSends)
    return {
      nextAction: 'ERROR',
      messages: msg('ERROR', say(req, 'noMoreCodes', byChannel(method).words)),
      svAttempts: prev.sends,
    };
  const before = prev ? byChannel(prev.channel) : null;
  if (prev && before && h.now() - prev.issuedAt < before.resendAfter) {
    return {
      nextAction: 'VALIDATE_SV',
      messages: msg('ERROR', say(req, 'waitResend', before.words)),
      svAttempts: prev.sends,
      phoneId: prev.phoneId,
    };
  }
  const rec: Challenge = {
    purpose: kind,
    userId: user.userId,
    channel: method,
    destination: contact ? phoneDestination(contact) : user.email,
    phoneId: contact ? phoneIdOf(index) : 'EMAIL',
    codeHash: null,
    salt: '',
    issuedAt: 0,
    sends: prev?.sends ?? 0,
    wrong: prev?.wrong ?? 0,
  };
  h.move(req, reply, s, `${kind}_CODE_SENT`, {
    userId: user.userId,
    registration: s.stage.registration,
    challenge: rec,
    via,
  });
  sendCode(h, req, rec, NOTIFICATION[kind]);
  return {
    nextAction: 'VALIDATE_SV',
    messages: msg('INFO', say(req, 'secureCodeSent')),
    svAttempts: rec.sends,
    phoneId: rec.phoneId,
    // the channel the code went by: the widget's settings for it (src/flow/channels.ts)
    deliveryMethod: rec.channel,
  };
}

export function secureCodeRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store } = h;
  for (const [base, kind, codeField, sendPath, validatePath] of [
    ['/svauth/wgt', 'TWO_FACTOR', 'otc', 'sendsv', 'validatesv'],
    ['/stepup/wgt', 'STEP_UP', 'validationCode', 'sendSV', 'validateSV'],
    ['/userReg/wgt', 'REGISTRATION', 'validationCode', 'sendSV', 'validateSV'],
  ] as const) {
    // the table lets these run only at this kind's stages, whose user is the one the check is for
    const userOf = (s: Session) => store.findUser(s.stage.userId ?? '');

    h.route(r, `GET ${base}/svoptions`, async (req, _reply, s) => {
      const user = userOf(s);
      if (!user) return { messages: msg('ERROR', NOT_AUTHORIZED), mobilePhoneIds: {}, landLinePhoneIds: {}, email: '' };
      // a passkey is offered for the check when the app offers them and the user has one (docs/host.md "Passkeys")
      const app = h.appOf(req);
      const check = kind !== 'REGISTRATION';
      const passkey = check && offers(app, 'PASSKEY') && !!user.passkeys?.length;
      // an authenticator app: used when the user has one, else set up (docs/host.md "Authenticator apps and recovery
      // codes"); recovery codes while any are left (a check a settings change owes is passed with what the user has: no
      // set-up in the middle of it)
      const totp =
        check && offers(app, 'TOTP')
          ? user.totp
            ? 'ENROLLED'
            : s.stage.resume
              ? undefined
              : 'NOT_ENROLLED'
          : undefined;
      const recoveryCode = check && offers(app, 'RECOVERY_CODE') && !!user.recoveryCodes?.hashes.length;
      return {
        messages: {},
        ...deliveryOptions(user, s.stage.via),
        ...(passkey ? { passkey } : {}),
        ...(totp ? { totp } : {}),
        ...(recoveryCode ? { recoveryCode } : {}),
      };
    });

    h.route(r, `POST ${base}/${sendPath}`, async (req, reply, s) => {
      const user = userOf(s);
      if (!user) return { nextAction: 'ERROR', messages: msg('ERROR', NOT_AUTHORIZED) };
      const p = h.payload(req);
      return sendSecureCode(h, req, reply, s, kind, user, p.phoneId, p.deliveryMethod);
    });

    h.route(r, `POST ${base}/${validatePath}`, async (req, reply, s) => {
      const rec = s.stage.challenge!;
      const result = checkCode(h, rec, h.payload(req)[codeField]);
      if (result === 'ok' && kind === 'REGISTRATION') {
        // the code proves the contact: the new user chooses a password next (CPW)
        h.move(req, reply, s, 'REGISTRATION_VERIFIED', { userId: rec.userId, registration: s.stage.registration });
        return { nextAction: 'CPW', messages: {} };
      }
      if (result === 'ok' && kind !== 'REGISTRATION') return checkPassed(h, req, reply, s, kind, rec.userId ?? '', '');
      if (result === 'locked') {
        // the verification ends: this session asks for no new code (the user signs on or registers again)
        h.move(req, reply, s, 'ANONYMOUS');
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
}
