// The reference auth server (Fastify): the wire format of CONTRACT.md section 4 with the rules of section 6, the
// demo host page and the built widget. buildServer() is used by `npm start` and by the tests.
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type preHandlerAsyncHookHandler,
} from 'fastify';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readCookie, setCookie } from './cookies';
import { captchaAnswer, captchaAudio, captchaImage, captchaReply, checkAnswer, newChallenge } from './captcha';
import { DAY, MINUTE, systemClock, type Clock } from './clock';
import { DEFAULT_LIMITS, SignOnAttempts, accountKey, type Limits } from './limits';
import { faultRoutes } from './faults';
import { DUMMY_HASH, safeEqual, verifyPassword } from './passwords';
import { say } from './i18n';
import { recoveryRoutes } from './recovery';
import { secureCodeRoutes } from './secureCode';
import { demoIdpRoutes, selfRegRoutes } from './selfReg';
import { seed } from './seed';
import { Store, type Session, type User } from './store';
import { parsePayload, textOf } from './payload';

export interface ServerOptions {
  clock?: Clock;
  dataFile?: string | null;
  /** the project root, for demo/ and dist/ */
  root?: string;
  idleTimeoutMs?: number;
  logger?: boolean;
  /** rate limits, captcha and lockout thresholds (server/limits.ts) */
  limits?: Partial<Limits>;
  /**
   * Behind a reverse proxy: the client address is the X-Forwarded-For of the loopback proxy (the load test's clients
   * each send their own). Off by default: a direct client cannot pick its address.
   */
  trustProxy?: boolean;
}

const COOKIE = 'aw_session';
const EXPIRY_WARNING_DAYS = 14;
/**
 * CONTRACT.md section 2's policy for host pages (the auth API is this origin), plus the usual hardening and Trusted
 * Types: script URLs and HTML for the DOM's sinks only through a named policy, and the widget's is the only one.
 */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
  "require-trusted-types-for 'script'; trusted-types auth-widget";

type Body = { data?: string; _csrf?: string; sId?: string };
type Req = FastifyRequest<{ Body: Body; Params: Record<string, string>; Querystring: Record<string, string> }>;

const msg = (type: 'ERROR' | 'INFO', detail: string) => ({ type, detail });

/** STRICT_CSP as helmet's directives, with violations reported to /csp-report. */
function cspDirectives(policy: string): Record<string, string[]> {
  const entries = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((d) => d[0])
    .map(([name, ...values]): [string, string[]] => [name, values]);
  return { ...Object.fromEntries(entries), 'report-uri': ['/csp-report'] };
}

