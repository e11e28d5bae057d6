// The reference auth server (Fastify): the widget's wire format with its rules, the demo host page and the built
// widget. buildServer() wires the plugins and the route modules; `npm start` and the tests use it.
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { appRoutes, errorLogRoutes } from './handlers/appRoutes';
import { captchaFileRoutes, captchaRefreshRoute } from './handlers/captchaRoutes';
import { MINUTE, OffsetClock, systemClock, type Clock } from './store/clock';
import { readCookie } from './guards/cookies';
import { collectRoutes, devRoutes } from './dev/dev';
import { faultRoutes } from './dev/faults';
import { loadServerMessages, say } from './i18n';
import { strictQuery } from './guards/input';
import { DEFAULT_LIMITS, SignOnAttempts, type Limits } from './guards/limits';
import { passwordChangeRoutes } from './handlers/passwordChange';
import { readPayload, textOf, type Payload } from './guards/payload';
import { checkPanelPayload, panelPayloadRules } from './guards/panelPayloads';
import { recoveryRoutes } from './handlers/recovery';
import { codeSignOnRoutes } from './handlers/codeSignOn';
import { profileRoutes } from './handlers/profile';
import { clientError, refusals, refuse } from './guards/refusals';
import { keepIdpKeyIn } from './guards/saml';
import { msg, type Req, type RouteHelpers } from './routes';
import { secureCodeRoutes } from './handlers/secureCode';
import { selfRegRoutes } from './handlers/selfReg';
import { seed, type Seed } from './store/seed';
import { COOKIE, sessionHelpers } from './guards/sessions';
import { signOnResult, signOnRoutes } from './handlers/signOn';
import { listenOrigin, passkeyRoutes, relyingParty } from './passkeys/routes';
import { factorRoutes } from './factors/routes';
import { accountRoutes } from './account/routes';
import { accountPasskeys } from './passkeys/accounts';
import { Passkeys, type RelyingParty } from './passkeys/webauthn';
import { stageAuthority } from './stages/stage';
import { Store } from './store/store';
import { webRoutes } from './web';
import { Providers, readProviders } from './idp/providers';
import { idpNavigationRoutes } from './idp/routes';
import { idpResumeRoutes } from './idp/resume';

export interface ServerOptions {
  clock?: Clock;
  dataFile?: string | null;
  /** the project root, for demo/ and dist/ */
  root?: string;
  idleTimeoutMs?: number;
  /** Fastify's logger: off, or from this level (`npm start` logs refused requests: level warn) */
  logger?: boolean | { level: string };
  /** rate limits, captcha and lockout thresholds (server/guards/limits.ts) */
  limits?: Partial<Limits>;
  /**
   * Behind a reverse proxy: the client address is the X-Forwarded-For of the loopback proxy (the load test's clients
   * each send their own). Off by default: a direct client cannot pick its address.
   */
  trustProxy?: boolean;
  /**
   * Development mode: the /dev/* tools (outbox, error log, audit, captcha answers, fault switch, demo identity
   * provider). Off unless asked for: `npm start` asks (--dev); a server started any other way answers 404 there.
   */
  dev?: boolean;
  /**
   * The data is being edited (`npm start`'s server, restarted on each edit): what a browser may keep, the app's
   * details, is asked again each time by its validator, so an owner's edit shows at the next reload.
   */
  editing?: boolean;
  /**
   * The origin the server's own URLs in replies start with (the captcha's image and audio), e.g.
   * https://auth.example.com: configuration, never read from a request header. Unset: relative URLs.
   */
  publicOrigin?: string;
  /**
   * The site passkeys are for (server/passkeys/routes.ts): its RP ID, name and the origins its pages are served from.
   * Unset: the public origin's, else "localhost" and the server's own http://localhost address once it listens.
   */
  passkeys?: Partial<Omit<RelyingParty, 'challengeMs'>>;
}

/** The largest request body a route takes unless it says otherwise (bytes): the widget's forms are a few hundred. */
export const BODY_LIMIT = 16 * 1024;

/**
 * The policy for host pages (the auth API is this origin), plus the usual hardening and Trusted Types: script URLs and
 * HTML for the DOM's sinks only through a named policy, and the widget's is the only one.
 */
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; " +
  "require-trusted-types-for 'script'; trusted-types auth-widget";

/** STRICT_CSP as helmet's directives, with violations reported to /csp-report. */
function cspDirectives(policy: string): Record<string, string[]> {
  const entries = policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((d) => d[0])
    .map(([name, ...values]): [string, string[]] => [name, values]);
  return { ...Object.fromEntries(entries), 'report-uri': ['/csp-report'] };
}

