// Sessions of the reference server: an HttpOnly cookie naming a server-side session that idles out, a session id and a
// CSRF token per session, and the check every POST and the logout GET pass (a live session and its token).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../store/clock';
import { COOKIE, readCookie, setCookie } from './cookies';
import { say } from '../i18n';
import { safeEqual } from './passwords';
import { msg, type Req } from '../routes';
import { stageOf, type Session, type Store } from '../store/store';

export { COOKIE } from './cookies';
/** sessions kept at most (each a few hundred bytes) */
export const MAX_SESSIONS = 50_000;

export function sessionHelpers(store: Store, clock: Clock, idleMs: number, maxSessions = MAX_SESSIONS) {
  const live = (s: Session | undefined) => !!s && clock.now() - s.lastSeen <= idleMs;

  function current(req: FastifyRequest): Session | null {
    const id = readCookie(req, COOKIE);
    const s = id ? store.sessions.get(id) : undefined;
    if (!s) return null;
    if (!live(s)) {
      store.sessions.delete(s.id);
      return null;
    }
    s.lastSeen = clock.now();
    // kept in the order last seen, so that the idle ones are always at the front (see ensure)
    store.sessions.delete(s.id);
    store.sessions.set(s.id, s);
    return s;
  }

  function ensure(req: FastifyRequest, reply: FastifyReply): Session {
    const existing = current(req);
    if (existing) return existing;
    // Idle sessions leave from the front (least recently seen first), and past MAX_SESSIONS the least recently seen
    // leaves too: a flood of new sessions costs neither unbounded memory nor a scan of them all per request.
    for (const [k, v] of store.sessions) {
      if (live(v) && store.sessions.size < maxSessions) break;
      store.sessions.delete(k);
    }
    const s: Session = {
      id: randomBytes(24).toString('base64url'),
      sId: randomBytes(12).toString('hex'),
      csrf: randomBytes(24).toString('base64url'),
      createdAt: clock.now(),
      lastSeen: clock.now(),
      failedSignOns: 0,
      captcha: null,
      stage: stageOf('ANONYMOUS'),
    };
    store.sessions.set(s.id, s);
    setCookie(reply, COOKIE, s.id, { secure: req.protocol === 'https' });
    return s;
  }

  /** POSTs: a live session and its CSRF token (form field _csrf or the X-XSRF-TOKEN header). */
  function postSession(req: Req, reply: FastifyReply): Session | null {
    const s = current(req);
    if (!s) {
      void reply.code(302).header('location', '/?sessionExpired=true').send();
      return null;
    }
    const header = req.headers['x-xsrf-token'];
    const token = req.body?._csrf || (typeof header === 'string' ? header : '');
    if (!token || !safeEqual(token, s.csrf)) {
      // csrfTokenStatus tells the widget to fetch this session's token and send the request once more
      void reply.code(403).send({ csrfTokenStatus: 'INVALID', messages: msg('ERROR', say(req, 'csrf')) });
      return null;
    }
    return s;
  }

  /**
   * A state-changing GET (logout: the wire keeps it a GET): a live session, its CSRF token in the header and its
   * session id in the query, which a cross-site link or image cannot send. Without them it is answered as an expired
   * session and changes nothing.
   */
  function sentBySession(req: FastifyRequest, reply: FastifyReply): Session | null {
    const s = current(req);
    const header = req.headers['x-xsrf-token'];
    const sId = (req.query as Record<string, unknown> | undefined)?.sId;
    const token = typeof header === 'string' ? header : '';
    if (s && token && safeEqual(token, s.csrf) && typeof sId === 'string' && safeEqual(sId, s.sId)) return s;
    void reply.code(302).header('location', '/?sessionExpired=true').send();
    return null;
  }

  function endSession(req: FastifyRequest, reply: FastifyReply) {
    const s = current(req);
    if (s) store.sessions.delete(s.id);
    setCookie(reply, COOKIE, '', { secure: req.protocol === 'https', maxAge: 0 });
  }

  return { current, ensure, postSession, sentBySession, endSession };
}
