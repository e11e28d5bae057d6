// The one HTTP client: one function per endpoint over the wire format (src/api/transport.ts), each reading its reply
// into plain JSON (src/api/envelope.ts, src/api/settings.ts) or throwing ApiFailure; never touches the page.
import { readFlowReply, type FlowReply } from './envelope';
import { ApiFailure } from './failure';
import { APP_PROPERTIES, readAppSettings, readDeliveryOptions, type AppSettings } from './settings';
import { createTransport, type ApiOptions } from './transport';
import type { DeliveryOptions } from './envelope';

export interface ErrorLogEntry {
  correlationId: string;
  errorMessage: string;
  url: string;
  header: Record<string, string>;
  currentPage: string;
  currentFlow: string;
  customMsg: string;
}

/** Where each secure-code flow's calls live: base path, send, validate (the casing differs by API). */
const SECURE = {
  TWO_FACTOR: ['svauth/wgt', 'sendsv', 'validatesv'],
  STEP_UP: ['stepup/wgt', 'sendSV', 'validateSV'],
  SELF_REG: ['userReg/wgt', 'sendSV', 'validateSV'],
} as const;
export type SecureKind = keyof typeof SECURE;

export type DeliveryOptionsReply = FlowReply & { options: DeliveryOptions };

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
    async countryCodes(): Promise<string[]> {
      const b = (await get('login/wgt/getCountryCodes', { appId: opts.appId })) as { CountryCodes?: unknown } | null;
      return Array.isArray(b?.CountryCodes) ? b.CountryCodes.map(String) : [];
    },
    async authenticate(payload: object, flowId?: string | null): Promise<FlowReply> {
      return readFlowReply(
        await post(`login/wgt/authenticate/${app}/${enc(opts.brandId)}`, payload, flowId ? { flowId } : {}),
      );
    },
    /** docs/api.md, forgotten password and new user */
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
    /** docs/api.md: the federated assertion → { status, token, messages } */
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
    /** forced, temporary, expiring and voluntary change; the ping variant is /cpw/wgt/changepwd (docs/api.md) */
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
        throw new ApiFailure('REQUEST_FAILED', 'unexpectedReply', 'no user in the profile reply');
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
