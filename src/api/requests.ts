// The named requests a page's primary button makes ("request" in flows/). Each builds its payload from the form
// values and the non-secret state, and returns the flow reply. Form values are passed in, never stored.
import type { Env } from '../app/env';
import type { RootState } from '../app/store';
import type { FlowReply } from './envelope';

export interface RequestContext {
  env: Env;
  state: RootState;
  formData: Record<string, unknown>;
}

type Request = (ctx: RequestContext) => Promise<FlowReply>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

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
};
