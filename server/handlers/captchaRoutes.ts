// The captcha's calls on the reference server: a new challenge for the refresh button, and a challenge's image and
// spoken digits (server/guards/captcha.ts makes them).
import type { FastifyInstance } from 'fastify';
import { captchaAudio, captchaImage, captchaReply, newChallenge } from '../guards/captcha';
import { msg, type Req, type RouteHelpers } from '../routes';

/** the refresh button: a new challenge for a session that has one pending (the old one is void) */
export function captchaRefreshRoute(r: FastifyInstance, h: RouteHelpers) {
  // it voids the pending challenge: only with what a cross-site link cannot send, as logout (server/guards/sessions.ts)
  h.route(r, 'GET /login/wgt/captcha', async (_req, _reply, s) => {
    if (!s.captcha && s.failedSignOns < h.limits.captchaAfter) return { messages: {} };
    return { messages: {}, ...captchaReply(newChallenge(s, h.now()), h.publicOrigin) };
  });
}

export function captchaFileRoutes(app: FastifyInstance, h: RouteHelpers) {
  app.get('/captcha/:file', async (req: Req, reply) => {
    const [, token, ext] = /^([0-9a-f]+)\.(svg|wav)$/.exec(req.params.file) ?? [];
    const body = ext === 'wav' ? captchaAudio(token, h.now()) : ext === 'svg' ? captchaImage(token, h.now()) : null;
    if (!body) return reply.code(404).send({ messages: msg('ERROR', 'Unknown or expired challenge.') });
    return reply
      .type(ext === 'wav' ? 'audio/wav' : 'image/svg+xml')
      .header('cache-control', 'no-store')
      .send(body);
  });
}
