// Replies that carry no nextAction of their own: a request's "outcome" (flows/) names one for the flow tables from
// the reply (docs/api.md "Payload details"). Named in data, implemented once here.
import { hasMessages, toMessage, type FlowReply } from './envelope';

export interface OutcomeInput {
  reply: FlowReply & Record<string, unknown>;
  /** the app settings (e.g. whether voice is offered) */
  app: Record<string, unknown>;
}

/** docs/flows.md "Delivery options": this text in the options reply sends the user to the error page. */
const NOT_AUTHORIZED = 'you are not authorized to perform the action';
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : '');

function deliveryMethod({ reply }: OutcomeInput): string {
  const method = typeof reply.deliveryMethod === 'string' ? reply.deliveryMethod : '';
  const mno = !!reply.phoneId && !!method && method !== 'EMAIL';
  return hasMessages(reply.messages) && !method ? 'ERROR' : mno ? 'MNO' : 'SEND';
}

/** THE outcomes: used only when the reply's nextAction is empty (meanings: src/data/docs/). */
export const OUTCOMES: Record<string, (x: OutcomeInput) => string> = {
  deliveryOptions: ({ reply, app }) => {
    const options = reply.options as { mobile: unknown[]; landline: unknown[]; email: string | null } | undefined;
    const texts = toMessage(reply.messages).texts ?? [];
    if (texts.some((t) => t.toLowerCase().includes(NOT_AUTHORIZED))) return 'NOT_AUTHORIZED';
    const voice = app.isVoiceDisabled !== true;
    const any = !!options && (options.mobile.length + (voice ? options.landline.length : 0) > 0 || !!options.email);
    return any ? 'SV_OPTIONS' : 'NO_OPTIONS';
  },
  assertion: ({ reply }) => (lower(reply.status) === 'success' && reply.token ? 'SAML_SUCCESS' : 'SAML_FAILED'),
  deliveryMethod,
  referenceDetail: (x) => (lower(x.reply.status) === 'success' && x.reply.token ? deliveryMethod(x) : 'SAML_FAILED'),
};
