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
    const options = reply.options;
    const texts = toMessage(reply.messages).texts ?? [];
    if (texts.some((t) => t.toLowerCase().includes(NOT_AUTHORIZED))) return 'NOT_AUTHORIZED';
    const voice = app.isVoiceDisabled !== true;
    // a contact to send a code to, or a factor the user passes without one (a passkey, an authenticator app to use or
    // set up, recovery codes left): an account with an app and no phone or address still has something to offer
    const contact = !!options && (options.mobile.length + (voice ? options.landline.length : 0) > 0 || !!options.email);
    const any = contact || (!!options && (options.passkey || !!options.totp || options.recoveryCode));
    return any ? 'SV_OPTIONS' : 'NO_OPTIONS';
  },
  assertion: ({ reply }) => (lower(reply.status) === 'success' && reply.token ? 'SAML_SUCCESS' : 'SAML_FAILED'),
  deliveryMethod,
  referenceDetail: (x) => (lower(x.reply.status) === 'success' && x.reply.token ? deliveryMethod(x) : 'SAML_FAILED'),
};
