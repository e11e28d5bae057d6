// The live-reload stream (server/dev/live.ts) under npm start's restarts: a stop ends the demo pages' streams, so that
// it does not wait for pages that never hang up (they reconnect to the server started next).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { liveRoutes } from './live';

test('a server with a page listening to /dev/live stops at once, and the page hears the stream end', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-live-'));
  fs.mkdirSync(path.join(root, 'build'));
  fs.writeFileSync(path.join(root, 'build/status.json'), JSON.stringify({ ok: true, at: 1 }));
  const app = Fastify();
  liveRoutes(app, root);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const heard: string[] = [];
  const ended = new Promise<void>((resolve) => {
    http.get(`http://127.0.0.1:${port}/dev/live?since=0`, (res) => {
      res.setEncoding('utf8');
      res.on('data', (d: string) => heard.push(d));
      res.on('end', resolve);
    });
  });
  // the stream is open: its greeting and the status the page had missed
  while (!heard.join('').includes('data: ')) await new Promise((r) => setTimeout(r, 10));
  const t = Date.now();
  await app.close();
  await ended;
  expect(Date.now() - t).toBeLessThan(1000);
  expect(heard.join('')).toContain('retry: 500');
  fs.rmSync(root, { recursive: true, force: true });
});
