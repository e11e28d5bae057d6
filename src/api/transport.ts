// The wire format of every call (the one ky instance): the base and /ping paths, the query every request carries, the
// CSRF header, form-encoded POST bodies, one GET retry, expiry detection, and a POST sent once more after the server
// refused its CSRF token. Returns parsed JSON or throws ApiFailure; never touches the page.
import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiFailure, GATEWAY_STATUSES } from './failure';
import type { CsrfData } from './settings';

export interface ApiSession {
  csrf: CsrfData | null;
  sessionId: string | null;
  ping: boolean;
}

export interface ApiOptions {
  apiBase: string;
  language: string;
  appId: string;
  brandId: string;
  session: () => ApiSession;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** the pause before a GET's one retry (ky's backoff when unset); tests pass 0 instead of waiting on a real timer */
  retryDelayMs?: number;
  /** a POST refused for its CSRF token: fetch a new one (the session's "csrf" request) and keep it in the session */
  refreshCsrf?: () => Promise<void>;
}

/** The only response headers the error log may carry (no cookies, no tokens). */
const LOGGED_HEADERS = ['content-type', 'date', 'x-correlation-id', 'x-request-id'];

/** The transport of one widget: GET and POST in the wire format. */
export function createTransport(opts: ApiOptions) {
  const http: KyInstance = ky.create({
    prefix: opts.apiBase,
    credentials: 'include',
    redirect: 'manual',
    // HTTP errors throw so that ky's retry sees them; send() turns them back into their response.
    throwHttpErrors: true,
    timeout: opts.timeoutMs ?? 30000,
    // one retry, and only for GETs (idempotent): after a dropped connection, a 502-504 or a timeout; after the short
    // delay whatever a Retry-After says (a user waits on the panel: a 503 asking for a minute is a failure to show)
    retry: {
      limit: 1,
      methods: ['get'],
      statusCodes: GATEWAY_STATUSES,
      afterStatusCodes: [],
      retryOnTimeout: true,
      ...(opts.retryDelayMs !== undefined ? { delay: () => opts.retryDelayMs as number } : {}),
    },
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  /** In ping mode every path is prefixed /ping, except the app-details calls. */
  const path = (p: string) => (opts.session().ping && !p.startsWith('appsdetails/') ? `ping/${p}` : p);

  function headers(): Record<string, string> {
    const { csrf } = opts.session();
    const h: Record<string, string> = { Accept: 'application/json' };
    if (csrf?.csrfTokenValue) h[csrf.csrfTokenHeader || 'X-XSRF-TOKEN'] = csrf.csrfTokenValue;
    return h;
  }

  async function send(
    method: 'get' | 'post',
    p: string,
    query: Record<string, string>,
    body?: URLSearchParams,
  ): Promise<unknown> {
    const searchParams = new URLSearchParams({ isWidget: 'true', language: opts.language, ...query });
    let res: Response;
    try {
      res = await http(path(p), { method, searchParams, headers: headers(), body });
    } catch (e) {
      if (e instanceof HTTPError) return failed(e.response, e.data);
      const name = (e as Error)?.name;
      if (name === 'TimeoutError') throw new ApiFailure('REQUEST_FAILED', 'timeout', 'Timeout');
      throw new ApiFailure('SESSION_EXPIRED', 'network', 'network error');
    }
    if (!res.ok) return failed(res);
    let raw: string;
    try {
      raw = await res.text();
    } catch {
      // the connection broke in the middle of the reply
      throw new ApiFailure('SESSION_EXPIRED', 'network', 'network error');
    }
    try {
      return raw ? JSON.parse(raw) : null;
    } catch {
      throw new ApiFailure('REQUEST_FAILED', 'invalidReply', 'invalid reply', res.status);
    }
  }

  /**
   * A redirect is a session expiry (docs/messages.md); any other error status is "Request Failed". `data`: the body
   * ky read for its error (ky consumes it), which says whether a 403 refused the CSRF token.
   */
  function failed(res: Response, data?: unknown): never {
    if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400))
      throw new ApiFailure('SESSION_EXPIRED', 'redirected', 'redirected');
    const logged = Object.fromEntries(
      LOGGED_HEADERS.flatMap((k) => (res.headers.get(k) ? [[k, res.headers.get(k) as string]] : [])),
    );
    const failure = new ApiFailure(
      'REQUEST_FAILED',
      'status',
      res.statusText || String(res.status),
      res.status,
      res.headers.get('x-correlation-id') ?? undefined,
      logged,
    );
    failure.csrfRejected =
      res.status === 403 &&
      !!data &&
      typeof data === 'object' &&
      (data as { csrfTokenStatus?: unknown }).csrfTokenStatus === 'INVALID';
    throw failure;
  }

  const get = (p: string, query: Record<string, string> = {}) =>
    send('get', p, { ...query, sId: opts.session().sessionId ?? '' });

  /**
   * POST bodies are form-encoded: data (the JSON payload), _csrf and sId. A POST refused for its CSRF token (403 with
   * csrfTokenStatus INVALID: the server rotated or lost it) fetches a new token and is sent once more with it.
   */
  const post = async (p: string, payload: object, query: Record<string, string> = {}): Promise<unknown> => {
    const form = () => {
      const s = opts.session();
      return new URLSearchParams({
        data: JSON.stringify(payload),
        _csrf: s.csrf?.csrfTokenValue ?? '',
        sId: s.sessionId ?? '',
      });
    };
    try {
      return await send('post', p, query, form());
    } catch (e) {
      if (!(e instanceof ApiFailure) || !e.csrfRejected || !opts.refreshCsrf) throw e;
      await opts.refreshCsrf();
      return send('post', p, query, form());
    }
  };

  return { get, post };
}
