// The widget's wire over real sockets (fetch), for a backend the kit does not start: the session as the widget keeps
// it (session.ts: cookies, the CSRF token, the session id) and `isWidget=true&language=…` on every call, as
// docs/api.md "Every request" says the widget sends them. A POST refused for its token is sent once more only when
// `renewCsrf` says how to fetch it (the conformance kit's own CSRF check must see the refusal).
import { WireSession, type Passed } from './session';

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

/** A reply read as the kit reads it. */
async function received(res: Response): Promise<Passed<Received>> {
  const text = await res.text();
  let json: Received['json'];
  try {
    const parsed: unknown = JSON.parse(text);
    json = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    json = undefined;
  }
  return { reply: { status: res.status, json, text }, status: res.status, setCookie: res.headers.getSetCookie(), json };
}

export class HttpClient extends WireSession<Received> {
  /**
   * What the widget does when a POST is refused for its CSRF token (403, csrfTokenStatus INVALID: the server rotated
   * it): fetch the token and send the POST once more (docs/api.md "Start-up"). Unset, the refusal is the reply.
   */
  renewCsrf?: () => Promise<void>;

  constructor(
    readonly origin: string,
    readonly language = 'en_US',
  ) {
    super(async (x) =>
      received(
        await fetch(new URL(x.url, origin), { method: x.method, headers: x.headers, body: x.body, redirect: 'manual' }),
      ),
    );
    this.csrfHeader = 'X-XSRF-TOKEN';
    this.query = { isWidget: 'true', language };
  }

  protected override async refreshCsrf() {
    await this.renewCsrf?.();
    return this.csrf;
  }

  async send(sent: Sent): Promise<Received> {
    if (sent.method === 'GET') return this.get(sent.path);
    // the kit's own CSRF check sends a wrong token and must see the refusal: the retry only when renewCsrf is set
    return this.post(sent.path, sent.data ?? {}, this.renewCsrf ? {} : { csrf: this.csrf });
  }
}
