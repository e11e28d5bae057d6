// The flow slice: which page and flow are current, the message box, the wait overlay and the non-secret context
// that later pages need. Actions are events; the reducers never see a password or a code.
import { leanSlice } from '../app/leanSlice';
import type { EffectRef, FlowId } from '../data/types';
import type { DeliveryOptions, FlowReply, MessageState } from '../api/envelope';

export interface Captcha {
  html: string;
  token?: string;
  imageUrl?: string;
  audioUrl?: string;
}

export interface FlowContext {
  /** the user id as typed (trimmed), kept for later panels and for the sign-on form after a failure */
  userId?: string;
  /** temporary | forced | grace | expiring (docs/panels.md panel 7) */
  passwordState?: string;
  captcha?: Captcha | null;
  /** set by session-expiry handling (docs/messages.md "Failures") */
  sessionTimedOut?: boolean;
  svAttempts?: number;
  phoneId?: string;
  targetUrl?: string;
  /** when the last code was sent (client clock), for "sent 1 minute ago" and the resend countdown */
  codeSentAt?: number;
  /** the non-secret contact details of the last send-code request, re-sent by "resend" (docs/flows.md) */
  lastSend?: Record<string, unknown>;
  /** the nextAction the password step ended with, for the final dialog's continue rules */
  finalAction?: string;
  /** the page the Warning dialog goes back to */
  returnTo?: string;
  /** the confirm-profile data (docs/panels.md panel 8), as display values */
  profile?: Record<string, unknown>;
  /** where a step-up or two-factor code can go (masked numbers and address, never the full ones) */
  deliveryOptions?: DeliveryOptions;
  /** the self-registration token from the verified assertion (bound to the server session) */
  regToken?: string;
  /** the two-factor result reported to the host's callback (SUCCESS | FAILED); once set the code panel hides */
  twoFactorStatus?: string;
  /** a request to send again or a page to come back to once a check owed first has passed (src/flow/retryEffects.ts) */
  retry?: string | null;
  /** anything else a request keeps by name ("keep" and "keepSent" in flows/) */
  [kept: string]: unknown;
}

/**
 * The transition last taken (its row and where it came from). Not the reply: the listener reads that from the action,
 * and the store keeps nothing a server sent beyond what a page needs (a reply can be large, or anything at all).
 */
export interface LastTransition {
  seq: number;
  from: string | null;
  goto?: string;
  effects: EffectRef[];
  source: string;
}

export interface FlowState {
  page: string | null;
  flow: FlowId;
  busy: boolean;
  wait: boolean;
  message: MessageState | null;
  embeddedMessage: MessageState | null;
  /** the page open when the message was given: the page it belongs to (messageFor below) */
  messagePage: string | null;
  context: FlowContext;
  last: LastTransition | null;
  /** bumps whenever a panel should move focus to its message box */
  focusMessageSeq: number;
  closed: boolean;
  /** bumps when a flow's chunk arrives, so the page it holds is drawn */
  loadedFlows: number;
}

export const initialFlowState: FlowState = {
  page: null,
  flow: 'LOGIN',
  busy: false,
  wait: true,
  message: null,
  embeddedMessage: null,
  messagePage: null,
  context: {},
  last: null,
  focusMessageSeq: 0,
  closed: false,
  loadedFlows: 0,
};

export interface TransitionedPayload {
  from: string | null;
  goto?: string;
  flow?: FlowId;
  effects: EffectRef[];
  source: string;
  reply?: FlowReply;
  /** a request that failed: the message key of its reason and the HTTP status, if any (shown as REQUEST_FAILED) */
  failure?: { key: string; status: string };
  /** taken without the user: the reply to a request an effect made (not a press or a submit) */
  auto?: boolean;
  /** what the row answers: the reply's nextAction, or the client's REQUEST_FAILED / SESSION_EXPIRED */
  action?: string;
}

type S = FlowState;
const inContext = (s: S, context: FlowContext): S => ({ ...s, context: { ...s.context, ...context } });

export const flowSlice = leanSlice('flow', initialFlowState, {
  requestStarted: (s: S): S => ({ ...s, busy: true, wait: true, message: null, embeddedMessage: null }),
  requestSettled: (s: S): S => ({ ...s, busy: false, wait: false }),
  transitioned: (s: S, { from, goto, flow, effects, source }: TransitionedPayload): S => {
    if (s.closed) return s;
    const last = { seq: (s.last?.seq ?? 0) + 1, from, goto, effects, source };
    return { ...s, page: goto || s.page, flow: flow || s.flow, last };
  },
  waitShown: (s: S): S => ({ ...s, wait: true }),
  waitHidden: (s: S): S => ({ ...s, wait: false }),
  messageShown: (s: S, message: MessageState): S => ({ ...s, message, messagePage: s.page }),
  messageFocused: (s: S): S => ({ ...s, focusMessageSeq: s.focusMessageSeq + 1 }),
  embeddedMessageShown: (s: S, embeddedMessage: MessageState): S => ({ ...s, embeddedMessage, messagePage: s.page }),
  messageCleared: (s: S): S => ({ ...s, message: null, embeddedMessage: null }),
  userIdRemembered: (s: S, userId: string) => inContext(s, { userId }),
  passwordStateMarked: (s: S, passwordState: string) => inContext(s, { passwordState }),
  captchaReceived: (s: S, captcha: Captcha | null) => inContext(s, { captcha }),
  codeSent: (s: S, codeSentAt: number) => inContext(s, { codeSentAt }),
  /** what a request keeps of its reply and its (non-secret) payload, by the names its data gives (docs/api.md) */
  replyKept: (s: S, kept: Record<string, unknown>) => inContext(s, kept),
  attemptsReset: (s: S) => inContext(s, { svAttempts: 0 }),
  finalActionNoted: (s: S, finalAction: string) => inContext(s, { finalAction }),
  returnPointSet: (s: S, returnTo: string | undefined) => inContext(s, { returnTo }),
  twoFactorStatusSet: (s: S, twoFactorStatus: string) => inContext(s, { twoFactorStatus }),
  sessionTimedOut: (s: S) => inContext(s, { sessionTimedOut: true }),
  /** a page in a given state without a journey to it (the panel gallery) */
  restored: (s: S, p: { page: string; flow: FlowId; context?: FlowContext; message?: MessageState | null }): S => ({
    ...s,
    page: p.page,
    flow: p.flow,
    context: p.context ?? {},
    message: p.message ?? null,
    messagePage: p.page,
    wait: false,
  }),
  flowLoaded: (s: S): S => ({ ...s, loadedFlows: s.loadedFlows + 1 }),
  widgetClosed: (s: S): S => ({ ...s, closed: true, wait: false }),
});

export const flowActions = flowSlice.actions;

/**
 * The message box of an open page: the message given while that page was open (docs/host.md "DOM hooks",
 * docs/messages.md "Where messages show"). A dialog opened over a panel does not show the panel's message, and the
 * panel shows it again when the dialog closes; a dialog's own message stays with the dialog. A page that draws nothing
 * (`drawn` false: an action page, or one of a flow not loaded) hands its message on to the page it opens.
 */
export function messageFor(s: FlowState, page: string, drawn: (page: string) => boolean): MessageState | null {
  const owner = s.messagePage;
  const own = owner === null || owner === page || !drawn(owner);
  return own ? (s.message ?? s.embeddedMessage) : null;
}
