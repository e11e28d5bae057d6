// What the reference server's route modules share: the request type, the helpers buildServer hands them, and the
// shape of a reply's message.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Limits, SignOnAttempts } from './limits';
import type { Payload } from './payload';
import type { App, Session, Store } from './store';

export type Req = FastifyRequest<{
  Body: { data?: string; _csrf?: string; sId?: string };
  Params: Record<string, string>;
  Querystring: Record<string, string>;
}>;

export const msg = (type: 'ERROR' | 'INFO', detail: string) => ({ type, detail });

export interface RouteHelpers {
  store: Store;
  now: () => number;
  limits: Limits;
  /** the live session of the request's cookie, or null */
  current: (req: FastifyRequest) => Session | null;
  /** the live session, or a new one (its cookie set on the reply) */
  ensure: (req: FastifyRequest, reply: FastifyReply) => Session;
  /** POSTs: a live session and its CSRF token; otherwise the reply is sent (302 or 403) and null returned */
  postSession: (req: Req, reply: FastifyReply) => Session | null;
  /** logout's GET: a live session, its CSRF header and session id; otherwise the 302 of an expired session is sent */
  sentBySession: (req: FastifyRequest, reply: FastifyReply) => Session | null;
  /** ends the request's session and clears its cookie */
  endSession: (req: FastifyRequest, reply: FastifyReply) => void;
  payload: (req: Req) => Payload;
  /** the payload's user id as the user typed it (the sign-on sends it URL-encoded) */
  readUserId: (req: Req) => string;
  appOf: (req: Req) => App | undefined;
  attempts: SignOnAttempts;
  /** route config: the stricter per-client rate limit of the calls that guess */
  sensitive: { rateLimit: { max: number; timeWindow: number } };
  /** preHandlers: sign-on and validate-user calls per account id */
  signOnPerAccount: preHandlerAsyncHookHandler;
  recoveryPerAccount: preHandlerAsyncHookHandler;
}
