// The widget's side of a server session, as the widget keeps it (docs/api.md "Every request"): the cookies, the CSRF
// token (in its header, and in each POST's `_csrf`), the session id (in each GET's query and each POST's `sId`), and a
// POST refused for its token (403, csrfTokenStatus INVALID: the server rotated it) sent once more with the token
// fetched again. Every client of the kit is one: the server's tests over Fastify's inject (inject.ts), the attack
// suite over sockets with an address of its own (kit/attack/client.ts), and the conformance kit over fetch (http.ts);
// each brings only its way to the server, a Transport, and the reply object its callers read.

export interface Exchange {
  method: 'GET' | 'POST';
  /** the path and query, on the transport's server */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** What a transport hands back: the reply its callers read, and what the session reads of it. */
export interface Passed<R> {
  reply: R;
  status: number;
  setCookie: string[];
  /** the reply's JSON object, or undefined */
  json: Record<string, unknown> | undefined;
}

export type Transport<R> = (x: Exchange) => Promise<Passed<R>>;

export interface PostOptions {
  /** this token instead of the session's, in the form and the header ('' or null sends none), sent once */
  csrf?: string | null;
  /** this body as it is (a malformed or foreign one), sent once */
  raw?: string;
  /** the body's content type (default: a form) */
  type?: string;
  headers?: Record<string, string>;
}

const isRefusedToken = (p: Passed<unknown>) => p.status === 403 && p.json?.csrfTokenStatus === 'INVALID';

export class WireSession<R> {
  private readonly jar = new Map<string, string>();
  csrf = '';
  csrfHeader = 'x-xsrf-token';
  sId = '';
  /** query parameters every call carries (the widget's `isWidget` and `language`) */
  query: Record<string, string> = {};
  /**
   * What a POST's payload becomes before it is sent (the tests' clients fill the fields the data requires that a test
   * does not name: kit/wire/complete.ts); a raw body is sent as it is.
   */
  complete: (path: string, data: object) => object = (_path, data) => data;

  constructor(private readonly transport: Transport<R>) {}

  /** the cookies as a Cookie header */
  get cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  set cookie(header: string) {
    this.jar.clear();
    for (const pair of header.split(';')) this.keepPair(pair);
  }

  private keepPair(pair: string) {
    const at = pair.indexOf('=');
    if (at > 0) this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }

  /** Keeps what a reply's Set-Cookie headers set. */
  keep(setCookie: string[]) {
    for (const line of setCookie) this.keepPair(line.split(';')[0]);
  }

  private url(path: string, sId: string) {
    const q = new URLSearchParams(this.query);
    if (sId) q.set('sId', sId);
    const extra = q.toString();
    return extra ? `${path}${path.includes('?') ? '&' : '?'}${extra}` : path;
  }

  private headers(csrf: string | null, extra: Record<string, string> = {}) {
    const cookie = this.cookie;
    return { ...(cookie ? { cookie } : {}), ...(csrf ? { [this.csrfHeader]: csrf } : {}), ...extra };
  }

  private async exchange(x: Exchange): Promise<Passed<R>> {
    const p = await this.transport(x);
    this.keep(p.setCookie);
    return p;
  }

  /** The session id a GET of this path carries (a client that fetches it as the widget does overrides this). */
  protected sessionIdFor(_path: string): Promise<string> {
    return Promise.resolve(this.sId);
  }

  /** The session's token, fetched again after a POST was refused for it (as the widget does). */
  protected async refreshCsrf(): Promise<string> {
    const got = await this.getPassed('/login/wgt/getCSRFToken');
    const token = got.json?.csrfTokenValue;
    return typeof token === 'string' ? token : '';
  }

  private async getPassed(path: string, headers: Record<string, string> = {}) {
    const sId = await this.sessionIdFor(path);
    return this.exchange({ method: 'GET', url: this.url(path, sId), headers: this.headers(this.csrf, headers) });
  }

  /** A GET as the widget sends it: the CSRF header once the token is known, the session id in the query. */
  async get(path: string, headers: Record<string, string> = {}): Promise<R> {
    return (await this.getPassed(path, headers)).reply;
  }

  /** A POST as the widget sends it: a form of `data` (JSON), `_csrf` and `sId`, the CSRF header beside it. */
  async post(path: string, data: object, opts: PostOptions = {}): Promise<R> {
    const own = opts.csrf === undefined && opts.raw === undefined;
    const csrf = opts.csrf === undefined ? this.csrf : (opts.csrf ?? '');
    const body =
      opts.raw ??
      new URLSearchParams({ data: JSON.stringify(this.complete(path, data)), _csrf: csrf, sId: this.sId }).toString();
    const headers = this.headers(csrf, {
      'content-type': opts.type ?? 'application/x-www-form-urlencoded',
      ...opts.headers,
    });
    const p = await this.exchange({ method: 'POST', url: this.url(path, ''), headers, body });
    if (!own || !isRefusedToken(p)) return p.reply;
    this.csrf = await this.refreshCsrf();
    return this.post(path, data, { ...opts, csrf: this.csrf });
  }
}
