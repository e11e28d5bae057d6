// The session cookie, read and written by hand: @fastify/cookie loads its parser with a dynamic import that
// jest's CommonJS runtime cannot run, and one HttpOnly cookie needs no more than this.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** the session cookie's name */
export const COOKIE = 'aw_session';

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  opts: { secure: boolean; maxAge?: number },
) {
  const attrs = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (opts.secure) attrs.push('Secure');
  if (opts.maxAge !== undefined) attrs.push(`Max-Age=${opts.maxAge}`);
  reply.header('set-cookie', attrs.join('; '));
}
