// The one HTTP client: the wire format of CONTRACT.md section 4 (query, CSRF header, form-encoded POST envelope),
// expiry detection, and one function per endpoint. Returns plain JSON or throws ApiFailure; never touches the page.
import ky, { HTTPError, type KyInstance } from 'ky';
import { ApiFailure, readFlowReply, type DeliveryOptions, type FlowReply } from './envelope';

export interface AppSettings {
  fpsNewUserSVChannel: string;
  newUserSVChannel: string;
  isIntlPhoneDisabled: boolean;
  isVoiceDisabled: boolean;
  isPingEnabled: boolean;
  nu_session_id: string | null;
  nu_detect_on: boolean;
}

export interface CsrfData {
  csrfTokenValue: string;
  csrfTokenStatus: string;
  csrfTokenHeader: string;
}

/** What the client needs to know at call time; read from the store so it always sees the newest token. */
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
  /** a POST refused for its CSRF token fetched a new one: keep it for the requests that follow */
  csrfRefreshed?: (csrf: CsrfData) => void;
}

export interface ErrorLogEntry {
  correlationId: string;
  errorMessage: string;
  url: string;
  header: Record<string, string>;
  currentPage: string;
  currentFlow: string;
  customMsg: string;
}

const APP_PROPERTIES =
  'fpsNewUserSVChannel,isIntlPhoneDisabled,newUserSVChannel,nu_session_id,nu_detect_on,isPingEnabled,isVoiceDisabled';
/** The only response headers the error log may carry (no cookies, no tokens). */
const LOGGED_HEADERS = ['content-type', 'date', 'x-correlation-id', 'x-request-id'];

export const appSettingsDefaults: AppSettings = {
  fpsNewUserSVChannel: 'PHONE_EMAIL',
  newUserSVChannel: 'EMAIL',
  isIntlPhoneDisabled: true,
  isVoiceDisabled: false,
  isPingEnabled: false,
  nu_session_id: null,
  nu_detect_on: false,
};

const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : d);
const text = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d);

export function readAppSettings(body: unknown): AppSettings {
  const app = (body && typeof body === 'object' && (body as { app?: unknown }).app) as
    Record<string, unknown> | undefined;
  if (!app || typeof app !== 'object') throw new ApiFailure('REQUEST_FAILED', 'app details without app');
  const d = appSettingsDefaults;
  return {
    fpsNewUserSVChannel: text(app.fpsNewUserSVChannel, d.fpsNewUserSVChannel),
    newUserSVChannel: text(app.newUserSVChannel, d.newUserSVChannel),
    isIntlPhoneDisabled: bool(app.isIntlPhoneDisabled, d.isIntlPhoneDisabled),
    isVoiceDisabled: bool(app.isVoiceDisabled, d.isVoiceDisabled),
    isPingEnabled: bool(app.isPingEnabled, d.isPingEnabled),
    nu_session_id: typeof app.nu_session_id === 'string' ? app.nu_session_id : null,
    nu_detect_on: bool(app.nu_detect_on, d.nu_detect_on),
  };
}

/** Where each secure-code flow's calls live: base path, send, validate (the casing differs by API). */
const SECURE = {
  TWO_FACTOR: ['svauth/wgt', 'sendsv', 'validatesv'],
  STEP_UP: ['stepup/wgt', 'sendSV', 'validateSV'],
  SELF_REG: ['userReg/wgt', 'sendSV', 'validateSV'],
} as const;
export type SecureKind = keyof typeof SECURE;

export type DeliveryOptionsReply = FlowReply & { options: DeliveryOptions };

const MAX_OPTIONS = 10;
function phoneMap(v: unknown): [string, string][] {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
  return Object.entries(v as Record<string, unknown>)
    .filter((e): e is [string, string] => /^[\w.-]{1,64}$/.test(e[0]) && typeof e[1] === 'string' && !!e[1].trim())
    .slice(0, MAX_OPTIONS)
    .map(([id, shown]) => [id, shown.trim().slice(0, 40)]);
}
export function readDeliveryOptions(body: unknown): DeliveryOptions {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const email = typeof b.email === 'string' && b.email.trim() ? b.email.trim().slice(0, 120) : null;
  return { mobile: phoneMap(b.mobilePhoneIds), landline: phoneMap(b.landLinePhoneIds), email };
}

export type Api = ReturnType<typeof createApi>;

