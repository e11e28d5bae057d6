// The Chromium conformance runner's server: a host page (strict CSP) that starts one journey, the built widget from
// dist/, and the journey's recorded replies in call order per method and path, each request compared with the
// recorded one. Any other GET is a navigation target and gets an empty page, or an asset (the favicon, a captcha
// image or its audio) that the jsdom recording never loaded. The stub sends only the recorded headers (no Date) and
// closes every connection after its reply: Chromium resends a request whose reused keep-alive connection drops (a
// retry the page never sees, which would take the next recorded reply). Each journey's host page sets a cookie, so a
// late request from an earlier journey's closed browser context is answered and ignored, not taken for this one's.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { compareRequest, decodeForm, type Exchange, type Journey } from './conformance';

const ROOT = path.join(__dirname, '../..');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
/** a blank image and a short silent WAV, for assets the recording never loaded */
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
function silentWav(): Buffer {
  const samples = 800;
  const b = Buffer.alloc(44 + samples);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples, 40);
  b.fill(128, 44);
  return b;
}
const ASSETS: Record<string, [string, () => string | Buffer]> = {
  '.svg': ['image/svg+xml', () => SVG],
  '.png': ['image/svg+xml', () => SVG],
  '.ico': ['image/svg+xml', () => SVG],
  '.wav': ['audio/wav', silentWav],
};
const COOKIE = 'conformance-journey';
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self' data: blob:; connect-src 'self'; " +
  "require-trusted-types-for 'script'; trusted-types auth-widget";

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
  let generation = 0;
  let hostServed = false;
  let consumed = new Set<number>();
  const problems: string[] = [];
  const open = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.sendDate = false;
      const send = (
        status: number,
        body: string | Buffer,
        type: string | null,
        headers: Record<string, string> = {},
      ) => {
        res.writeHead(status, {
          ...(type ? { 'Content-Type': type } : {}),
          'Cache-Control': 'no-store',
          Connection: 'close',
          ...headers,
        });
        res.end(body);
      };
      if (url.pathname.startsWith('/dist/')) {
        const file = path.join(ROOT, 'dist', path.normalize(url.pathname.slice('/dist/'.length)));
        if (!file.startsWith(path.join(ROOT, 'dist')) || !fs.existsSync(file))
          return send(404, 'not found', 'text/plain');
        // the built files do not change during a run: cached, Chromium keeps their compiled code
        return send(200, fs.readFileSync(file, 'utf8'), TYPES[path.extname(file)] ?? 'application/octet-stream', {
          'Cache-Control': 'max-age=600',
        });
      }
      if (url.pathname === '/__host.js')
        return send(200, fs.readFileSync(path.join(__dirname, 'conformance-host.js'), 'utf8'), 'text/javascript');
      if (url.pathname === '/__webauthn.js')
        return send(200, fs.readFileSync(path.join(__dirname, 'scripted-webauthn.js'), 'utf8'), 'text/javascript');
      if (!journey) return send(503, 'no journey', 'text/plain');
      const asset = ASSETS[path.extname(url.pathname)];
      if (req.method === 'GET' && asset && !journey.exchanges.some((e) => e.path === url.pathname))
        return send(200, asset[1](), asset[0]);
      if (url.pathname === '/__journey.json') {
        const { entry, config, functions, extra, passkeys } = journey;
        return send(200, JSON.stringify({ entry, config, functions, extra, passkeys }), 'application/json');
      }
      const hostPath = new URL(journey.hostUrl, 'http://stub').pathname;
      if (req.method === 'GET' && url.pathname === hostPath && !hostServed) {
        hostServed = true;
        res.setHeader('Set-Cookie', `${COOKIE}=${generation}; Path=/; SameSite=Lax`);
        return send(
          200,
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Conformance host</title>' +
            `<script src="/dist/auth-widget.js"></script>${journey.passkeys ? '<script src="/__webauthn.js"></script>' : ''}<script src="/__host.js" defer></script></head><body><main><h1>Host page</h1></main></body></html>`,
          'text/html',
          { 'Content-Security-Policy': CSP },
        );
      }
      const tag = new RegExp(`(?:^|;\\s*)${COOKIE}=(\\d+)`).exec(req.headers.cookie ?? '')?.[1];
      if (tag !== String(generation)) return send(410, 'an earlier journey', 'text/plain');
      const body = Buffer.concat(chunks).toString('utf8');
      const index = journey.exchanges.findIndex(
        (e, i) => !consumed.has(i) && e.method === req.method && e.path === url.pathname,
      );
      if (index < 0) {
        if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html'))
          return send(200, '<!doctype html><title>Navigated</title><p>navigated</p>', 'text/html');
        problems.push(`an unrecorded request: ${req.method} ${url.pathname}`);
        return send(404, '{}', 'application/json');
      }
      consumed.add(index);
      const ex: Exchange = journey.exchanges[index];
      const form = req.method === 'POST' ? decodeForm(body) : undefined;
      // a held request too: it is compared as it is asked, only its answer never comes
      problems.push(
        ...compareRequest(ex, Object.fromEntries(url.searchParams), form).map((p) => `request ${index + 1}: ${p}`),
      );
      if (ex.noReply) {
        open.add(res);
        return undefined;
      }
      if (ex.error) {
        req.socket.destroy();
        return undefined;
      }
      return send(
        ex.status,
        ex.json !== undefined ? JSON.stringify(ex.json) : (ex.text ?? ''),
        ex.contentType ?? null,
        ex.headers ?? {},
      );
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
      generation += 1;
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
