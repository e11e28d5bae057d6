// The widget's wire over real sockets (fetch), for a backend the kit does not start: cookies kept per response, the
// CSRF token in its header and in each POST's `_csrf`, the session id in each GET's query and each POST's `sId`, and
// `isWidget=true&language=…` on every call, as docs/api.md "Every request" says the widget sends them.

export interface Sent {
  method: 'GET' | 'POST';
  path: string;
  /** the JSON payload of a POST (its `data` field) */
  data?: object;
}

export interface Received {
  status: number;
  /** the reply's JSON, or undefined when it is not JSON */
  json: Record<string, unknown> | undefined;
  text: string;
}

export class HttpClient {
  private readonly cookies = new Map<string, string>();
  csrf = '';
  csrfHeader = 'X-XSRF-TOKEN';
  sessionId = '';

  constructor(
    readonly origin: string,
    readonly language = 'en_US',
  ) {}

  private url(path: string, withSessionId: boolean) {
    const u = new URL(path, this.origin);
    u.searchParams.set('isWidget', 'true');
    u.searchParams.set('language', this.language);
    if (withSessionId && this.sessionId) u.searchParams.set('sId', this.sessionId);
    return u;
  }

  private headers(extra: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { ...(cookie ? { cookie } : {}), ...(this.csrf ? { [this.csrfHeader]: this.csrf } : {}), ...extra };
  }

  private async keep(res: Response): Promise<Received> {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    let json: Received['json'];
    try {
      const parsed: unknown = JSON.parse(text);
      json = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  }

  /**
   * What the widget does when a POST is refused for its CSRF token (403, csrfTokenStatus INVALID: the server rotated
   * it): fetch the token and send the POST once more (docs/api.md "Start-up"). Unset, the refusal is the reply.
   */
  renewCsrf?: () => Promise<void>;

  async send(sent: Sent): Promise<Received> {
    const got = await this.sendOnce(sent);
    if (!this.renewCsrf || sent.method !== 'POST' || got.status !== 403 || got.json?.csrfTokenStatus !== 'INVALID')
      return got;
    await this.renewCsrf();
    return this.sendOnce(sent);
  }

  private async sendOnce(sent: Sent): Promise<Received> {
    if (sent.method === 'GET')
      return this.keep(await fetch(this.url(sent.path, true), { headers: this.headers(), redirect: 'manual' }));
    const body = new URLSearchParams({ data: JSON.stringify(sent.data ?? {}), _csrf: this.csrf, sId: this.sessionId });
    return this.keep(
      await fetch(this.url(sent.path, false), {
        method: 'POST',
        body: body.toString(),
        headers: this.headers({ 'content-type': 'application/x-www-form-urlencoded' }),
        redirect: 'manual',
      }),
    );
  }
}