export async function buildServer(opts: ServerOptions = {}): Promise<{ app: FastifyInstance; store: Store }> {
  const clock = opts.clock ?? systemClock;
  const root = opts.root ?? process.cwd();
  const idle = opts.idleTimeoutMs ?? 15 * MINUTE;
  const store = new Store(clock, opts.dataFile ?? null);
  seed(store);
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const attempts = new SignOnAttempts(store, limits);

  const app = Fastify({ logger: opts.logger ?? false, trustProxy: opts.trustProxy ? ['127.0.0.1', '::1'] : false });
  await app.register(fastifyFormbody);
  // dev: the fault switch (server/faults.ts), ahead of the rate limits so that its requests are not counted
  faultRoutes(app, store, (req) => {
    const id = readCookie(req, COOKIE);
    return id ? (store.sessions.get(id) ?? null) : null;
  });
  // Security headers on every reply; the strict CSP (with Trusted Types) also on JSON, where it costs nothing.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(STRICT_CSP) },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only means something over https, where a real deployment terminates TLS
    strictTransportSecurity: false,
  });
  // Per client address: every route, and a stricter count on the calls that guess (sign-on, user, codes).
  await app.register(fastifyRateLimit, {
    global: true,
    max: limits.perClient,
    timeWindow: MINUTE,
    errorResponseBuilder: (req, ctx) => ({
      statusCode: ctx.statusCode,
      messages: msg('ERROR', say(req, 'tooManyRequests')),
      retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
    }),
  });
  const sensitive = { rateLimit: { max: limits.sensitivePerClient, timeWindow: MINUTE } };
  /**
   * Per account id (known or not), counted once the body is read. A check of its own (createRateLimit): the plugin
   * runs one limiter per request, and the per-client one has run by then.
   */
  const perAccount = (max: number, name: string): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({
      max,
      timeWindow: 15 * MINUTE,
      keyGenerator: (req) => `${name}:${accountKey(readUserId(req as Req))}`,
    });
    return async (req, reply) => {
      const r = await check(req);
      if (r.isAllowed || !r.isExceeded) return undefined;
      return reply
        .code(429)
        .header('retry-after', r.ttlInSeconds)
        .send({
          statusCode: 429,
          messages: msg('ERROR', say(req, 'tooManyRequests')),
          retryAfterSeconds: r.ttlInSeconds,
        });
    };
  };

  // --- sessions -------------------------------------------------------------------------------------------------
  const live = (s: Session | undefined) => !!s && clock.now() - s.lastSeen <= idle;
  function current(req: FastifyRequest): Session | null {
    const id = readCookie(req, COOKIE);
    const s = id ? store.sessions.get(id) : undefined;
    if (!s) return null;
    if (!live(s)) {
      store.sessions.delete(s.id);
      return null;
    }
    s.lastSeen = clock.now();
    return s;
  }
  function ensure(req: FastifyRequest, reply: FastifyReply): Session {
    const existing = current(req);
    if (existing) return existing;
    for (const [k, v] of store.sessions) if (!live(v)) store.sessions.delete(k);
    const s: Session = {
      id: randomBytes(24).toString('base64url'),
      sId: randomBytes(12).toString('hex'),
      csrf: randomBytes(24).toString('base64url'),
      createdAt: clock.now(),
      lastSeen: clock.now(),
      failedSignOns: 0,
      captcha: null,
      userId: null,
      authenticated: false,
      pendingAuth: null,
      mayContinue: false,
      recovery: null,
      secure: null,
      selfReg: null,
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
    const token = req.body?._csrf || String(req.headers['x-xsrf-token'] ?? '');
    if (!token || !safeEqual(token, s.csrf)) {
      // csrfTokenStatus tells the widget to fetch this session's token and send the request once more
      void reply.code(403).send({ csrfTokenStatus: 'INVALID', messages: msg('ERROR', say(req, 'csrf')) });
      return null;
    }
    return s;
  }
  const payload = (req: Req) => parsePayload(req.body?.data);
  const appOf = (req: Req) => store.apps.get(req.params.appId ?? req.query.appId ?? '');
  /** the payload's user id as the user typed it (the sign-on sends it URL-encoded) */
  function readUserId(req: Req): string {
    const raw = textOf(payload(req).userId);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  const signOnPerAccount = perAccount(limits.signOnPerAccount, 'signOn');
  const recoveryPerAccount = perAccount(limits.recoveryPerAccount, 'recovery');

  // --- the API, registered at / and again at /ping (identity-federation mode) -----------------------------------
  const api = async (r: FastifyInstance) => {
    r.get('/login/wgt/getCSRFToken', async (req, reply) => {
      const s = ensure(req, reply);
      return { csrfTokenValue: s.csrf, csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-XSRF-TOKEN' };
    });
    r.get('/login/wgt/sessionId', async (req, reply) => ({ sessionId: ensure(req, reply).sId }));
    /** the captcha's refresh button: a new challenge for a session that has one pending (the old one is void) */
    r.get('/login/wgt/captcha', async (req, reply) => {
      const s = ensure(req, reply);
      if (!s.captcha && s.failedSignOns < limits.captchaAfter) return { messages: {} };
      return { messages: {}, ...captchaReply(newChallenge(s, clock.now()), `${req.protocol}://${req.headers.host}`) };
    });
    r.get('/login/wgt/getCountryCodes', async () => ({
      CountryCodes: ['1', '31', '33', '34', '39', '44', '45', '46', '47', '49', '52', '55', '61', '86', '358'],
    }));

    r.post(
      '/login/wgt/authenticate/apps/:appId/:brandId',
      { config: sensitive, preHandler: signOnPerAccount },
      async (req: Req, reply) => {
        const existing = current(req);
        if (!existing) {
          ensure(req, reply);
          return { nextAction: 'LOGIN', sessionExpired: true, messages: msg('ERROR', say(req, 'sessionExpired')) };
        }
        const s = postSession(req, reply);
        if (!s) return reply;
        const app = appOf(req);
        if (!app || !app.brands.includes(req.params.brandId))
          return { nextAction: 'ERROR', messages: msg('ERROR', say(req, 'unknownApp')) };
        const p = payload(req);
        const userId = readUserId(req);
        const password = textOf(p.password);
        const account = attempts.state(userId);
        // Locked: the same answer for any id, known or not, right password or not (nothing to learn by trying).
        if (account.lockedFor > 0) {
          return {
            nextAction: 'LOGIN',
            messages: msg('ERROR', say(req, 'locked', { minutes: Math.ceil(account.lockedFor / MINUTE) })),
          };
        }
        const user = store.findUser(userId);
        const base = `${req.protocol}://${req.headers.host}`;
        const needsCaptcha = s.failedSignOns >= limits.captchaAfter || account.failures >= limits.captchaAfter;
        if (needsCaptcha) {
          const answer = textOf(p.nuCaptchaAns);
          if (!answer)
            return { nextAction: 'LOGIN', messages: {}, ...captchaReply(newChallenge(s, clock.now()), base) };
          if (!checkAnswer(s, textOf(p.nuCaptchaToken), answer, clock.now())) {
            await verifyPassword(password, DUMMY_HASH);
            return {
              nextAction: 'LOGIN',
              messages: msg('ERROR', say(req, 'captchaMismatch')),
              ...captchaReply(newChallenge(s, clock.now()), base),
            };
          }
        }
        // The same work and the same answer whether or not the account exists.
        const ok = (await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH)) && !!user;
        if (!ok) {
          s.failedSignOns += 1;
          attempts.failed(userId);
          store.save();
          const failed = { nextAction: 'LOGIN', messages: msg('ERROR', say(req, 'signOnFailed')) };
          return s.failedSignOns >= limits.captchaAfter || attempts.state(userId).failures >= limits.captchaAfter
            ? { ...failed, ...captchaReply(newChallenge(s, clock.now()), base) }
            : failed;
        }
        s.failedSignOns = 0;
        attempts.reset(userId, user.userId);
        store.addAudit('Signed on', user.userId);
        store.save();
        // A new session on sign-on (no fixation), carrying over nothing but the app context.
        store.sessions.delete(s.id);
        const fresh = ensure({ ...req, headers: { ...req.headers, cookie: '' } }, reply);
        fresh.userId = user.userId;
        return signOnResult(req, user, fresh, app.defaultTarget);
      },
    );

    r.post('/login/wgt/continueAuthentication', async (req: Req, reply) => {
      const s = postSession(req, reply);
      if (!s) return reply;
      if (!s.userId)
        return { nextAction: 'LOGIN', sessionExpired: true, messages: msg('ERROR', say(req, 'sessionExpired')) };
      // Skipping the change is allowed for a temporary or expiring password, never for a forced change.
      if (!s.authenticated && !s.mayContinue)
        return { nextAction: 'CPW', messages: msg('ERROR', say(req, 'mustChange')) };
      if (s.pendingAuth) return { nextAction: s.pendingAuth, messages: {} };
      s.authenticated = true;
      s.mayContinue = false;
      store.addAudit('Continued without changing the password', s.userId);
      store.save();
      return { nextAction: 'REDIRECT', messages: {}, targetUrl: appOf(req)?.defaultTarget ?? '/signed-in.html' };
    });

    r.post('/secure/wgt/gettargeturl', async (req: Req, reply) => {
      const s = postSession(req, reply);
      if (!s) return reply;
      const p = payload(req);
      return { messages: {}, targetUrl: store.apps.get(textOf(p.appId))?.defaultTarget ?? '/signed-in.html' };
    });

    r.get('/login/auth/logout', async (req, reply) => {
      const s = current(req);
      if (s) store.sessions.delete(s.id);
      setCookie(reply, COOKIE, '', { secure: req.protocol === 'https', maxAge: 0 });
      return { nextAction: 'LOGOUT', messages: msg('INFO', say(req, 'signedOff')) };
    });

    r.post('/login/wgt/logErrorMessage/apps/:appId/:brandId', async (req: Req, reply) => {
      const s = postSession(req, reply);
      if (!s) return reply;
      store.errorLog.push({
        at: clock.now(),
        appId: req.params.appId,
        brandId: req.params.brandId,
        entry: payload(req),
      });
      if (store.errorLog.length > 1000) store.errorLog.splice(0, store.errorLog.length - 1000);
      store.save();
      return { status: 'success', messages: {} };
    });
  };
  const helpers = {
    store,
    now: () => clock.now(),
    postSession,
    current,
    payload,
    appOf,
    attempts,
    sensitive,
    recoveryPerAccount,
  };
  const all = async (r: FastifyInstance) => {
    await api(r);
    recoveryRoutes(r, helpers);
    secureCodeRoutes(r, helpers);
    selfRegRoutes(r, helpers);
  };
  await app.register(all);
  await app.register(all, { prefix: '/ping' });

  // App details are never /ping-prefixed.
  app.get('/appsdetails/wgt/apps/:appId', async (req: Req, reply) => {
    const a = store.apps.get(req.params.appId);
    if (!a) return reply.code(404).send({ messages: msg('ERROR', say(req, 'unknownApp')) });
    return {
      app: {
        fpsNewUserSVChannel: a.fpsNewUserSVChannel,
        isIntlPhoneDisabled: a.isIntlPhoneDisabled,
        newUserSVChannel: a.newUserSVChannel,
        nu_session_id: null,
        nu_detect_on: a.nu_detect_on,
        isPingEnabled: a.isPingEnabled,
        isVoiceDisabled: a.isVoiceDisabled,
      },
    };
  });
  app.get('/appsdetails/wgt/apps/:appId/brands/:brandId', async (req: Req) => ({
    valid: !!store.apps.get(req.params.appId)?.brands.includes(req.params.brandId),
  }));

  app.get('/captcha/:file', async (req: Req, reply) => {
    const [, token, ext] = /^([0-9a-f]+)\.(svg|wav)$/.exec(req.params.file) ?? [];
    const body =
      ext === 'wav' ? captchaAudio(token, clock.now()) : ext === 'svg' ? captchaImage(token, clock.now()) : null;
    if (!body) return reply.code(404).send({ messages: msg('ERROR', 'Unknown or expired challenge.') });
    return reply
      .type(ext === 'wav' ? 'audio/wav' : 'image/svg+xml')
      .header('cache-control', 'no-store')
      .send(body);
  });

  // --- development helpers ----------------------------------------------------------------------------------------
  app.get('/dev/outbox.json', async () => ({ messages: store.outbox }));
  app.get('/dev/outbox', async (_req, reply) => reply.type('text/html; charset=utf-8').send(outboxPage(store)));
  app.get('/dev/errors.json', async () => ({ entries: store.errorLog }));
  app.get('/dev/audit.json', async () => ({ entries: store.audit }));
  /** test hook: the answer of a live captcha challenge */
  app.get('/dev/captcha/:token', async (req: Req, reply) => {
    const answer = captchaAnswer(req.params.token, clock.now());
    return answer ? { answer } : reply.code(404).send({ messages: msg('ERROR', 'Unknown or expired challenge.') });
  });
  demoIdpRoutes(app, helpers);

  // --- the demo host page and the built widget, under the strict CSP --------------------------------------------
  app.addHook('onSend', async (req, reply, body) => {
    // the gallery's frames are framed by the gallery page (same origin); nothing else may be framed
    if (req.url.startsWith('/gallery-frame.html')) {
      reply.header(
        'content-security-policy',
        String(reply.getHeader('content-security-policy')).replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
    }
    // the widget's files and the captcha's image and audio are loaded by host pages on other origins
    if (req.url.startsWith('/dist/') || req.url.startsWith('/captcha/'))
      reply.header('cross-origin-resource-policy', 'cross-origin');
    return body;
  });
  app.post('/csp-report', async (req, reply) => {
    app.log.warn({ report: req.body }, 'CSP violation');
    return reply.code(204).send();
  });
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );
  await app.register(fastifyStatic, {
    root: path.join(root, 'dist'),
    prefix: '/dist/',
    decorateReply: false,
    cacheControl: false,
  });
  // the panel gallery's frame script (dev only; built into build/, never shipped in dist/)
  app.get('/gallery.js', async (_req, reply) => {
    const file = path.join(root, 'build/gallery.js');
    if (!fs.existsSync(file)) return reply.code(404).send({ messages: msg('ERROR', 'Run npm run build first.') });
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(fs.readFileSync(file));
  });
  await app.register(fastifyStatic, {
    root: path.join(root, 'demo'),
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
  });

  return { app, store };

  function signOnResult(req: FastifyRequest, user: User, s: Session, target: string) {
    const now = clock.now();
    const days = user.passwordExpiresAt === null ? null : Math.ceil((user.passwordExpiresAt - now) / DAY);
    s.authenticated = false;
    s.mayContinue = false;
    if (user.disabled) return { nextAction: 'ACCOUNT_DISABLED', messages: msg('ERROR', say(req, 'disabled')) };
    if (user.mustResetPassword) return { nextAction: 'FPC', messages: msg('ERROR', say(req, 'mustReset')) };
    if (days !== null && days <= 0) {
      const graceLeft = user.graceDays + days;
      if (graceLeft <= 0) return { nextAction: 'FPC', messages: msg('ERROR', say(req, 'expired')) };
      s.mayContinue = true;
      s.pendingAuth = user.stepUp ? 'STEP_UP' : user.twoFactor ? 'TWO_FACTOR' : null;
      return { nextAction: 'PWD_IN_GRACE', messages: msg('ERROR', say(req, 'inGrace', { days: graceLeft })) };
    }
    if (user.temporaryPassword) {
      s.mayContinue = true;
      return { nextAction: 'TMP_PWD', messages: {} };
    }
    if (user.mustChangePassword) return { nextAction: 'CPW', messages: {} };
    if (days !== null && days <= EXPIRY_WARNING_DAYS) {
      const suffix = user.stepUp ? '_STEP_UP' : user.twoFactor ? '_TWO_FACTOR' : '';
      s.pendingAuth = user.stepUp ? 'STEP_UP' : user.twoFactor ? 'TWO_FACTOR' : null;
      s.mayContinue = true;
      return { nextAction: `PWD_BEFORE_EXP${suffix}`, messages: msg('INFO', say(req, 'expiring', { days })) };
    }
    if (user.stepUp) {
      s.pendingAuth = 'STEP_UP';
      return { nextAction: 'STEP_UP', messages: {} };
    }
    if (user.twoFactor) {
      s.pendingAuth = 'TWO_FACTOR';
      return { nextAction: 'TWO_FACTOR', messages: {} };
    }
    s.authenticated = true;
    return { nextAction: 'REDIRECT', messages: {}, targetUrl: target };
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The dev outbox as a page: newest first, the code large enough to read off. */
function outboxPage(store: Store): string {
  const rows = [...store.outbox]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.notificationCreatedDT)}</td><td>${escapeHtml(m.userId)}</td>` +
        `<td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.to)}</td><td class="code">${escapeHtml(m.code)}</td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title><link rel="stylesheet" href="/demo.css"></head>
<body><main><h1>Dev outbox</h1><p>Security codes the reference server "sent" by text, voice or e-mail, newest first. Reload to see new ones.</p>
<table><thead><tr><th scope="col">Sent</th><th scope="col">User</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Message</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No messages yet.</td></tr>'}</tbody></table></main></body></html>`;
}
