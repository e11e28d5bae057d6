// The named requests a page's primary button (or a sendRequest effect) makes ("request" in flows/). Each builds
// its payload from the form values and the non-secret state (SPEC.md section 7) and returns the flow reply. Form
// values are passed in, never stored; only the non-secret contact details come back, as `sent`, for the resend.
import type { Env } from '../app/env';
import type { RootState } from '../app/store';
import { bareCountryCode } from '../form/fieldRules';
import type { FlowReply } from './envelope';

export interface RequestContext {
  env: Env;
  state: RootState;
  formData: Record<string, unknown>;
}

type Request = (ctx: RequestContext) => Promise<FlowReply>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const digits = (v: unknown) => text(v).replace(/\D+/g, '');

/** SPEC.md section 3 "Send-code details": US numbers without dashes and with country code 1; INT without prefixes. */
export function deliveryChannelDetails(f: Record<string, unknown>) {
  const channel = f.deliveryChannel === 'LANDLINE' || f.deliveryChannel === 'EMAIL' ? f.deliveryChannel : 'MOBILE';
  if (channel === 'EMAIL') {
    return { deliveryMode: 'TEXT', deliveryChannel: channel, countryType: 'US', countryCode: '1', phoneNumber: '', extension: '', email: text(f.email).trim() };
  }
  const us = f.countryType !== 'INT';
  return {
    deliveryMode: f.deliveryMode === 'VOICE' || channel === 'LANDLINE' ? 'VOICE' : 'TEXT',
    deliveryChannel: channel,
    countryType: us ? 'US' : 'INT',
    countryCode: us ? '1' : bareCountryCode(f.countryCode),
    phoneNumber: digits(f.phoneNumber),
    extension: channel === 'LANDLINE' ? digits(f.extension) : '',
    email: '',
  };
}

/** THE request registry. A request named in flows/ but missing here fails the data check. */
export const requests: Record<string, Request> = {
  /** SPEC.md section 7: sign-on input; the user id is URL-encoded (CONTRACT.md section 8). */
  authenticate: ({ env, state, formData }) =>
    env.api.authenticate({
      userId: encodeURIComponent(text(formData.userId).replace(/\s+/g, '')),
      password: text(formData.password),
      authReason: env.config.authReason,
      cfmDevicePrint: '',
      nuDataFP: '',
      nuCaptchaToken: state.flow.context.captcha?.token ?? '',
      nuCaptchaAns: text(formData.captchaAnswer).trim(),
      sId: state.session.sessionId ?? '',
    }, env.config.flowId),

  /** validate the user and send the first code */
  validateUser: async ({ env, state, formData }) => {
    const sent = {
      userId: text(formData.userId).trim(),
      appId: env.config.appId,
      brandId: env.config.brandId,
      currentFlow: state.flow.flow,
      deliveryChannelDetails: deliveryChannelDetails(formData),
    };
    return { ...(await env.api.validateUser(sent)), sent };
  },

  /** resend: the earlier send payload plus appId, the phone id and method, and the attempts so far */
  sendCode: async ({ env, state }) => {
    const { lastSend, phoneId, svAttempts } = state.flow.context;
    const details = (lastSend?.deliveryChannelDetails ?? {}) as Record<string, unknown>;
    const deliveryMethod = details.deliveryChannel === 'EMAIL' ? 'EMAIL' : details.deliveryMode ?? 'TEXT';
    return env.api.sendCode({ ...lastSend, appId: env.config.appId, phoneId: phoneId ?? '', deliveryMethod, svAttempts: svAttempts ?? 0 });
  },

  validateCode: ({ env, formData }) =>
    env.api.validateCode({ otc: digits(formData.validationCode), cfmDevicePrint: '', appId: env.config.appId }),

  /** the reset-password payload (SPEC.md section 3): values trimmed before sending */
  resetPassword: ({ env, formData }) =>
    env.api.resetPassword({
      newPassword: text(formData.newPassword).trim(),
      confirmPassword: text(formData.reenterPassword).trim(),
      cfmDevicePrint: '',
      appId: env.config.appId,
    }),
};
