// The app's own calls on the reference server: its settings (seed/apps.json, as written) and the app-and-brand check (never under /ping), and the
// widget's error log (docs/messages.md: errors that come with a response are logged).
import { KEPT } from '../store/db';
import type { FastifyInstance } from 'fastify';
import { say } from '../i18n';
import { msg, type Req, type RouteHelpers } from '../routes';

/** what the kept entries may take together (serialized) */
export const ERROR_LOG_BYTES = 256 * 1024;

export function appRoutes(app: FastifyInstance, h: RouteHelpers) {
  app.get('/appsdetails/wgt/apps/:appId', async (req: Req, reply) => {
    const a = h.store.apps.get(req.params.appId);
    if (!a) return reply.code(404).send({ messages: msg('ERROR', say(req, 'unknownApp')) });
    // the settings as seed/apps.json writes them; `properties` (the widget's list) narrows them as a real backend does
    const asked = (req.query as { properties?: unknown }).properties;
    const names = typeof asked === 'string' && asked ? asked.split(',') : Object.keys(a.settings);
    const app: Record<string, unknown> = { nu_session_id: null };
    for (const name of names) if (Object.prototype.hasOwnProperty.call(a.settings, name)) app[name] = a.settings[name];
    return { app };
  });
  app.get('/appsdetails/wgt/apps/:appId/brands/:brandId', async (req: Req) => ({
    valid: !!h.store.apps.get(req.params.appId)?.brands.includes(req.params.brandId),
  }));
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
