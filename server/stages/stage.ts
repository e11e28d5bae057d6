// The one authority over sessions: every API route is registered through route(), which reads its rule in the stage
// table (server/stages/stages.json), resolves its session, counts it on its limits, refuses it from any stage the table does
// not list, and lets its handler move the session only along the table's arrows (move, take). A grant is spent by
// compare-and-set before anything is awaited (take: the session is BUSY until the work ends), and entering a stage
// marked "rotate" gives the session a new id and CSRF token (docs/server-rules.md "Stages", "Concurrency").
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MINUTE } from '../store/clock';
import { COOKIE, setCookie } from '../guards/cookies';
import { say, type ServerMessage } from '../i18n';
import { strictBody } from '../guards/input';
import { accountKey, type Limits } from '../guards/limits';
import { msg, type Grant, type Handler, type Req } from '../routes';
import { STAGES, canonicalKey, targetsOf, type Refusal, type RouteRule } from './stageTable';
import { stageOf, type Session, type Stage, type Store } from '../store/store';

/** A session that is kept nowhere: what a route that reads no session, or finds none, sees (ANONYMOUS). */
const detached = (now: number): Session => ({
  id: '',
  sId: '',
  csrf: '',
  createdAt: now,
  lastSeen: now,
  failedSignOns: 0,
  captcha: null,
  stage: stageOf('ANONYMOUS'),
});

/** The reply of a refusal in the table, in the request's language. */
export function refusalReply(req: FastifyRequest, reply: FastifyReply, r: Refusal) {
  const { status, message, text, silent, ...fields } = r;
  if (silent) return reply.code(status ?? 200).send({ ...fields, messages: {} });
  const detail = text ?? say(req, message as ServerMessage);
  return reply.code(status ?? 200).send({ ...fields, messages: msg('ERROR', detail) });
}

interface Sessions {
  current: (req: FastifyRequest) => Session | null;
  ensure: (req: FastifyRequest, reply: FastifyReply) => Session;
  postSession: (req: Req, reply: FastifyReply) => Session | null;
  sentBySession: (req: FastifyRequest, reply: FastifyReply) => Session | null;
}

