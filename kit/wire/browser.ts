// A browser for the server's tests of sign-on through a provider: a cookie jar over fetch that follows no redirect on
// its own (each hop is the test's to look at), and the widget's calls as the widget makes them.
import { buildServer, type ServerOptions } from '../../server/app';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ManualClock } from '../../server/store/clock';
import { DEMO_PASSWORD } from '../../server/store/seed';
import type { Wire } from './inject';
import { completerFor, type Completer } from './complete';

export class TestBrowser {
  jar = new Map<string, string>();
  /** the fields the data requires that a test's POST does not name, filled (complete.ts); the project's data unless set */
  complete: Completer = completerFor(path.join(__dirname, '../..'));
  /** `address`: the client's address as a server behind a loopback proxy reads it (X-Forwarded-For) */
  constructor(
    readonly origin: string,
    readonly address?: string,
  ) {}

  async go(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(url, this.origin), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(this.address ? { 'x-forwarded-for': this.address } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const [name, value] = [pair.slice(0, i), pair.slice(i + 1)];
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  /** Follows redirects from `url` until a reply that is not one (or one to `stopAt`); returns it and where it was. */
  async follow(url: string, stopAt?: (u: string) => boolean): Promise<{ res: Response; url: string }> {
    let at = new URL(url, this.origin).href;
    for (let i = 0; i < 10; i++) {
      if (stopAt?.(at)) return { res: new Response(null, { status: 299 }), url: at };
      const res = await this.go(at);
      const next = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !next) return { res, url: at };
      at = new URL(next, at).href;
    }
    throw new Error('too many redirects');
  }

  csrf = '';
  sId = '';
  /** the widget's start-up calls: a session, its CSRF token and id */
  async startWidget(appId: string) {
    this.csrf = ((await (await this.go(`/login/wgt/getCSRFToken?appId=${appId}`)).json()) as Wire).csrfTokenValue!;
    this.sId = ((await (await this.go('/login/wgt/sessionId')).json()) as Wire).sessionId!;
  }

  /** a widget GET: its CSRF token in the header, the session id in the query */
  async get(path: string): Promise<Wire & Record<string, unknown>> {
    const url = new URL(path, this.origin);
    url.searchParams.set('sId', this.sId);
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(url, {
      headers: {
        'x-xsrf-token': this.csrf,
        ...(cookie ? { cookie } : {}),
        ...(this.address ? { 'x-forwarded-for': this.address } : {}),
      },
    });
    return (await res.json()) as Wire & Record<string, unknown>;
  }

  /** a widget POST: its data and CSRF token in the form body */
  async post(at: string, given: object): Promise<Wire & Record<string, unknown>> {
    const data = this.complete(at, given);
    let res = await this.go(at, { form: { data: JSON.stringify(data), _csrf: this.csrf, sId: '' } });
    if (res.status === 403) {
      // a new session id and token after a step up in privilege, fetched as the widget does
      this.csrf = ((await (await this.go('/login/wgt/getCSRFToken')).json()) as Wire).csrfTokenValue!;
      res = await this.go(at, { form: { data: JSON.stringify(data), _csrf: this.csrf, sId: '' } });
    }
    return (await res.json()) as Wire & Record<string, unknown>;
  }

  /** The start URL the widget navigates to. */
  startUrl(provider: string, appId: string, returnTo = `${this.origin}/index.html`) {
    const q = new URLSearchParams({ appId, brandId: 'demo', sId: this.sId, language: 'en_US', returnTo });
    return `/login/wgt/idp/${provider}/start?${q}`;
  }

  /** At Demo ID's sign-in page (reached from the start): signs in as `login` (or cancels); the URL it comes back to. */
  async signInAtDemoId(start: string, login: string | null, password = DEMO_PASSWORD): Promise<string> {
    const page = await this.follow(start);
    if (!page.url.includes('/dev/demo-id/interaction/')) throw new Error(`not Demo ID's page: ${page.url}`);
    const form: Record<string, string> = login === null ? { do: 'cancel' } : { login, password, do: 'sign-in' };
    const posted = await this.go(page.url, { form });
    const next = posted.headers.get('location');
    if (!next) throw new Error(`Demo ID answered ${posted.status}`);
    // back through the provider to the server's callback, and from there to the host page
    return (await this.follow(new URL(next, page.url).href, (u) => u.includes('#aw-resume='))).url;
  }
}

export const resumeTokenOf = (url: string) => new URL(url).hash.replace(/^#aw-resume=/, '');

/** A development server listening on localhost (Demo ID mounted), with a manual clock; close() when done. */
export async function listeningDevServer(opts: Partial<ServerOptions> = {}) {
  const clock = new ManualClock(Date.now());
  const { app, store } = await buildServer({ clock, dev: true, ...opts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://localhost:${(app.server.address() as AddressInfo).port}`;
  const browser = () => {
    const b = new TestBrowser(origin);
    b.complete = completerFor(opts.root ?? process.cwd());
    return b;
  };
  return { app, store, clock, origin, browser };
}
