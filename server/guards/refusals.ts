// How the reference server refuses: a generic, localized answer in the widget's envelope for anything it will not
// serve (malformed, oversized, of a foreign type, a broken URL, nothing there), never Fastify's internal text or a
// stack; the cause goes to the log (docs/server-rules.md B1–B5). A refusal this server built itself (a rate limit's)
// already is that answer and goes out as it is.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import en from '../../locales/en_US.json';
import { say } from '../i18n';
import { msg } from '../routes';

type Refused = { statusCode?: number; code?: string; message?: string; messages?: unknown };

export function refuse(err: Refused, req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  req.log.warn({ code: err.code, status, cause: err.message, url: req.url.split('?')[0] }, 'request refused');
  if (status < 500 && err.messages) return reply.code(status).send(err);
  return reply.code(status).send({ messages: msg('ERROR', say(req, status === 500 ? 'systemError' : 'badRequest')) });
}

/** The error and not-found handlers; Fastify's own URL and content-type errors come through `refuse` as well. */
export function refusals(app: FastifyInstance) {
  app.setErrorHandler(refuse);
  // the widget posts forms; plain text is what a cross-site form sends without a preflight: 415, not an empty payload
  app.removeContentTypeParser('text/plain');
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ messages: msg('ERROR', say(req, 'notFound')) }));
}

/**
 * What Node's HTTP parser refuses before any route sees it (headers or URL too large: 431; a request it cannot parse:
 * 400; a client too slow: 408): the same envelope, in English, since no query was read to choose a language.
 */
export function clientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ messages: msg('ERROR', en['server.badRequest']) });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