export function stageAuthority(
  app: FastifyInstance,
  store: Store,
  sessions: Sessions,
  limits: Limits,
  readUserId: (req: Req) => string,
  /** throws (a bad request) when a POST's payload is not what its panel sends: after the session and the stage */
  checkPayload: (req: Req) => void = () => undefined,
) {
  const ruleOf = (req: FastifyRequest): RouteRule => {
    const key = (req.routeOptions.config as { stageRoute?: string }).stageRoute;
    const rule = key ? STAGES.routes.get(key) : undefined;
    if (!rule) throw new Error(`${req.method} ${req.routeOptions.url} is not in server/stages/stages.json`);
    return rule;
  };

  /** one per-client counter per limit name, shared by a route and its /ping alias and by every route naming it */
  const groups = new Map<string, preHandlerAsyncHookHandler>();
  const tooMany = (reply: FastifyReply, req: FastifyRequest, seconds: number) =>
    reply
      .code(429)
      .header('retry-after', seconds)
      .send({ statusCode: 429, messages: msg('ERROR', say(req, 'tooManyRequests')), retryAfterSeconds: seconds });
  const limiter = (name: string, max: number, windowMs: number, key: (req: Req) => string, fixedWait: boolean) => {
    const found = groups.get(name);
    if (found) return found;
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (req) => `${name}:${key(req as Req)}`,
    });
    const hook: preHandlerAsyncHookHandler = async (req, reply) => {
      const r = await check(req);
      if (r.isAllowed || !r.isExceeded) return undefined;
      // a per-account limit says how long the window is, never how much of it others have used
      return tooMany(reply, req, fixedWait ? windowMs / 1000 : r.ttlInSeconds);
    };
    groups.set(name, hook);
    return hook;
  };
  const limitsOf = (rule: RouteRule) => {
    const hooks: preHandlerAsyncHookHandler[] = [];
    if (rule.limit)
      hooks.push(limiter(`client:${rule.limit}`, limits.sensitivePerClient, MINUTE, (req) => req.ip, false));
    if (rule.perAccount) {
      const max = rule.perAccount === 'signOn' ? limits.signOnPerAccount : limits.recoveryPerAccount;
      hooks.push(limiter(`account:${rule.perAccount}`, max, 15 * MINUTE, (req) => accountKey(readUserId(req)), true));
    }
    return hooks;
  };

  /** The session of a request as its rule reads it; null when a reply (302, 403, expired) has been sent. */
  const resolve = (rule: RouteRule, req: Req, reply: FastifyReply): Session | null => {
    switch (rule.session) {
      case 'post':
        return sessions.postSession(req, reply);
      case 'renew':
        if (!sessions.current(req)) {
          sessions.ensure(req, reply);
          void refusalReply(req, reply, STAGES.refusals.sessionExpired);
          return null;
        }
        return sessions.postSession(req, reply);
      case 'sent':
        return sessions.sentBySession(req, reply);
      case 'ensure':
        return sessions.ensure(req, reply);
      case 'current':
        return sessions.current(req) ?? detached(store.clock.now());
      case 'none':
        return detached(store.clock.now());
    }
  };

  /** Registers a route of the table (at the router given: the plain API or its /ping alias). */
  function route(r: FastifyInstance, key: string, handler: Handler) {
    const rule = STAGES.routes.get(key);
    if (!rule)
      throw new Error(`${key} is not in server/stages/stages.json: add it with the stages it is accepted from`);
    const [method, url] = key.split(' ');
    r.route<Req extends FastifyRequest<infer G> ? G : never>({
      method,
      url,
      bodyLimit: rule.bodyLimit,
      config: { stageRoute: canonicalKey(method, url) } as object,
      preValidation: strictBody,
      preHandler: limitsOf(rule),
      handler: async (req, reply) => {
        // what the API answers is this session's own (tokens among it): never kept by a cache
        void reply.header('cache-control', 'no-store');
        const s = resolve(rule, req, reply);
        if (!s) return reply;
        if (rule.from && !rule.from.includes(s.stage.name)) {
          req.log.warn({ route: key, stage: s.stage.name }, 'request refused at this stage');
          return refusalReply(req, reply, STAGES.refusals[rule.refusal!]);
        }
        if (method === 'POST') checkPayload(req);
        const answer = await handler(req, reply, s);
        const next = (answer as { nextAction?: unknown } | null | undefined)?.nextAction;
        // what the table says a route answers is what it answers (npm run check matches the list to flows/)
        // (and, on a sign-on route, what an account state of the owner's data says: server/store/accounts.ts)
        const byState = rule.accountStates && Object.values(store.accountStates).some((x) => x.answer === next);
        if (typeof next === 'string' && !rule.answers?.includes(next) && !byState)
          throw new Error(
            `server/stages/stages.json: ${rule.key} answered nextAction ${next}, not among its "answers"`,
          );
        return answer;
      },
    });
  }

  /** A new id and CSRF token for a live session (its old id is dead); the cookie is Secure over https. */
  function rotate(req: FastifyRequest, reply: FastifyReply, s: Session) {
    if (!s.id) return;
    store.sessions.delete(s.id);
    s.id = randomBytes(24).toString('base64url');
    s.csrf = randomBytes(24).toString('base64url');
    store.sessions.set(s.id, s);
    setCookie(reply, COOKIE, s.id, { secure: req.protocol === 'https' });
  }

  /** Moves the session to a stage the request's rule leads to (a server fault otherwise: nothing changes). */
  function move(req: FastifyRequest, reply: FastifyReply, s: Session, name: string, fields: Partial<Stage> = {}) {
    const rule = ruleOf(req);
    // from BUSY, the request's own work ends: it leads where the stage it took the grant from leads
    const from = s.stage.name === 'BUSY' && s.stage.held ? s.stage.held.name : s.stage.name;
    // staying is always allowed: the same stage about the same user (a resend, a retry)
    const stays = (name === s.stage.name || name === from) && (fields.userId ?? null) === s.stage.userId;
    if (!stays && !targetsOf(rule, from).includes(name))
      throw new Error(`server/stages/stages.json: ${rule.key} does not lead from ${from} to ${name}`);
    // a new id on entering a stage that holds more, or the same stage for another user
    const other = name !== s.stage.name || (fields.userId ?? null) !== s.stage.userId;
    const rises = other && !!STAGES.stages[name]?.rotate;
    s.stage = stageOf(name, {
      ...carried(s.stage.name === 'BUSY' && s.stage.held ? s.stage.held : s.stage, name, fields),
      ...fields,
    });
    if (rises) rotate(req, reply, s);
    return s.stage;
  }

  /**
   * What a stage passes on to the next: entering a stage that "proves" (AUTHENTICATED) records the time of the check,
   * unless the session was there already for the same user; a check owed for a settings change keeps what it resumes
   * while the session moves among the stages that owe that same check (STEP_UP_OWED, STEP_UP_CODE_SENT).
   */
  function carried(prev: Stage, name: string, fields: Partial<Stage>): Partial<Stage> {
    const out: Partial<Stage> = {};
    if (STAGES.stages[name]?.proves)
      out.checkedAt =
        prev.name === name && prev.userId === (fields.userId ?? null) ? prev.checkedAt : store.clock.now();
    const owes = (n: string) => STAGES.stages[n]?.owes ?? [];
    if (prev.resume && owes(name).some((o) => owes(prev.name).includes(o))) out.resume = prev.resume;
    return out;
  }

  /**
   * Takes the session's grant before anything is awaited: the session is BUSY (every other request refused) until
   * the work ends. `giveBack` returns the grant when the work failed; `finish` moves on. Either acts only while the
   * session is still this request's BUSY (compare-and-set): N requests at once spend a grant once.
   */
  function take(req: FastifyRequest, reply: FastifyReply, s: Session): Grant {
    const held = s.stage;
    const marker = randomBytes(9).toString('base64url');
    move(req, reply, s, 'BUSY', { userId: held.userId, held, marker });
    const ours = () => s.stage.name === 'BUSY' && s.stage.marker === marker;
    return {
      held,
      giveBack: () => {
        if (ours()) s.stage = held;
      },
      finish: (name: string, fields: Partial<Stage> = {}) => {
        if (ours()) move(req, reply, s, name, fields);
      },
    };
  }

  return { route, move, take, rotate };
}

export type StageAuthority = ReturnType<typeof stageAuthority>;
