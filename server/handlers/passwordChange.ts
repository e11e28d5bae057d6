// Changing a password on the reference server: the forced, temporary, expiring and voluntary change (and its ping
// variant), the voluntary change's loader and the disabled-redirect notice; and the one way every flow sets a password
// (the settings' rules and password history, docs/validation.md). Who may change what is the stage table's: a change is accepted
// only from CHANGE_REQUIRED, CHANGE_OFFERED or AUTHENTICATED, so no account state and no owed check is skipped.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkPassword } from '../../src/form/passwordRules';
import { say, sayKey } from '../i18n';
import { settings } from '../settings';
import { hashPassword, matchesAny, verifyPassword } from '../guards/passwords';
import { textOf } from '../guards/payload';
import { msg, type Req, type RouteHelpers } from '../routes';
import type { Session, User } from '../store/store';

/** What the password rules compare a new password with. */
export const profileOf = (u: User) => ({
  userId: u.userId,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
});

/** Sets a new password (hashed, into the history) and clears what a new password settles. */
export async function setPassword(h: RouteHelpers, user: User, password: string, extra: Partial<User> = {}) {
  const hash = await hashPassword(password);
  Object.assign(user, {
    passwordHash: hash,
    history: [hash, ...user.history].slice(0, settings.passwordHistory),
    passwordChangedAt: h.now(),
    passwordExpiresAt: null,
    temporaryPassword: false,
    mustChangePassword: false,
    ...extra,
  });
  h.store.touch(user);
}

/**
 * Why a new password is refused, in the request's language, or null: the first rule of the data's list it breaks,
 * named by its checklist line and parameters (the user sees which), then the history (docs/validation.md).
 */
export async function refuseNew(req: FastifyRequest, user: User, next: string, confirm: string) {
  const broken = checkPassword(next, confirm, profileOf(user), settings.passwordRules).find((x) => !x.ok);
  if (broken) return say(req, 'rules', { rule: sayKey(req, broken.text, broken.params) });
  if (await matchesAny(next, user.history.slice(0, settings.passwordHistory))) return say(req, 'history');
  return null;
}

export function passwordChangeRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store } = h;

  const changePassword = async (req: Req, reply: Parameters<RouteHelpers['endSession']>[1], s: Session) => {
    const user = store.findUser(s.stage.userId ?? '');
    if (!user) return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'sessionExpired')) };
    const p = h.payload(req);
    const current = textOf(p.currentPassword).trim();
    const next = textOf(p.newPassword).trim();
    const confirm = textOf(p.confirmPassword).trim();
    // the session is BUSY from here until the change is made or refused: changes sent together make one
    const grant = h.take(req, reply, s);
    const refused = (text: string) => {
      grant.giveBack();
      return { nextAction: 'CPW', messages: msg('ERROR', text) };
    };
    if (!(await verifyPassword(current, user.passwordHash))) return refused(say(req, 'currentWrong'));
    if (next === current) return refused(say(req, 'sameAsCurrent'));
    const why = await refuseNew(req, user, next, confirm);
    if (why) return refused(why);
    await setPassword(h, user, next, { mustResetPassword: false });
    store.addAudit('Password changed', user.userId);
    const owed = grant.held.then;
    if (owed) {
      grant.finish(`${owed}_OWED`, { userId: user.userId });
      return { nextAction: owed, messages: msg('INFO', say(req, 'changed')) };
    }
    // Under identity federation (ping) the federation server signs the user on again with the new password.
    if (req.url.startsWith('/ping/')) {
      h.endSession(req, reply);
      return { nextAction: 'LOGIN', messages: msg('INFO', say(req, 'changedSignOn')) };
    }
    if (user.redirectDisabled) {
      grant.finish('REDIRECT_DISABLED', { userId: user.userId });
      return { nextAction: 'DISABLE_REDIRECT', messages: msg('INFO', say(req, 'changed')) };
    }
    grant.finish('AUTHENTICATED', { userId: user.userId });
    return {
      nextAction: 'REDIRECT',
      messages: msg('INFO', say(req, 'changed')),
      targetUrl: h.appOf(req)?.defaultTarget ?? '/signed-in.html',
    };
  };
  h.route(r, 'POST /cpw/wgt/updatePaswrd', changePassword);
  h.route(r, 'POST /cpw/wgt/changepwd', changePassword);

  // the table accepts it from AUTHENTICATED only; any other stage gets ERR_PAGE
  h.route(r, 'POST /cpw/wgt/voluntaryPwdChange', async () => ({ nextAction: 'CPW', messages: {} }));

  /** after DISABLE_REDIRECT: the app will not take the user on, so the session ends and they sign on again */
  // a GET that ends the session: only with what a cross-site link cannot send, as logout (server/guards/sessions.ts)
  h.route(r, 'GET /cpw/disabledRedirect', async (req, reply) => {
    h.endSession(req, reply);
    return { nextAction: 'LOGIN', messages: msg('INFO', say(req, 'changedSignOn')) };
  });
}
