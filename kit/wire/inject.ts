// A cookie-keeping client over Fastify's inject, speaking the widget's wire format (for the server tests).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app';
import { ManualClock } from '../../server/store/clock';
import { DEMO_PASSWORD } from '../../server/store/seed';
import type { Store } from '../../server/store/store';
import { completerFor } from './complete';
import { WireSession } from './session';

type LightResponse = Awaited<ReturnType<FastifyInstance['inject']>>;

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

const ROOT = path.join(__dirname, '../..');
/** the data a test server was started on, for its clients' payloads (complete.ts) */
const rootOf = new WeakMap<FastifyInstance, string>();

/** The widget's session (session.ts) over Fastify's inject, from an address of its own. */
export class Client extends WireSession<LightResponse> {
  /** `address`: the client's IP address as the server sees it */
  constructor(
    readonly app: FastifyInstance,
    readonly prefix = '',
    readonly address = '127.0.0.1',
  ) {
    super(async (x) => {
      const res = await app.inject({
        method: x.method,
        url: `${prefix}${x.url}`,
        payload: x.body,
        remoteAddress: address,
        headers: x.headers,
      });
      const set = res.headers['set-cookie'];
      let json: Record<string, unknown> | undefined;
      try {
        json = res.json<Record<string, unknown>>();
      } catch {
        json = undefined;
      }
      return { reply: res, status: res.statusCode, setCookie: set === undefined ? [] : [set].flat(), json };
    });
    this.complete = completerFor(rootOf.get(app) ?? ROOT);
  }
  /** the session id of the current cookie, fetched again when the server started a new session (as the widget does) */
  private sIdOf = '';
  protected override async sessionIdFor(url: string) {
    if (url.startsWith('/login/wgt/sessionId') || !this.cookie) return '';
    if (this.sIdOf !== this.cookie) {
      this.sIdOf = this.cookie;
      this.sId = (await this.get('/login/wgt/sessionId')).json<Wire>().sessionId ?? '';
    }
    return this.sId;
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
    const root = opts.root ?? ROOT;
    Object.assign(t, await buildServer({ clock: t.clock, root, dev: true, ...opts }));
    rootOf.set(t.app, root);
  });
  afterEach(() => t.app.close());
  return t;
}
