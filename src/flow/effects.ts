// THE registry of named effects the flow tables may list. Each is implemented once, here or in a module it spreads in
// (src/flow/navigation.ts); the data check fails on a name that is missing. Effects are the only code that navigates,
// calls host callbacks or makes follow-up calls.
import { hasMessages, toMessage, type FlowReply, type MessageState } from '../api/envelope';
import type { Effect } from './effectTypes';
import { flowActions } from './flowSlice';
import { navigationEffects } from './navigation';
import { passkeyEffects } from './passkeyEffects';
import { submitPanel } from './thunks';
import { keepResult, renewSession } from './start';
import { requestDef, runOutsideSubmit } from './namedRequest';

const keyMessage = (
  key: string,
  type: MessageState['type'] = 'ERROR',
  params?: Record<string, string>,
): MessageState => (params ? { type, key, params } : { type, key });

/** The reply's messages in the box; with none, the value's key as a message of this type (showMessage's rules). */
function showReplyOr(
  { dispatch, getState, env, reply, value, moved }: Parameters<Effect>[0],
  type: MessageState['type'],
) {
  let shown: MessageState;
  if (!hasMessages(reply?.messages)) {
    const page = getState().flow.page;
    const dialog = !!page && env.tables.pages[page]?.kind === 'dialog';
    if (value === undefined && !dialog) return void dispatch(flowActions.messageCleared());
    shown = value === undefined ? toMessage({}) : keyMessage(String(value), type);
  } else shown = toMessage(reply?.messages);
  dispatch(flowActions.messageShown(shown));
  if (!moved || shown.type === 'ERROR') dispatch(flowActions.messageFocused());
}

