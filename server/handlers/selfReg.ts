// Self-registration from a SAML assertion on the reference server (docs/flows.md "Self-registration", section 7):
// the assertion consumer service, the delivery method of the first code, registration (which sends that code), the
// new password; the step-up-like send / validate / options live in secureCode.ts. A demo identity provider issues
// signed assertions for seeded federated users (dev only).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { say } from '../i18n';
import { refuseNew, setPassword } from './passwordChange';
import { safeEqual } from '../guards/passwords';
import { phoneIdOf } from './recovery';
import { msg, type Req, type RouteHelpers } from '../routes';
import { issueAssertion, verifyAssertion } from '../guards/saml';
import { sendSecureCode } from './secureCode';
import type { Session } from '../store/store';
import { textOf } from '../guards/payload';

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export function selfRegRoutes(r: FastifyInstance, h: RouteHelpers) {
  const { store } = h;
  /** the registration this session holds, when the request carries its token */
  const registration = (s: Session, token: unknown) => {
    const reg = s.stage.registration;
    return reg && typeof token === 'string' && safeEqual(tokenHash(token), reg.tokenHash) ? reg : null;
  };

  /** a registration for a federated user the identity provider vouched for (by assertion or by reference) */
  const begin = (req: Req, reply: FastifyReply, s: Session, userId: string | undefined, how: string) => {
    const user = userId ? store.findUser(userId) : undefined;
    if (!user?.federated) return null;
    if (user.selfRegistered) return { status: 'failed', messages: msg('ERROR', say(req, 'alreadyRegistered')) };
    const mobile = user.contacts.findIndex((c) => c.phoneType === 'Y');
    const token = randomBytes(24).toString('base64url');
    // the session keeps the token's hash only: the token itself goes to the widget and nowhere else
    const reg = {
      tokenHash: tokenHash(token),
      phoneId: mobile >= 0 ? phoneIdOf(mobile) : '',
      deliveryMethod: mobile >= 0 ? 'TEXT' : 'EMAIL',
    };
    h.move(req, reply, s, 'REGISTRATION_STARTED', { userId: user.userId, registration: reg });
    store.addAudit(`Self-registration started from a federated ${how}`, user.userId);
    return {
      status: 'success',
      token,
      phoneId: reg.phoneId,
      deliveryMethod: reg.deliveryMethod,
      messages: {},
    };
  };

  h.route(r, 'POST /sp/ACS.saml2', async (req, reply, s) => {
    const p = h.payload(req);
    const result = verifyAssertion(textOf(p.SAMLResponse), { now: h.now(), seen: store.samlSeen });
    const started = result.ok ? begin(req, reply, s, result.nameId, 'assertion') : null;
    if (!started) {
      req.log.warn({ reason: result.ok ? 'not a federated user' : result.reason }, 'SAML assertion refused');
      return { status: 'failed', messages: msg('ERROR', say(req, 'assertionRefused')) };
    }
    const { phoneId: _p, deliveryMethod: _d, ...answer } = started as Record<string, unknown>;
    return answer;
  });

  /** docs/api.md: the reference-id variant — a one-time REF from the identity provider instead of an assertion */
  h.route(r, 'POST /userReg/wgt/getSVDeliveryDetail', async (req, reply, s) => {
    const ref = textOf(h.payload(req).REF);
    const found = store.references.get(ref);
    store.references.delete(ref);
    const started = found && found.expiresAt >= h.now() ? begin(req, reply, s, found.userId, 'reference') : null;
    return started ?? { status: 'failed', messages: msg('ERROR', say(req, 'assertionRefused')) };
  });

  /** the first code goes by text to the first mobile number (after the operator consent), else by e-mail */
  h.route(r, 'POST /userReg/wgt/getDeliveryMethod', async (req, _reply, s) => {
    const reg = registration(s, h.payload(req).token);
    if (!reg) return { messages: msg('ERROR', say(req, 'noRequest')) };
    return { phoneId: reg.phoneId, deliveryMethod: reg.deliveryMethod, messages: {} };
  });

  h.route(r, 'POST /userReg/wgt/apps/:appId/brands/:brandId/register', async (req, reply, s) => {
    const reg = registration(s, h.payload(req).token);
    const user = reg ? store.findUser(s.stage.userId ?? '') : undefined;
    if (!reg || !user) return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'noRequest')) };
    return sendSecureCode(h, req, reply, s, 'REGISTRATION', user, reg.phoneId, reg.deliveryMethod);
  });

  h.route(r, 'POST /userReg/wgt/createpassword', async (req, reply, s) => {
    const user = store.findUser(s.stage.userId ?? '');
    if (!user) return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'verifyFirst')) };
    const p = h.payload(req);
    const next = textOf(p.newPassword).trim();
    const confirm = textOf(p.confirmPassword).trim();
    // the grant is taken before anything is awaited: one verified code, one first password
    const grant = h.take(req, reply, s);
    const why = await refuseNew(req, user, next, confirm);
    if (why) {
      grant.giveBack();
      return { nextAction: 'CPW', messages: msg('ERROR', why) };
    }
    await setPassword(h, user, next, { selfRegistered: true, awaitingSetup: false });
    store.addAudit('Self-registration completed', user.userId);
    grant.finish('PASSWORD_SET', { userId: user.userId });
    return { nextAction: 'REDIRECT', messages: msg('INFO', say(req, 'registered')) };
  });
}

/** Dev only: the demo identity provider signs an assertion for a seeded federated user (the demo page's button). */
export function demoIdpRoutes(r: FastifyInstance, h: Pick<RouteHelpers, 'store' | 'now'>) {
  r.get('/dev/idp/assertion', async (req: Req, reply) => {
    const userId = String(req.query.userId ?? 'federated.user');
    if (!h.store.findUser(userId)?.federated)
      return reply.code(404).send({ messages: msg('ERROR', 'Not a federated demo user.') });
    return {
      SAMLResponse: issueAssertion(userId, { now: h.now() }),
      RelayState: `/sp/selfReg?appId=${encodeURIComponent(String(req.query.appId ?? 'demo'))}&brandId=demo&isWidget=true`,
    };
  });
  /** the reference-id variant: a one-time REF (2 minutes) the host page receives in its query with TargetResource */
  r.get('/dev/idp/reference', async (req: Req, reply) => {
    const userId = String(req.query.userId ?? 'federated.user');
    if (!h.store.findUser(userId)?.federated)
      return reply.code(404).send({ messages: msg('ERROR', 'Not a federated demo user.') });
    const REF = randomBytes(16).toString('hex');
    h.store.references.set(REF, { userId, expiresAt: h.now() + 2 * 60_000 });
    return { REF, TargetResource: '/signed-in.html' };
  });
}
