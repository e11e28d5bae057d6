// Reading the wire: flow replies and the message object of docs/messages.md.
import { ApiFailure, CEREMONY_ACTIONS } from './failure';

export type MessageType = 'ERROR' | 'INFO' | 'OTHER';

/** A message as the store keeps it: server texts (already past the pipe rule), or a message key to localize. */
export interface MessageState {
  type: MessageType;
  texts?: string[];
  key?: string;
  params?: Record<string, string>;
  /** parameters that are message keys themselves, translated (with `params`) before the message is formatted */
  paramKeys?: Record<string, string>;
  /** a notice the flow table marks as a warning (effect showWarning): data-message-type stays the server's type (and
   * the role with it), the box is drawn and announced as a warning (data-message-tone) */
  tone?: 'warning';
}

/** docs/api.md: phone id → display number per kind, and one (masked) e-mail address. */
export interface DeliveryOptions {
  mobile: [string, string][];
  landline: [string, string][];
  email: string | null;
  /** the user may check with a passkey instead (docs/host.md "Passkeys") */
  passkey: boolean;
  /** an authenticator app the user has (ENROLLED) or may set up (NOT_ENROLLED); absent: not offered */
  totp?: 'ENROLLED' | 'NOT_ENROLLED';
  /** the user has recovery codes left */
  recoveryCode: boolean;
}

/** The fields of a flow reply the widget reads (docs/api.md). Everything else is ignored. */
export interface FlowReply {
  nextAction: string;
  messages: unknown;
  sessionExpired?: boolean;
  targetUrl?: string;
  svAttempts?: number;
  phoneId?: string;
  captcha?: string;
  captchaParameters?: { token?: string; imageUrl?: string; audioUrl?: string };
  /** set by the request, not the server: the non-secret part of what was sent (the resend repeats it) */
  sent?: Record<string, unknown>;
  /** set by the delivery-options request */
  options?: DeliveryOptions;
}

const MAX_TEXT = 2000;

/** "code|text" shows the text after the first pipe. */
export function afterPipe(text: string): string {
  const i = text.indexOf('|');
  return (i >= 0 ? text.slice(i + 1) : text).trim().slice(0, MAX_TEXT);
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [afterPipe(value)];
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      if (typeof item === 'string') return [afterPipe(item)];
      if (item && typeof item === 'object') {
        const o = item as Record<string, unknown>;
        const t = o.detail ?? o.message;
        return typeof t === 'string' ? [afterPipe(t)] : [];
      }
      return [];
    });
  }
  return [];
}

/** `messages: {}` (or absent, null, an empty list) means "no messages". */
export function hasMessages(messages: unknown): boolean {
  if (Array.isArray(messages)) return messages.length > 0;
  return !!messages && typeof messages === 'object' && Object.keys(messages).length > 0;
}

export function messageType(messages: unknown): MessageType {
  const o = (messages && typeof messages === 'object' ? messages : {}) as Record<string, unknown>;
  const type = typeof o.type === 'string' ? o.type.toUpperCase() : '';
  const status = typeof o.status === 'string' ? o.status.toLowerCase() : '';
  if (type === 'ERROR' || status === 'failed') return 'ERROR';
  if (type === 'INFO' || status === 'success') return 'INFO';
  return 'OTHER';
}

/** docs/messages.md: type or status picks the theme; detail or message (text or list) is shown; none → SYSTEM_ERROR. */
export function toMessage(messages: unknown, fallbackType: MessageType = 'ERROR'): MessageState {
  const o = (messages && typeof messages === 'object' && !Array.isArray(messages) ? messages : {}) as Record<
    string,
    unknown
  >;
  const texts = Array.isArray(messages) ? textsOf(messages) : textsOf(o.detail ?? o.message).filter(Boolean);
  const type = hasMessages(messages) && !Array.isArray(messages) ? messageType(messages) : fallbackType;
  return texts.length ? { type, texts } : { type: type === 'OTHER' ? fallbackType : type, key: 'SYSTEM_ERROR' };
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Picks the known fields out of a parsed reply; a reply without `messages` is a session expiry (docs/api.md). */
export function readFlowReply(body: unknown): FlowReply {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !('messages' in body)) {
    throw new ApiFailure('SESSION_EXPIRED', 'expired', 'reply without messages');
  }
  const b = body as Record<string, unknown>;
  const params =
    b.captchaParameters && typeof b.captchaParameters === 'object'
      ? (b.captchaParameters as Record<string, unknown>)
      : undefined;
  const next = typeof b.nextAction === 'string' && b.nextAction ? b.nextAction.slice(0, 100) : '';
  const reply: FlowReply = {
    // what the widget itself says of a passkey ceremony is never the server's to say: read as no nextAction
    nextAction: (CEREMONY_ACTIONS as readonly string[]).includes(next) ? '' : next,
    messages: b.messages ?? {},
  };
  if (b.sessionExpired === true || b.sessionExpired === 'true') reply.sessionExpired = true;
  if (str(b.targetUrl)) reply.targetUrl = str(b.targetUrl);
  if (typeof b.svAttempts === 'number' && Number.isFinite(b.svAttempts)) reply.svAttempts = b.svAttempts;
  else if (typeof b.svAttempts === 'string' && /^\d+$/.test(b.svAttempts)) reply.svAttempts = Number(b.svAttempts);
  if (str(b.phoneId) ?? (typeof b.phoneId === 'number' ? String(b.phoneId) : undefined))
    reply.phoneId = String(b.phoneId);
  if (str(b.captcha)) reply.captcha = str(b.captcha);
  if (params)
    reply.captchaParameters = {
      token: str(params.token),
      imageUrl: str(params.imageUrl),
      audioUrl: str(params.audioUrl),
    };
  return reply;
}
