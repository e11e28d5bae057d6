// Live reload for `npm start` (dev only): /dev/status.json tells the demo pages how the last rebuild went (written by
// `esbuild.mjs --watch` to build/status.json) and /dev/live streams a message each time it changes, so an edit under
// schemas/, flows/ or locales/ reloads the page, or shows the data check's messages instead of a blank page.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const live = new WeakSet<FastifyInstance>();
/** Whether this server reloads its pages: the demo's live.js, served by server/web.ts, is a no-op otherwise. */
export const isLive = (app: FastifyInstance) => live.has(app);

/**
 * `own`: the build this server serves (its time in build/status.json), under `npm start` (server/dev/supervise.ts). A
 * newer build is told by the server started for it, not by this one about to stop: a page that reloaded now would
 * find no server. A page that connects with ?since=<the status it knew> is told at once of a newer one (it missed it
 * while the server restarted).
 */
export function liveRoutes(app: FastifyInstance, root: string, own?: number) {
  live.add(app);
  const status = path.join(root, 'build/status.json');
  const read = () => {
    try {
      return JSON.parse(fs.readFileSync(status, 'utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  };
  const clients = new Set<(data: string) => void>();
  /** the open streams: ended when the server stops, or its close would wait for pages that never hang up */
  const streams = new Set<{ end(): unknown }>();
  app.addHook('preClose', async () => {
    for (const s of streams) s.end();
  });
  let last = '';
  const mine = (s: Record<string, unknown>) => own === undefined || s.ok === false || s.at === own;
  fs.watchFile(status, { interval: 200 }, () => {
    const s = read();
    const data = JSON.stringify(s);
    if (!s || data === last || !mine(s)) return;
    last = data;
    for (const send of clients) send(data);
  });
  app.addHook('onClose', async () => fs.unwatchFile(status));

  app.get('/dev/status.json', async (_req, reply) => read() ?? reply.code(404).send({ live: false }));
  app.get('/dev/live', (req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    // reconnect soon after a restart (the browser's default is a few seconds)
    reply.raw.write(': live\nretry: 500\n\n');
    const send = (data: string) => reply.raw.write(`data: ${data}\n\n`);
    clients.add(send);
    const since = Number((req.query as { since?: string }).since ?? NaN);
    const now = read();
    if (now && mine(now) && Number(now.at) > since) send(JSON.stringify(now));
    const ping = setInterval(() => reply.raw.write(': ping\n\n'), 25_000);
    streams.add(reply.raw);
    req.raw.on('close', () => {
      clearInterval(ping);
      clients.delete(send);
      streams.delete(reply.raw);
    });
  });
}
