// The Chromium conformance runner's server: a host page (strict CSP) that starts one journey, the built widget from
// dist/, and the journey's recorded replies in call order per method and path, each request compared with the
// recorded one. Any other GET is a navigation target and gets an empty page.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { compareRequest, decodeForm, type Exchange, type Journey } from './conformance';

const ROOT = path.join(__dirname, '../..');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' data: blob:; connect-src 'self'";

export interface Stub {
  port: number;
  /** serves this journey from now on; the host page at its hostUrl path is served once */
  load(j: Journey): void;
  used(): number;
  problems: string[];
  close(): Promise<void>;
}

export async function startStub(): Promise<Stub> {
  let journey: Journey | null = null;
  let hostServed = false;
  let consumed = new Set<number>();
  const problems: string[] = [];
  const open = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: string, type = 'text/html', headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
        res.end(body);
      };
      if (url.pathname.startsWith('/dist/')) {
        const file = path.join(ROOT, 'dist', path.normalize(url.pathname.slice('/dist/'.length)));
        if (!file.startsWith(path.join(ROOT, 'dist')) || !fs.existsSync(file)) return send(404, 'not found', 'text/plain');
        return send(200, fs.readFileSync(file, 'utf8'), TYPES[path.extname(file)] ?? 'application/octet-stream');
      }
      if (url.pathname === '/__host.js') return send(200, fs.readFileSync(path.join(__dirname, 'conformance-host.js'), 'utf8'), 'text/javascript');
      if (!journey) return send(503, 'no journey', 'text/plain');
      if (url.pathname === '/__journey.json') {
        const { entry, config, functions, extra } = journey;
        return send(200, JSON.stringify({ entry, config, functions, extra }), 'application/json');
      }
      const hostPath = new URL(journey.hostUrl, 'http://stub').pathname;
      if (req.method === 'GET' && url.pathname === hostPath && !hostServed) {
        hostServed = true;
        return send(200, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Conformance host</title>'
          + '<script src="/dist/auth-widget.js"></script><script src="/__host.js" defer></script></head><body><main><h1>Host page</h1></main></body></html>',
        'text/html', { 'Content-Security-Policy': CSP });
      }
      const index = journey.exchanges.findIndex((e, i) => !consumed.has(i) && e.method === req.method && e.path === url.pathname);
      if (index < 0) {
        if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) return send(200, '<!doctype html><title>Navigated</title><p>navigated</p>');
        problems.push(`an unrecorded request: ${req.method} ${url.pathname}`);
        return send(404, '{}', 'application/json');
      }
      consumed.add(index);
      const ex: Exchange = journey.exchanges[index];
      const form = req.method === 'POST' ? decodeForm(Buffer.concat(chunks).toString('utf8')) : undefined;
      if (!ex.noReply) problems.push(...compareRequest(ex, Object.fromEntries(url.searchParams), form).map((p) => `request ${index + 1}: ${p}`));
      if (ex.noReply) {
        open.add(res);
        return undefined;
      }
      if (ex.error) {
        req.socket.destroy();
        return undefined;
      }
      return send(ex.status, ex.json !== undefined ? JSON.stringify(ex.json) : ex.text ?? '', ex.contentType ?? 'text/plain', ex.headers ?? {});
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    problems,
    load(j) {
      for (const res of open) res.destroy();
      open.clear();
      journey = j;
      hostServed = false;
      consumed = new Set();
      problems.length = 0;
    },
    used: () => consumed.size,
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
