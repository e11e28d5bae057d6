// A user's own security settings (docs/host.md "Security settings", docs/server-rules.md U1–U7): each call a row of the
// stage table, for a signed-on session only. A change needs a check made within settings.reverifyMinutes, else the
// session owes a step-up whose pass answers SECURITY_SETTINGS (the widget then sends the change again); a removal that
// would lock the account out is refused; every change is audited and told to the account's e-mail address; every answer
// is the new state, as the GET's. Another user's passkey or provider is answered as one that is not there.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { say, type ServerMessage } from '../i18n';
import { offers } from '../factors/offers';
import { withRecoveryCodes } from '../factors/routes';
import { newRecoveryCodes } from '../factors/recoveryCodes';
import { newTotpSecret, otpauthUri, totpStep } from '../factors/totp';
import { digits } from '../handlers/codes';
import { textOf } from '../guards/payload';
import { settings } from '../settings';
import { msg, type Req, type RouteHelpers } from '../routes';
import type { Session, User } from '../store/store';
import type { Passkeys } from '../passkeys/webauthn';
import { credentialOf } from '../passkeys/routes';
import { lockedOutBy, recentlyChecked, securityState, tell, type Change, type Without } from './security';

/** A passkey's name: 1 to settings.nameMaxLength characters of text, no control characters; shown as text. */
const nameOf = (v: unknown) => {
  const name = textOf(v).trim();
  const fits = name.length >= 1 && name.length <= settings.nameMaxLength;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return fits && !/[\u0000-\u001f\u007f-\u009f]/.test(name) ? name : null;
};

