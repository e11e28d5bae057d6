// The authenticator-app and recovery-code calls of docs/host.md "Authenticator apps and recovery codes" on the
// reference server (docs/server-rules.md T1–T6). Each is a row of the stage table, taken at the step-up or two-factor
// stages whose user the check is for, and every wrong entry is a wrong code of that check (C4: five lock it in every
// session and end this one's check).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { say } from '../i18n';
import { codesLocked, countWrong, digits } from '../handlers/codes';
import { textOf } from '../guards/payload';
import { offers, offersPasskey } from './offers';
import { msg, type Req, type RouteHelpers } from '../routes';
import type { Session, User } from '../store/store';
import { newRecoveryCodes, spendRecoveryCode } from './recoveryCodes';
import { newTotpSecret, otpauthUri, totpStep } from './totp';
import { securityState } from '../account/security';

type Kind = 'STEP_UP' | 'TWO_FACTOR';
/** a user with fewer recovery codes left than this is told how many */
const FEW_LEFT = 3;

/** The reply that ends a passed check: where the app goes (step-up: the offer of a passkey first, when owed). */
export function checkPassed(
  h: RouteHelpers,
  req: Req,
  reply: FastifyReply,
  s: Session,
  kind: Kind,
  userId: string,
  how: string,
) {
  // a step-up a settings change asked for comes back to the settings, whose change the widget sends again (U2)
  const resume = (s.stage.name === 'BUSY' ? s.stage.held?.resume : s.stage.resume) ?? null;
  h.move(req, reply, s, 'AUTHENTICATED', { userId });
  h.store.addAudit(`${kind === 'STEP_UP' ? 'Step-up' : 'Two-factor'} verification passed${how}`, userId);
  const targetUrl = h.appOf(req)?.defaultTarget ?? '/signed-in.html';
  const user = h.store.findUser(userId);
  if (resume === 'SECURITY_SETTINGS' && user) return securityState(h, req, user);
  // the sign-on ends here for a step-up user: the offer of a passkey comes now (two-factor hands back to the host)
  if (kind === 'STEP_UP' && user && offersPasskey(h, h.appOf(req), user))
    return { nextAction: 'PASSKEY_OFFER', messages: {}, targetUrl };
  return { nextAction: 'REDIRECT', messages: {}, targetUrl };
}

/**
 * After a user's first authenticator app or passkey, on an app that offers recovery codes: ten new codes, shown once
 * (RECOVERY_CODES), with the reply to act on afterwards. A user who has codes left gets none (T5).
 */
export function withRecoveryCodes(h: RouteHelpers, req: Req, user: User, then: Record<string, unknown>) {
  if (!offers(h.appOf(req), 'RECOVERY_CODE') || user.recoveryCodes?.hashes.length) return then;
  const { codes, stored } = newRecoveryCodes();
  user.recoveryCodes = stored;
  h.store.touch(user);
  h.store.addAudit('Recovery codes issued', user.userId);
  const { messages: _m, ...next } = then;
  return { nextAction: 'RECOVERY_CODES', messages: {}, recoveryCodes: codes, then: next };
}

export function factorRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store } = h;
  const userOf = (s: Session) => store.findUser(s.stage.userId ?? '');
  const notOffered = (req: Req) => ({ nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noRequest')) });

  for (const [base, kind] of [
    ['/stepup/wgt', 'STEP_UP'],
    ['/svauth/wgt', 'TWO_FACTOR'],
  ] as const) {
    const locked = (req: Req, reply: FastifyReply, s: Session) => {
      // the check ends: this session asks for nothing more (the user signs on again)
      h.move(req, reply, s, 'ANONYMOUS');
      return { nextAction: kind === 'TWO_FACTOR' ? 'FPC' : 'ERROR', messages: msg('ERROR', say(req, 'tooManyWrong')) };
    };
    /**
     * A wrong entry: counted (the fifth locks the check); the check is still owed, with the reason (as a passkey's).
     */
    const wrong = (req: Req, reply: FastifyReply, s: Session, why: string) => {
      const userId = s.stage.userId ?? '';
      store.addAudit(why, userId);
      if (countWrong(h, userId, kind)) return locked(req, reply, s);
      return { nextAction: kind, messages: msg('ERROR', say(req, 'codeWrong')) };
    };

    // Set-up: a new secret, held by this session's stage until a code from it proves the app has it (T1).
    h.route(r, `GET ${base}/totp/enroll`, async (req, _reply, s) => {
      const user = userOf(s);
      const app = h.appOf(req);
      // a GET answers no nextAction (the stage table): the widget finds no secret and says so
      if (!user || user.totp || !offers(app, 'TOTP')) return { messages: notOffered(req).messages };
      s.stage.totp = newTotpSecret();
      return { messages: {}, secret: s.stage.totp, otpauthUri: otpauthUri(s.stage.totp, app!.appId, user.userId) };
    });

    h.route(r, `POST ${base}/totp/enroll`, async (req, reply, s) => {
      const user = userOf(s);
      if (!user || user.totp || !offers(h.appOf(req), 'TOTP')) return notOffered(req);
      if (codesLocked(h, user.userId, kind)) return locked(req, reply, s);
      const secret = s.stage.totp;
      const step = secret ? totpStep(secret, digits(h.payload(req).validationCode), h.now()) : null;
      if (step === null) return wrong(req, reply, s, 'Authenticator app code refused (set-up)');
      user.totp = { secret: secret!, lastStep: step, enrolledAt: h.now() };
      store.touch(user);
      store.addAudit('Authenticator app set up', user.userId);
      return withRecoveryCodes(
        h,
        req,
        user,
        checkPassed(h, req, reply, s, kind, user.userId, ' with a new authenticator app'),
      );
    });

    h.route(r, `POST ${base}/totp/validate`, async (req, reply, s) => {
      const user = userOf(s);
      if (!user?.totp || !offers(h.appOf(req), 'TOTP')) return notOffered(req);
      if (codesLocked(h, user.userId, kind)) return locked(req, reply, s);
      // a code of a step already taken is refused: it may have been seen (T2)
      const step = totpStep(user.totp.secret, digits(h.payload(req).validationCode), h.now(), user.totp.lastStep);
      if (step === null) return wrong(req, reply, s, 'Authenticator app code refused');
      user.totp.lastStep = step;
      store.touch(user);
      return checkPassed(h, req, reply, s, kind, user.userId, ' with an authenticator app');
    });

    h.route(r, `POST ${base}/recoverycode/validate`, async (req, reply, s) => {
      const user = userOf(s);
      if (!user?.recoveryCodes || !offers(h.appOf(req), 'RECOVERY_CODE')) return notOffered(req);
      if (codesLocked(h, user.userId, kind)) return locked(req, reply, s);
      if (!spendRecoveryCode(user.recoveryCodes, textOf(h.payload(req).recoveryCode)))
        return wrong(req, reply, s, 'Recovery code refused');
      store.touch(user);
      const left = user.recoveryCodes.hashes.length;
      store.addAudit(`Recovery code used (${left} left)`, user.userId);
      const passed = checkPassed(h, req, reply, s, kind, user.userId, ' with a recovery code');
      // fewer than three left: the user is told, so they set up new ones before they run out (T6)
      return left < FEW_LEFT
        ? { ...passed, messages: msg('INFO', say(req, 'recoveryCodesLeft', { count: left })) }
        : passed;
    });
  }
}
