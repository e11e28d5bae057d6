// What the reference server serves besides the API: the built widget (dist/), the demo host page and the panel
// gallery (demo/), each under the strict CSP, and the CSP violation reports.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { galleryStates } from './dev/gallery';
import { isLive } from './dev/live';
import { msg } from './routes';

export async function webRoutes(app: FastifyInstance, root: string) {
  app.addHook('onSend', async (req, reply, body) => {
    // the gallery's frames are framed by the gallery page (same origin); nothing else may be framed
    if (req.url.startsWith('/gallery-frame.html')) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
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
  // the gallery's states: demo/gallery/states.json and a plain state for each page it does not show (server/dev/gallery.ts)
  app.get('/gallery/states.json', async (_req, reply) =>
    reply.header('cache-control', 'no-store').send(galleryStates(root)),
  );
  // the panel gallery's frame script (built into build/, never shipped in dist/)
  app.get('/gallery.js', async (_req, reply) => {
    const file = path.join(root, 'build/gallery.js');
    if (!fs.existsSync(file)) return reply.code(404).send({ messages: msg('ERROR', 'Run npm run build first.') });
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(fs.readFileSync(file));
  });
  // live reload's script, only where the server reloads its pages (npm start): elsewhere (the browser tests, a server
  // started without --live) a page that asked for its status would log a 404 in every console
  app.get('/live.js', async (_req, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store');
    return isLive(app)
      ? fs.readFileSync(path.join(root, 'demo/live.js'))
      : '// live reload is off (npm start turns it on)\n';
  });
  await app.register(fastifyStatic, {
    root: path.join(root, 'demo'),
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
  });
}