export function accountRoutes(r: FastifyInstance, h: RouteHelpers, passkeys: Passkeys) {
  const { store } = h;
  const userOf = (s: Session) => store.findUser(s.stage.userId ?? '');
  const state = (req: Req, user: User, said?: ServerMessage) => ({
    ...securityState(h, req, user),
    ...(said ? { messages: msg('INFO', say(req, said)) } : {}),
  });
  const refused = (req: Req, user: User, why: ServerMessage) => ({
    ...securityState(h, req, user),
    messages: msg('ERROR', say(req, why)),
  });
  /** the check a change needs: when too old, the session owes a step-up whose pass comes back here (U2) */
  const owed = (req: Req, reply: FastifyReply, s: Session, user: User) => {
    if (recentlyChecked(h, s)) return null;
    h.move(req, reply, s, 'STEP_UP_OWED', { userId: user.userId, resume: 'SECURITY_SETTINGS' });
    store.addAudit('Security settings: a recent check is owed first', user.userId);
    return { nextAction: 'STEP_UP', messages: {} };
  };
  /** a change: signed on (the stage table), checked recently, then done, told and answered with the new state */
  const change = (
    key: string,
    work: (req: Req, reply: FastifyReply, user: User, s: Session) => unknown,
    { check = true } = {},
  ) =>
    h.route(r, key, async (req, reply, s) => {
      const user = userOf(s);
      if (!user) return { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'sessionExpired')) };
      return (check && owed(req, reply, s, user)) || work(req, reply, user, s);
    });
  const done = (req: Req, user: User, what: Change, said: ServerMessage) => {
    tell(h, req, user, what);
    return state(req, user, said);
  };
  /** a removal: refused when it would lock the account out (U4), else done */
  const remove = (req: Req, user: User, without: Without, act: () => void, what: Change, said: ServerMessage) => {
    const why = lockedOutBy(user, h.appOf(req), without);
    if (why) return refused(req, user, why);
    act();
    return done(req, user, what, said);
  };

  // signed on (the stage table; nobody signed on: its silent refusal signOnFirst, sign-on opens and the settings after
  // it)
  h.route(r, 'GET /account/wgt/security', async (req, _reply, s) => {
    const user = userOf(s);
    return user ? state(req, user) : { nextAction: 'LOGIN', messages: {} };
  });

  change('POST /account/wgt/passkey/rename', (req, _reply, user) => {
    const p = h.payload(req);
    const key = passkeys.own(user.userId, textOf(p.id));
    if (!key) return refused(req, user, 'settingsNotFound');
    const name = nameOf(p.name);
    if (!name) return refused(req, user, 'settingsNameInvalid');
    passkeys.rename(key.id, name);
    return done(req, user, 'passkeyRenamed', 'settingsDone.passkeyRenamed');
  });

  change('POST /account/wgt/passkey/remove', (req, _reply, user) => {
    const key = passkeys.own(user.userId, textOf(h.payload(req).id));
    if (!key) return refused(req, user, 'settingsNotFound');
    const act = () => passkeys.remove(key.id);
    return remove(req, user, { passkey: key.id }, act, 'passkeyRemoved', 'settingsDone.passkeyRemoved');
  });

  // a new passkey: options for the signed-on user (their passkeys excluded), then the browser's answer (U3)
  h.route(r, 'GET /account/wgt/passkey/register/options', async (req, _reply, s) => {
    const user = userOf(s);
    if (!user || !offers(h.appOf(req), 'PASSKEY')) return { messages: msg('ERROR', say(req, 'noRequest')) };
    const displayName = `${user.firstName} ${user.lastName}`.trim() || user.userId;
    return {
      messages: {},
      publicKey: await passkeys.registrationOptions(s.stage, { userId: user.userId, displayName }),
    };
  });
  change('POST /account/wgt/passkey/register', async (req, _reply, user, s) => {
    const n = (user.passkeys?.length ?? 0) + 1;
    const made = await passkeys.register(s.stage, credentialOf(req, h), say(req, 'passkeyDefaultName', { n }));
    if (!made.ok) return refused(req, user, 'passkeyNotCreatedInSettings');
    tell(h, req, user, 'passkeyAdded');
    // a first factor brings recovery codes, where the app offers them; the settings after them
    const then = state(req, user, 'settingsDone.passkeyAdded');
    return user.passkeys?.length === 1 ? withRecoveryCodes(h, req, user, then) : then;
  });

  // an authenticator app: a new secret held by the session (a recent check first), then a code from it proves it
  change('GET /account/wgt/totp/enroll', (req, _reply, user, s) => {
    if (user.totp || !offers(h.appOf(req), 'TOTP')) return { messages: msg('ERROR', say(req, 'noRequest')) };
    s.stage.totp = newTotpSecret();
    return {
      messages: {},
      secret: s.stage.totp,
      otpauthUri: otpauthUri(s.stage.totp, h.appOf(req)!.appId, user.userId),
    };
  });
  change(
    'POST /account/wgt/totp/enroll',
    (req, _reply, user, s) => {
      const secret = s.stage.totp;
      if (user.totp || !secret) return refused(req, user, 'noRequest');
      const step = totpStep(secret, digits(h.payload(req).validationCode), h.now());
      if (step === null) return { nextAction: 'ENROLL_TOTP', messages: msg('ERROR', say(req, 'codeWrong')) };
      user.totp = { secret, lastStep: step, enrolledAt: h.now() };
      s.stage.totp = null;
      store.touch(user);
      tell(h, req, user, 'totpAdded');
      return withRecoveryCodes(h, req, user, state(req, user, 'settingsDone.totpAdded'));
    },
    // the check came before the secret was given (the GET)
    { check: false },
  );

  change('POST /account/wgt/totp/remove', (req, _reply, user) => {
    if (!user.totp) return refused(req, user, 'settingsNotFound');
    const act = () => {
      user.totp = undefined;
      store.touch(user);
    };
    return remove(req, user, { totp: true }, act, 'totpRemoved', 'settingsDone.totpRemoved');
  });

  // new recovery codes replace the old ones in one write (U5): the old stop working at once
  change('POST /account/wgt/recoverycodes/new', (req, _reply, user) => {
    if (!offers(h.appOf(req), 'RECOVERY_CODE')) return refused(req, user, 'noRequest');
    const { codes, stored } = newRecoveryCodes();
    user.recoveryCodes = stored;
    store.touch(user);
    tell(h, req, user, 'recoveryCodesNew');
    return {
      nextAction: 'RECOVERY_CODES',
      messages: {},
      recoveryCodes: codes,
      then: { nextAction: 'SECURITY_SETTINGS' },
    };
  });

  change('POST /account/wgt/idp/unlink', (req, _reply, user) => {
    const id = textOf(h.payload(req).id);
    if (!(user.identities ?? []).some((i) => i.provider === id)) return refused(req, user, 'settingsNotFound');
    const act = () => store.unlink(user, id);
    return remove(req, user, { provider: id }, act, 'providerUnlinked', 'settingsDone.providerUnlinked');
  });
}
