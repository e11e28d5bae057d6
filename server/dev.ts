// Development tools of the reference server, mounted only in development mode (`npm start`; ServerOptions.dev): the
// outbox of "sent" codes, the error log and audit trail, a captcha's answer for tests, and the demo identity
// provider. Started any other way, these paths answer 404 (server/dev.test.ts).
import type { FastifyInstance } from 'fastify';
import { captchaAnswer } from './captcha';
import { msg, type Req, type RouteHelpers } from './routes';
import { demoIdpRoutes } from './selfReg';
import type { Store } from './store';

export function devRoutes(app: FastifyInstance, h: RouteHelpers) {
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
