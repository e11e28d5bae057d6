// What the reference server's route modules share: the request type, the helpers buildServer hands them, and the
// shape of a reply's message.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Limits, SignOnAttempts } from './guards/limits';
import type { Payload } from './guards/payload';
import type { App, Session, Stage, Store } from './store/store';

export type Req = FastifyRequest<{
  Body: { data?: string; _csrf?: string; sId?: string };
  Params: Record<string, string>;
  Querystring: Record<string, string>;
}>;

export const msg = (type: 'ERROR' | 'INFO' | 'OTHER', detail: string) => ({ type, detail });

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
  /** the origin the server's own URLs in replies start with (configuration, never a request header; '' relative) */
  publicOrigin: string;
  /** registers a route of server/stages/stages.json: its session, limits and stages are the table's (server/stages/stage.ts) */
  route: (r: FastifyInstance, key: string, handler: Handler) => void;
  /** moves the request's session to a stage its route leads to */
  move: (req: FastifyRequest, reply: FastifyReply, s: Session, name: string, fields?: Partial<Stage>) => Stage;
  /** takes the session's grant before anything is awaited (the session is BUSY until the work ends) */
  take: (req: FastifyRequest, reply: FastifyReply, s: Session) => Grant;
}

/** A route's handler: the session is the one its rule reads, at a stage the rule accepts. */
export type Handler = (req: Req, reply: FastifyReply, s: Session) => Promise<unknown>;

/** A grant taken by a request (server/stages/stage.ts take). */
export interface Grant {
  /** the stage the session was at */
  held: Stage;
  /** the work failed: the session gets its grant back (if no other request moved it meanwhile) */
  giveBack: () => void;
  /** the work is done: the session moves on (if no other request moved it meanwhile) */
  finish: (name: string, fields?: Partial<Stage>) => void;
}
