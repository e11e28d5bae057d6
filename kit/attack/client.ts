// An attacker's HTTP client against a started server (kit/attack/target.ts): its own cookie, CSRF token and
// session id as a browser would hold them, its own address (X-Forwarded-For through the loopback proxy the server
// trusts), real sockets. And the score the suite prints: attacks tried, attacks that succeeded.
import http from 'node:http';
import path from 'node:path';
import { tally } from '../../test/support/figures';
import { completerFor } from '../wire/complete';
import { WireSession } from '../wire/session';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** the reply as JSON ({} when it is not JSON) */
  body: Record<string, unknown> & { nextAction?: string; messages?: { type?: string; detail?: string } };
  ms: number;
  /** each Set-Cookie header */
  setCookie: string[];
}

let addresses = 0;
/** a new client address for each attacker: 10.x.y.z */
export const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const t0 = performance.now();
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { redirect: 'manual', ...init });
    text = await res.text();
  } catch (e) {
    // the server closed the connection (status 0): the cause, for the test's message
    const cause = (e as { cause?: { code?: string } }).cause?.code ?? String(e);
    return { status: 0, headers: {}, text: cause, body: {}, ms: performance.now() - t0, setCookie: [] };
  }
  const ms = performance.now() - t0;
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    /* not JSON */
  }
  const setCookie = res.headers.getSetCookie();
  return { status: res.status, headers: Object.fromEntries(res.headers), text, body, ms, setCookie };
}

/** An attacker: the widget's session (kit/wire/session.ts) over real sockets, from an address of its own. */
export class Attacker extends WireSession<Answer> {
  constructor(
    readonly base: string,
    readonly address = nextAddress(),
  ) {
    super(async (x) => {
      const a = await call(`${base}${x.url}`, {
        method: x.method,
        body: x.body,
        headers: { 'x-forwarded-for': address, ...x.headers },
      });
      return { reply: a, status: a.status, setCookie: a.setCookie, json: a.body };
    });
    // the attacked server runs on the project's data (target.ts): a payload names what the attack is about
    this.complete = completerFor(path.join(__dirname, '../..'));
  }

  protected override async refreshCsrf() {
    const fresh = (await this.get('/login/wgt/getCSRFToken?appId=demo')).body.csrfTokenValue;
    return typeof fresh === 'string' ? fresh : '';
  }

  /** a session as the widget starts one: its CSRF token, then its session id */
  async start() {
    this.sId = '';
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    this.csrf = text((await this.get('/login/wgt/getCSRFToken?appId=demo')).body.csrfTokenValue);
    this.sId = text((await this.get('/login/wgt/sessionId')).body.sessionId);
    return this;
  }
  signOn(userId: string, password: string, extra: object = {}) {
    return this.post('/login/wgt/authenticate/apps/demo/demo', { userId, password, appId: 'demo', ...extra });
  }
  /** after a sign-on the server starts a new session: fetch its token as the widget does */
  async renew() {
    return this.start();
  }
}

/** What the suite learns only as the test's oracle (development mode), never as the attacker. */
export const oracle = (base: string) => ({
  async codesFor(userId: string): Promise<string[]> {
    const out = (await call(`${base}/dev/outbox.json`)).body.messages as { userId: string; code: string }[];
    return out.filter((m) => m.userId === userId).map((m) => m.code);
  },
  async sentCount(): Promise<number> {
    return ((await call(`${base}/dev/outbox.json`)).body.messages as unknown[]).length;
  },
  async advance(ms: number) {
    await call(`${base}/dev/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceMs: ms }),
      headers: { 'content-type': 'application/json' },
    });
  },
  async routes(): Promise<{ method: string; url: string }[]> {
    return (await call(`${base}/dev/routes.json`)).body.routes as { method: string; url: string }[];
  },
});

/**
 * The score of one test file: each attack is tried and must be refused; those that succeed are named, and the test
 * fails on them. At the end the counts join the figure `npm test` prints.
 */
export class Score {
  tried = 0;
  succeeded: string[] = [];
  constructor(readonly part: string) {}
  /** one attack: `refused` says whether the server held */
  attack(name: string, refused: boolean) {
    this.tried += 1;
    if (!refused) this.succeeded.push(name);
  }
  private seen = 0;
  /** the attacks that succeeded since the last call: each test expects none of its own */
  fresh() {
    const f = this.succeeded.slice(this.seen);
    this.seen = this.succeeded.length;
    return f;
  }
  report() {
    tally(
      '19.1 attacks',
      'Attack suite against a started server: {tried} attacks tried, {succeeded} succeeded',
      this.part,
      {
        tried: this.tried,
        succeeded: this.succeeded.length,
      },
    );
  }
}

/** A form POST over a plain socket (http.request: it sends any header, Host included), not yet ended. */
const formPost = (url: string, body: string, headers: Record<string, string>) =>
  http.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
      ...headers,
    },
  });

/**
 * A POST of a body too large to be read, over a plain socket: its head first, then (only if no answer comes) the body
 * in pieces until the server answers, as a client that waits for "100 Continue" would, so that the answer is not lost
 * to the connection the server closes on the unread rest. Resolves to the status (0 when the connection broke with
 * none).
 */
export function oversized(url: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    let answered = false;
    const req = formPost(url, body, headers);
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', () => resolve(0));
    req.flushHeaders();
    // the body only when the head alone brought no answer within 2 s: writing into a connection the server is closing
    // makes the client report a broken connection instead of the answer it had sent
    let at = 0;
    const more = () => {
      if (answered || req.destroyed) return;
      if (at >= body.length) return void req.end();
      req.write(body.slice(at, (at += 64 * 1024)), () => setTimeout(more, 1));
    };
    setTimeout(more, 2000);
  });
}

/** a raw POST with headers fetch will not send (Host) */
export function rawPost(url: string, path: string, headers: Record<string, string>, data: object, csrf: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const body = new URLSearchParams({ data: JSON.stringify(data), _csrf: csrf }).toString();
    const req = formPost(`${url}${path}`, body, headers);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += String(d)));
      res.on('end', () => resolve({ headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
