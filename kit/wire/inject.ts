// A cookie-keeping client over Fastify's inject, speaking the widget's wire format (for the server tests).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app';
import { ManualClock } from '../../server/store/clock';
import { DEMO_PASSWORD } from '../../server/store/seed';
import type { Store } from '../../server/store/store';

/** What the server's JSON replies carry, as far as the tests read them (a test reads them with json<Wire>()). */
export interface Wire {
  nextAction?: string;
  messages?: { type?: string; status?: string; detail?: string };
  status?: string;
  statusCode?: number;
  sessionExpired?: boolean;
  targetUrl?: string;
  svAttempts?: number;
  phoneId?: string;
  deliveryMethod?: string;
  token?: string;
  captcha?: string;
  captchaParameters?: { token: string; imageUrl: string; audioUrl: string };
  csrfTokenValue?: string;
  csrfTokenStatus?: string;
  sessionId?: string;
  CountryCodes?: string[];
  valid?: boolean;
  app?: Record<string, unknown>;
  user?: Record<string, unknown>;
  mobilePhoneIds?: Record<string, string>;
  landLinePhoneIds?: Record<string, string>;
  email?: string;
  retryAfterSeconds?: number;
  /** the dev error log */
  entries?: { entry: { errorLogs: { correlationId: string } } }[];
  /** the demo identity provider's dev routes */
  SAMLResponse?: string;
  RelayState?: string;
  REF?: string;
  TargetResource?: string;
}

export class Client {
  cookie = '';
  csrf = '';
  /** the session id, sent in the query of the logout GET as the widget sends it */
  sId = '';
  /** `address`: the client's IP address as the server sees it */
  constructor(
    readonly app: FastifyInstance,
    readonly prefix = '',
    readonly address = '127.0.0.1',
  ) {}
  /** a GET as the widget sends it: the CSRF header once the token is known, this session's id in the query */
  async get(url: string) {
    const sId = url.startsWith('/login/wgt/sessionId') || !this.cookie ? '' : await this.sessionId();
    const res = await this.app.inject({
      method: 'GET',
      url: `${this.prefix}${url}${sId ? `${url.includes('?') ? '&' : '?'}sId=${sId}` : ''}`,
      remoteAddress: this.address,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...(this.csrf ? { 'x-xsrf-token': this.csrf } : {}) },
    });
    this.keep(res.headers['set-cookie']);
    return res;
  }
  /** the session id of the current cookie, fetched again when the server started a new session (as the widget does) */
  private sIdOf = '';
  private async sessionId() {
    if (this.sIdOf !== this.cookie) {
      this.sId = (await this.get('/login/wgt/sessionId')).json<Wire>().sessionId ?? '';
      this.sIdOf = this.cookie;
    }
    return this.sId;
  }
  /**
   * A POST as the widget sends it: refused for its CSRF token (the server gives a session a new id and token at each
   * step up in privilege), it fetches the session's token and is sent once more. A token given by the test is sent
   * as it is, once.
   */
  async post(url: string, data: object, csrf?: string | null) {
    const res = await this.postOnce(url, data, csrf === undefined ? this.csrf : csrf);
    if (csrf !== undefined || res.statusCode !== 403 || res.json<Wire>().csrfTokenStatus !== 'INVALID') return res;
    this.csrf = (await this.get('/login/wgt/getCSRFToken')).json<Wire>().csrfTokenValue ?? '';
    return this.postOnce(url, data, this.csrf);
  }
  private async postOnce(url: string, data: object, csrf: string | null) {
    const body = new URLSearchParams({ data: JSON.stringify(data), _csrf: csrf ?? '', sId: '' }).toString();
    const res = await this.app.inject({
      method: 'POST',
      url: `${this.prefix}${url}`,
      payload: body,
      remoteAddress: this.address,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(this.cookie ? { cookie: this.cookie } : {}) },
    });
    this.keep(res.headers['set-cookie']);
    return res;
  }
  keep(set: string | string[] | undefined) {
    const first = Array.isArray(set) ? set[set.length - 1] : set;
    if (first) this.cookie = first.split(';')[0];
  }
  async start() {
    this.csrf = (await this.get('/login/wgt/getCSRFToken?appId=demo')).json<Wire>().csrfTokenValue ?? '';
    return this;
  }
  /** logout as the widget sends it: the CSRF header and this session's id in the query */
  logout() {
    return this.get('/login/auth/logout?appId=demo&brandId=demo');
  }
  signOn(userId: string, password = DEMO_PASSWORD, extra: object = {}) {
    return this.post('/login/wgt/authenticate/apps/demo/demo', {
      userId: encodeURIComponent(userId),
      password,
      ...extra,
    });
  }
}

/** forgot password's details for a US mobile, as the widget sends them */
export const mobile = (userId: string, phoneNumber = '555-010-0123') => ({
  userId,
  appId: 'demo',
  brandId: 'demo',
  currentFlow: 'FPS',
  deliveryChannelDetails: {
    deliveryMode: 'TEXT',
    deliveryChannel: 'MOBILE',
    countryType: 'US',
    countryCode: '1',
    phoneNumber: phoneNumber.replace(/-/g, ''),
    extension: '',
    email: '',
  },
});
/** forgot password's first call */
export const validate = (c: Client, body: object) => c.post('/fpc/wgt/validateuser/apps/demo/demo', body);

/** A fresh reference server per test with a manual clock; the fields are set in beforeEach. */
export function useTestServer(opts: Partial<ServerOptions> = {}): {
  app: FastifyInstance;
  store: Store;
  clock: ManualClock;
} {
  const t = {} as { app: FastifyInstance; store: Store; clock: ManualClock };
  beforeEach(async () => {
    t.clock = new ManualClock();
    Object.assign(t, await buildServer({ clock: t.clock, root: path.join(__dirname, '../..'), dev: true, ...opts }));
  });
  afterEach(() => t.app.close());
  return t;
}
