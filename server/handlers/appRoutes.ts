// The app's own calls on the reference server: its settings (seed/apps.json, as written) and the app-and-brand check (never under /ping), and the
// widget's error log (docs/messages.md: errors that come with a response are logged). The first two are the same for
// every visitor and hold nothing of a session: a browser may keep them a short while and ask again by their validator
// (docs/api.md "Start-up": a returning visitor's first panel waits for no round trip).
import { createHash } from 'node:crypto';
import { KEPT } from '../store/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { settings } from '../settings';
import { say } from '../i18n';
import { msg, type Req, type RouteHelpers } from '../routes';

/** what the kept entries may take together (serialized) */
export const ERROR_LOG_BYTES = 256 * 1024;

/**
 * A reply the same for everyone: kept by the browser settings.startupMaxAgeSeconds (while the data is being edited, not
 * at all), with a strong validator of its body (an edit of the seed's app changes it); asked again with that
 * validator, a 304 without the body.
 */
function fresh(req: Req, reply: FastifyReply, body: unknown, editing: boolean) {
  const text = JSON.stringify(body);
  const tag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const keep = editing ? 'no-cache' : `max-age=${settings.startupMaxAgeSeconds}`;
  void reply.header('cache-control', `private, ${keep}`).header('etag', tag);
  const asked = req.headers['if-none-match'];
  if (typeof asked === 'string' && asked.split(',').some((t) => t.trim() === tag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(text);
}

export function appRoutes(app: FastifyInstance, h: RouteHelpers, editing: boolean) {
  app.get('/appsdetails/wgt/apps/:appId', async (req: Req, reply) => {
    const a = h.store.apps.get(req.params.appId);
    if (!a) return reply.code(404).send({ messages: msg('ERROR', say(req, 'unknownApp')) });
    // the settings as seed/apps.json writes them; `properties` (the widget's list) narrows them as a real backend does
    const asked = (req.query as { properties?: unknown }).properties;
    const names = typeof asked === 'string' && asked ? asked.split(',') : Object.keys(a.settings);
    const app: Record<string, unknown> = { nu_session_id: null };
    for (const name of names) if (Object.prototype.hasOwnProperty.call(a.settings, name)) app[name] = a.settings[name];
    return fresh(req, reply, { app }, editing);
  });
  app.get('/appsdetails/wgt/apps/:appId/brands/:brandId', async (req: Req, reply) =>
    fresh(req, reply, { valid: !!h.store.apps.get(req.params.appId)?.brands.includes(req.params.brandId) }, editing),
  );
}

export function errorLogRoutes(r: FastifyInstance, h: RouteHelpers) {
  h.route(r, 'POST /login/wgt/logErrorMessage/apps/:appId/:brandId', async (req: Req) => {
    h.store.logError({ at: h.now(), appId: req.params.appId, brandId: req.params.brandId, entry: h.payload(req) });
    // what is read back is bounded by count and by bytes too (each body by the body limit): the oldest go first
    const log = h.store.errorLog;
    let bytes = log.reduce((n, e) => n + JSON.stringify(e).length, 0);
    while (log.length > KEPT.error_log || (bytes > ERROR_LOG_BYTES && log.length > 1))
      bytes -= JSON.stringify(log.shift()).length;
    return { status: 'success', messages: {} };
  });
}