export const effects: Record<string, Effect> = {
  /**
   * The reply's messages in the message box. With none (`{}`, absent): the value's key as a confirmation; else a
   * dialog, which exists to say something, says SYSTEM_ERROR and a form panel shows nothing (docs/messages.md). The
   * box takes focus when it reports a failure or the panel stays (a failed submit, "VALIDATE_SV stays and shows the
   * message"); a panel that opens with a notice ("We sent a code") keeps focus on its first empty field, and the
   * notice is announced by its live region (docs/host.md "Focus and keyboard").
   */
  showMessage: (args) => showReplyOr(args, 'INFO'),
  /** As showMessage, but the value's key is information (type OTHER: "Sign on to open your settings"), never drawn
   * and announced as a confirmation (docs/messages.md). */
  showInformation: (args) => showReplyOr(args, 'OTHER'),
  /**
   * The reply's messages drawn as a warning, whatever type the server gave (a grace period's "N days left" is no
   * error), focus left on the panel's first field. The type stays the server's: data-message-type is a hook hosts'
   * CSS and tests read, and the role follows it (docs/host.md "DOM hooks"); the tone says how it is drawn and announced
   * (docs/messages.md "Said once, for what it is"). With none: the value's key, a warning the widget makes (OTHER).
   */
  showWarning: ({ dispatch, reply, value }) => {
    if (!hasMessages(reply?.messages) && value === undefined) return void dispatch(flowActions.messageCleared());
    const shown = hasMessages(reply?.messages) ? toMessage(reply?.messages) : keyMessage(String(value), 'OTHER');
    dispatch(flowActions.messageShown({ ...shown, tone: 'warning' }));
  },
  showMessageKey: ({ dispatch, value }) => {
    dispatch(flowActions.messageShown(keyMessage(String(value))));
    dispatch(flowActions.messageFocused());
  },
  /** embedded sign-on: the message goes to the host's loginErrorContainer */
  showEmbeddedMessage: ({ dispatch, reply }) => {
    dispatch(flowActions.embeddedMessageShown(toMessage(reply?.messages)));
  },
  showEmbeddedMessageKey: ({ dispatch, value }) => {
    dispatch(flowActions.embeddedMessageShown(keyMessage(String(value))));
  },
  /** "Request Failed: <reason>", the reason in the user's language (e.g. the HTTP status's name) */
  showRequestFailed: ({ dispatch, failure }) => {
    const reason = failure ?? { key: 'failure.unexpected', status: '' };
    dispatch(
      flowActions.messageShown({
        type: 'ERROR',
        key: 'REQUEST_FAILED',
        params: { status: reason.status },
        paramKeys: { detail: reason.key },
      }),
    );
    dispatch(flowActions.messageFocused());
  },
  clearMessage: ({ dispatch }) => {
    dispatch(flowActions.messageCleared());
  },
  focusMessage: ({ dispatch }) => {
    dispatch(flowActions.messageFocused());
  },
  /** captcha markup (sanitized when drawn) and its parameters; none in the reply empties the captcha area */
  showCaptcha: ({ dispatch, reply }) => {
    const p = reply?.captchaParameters;
    dispatch(
      flowActions.captchaReceived(
        reply?.captcha ? { html: reply.captcha, token: p?.token, imageUrl: p?.imageUrl, audioUrl: p?.audioUrl } : null,
      ),
    );
  },
  markPassword: ({ dispatch, value }) => {
    dispatch(flowActions.passwordStateMarked(String(value)));
  },
  /**
   * a code was sent: when (for "sent 1 minute ago" and the resend countdown); the request kept attempts and phone id
   */
  noteCodeSent: ({ dispatch }) => {
    dispatch(flowActions.codeSent(Date.now()));
  },
  /** CPW after a valid code: attempts reset to 0 */
  resetAttempts: ({ dispatch }) => {
    dispatch(flowActions.attemptsReset());
  },
  noteFinalAction: ({ dispatch, reply }) => {
    if (reply?.nextAction) dispatch(flowActions.finalActionNoted(reply.nextAction));
  },
  /**
   * A request of the flow tables made outside a submit: no transition, and no wait message unless the request asks for
   * one; what it keeps goes into the flow context. `once`: not sent again while all it keeps is there. A failure is
   * reported and the panel carries on, or with `failure: "error"` (also when a kept field is missing) the error dialog.
   */
  fetch: async (ctx) => {
    const { dispatch, getState, env } = ctx;
    const name = String(ctx.value);
    const def = await requestDef(env, name);
    if (!def) return;
    const kept = Object.keys(def.keep ?? {}).map((k) => k.split('.')[0]);
    const context = getState().flow.context as Record<string, unknown>;
    if (def.once && kept.length && kept.every((k) => context[k] !== undefined)) return;
    if (def.wait) dispatch(flowActions.waitShown());
    let failed: string | null = null;
    // (with act: a reply that names a nextAction, acted on once the wait is down)
    let owed: FlowReply | null = null;
    try {
      const result = await runOutsideSubmit(env, getState, name, def);
      keepResult(dispatch, result);
      env.secrets.keep(result.secrets, getState().flow.page);
      if (def.act && result.reply.nextAction) owed = result.reply;
      const missing = kept.filter((k) => result.kept[k] === undefined);
      if (def.failure === 'error' && missing.length) failed = `the reply has no ${missing.join(', ')}`;
    } catch (e) {
      failed = (e as Error).message;
    }
    if (def.wait) dispatch(flowActions.waitHidden());
    if (owed) return ctx.actOn(owed);
    if (failed === null) return;
    env.report(`AuthWidget: request ${name} failed`, failed);
    if (def.failure === 'error')
      ctx.follow({ goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'SYSTEM_ERROR' }] });
  },
  /** runs a named request as the page's submit would, with no form values (e.g. RESEND → sendCode) */
  sendRequest: async ({ dispatch, getState, value }) => {
    const page = getState().flow.page;
    if (page) await dispatch(submitPanel(page, {}, { request: String(value), auto: true }));
  },
  /** value SUCCESS | FAILED: the two-factor result goes to the host's callback; the code panel hides */
  twoFactorResult: ({ dispatch, env, value }) => {
    dispatch(flowActions.twoFactorStatusSet(String(value)));
    env.host.appCallback(String(value));
  },
  /** continue to the application: the host's returnToAppCallback */
  returnToApp: ({ env }) => {
    env.host.returnToApp();
  },
  reloadPage: ({ env }) => {
    env.host.reload({});
  },
  /** on entering a dialog that can send the user back: where they came from */
  rememberReturn: ({ dispatch, getState }) => {
    dispatch(flowActions.returnPointSet(getState().flow.last?.from ?? undefined));
  },
  returnToPreviousPage: (ctx) => {
    const back = ctx.getState().flow.context.returnTo;
    if (back) {
      ctx.env.drafts.returnTo(back); // the panel comes back with what the user had typed
      ctx.follow({ goto: back, effects: [] });
    } else ctx.env.host.close();
  },
  markSessionExpired: ({ dispatch }) => {
    dispatch(flowActions.sessionTimedOut());
  },
  /**
   * After a server-side expiry, or a sign-on that stays in the widget (the server starts a new session on sign-on):
   * the "renew" requests of the session (the new session id and its CSRF token), the wait message up meanwhile.
   */
  refreshSessionId: async ({ dispatch }) => {
    await dispatch(renewSession());
  },
  /**
   * value: a page. The reply (or failure) is answered as that page answers it, on that page when its row names none:
   * an action page that waits on a request answers as the panel it stands for (IDP_RESUME as LOGIN_PAGE).
   */
  answerAs: ({ answerAs, value }) => answerAs(String(value)),
  showWait: ({ dispatch }) => {
    dispatch(flowActions.waitShown());
  },
  ...passkeyEffects,
  ...navigationEffects,
  callAppCallback: ({ env, value }) => {
    env.host.appCallback(String(value));
  },
  closeWidget: ({ env }) => {
    env.host.close();
  },
  /** the host's logout callback (LOG_OUT, after the logout request) */
  logoutCallback: ({ env }) => {
    env.host.logoutCallback();
  },
  reloadWithSessionExpired: ({ env }) => {
    env.host.reload({ sessionExpired: 'true' });
  },
};
