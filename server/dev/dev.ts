// Development tools of the reference server, mounted only in development mode (`npm start`; ServerOptions.dev): the
// outbox of "sent" codes, the error log and audit trail, a captcha's answer for tests, the demo identity provider, the
// clock moved forward, and the list of routes (what the attack suite attacks). Started any other way, these paths
// answer 404 (server/dev/dev.test.ts).
import type { FastifyInstance } from 'fastify';
import { captchaAnswer } from '../guards/captcha';
import { DAY } from '../store/clock';
import { msg, type Req, type RouteHelpers } from '../routes';
import { demoIdpRoutes } from '../handlers/selfReg';
import type { Store } from '../store/store';

/** Every route registered after this call, as method and URL (registered first in development mode). */
export function collectRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) if (method !== 'HEAD') routes.push({ method, url: r.url });
  });
  return routes;
}

export function devRoutes(
  app: FastifyInstance,
  h: RouteHelpers,
  dev: { routes: { method: string; url: string }[]; advance?: (ms: number) => void },
) {
  app.get('/dev/routes.json', async () => ({ routes: dev.routes }));
  app.get('/dev/clock', async () => ({ now: h.now() }));
  /** {"advanceMs": n}: the server's clock moves forward by n ms (at most a day at a time) */
  app.post('/dev/clock', async (req, reply) => {
    const n = Number((req.body as { advanceMs?: unknown } | null)?.advanceMs);
    if (!dev.advance || !Number.isFinite(n) || n < 0 || n > DAY)
      return reply
        .code(400)
        .send({ messages: msg('ERROR', 'advanceMs: 0 to one day, on a server with its own clock') });
    dev.advance(n);
    return { now: h.now() };
  });
  app.get('/dev/outbox.json', async () => ({ messages: h.store.outbox }));
  app.get('/dev/outbox', async (_req, reply) => reply.type('text/html; charset=utf-8').send(outboxPage(h.store)));
  app.get('/dev/errors.json', async () => ({ entries: h.store.errorLog }));
  app.get('/dev/audit.json', async () => ({ entries: h.store.audit }));
  /** test hook: the answer of a live captcha challenge */
  app.get('/dev/captcha/:token', async (req: Req, reply) => {
    const answer = captchaAnswer(req.params.token, h.now());
    return answer ? { answer } : reply.code(404).send({ messages: msg('ERROR', 'Unknown or expired challenge.') });
  });
  demoIdpRoutes(app, h);
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