export function createApi(opts: ApiOptions) {
  const http: KyInstance = ky.create({
    prefix: opts.apiBase,
    credentials: 'include',
    redirect: 'manual',
    // HTTP errors throw so that ky's retry sees them; send() turns them back into their response.
    throwHttpErrors: true,
    timeout: opts.timeoutMs ?? 30000,
    // one retry, and only for GETs (idempotent): after a dropped connection, a 502-504 or a timeout
    retry: {
      limit: 1,
      methods: ['get'],
      statusCodes: [502, 503, 504],
      retryOnTimeout: true,
      ...(opts.retryDelayMs !== undefined ? { delay: () => opts.retryDelayMs as number } : {}),
    },
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const enc = encodeURIComponent;
  const app = `apps/${enc(opts.appId)}`;
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
      if (name === 'TimeoutError') throw new ApiFailure('REQUEST_FAILED', 'Timeout');
      throw new ApiFailure('SESSION_EXPIRED', 'network error');
    }
    if (!res.ok) return failed(res);
    let raw: string;
    try {
      raw = await res.text();
    } catch {
      // the connection broke in the middle of the reply
      throw new ApiFailure('SESSION_EXPIRED', 'network error');
    }
    try {
      return raw ? JSON.parse(raw) : null;
    } catch {
      throw new ApiFailure('REQUEST_FAILED', 'invalid reply', res.status);
    }
  }

  /**
   * A redirect is a session expiry (SPEC.md section 8); any other error status is "Request Failed". `data`: the body
   * ky read for its error (ky consumes it), which says whether a 403 refused the CSRF token.
   */
  function failed(res: Response, data?: unknown): never {
    if (res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400))
      throw new ApiFailure('SESSION_EXPIRED', 'redirected');
    const logged = Object.fromEntries(
      LOGGED_HEADERS.flatMap((k) => (res.headers.get(k) ? [[k, res.headers.get(k) as string]] : [])),
    );
    const failure = new ApiFailure(
      'REQUEST_FAILED',
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
      if (!(e instanceof ApiFailure) || !e.csrfRejected || !opts.csrfRefreshed) throw e;
      opts.csrfRefreshed(await csrfToken());
      return send('post', p, query, form());
    }
  };

  async function csrfToken(): Promise<CsrfData> {
    const b = (await get('login/wgt/getCSRFToken', { appId: opts.appId })) as Partial<CsrfData> | null;
    if (!b || typeof b.csrfTokenValue !== 'string') throw new ApiFailure('REQUEST_FAILED', 'no CSRF token');
    return {
      csrfTokenValue: b.csrfTokenValue,
      csrfTokenStatus: String(b.csrfTokenStatus ?? ''),
      csrfTokenHeader: text(b.csrfTokenHeader, 'X-XSRF-TOKEN'),
    };
  }

  return {
    async appDetails(): Promise<AppSettings> {
      return readAppSettings(await get(`appsdetails/wgt/${app}`, { properties: APP_PROPERTIES }));
    },
    async validateAppAndBrand(): Promise<boolean> {
      const body = (await get(`appsdetails/wgt/${app}/brands/${enc(opts.brandId)}`)) as { valid?: unknown } | null;
      return body?.valid === true;
    },
    csrfToken,
    async sessionId(): Promise<string> {
      const b = (await get('login/wgt/sessionId', { appId: opts.appId })) as { sessionId?: unknown } | null;
      if (typeof b?.sessionId !== 'string') throw new ApiFailure('REQUEST_FAILED', 'no session id');
      return b.sessionId;
    },
    async countryCodes(): Promise<string[]> {
      const b = (await get('login/wgt/getCountryCodes', { appId: opts.appId })) as { CountryCodes?: unknown } | null;
      return Array.isArray(b?.CountryCodes) ? b.CountryCodes.map(String) : [];
    },
    async authenticate(payload: object, flowId?: string | null): Promise<FlowReply> {
      return readFlowReply(
        await post(`login/wgt/authenticate/${app}/${enc(opts.brandId)}`, payload, flowId ? { flowId } : {}),
      );
    },
    /** SPEC.md section 7, forgotten password and new user */
    async validateUser(payload: object): Promise<FlowReply> {
      return readFlowReply(await post(`fpc/wgt/validateuser/${app}/${enc(opts.brandId)}`, payload));
    },
    async sendCode(payload: object): Promise<FlowReply> {
      return readFlowReply(await post('fpc/wgt/sendsv', payload));
    },
    async validateCode(payload: object): Promise<FlowReply> {
      return readFlowReply(await post('fpc/wgt/validatesv', payload));
    },
    /** forgot password and new user; self-registration creates the password with its own call */
    async resetPassword(payload: object, selfReg = false): Promise<FlowReply> {
      return readFlowReply(await post(selfReg ? 'userReg/wgt/createpassword' : 'cpw/wgt/fpschangepwd', payload));
    },
    /** SPEC.md section 7: the federated assertion → { status, token, messages } */
    async samlAssertion(payload: object): Promise<FlowReply & { status: string }> {
      const body = await post('sp/ACS.saml2', payload);
      const status = (body as { status?: unknown } | null)?.status;
      return { ...readFlowReply(body), status: typeof status === 'string' ? status.toLowerCase() : '' };
    },
    async selfRegDeliveryMethod(token: string): Promise<FlowReply & { deliveryMethod?: string }> {
      const body = await post('userReg/wgt/getDeliveryMethod', { token }, { appId: opts.appId });
      const method = (body as { deliveryMethod?: unknown } | null)?.deliveryMethod;
      return { ...readFlowReply(body), ...(typeof method === 'string' ? { deliveryMethod: method } : {}) };
    },
    /** the reference-id variant: { TargetResource, REF } → { status, token, phoneId, deliveryMethod, messages } */
    async svDeliveryDetail(payload: object): Promise<FlowReply & { status: string; deliveryMethod?: string }> {
      const body = await post('userReg/wgt/getSVDeliveryDetail', payload);
      const b = (body ?? {}) as { status?: unknown; deliveryMethod?: unknown };
      return {
        ...readFlowReply(body),
        status: typeof b.status === 'string' ? b.status.toLowerCase() : '',
        ...(typeof b.deliveryMethod === 'string' ? { deliveryMethod: b.deliveryMethod } : {}),
      };
    },
    async register(token: string): Promise<FlowReply> {
      return readFlowReply(await post(`userReg/wgt/${app}/brands/${enc(opts.brandId)}/register`, { token }));
    },
    /** forced, temporary, expiring and voluntary change; the ping variant is /cpw/wgt/changepwd (SPEC.md section 7) */
    async changePassword(payload: object): Promise<FlowReply> {
      return readFlowReply(await post(opts.session().ping ? 'cpw/wgt/changepwd' : 'cpw/wgt/updatePaswrd', payload));
    },
    async voluntaryPasswordChange(): Promise<FlowReply> {
      return readFlowReply(await post('cpw/wgt/voluntaryPwdChange', { appId: opts.appId }));
    },
    async disabledRedirect(): Promise<FlowReply> {
      return readFlowReply(await get('cpw/disabledRedirect'));
    },
    /** step-up and two-factor secure code: the delivery options (authLevel for two-factor), send and validate */
    async deliveryOptions(kind: SecureKind, authLevel?: string | null): Promise<DeliveryOptionsReply> {
      const q: Record<string, string> = { appId: opts.appId, brandId: opts.brandId };
      if (kind === 'TWO_FACTOR' && authLevel) q.authLevel = authLevel;
      const body = await get(`${SECURE[kind][0]}/svoptions`, q);
      return { ...readFlowReply(body), options: readDeliveryOptions(body) };
    },
    async sendSecureCode(kind: SecureKind, payload: object): Promise<FlowReply> {
      return readFlowReply(await post(`${SECURE[kind][0]}/${SECURE[kind][1]}`, payload));
    },
    async validateSecureCode(kind: SecureKind, payload: object): Promise<FlowReply> {
      return readFlowReply(await post(`${SECURE[kind][0]}/${SECURE[kind][2]}`, payload));
    },
    async userProfile(userId: string): Promise<Record<string, unknown>> {
      const b = (await get(`apps/wgt/${enc(opts.appId)}/brands/${enc(opts.brandId)}/users/${enc(userId)}/`)) as {
        user?: unknown;
      } | null;
      if (!b?.user || typeof b.user !== 'object')
        throw new ApiFailure('REQUEST_FAILED', 'no user in the profile reply');
      return b.user as Record<string, unknown>;
    },
    /** the captcha's refresh button: a new challenge */
    async refreshCaptcha(): Promise<FlowReply> {
      return readFlowReply(await get('login/wgt/captcha', { appId: opts.appId }));
    },
    async logout(): Promise<void> {
      await get('login/auth/logout', { appId: opts.appId, brandId: opts.brandId });
    },
    async continueAuthentication(): Promise<FlowReply> {
      return readFlowReply(await post('login/wgt/continueAuthentication', { appId: opts.appId }));
    },
    async targetUrl(): Promise<string | null> {
      const b = (await post('secure/wgt/gettargeturl', { appId: opts.appId })) as { targetUrl?: unknown } | null;
      return typeof b?.targetUrl === 'string' && b.targetUrl ? b.targetUrl : null;
    },
    async logError(entry: ErrorLogEntry, browser: Record<string, string | number | boolean>): Promise<void> {
      const { correlationId, errorMessage, url, header, ...rest } = entry;
      await post(`login/wgt/logErrorMessage/${app}/${enc(opts.brandId)}`, {
        errorLogs: { correlationId, errorMessage, url, header },
        ...rest,
        ...browser,
      });
    },
  };
}
