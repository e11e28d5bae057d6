// The named requests a page's primary button (or a sendRequest effect) makes ("request" in flows/). Each builds
// its payload from the form values and the non-secret state (docs/api.md) and returns the flow reply. Form
// values are passed in, never stored; only the non-secret contact details come back, as `sent`, for the resend.
import type { Env } from '../app/env';
import type { RootState } from '../app/state';
import { bareCountryCode } from '../form/fieldRules';
import { behaviorData } from '../host/behavior';
import type { SecureKind } from './client';
import { hasMessages, toMessage, type FlowReply } from './envelope';

export interface RequestContext {
  env: Env;
  state: RootState;
  formData: Record<string, unknown>;
}

type Request = (ctx: RequestContext) => Promise<FlowReply>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const digits = (v: unknown) => text(v).replace(/\D+/g, '');

/** docs/api.md "Payload details": US numbers without dashes and with country code 1; INT without prefixes. */
export function deliveryChannelDetails(f: Record<string, unknown>) {
  const channel = f.deliveryChannel === 'LANDLINE' || f.deliveryChannel === 'EMAIL' ? f.deliveryChannel : 'MOBILE';
  if (channel === 'EMAIL') {
    return {
      deliveryMode: 'TEXT',
      deliveryChannel: channel,
      countryType: 'US',
      countryCode: '1',
      phoneNumber: '',
      extension: '',
      email: text(f.email).trim(),
    };
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

/** docs/flows.md: this text in the delivery-options reply sends the user to the error page. */
const NOT_AUTHORIZED = 'you are not authorized to perform the action';
const secureKind = (state: RootState): SecureKind =>
  state.flow.flow === 'TWO_FACTOR' || state.flow.flow === 'SELF_REG' ? state.flow.flow : 'STEP_UP';
const voiceEnabled = (state: RootState) => state.session.app?.isVoiceDisabled !== true;

/** docs/host.md "DOM hooks": deliveryOption is "<phoneId>:<TEXT|VOICE>" or "EMAIL". */
export function parseDeliveryOption(v: unknown): { phoneId: string; deliveryMethod: string } | null {
  if (v === 'EMAIL') return { phoneId: '', deliveryMethod: 'EMAIL' };
  const m = /^(.+):(TEXT|VOICE)$/.exec(text(v));
  return m ? { phoneId: m[1], deliveryMethod: m[2] } : null;
}

function deliveryOutcome(reply: FlowReply & { deliveryMethod?: string }): FlowReply {
  const mno = !!reply.phoneId && !!reply.deliveryMethod && reply.deliveryMethod !== 'EMAIL';
  return {
    ...reply,
    nextAction:
      reply.nextAction || (hasMessages(reply.messages) && !reply.deliveryMethod ? 'ERROR' : mno ? 'MNO' : 'SEND'),
  };
}

/** THE request registry. A request named in flows/ but missing here fails the data check. */
export const requests: Record<string, Request> = {
  /** docs/api.md: sign-on input; the user id is URL-encoded (docs/api.md). */
  authenticate: ({ env, state, formData }) =>
    env.api.authenticate(
      {
        userId: encodeURIComponent(text(formData.userId).replace(/\s+/g, '')),
        password: text(formData.password),
        authReason: env.config.authReason,
        ...behaviorData(),
        nuCaptchaToken: state.flow.context.captcha?.token ?? '',
        nuCaptchaAns: text(formData.captchaAnswer).trim(),
        sId: state.session.sessionId ?? '',
      },
      env.config.flowId,
    ),

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
    const deliveryMethod = details.deliveryChannel === 'EMAIL' ? 'EMAIL' : (details.deliveryMode ?? 'TEXT');
    return env.api.sendCode({
      ...lastSend,
      appId: env.config.appId,
      phoneId: phoneId ?? '',
      deliveryMethod,
      svAttempts: svAttempts ?? 0,
    });
  },

  validateCode: ({ env, formData }) =>
    env.api.validateCode({
      otc: digits(formData.validationCode),
      cfmDevicePrint: behaviorData().cfmDevicePrint,
      appId: env.config.appId,
    }),

  /** docs/api.md change-password payload plus appId; values trimmed; the ping variant is chosen by the client */
  changePassword: ({ env, state, formData }) =>
    env.api.changePassword({
      userId: state.flow.context.userId ?? '',
      currentPassword: text(formData.currentPassword).trim(),
      newPassword: text(formData.newPassword).trim(),
      confirmPassword: text(formData.reenterPassword).trim(),
      cfmDevicePrint: behaviorData().cfmDevicePrint,
      appId: env.config.appId,
    }),

  /** the voluntary-change loader asks whether the signed-on user may change the password (CPW) or not (ERR_PAGE) */
  voluntaryPasswordChange: ({ env }) => env.api.voluntaryPasswordChange(),

  disabledRedirect: ({ env }) => env.api.disabledRedirect(),

  /** docs/flows.md "Continue authentication": REDIRECT, LOGIN, STEP_UP or TWO_FACTOR */
  continueAuthentication: ({ env }) => env.api.continueAuthentication(),

  /**
   * The secure-code delivery options of the step-up or two-factor flow. The reply has no nextAction of its own, so
   * one is named for the tables: NOT_AUTHORIZED (docs/flows.md), SV_OPTIONS, or NO_OPTIONS when nothing can be offered.
   */
  deliveryOptions: async ({ env, state }) => {
    const reply = await env.api.deliveryOptions(secureKind(state), env.config.authLevel);
    const { mobile, landline, email } = reply.options;
    const shown = toMessage(reply.messages);
    const notAuthorized = (shown.texts ?? []).some((t) => t.toLowerCase().includes(NOT_AUTHORIZED));
    const any = mobile.length + (voiceEnabled(state) ? landline.length : 0) > 0 || !!email;
    return {
      ...reply,
      nextAction: reply.nextAction || (notAuthorized ? 'NOT_AUTHORIZED' : any ? 'SV_OPTIONS' : 'NO_OPTIONS'),
    };
  },

  /** the chosen option ("<phoneId>:<TEXT|VOICE>" or EMAIL), or on resend the stored one; `sent` keeps it for the resend */
  sendSecureCode: async ({ env, state, formData }) => {
    const chosen =
      parseDeliveryOption(formData.deliveryOption) ??
      (state.flow.context.lastSend as { phoneId: string; deliveryMethod: string } | undefined);
    const sent = chosen ?? { phoneId: '', deliveryMethod: 'TEXT' };
    const payload = {
      ...sent,
      appId: env.config.appId,
      ...(formData.deliveryOption ? {} : { svAttempts: state.flow.context.svAttempts ?? 0 }),
    };
    return { ...(await env.api.sendSecureCode(secureKind(state), payload)), sent };
  },

  /** the code field is otc for two-factor and validationCode for step-up and self-registration (docs/api.md) */
  validateSecureCode: ({ env, state, formData }) => {
    const kind = secureKind(state);
    const code = digits(formData.validationCode);
    return env.api.validateSecureCode(
      kind,
      kind !== 'TWO_FACTOR'
        ? { appId: env.config.appId, cfmDevicePrint: behaviorData().cfmDevicePrint, validationCode: code }
        : { otc: code, cfmDevicePrint: behaviorData().cfmDevicePrint, appId: env.config.appId },
    );
  },

  /** the reset-password payload (docs/api.md): values trimmed before sending */
  resetPassword: ({ env, state, formData }) =>
    env.api.resetPassword(
      {
        newPassword: text(formData.newPassword).trim(),
        confirmPassword: text(formData.reenterPassword).trim(),
        cfmDevicePrint: behaviorData().cfmDevicePrint,
        appId: env.config.appId,
      },
      state.flow.flow === 'SELF_REG',
    ),

  /**
   * docs/flows.md "Self-registration": the host's federated assertion, posted once app and brand are validated.
   * The reply's status names the outcome for the tables: SAML_SUCCESS (with the registration token) or SAML_FAILED.
   */
  samlAssertion: async ({ env }) => {
    const saml = env.config.samlInput;
    const reply = await env.api.samlAssertion({
      SAMLResponse: saml?.SAMLResponse ?? '',
      RelayState: saml?.RelayState ?? '',
      wgtRequest: true,
      transport: 'POST',
      appDomain: env.config.cookieDomain,
      appId: env.config.appId,
      brandId: env.config.brandId,
      language: env.config.locale,
    });
    return {
      ...reply,
      nextAction: reply.nextAction || (reply.status === 'success' && reply.token ? 'SAML_SUCCESS' : 'SAML_FAILED'),
    };
  },

  /** phoneId and deliveryMethod both set and not EMAIL → MNO (the operator consent first); otherwise SEND */
  selfRegDeliveryMethod: async ({ env, state }) =>
    deliveryOutcome(await env.api.selfRegDeliveryMethod(state.flow.context.regToken ?? '')),

  /** the reference-id variant (REF and TargetResource on the host page): token and delivery method in one reply */
  svDeliveryDetail: async ({ env }) => {
    const reply = await env.api.svDeliveryDetail({
      TargetResource: env.config.queryTargetResource ?? '',
      REF: env.config.queryRef ?? '',
    });
    return reply.status === 'success' && reply.token
      ? deliveryOutcome(reply)
      : { ...reply, nextAction: reply.nextAction || 'SAML_FAILED' };
  },

  /** registers the federated user, which sends the first code (VALIDATE_SV) */
  register: ({ env, state }) => env.api.register(state.flow.context.regToken ?? ''),
};
