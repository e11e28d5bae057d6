// The reference server's fault switch (dev only, for the network-fault browser tests and for trying the widget by
// hand): POST /dev/faults {"path", "method"?, "fault", "times"?, "delayMs"?, "status"?} arms a fault for the next
// matching requests (path: a prefix, after any /ping); DELETE /dev/faults disarms all; GET lists them. Faults:
//   drop       the connection breaks in the middle of the reply (after its head: a browser does not resend it, as it
//              does when a reused connection closes before any reply)
//   delay      the reply comes delayMs later (a slow server; a timeout when longer than the widget waits)
//   status     an error status (default 500) with a plain-text body
//   redirect   302 to the sign-on page of a (pretend) login server
//   malformed  200 with JSON cut off in the middle
//   csrf       the session's CSRF token is replaced before the request is checked (as after a server restart)
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '../store/store';

export type FaultKind = 'drop' | 'delay' | 'status' | 'redirect' | 'malformed' | 'csrf';
export interface Fault {
  path: string;
  method?: string;
  fault: FaultKind;
  /** how many matching requests it applies to (default 1) */
  times: number;
  delayMs?: number;
  status?: number;
}

const KINDS: FaultKind[] = ['drop', 'delay', 'status', 'redirect', 'malformed', 'csrf'];

export function faultRoutes(
  app: FastifyInstance,
  store: Store,
  sessionOf: (req: FastifyRequest) => { csrf: string } | null,
) {
  const armed: Fault[] = [];
  app.get('/dev/faults', async () => ({ faults: armed }));
  app.delete('/dev/faults', async () => {
    armed.length = 0;
    return { faults: armed };
  });
  app.post('/dev/faults', async (req, reply) => {
    const b = (typeof req.body === 'string' ? JSON.parse(req.body) : req.body) as Partial<Fault> | null;
    if (!b || typeof b.path !== 'string' || !KINDS.includes(b.fault as FaultKind)) {
      return reply.code(400).send({ error: `path (a string) and fault (${KINDS.join(', ')}) are required` });
    }
    armed.push({
      path: b.path,
      method: b.method?.toUpperCase(),
      fault: b.fault as FaultKind,
      times: Math.max(1, Number(b.times ?? 1)),
      delayMs: Number(b.delayMs ?? 0),
      status: Number(b.status ?? 500),
    });
    return { faults: armed };
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!armed.length || req.url.startsWith('/dev/')) return undefined;
    const path = req.url.split('?')[0].replace(/^\/ping(?=\/)/, '');
    const i = armed.findIndex((f) => path.startsWith(f.path) && (!f.method || f.method === req.method));
    if (i < 0) return undefined;
    const f = armed[i];
    f.times -= 1;
    if (f.times <= 0) armed.splice(i, 1);
    store.addAudit(`Fault ${f.fault} on ${req.method} ${path}`, 'dev');
    switch (f.fault) {
      case 'drop':
        reply.hijack();
        reply.raw.socket?.end(
          'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"nextAction": "LOG',
          () => reply.raw.socket?.destroy(),
        );
        return reply;
      case 'delay':
        await new Promise((r) => setTimeout(r, f.delayMs));
        return undefined;
      case 'status':
        return reply
          .code(f.status ?? 500)
          .type('text/plain')
          .send('fault: the server failed');
      case 'redirect':
        return reply.code(302).header('location', '/login?from=auth-api').send();
      case 'malformed':
        return reply.code(200).type('application/json').send('{"nextAction": "LOGIN", "messages": {"type": "ERR');
      case 'csrf': {
        const s = sessionOf(req);
        if (s) s.csrf = randomBytes(24).toString('base64url');
        return undefined;
      }
      default:
        return undefined;
    }
  });
}