export async function buildServer(
  opts: ServerOptions = {},
): Promise<{ app: FastifyInstance; store: Store; seeded: Seed[] }> {
  // development mode's clock can be moved forward (POST /dev/clock); a test's own clock is its to move
  const clock = opts.clock ?? (opts.dev ? new OffsetClock() : systemClock);
  const root = opts.root ?? process.cwd();
  // the server's words are the locale files' (every file in locales/ a locale, docs/locales.md)
  loadServerMessages(root);
  const store = new Store(clock, opts.dataFile ?? null);
  keepIdpKeyIn(opts.dataFile ? path.dirname(path.resolve(opts.dataFile)) : null);
  store.keepOutbox = !!opts.dev;
  const seeded = seed(store, root);
  const limits: Limits = { ...DEFAULT_LIMITS, ...opts.limits };

  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.trustProxy ? ['127.0.0.1', '::1'] : false,
    // what a call of the widget needs (a form of a few fields); the SAML post has its own (server/handlers/selfReg.ts)
    bodyLimit: BODY_LIMIT,
    // a URL it cannot decode, among others: the generic answer too (server/guards/refusals.ts)
    frameworkErrors: (err, req, reply) => void refuse(err, req, reply),
    // and what Node refuses before Fastify (an oversized header or URL: 431)
    clientErrorHandler: clientError,
  });
  app.addHook('onClose', async () => store.close());
  const routes = opts.dev ? collectRoutes(app) : null;
  refusals(app);
  strictQuery(app);
  await app.register(fastifyFormbody);
  // the fault switch (dev only), ahead of the rate limits so that its requests are not counted
  if (opts.dev) {
    faultRoutes(app, store, (req) => {
      const id = readCookie(req, COOKIE);
      return id ? (store.sessions.get(id) ?? null) : null;
    });
  }
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

  // every POST's data is read and checked before its route runs (server/guards/payload.ts): malformed is refused alike
  const payloads = new WeakMap<object, Payload>();
  app.addHook('preHandler', async (req: Req) => {
    const data = (req.body as { data?: unknown } | undefined)?.data;
    if (data !== undefined) payloads.set(req, readPayload(data));
  });
  const payload = (req: Req) => payloads.get(req) ?? {};
  const readUserId = (req: Req) => {
    const raw = textOf(payload(req).userId);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  };
  const sessions = sessionHelpers(store, clock, opts.idleTimeoutMs ?? 15 * MINUTE);
  // the one authority over sessions: every API route goes through the stage table (server/stages/stage.ts)
  // a POST's payload is held to the panel it comes from once its session, token and stage pass
  // (server/guards/panelPayloads.ts)
  const panelRules = panelPayloadRules(root);
  const checkPanel = (req: Req) => checkPanelPayload(panelRules, req.method, req.url.split('?')[0], payload(req));
  const authority = stageAuthority(app, store, sessions, limits, readUserId, checkPanel);
  const h: RouteHelpers = {
    store,
    now: () => clock.now(),
    limits,
    ...sessions,
    payload,
    readUserId,
    // a GET names the app in its path or query, a POST in its path or payload
    appOf: (req) => store.apps.get(req.params.appId ?? req.query.appId ?? textOf(payload(req).appId)),
    attempts: new SignOnAttempts(store, limits),
    publicOrigin: opts.publicOrigin ?? '',
    route: authority.route,
    move: authority.move,
    take: authority.take,
  };
  const rp = relyingParty(opts.passkeys, opts.publicOrigin);
  if (!rp.origins.length) app.addHook('onListen', async () => listenOrigin(rp, app.server.address()));
  const passkeys = new Passkeys(accountPasskeys(store), rp, h.now);
  // identity providers (seed/identity-providers.json); the development one, Demo ID, is mounted here in dev mode only
  const providerList = readProviders(root);
  const devIssuers = new Map<string, () => string>();
  const providers = new Providers(providerList, (id) => devIssuers.get(id)?.() ?? null);
  const demo = opts.dev ? [...providerList.values()].find((p) => p.issuer === 'dev:demo-id') : undefined;
  if (demo) {
    const { mountDemoId } = await import('./dev/demoId');
    devIssuers.set('demo-id', mountDemoId(app, root, demo, () => rp.origins[0]).issuer);
  }
  // the API, registered at / and again at /ping (identity-federation mode)
  const api = async (r: FastifyInstance) => {
    signOnRoutes(r, h);
    passkeyRoutes(r, h, passkeys, signOnResult);
    factorRoutes(r, h);
    accountRoutes(r, h, passkeys);
    captchaRefreshRoute(r, h);
    errorLogRoutes(r, h);
    recoveryRoutes(r, h);
    codeSignOnRoutes(r, h);
    idpResumeRoutes(r, h);
    profileRoutes(r, h, root);
    secureCodeRoutes(r, h);
    passwordChangeRoutes(r, h);
    selfRegRoutes(r, h);
  };
  await app.register(api);
  await app.register(api, { prefix: '/ping' });
  // never /ping-prefixed: the navigations to and from a provider (its callback is the one URI registered with it)
  idpNavigationRoutes(app, h, { providers, origins: () => rp.origins });
  appRoutes(app, h, !!opts.editing);
  captchaFileRoutes(app, h);
  if (routes)
    devRoutes(app, h, { routes, advance: clock instanceof OffsetClock ? (ms) => clock.advance(ms) : undefined });
  await webRoutes(app, root);
  return { app, store, seeded };
}
