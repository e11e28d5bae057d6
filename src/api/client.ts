// The one HTTP client over the wire format (src/api/transport.ts): the calls the widget makes on its own (start-up and
// the session refresh, the error log), and `call` for the requests the flow tables describe as data
// (src/api/requests.ts). Replies are read into plain JSON or ApiFailure is thrown; it never touches the page.
import { ApiFailure } from './failure';
import { APP_PROPERTIES, readAppSettings, type AppSettings } from './settings';
import { createTransport, type ApiOptions } from './transport';

export interface ErrorLogEntry {
  correlationId: string;
  errorMessage: string;
  url: string;
  header: Record<string, string>;
  currentPage: string;
  currentFlow: string;
  customMsg: string;
}

export type Api = ReturnType<typeof createApi>;

export function createApi(opts: ApiOptions) {
  const { get, post, csrfToken } = createTransport(opts);
  const enc = encodeURIComponent;
  const app = `apps/${enc(opts.appId)}`;

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
      if (typeof b?.sessionId !== 'string') throw new ApiFailure('REQUEST_FAILED', 'unexpectedReply', 'no session id');
      return b.sessionId;
    },
    /** a request of the flow tables (src/api/requests.ts builds it from data): the parsed reply, or ApiFailure */
    async call(method: 'GET' | 'POST', path: string, payload: object, query: Record<string, string>): Promise<unknown> {
      return method === 'GET' ? get(path, query) : post(path, payload, query);
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
