// THE registry of named effects the flow tables may list. Each is implemented once, here or in a module it spreads in
// (src/flow/navigation.ts); the data check fails on a name that is missing. Effects are the only code that navigates, calls host callbacks or makes follow-up calls.
import { hasMessages, toMessage, type MessageState } from '../api/envelope';
import { sessionActions } from '../app/sessionSlice';
import { formatContact, type ContactIn } from '../form/phones';
import type { Effect } from './effectTypes';
import { flowActions } from './flowSlice';
import { navigationEffects } from './navigation';
import { submitPanel } from './thunks';
import { runRequest } from '../api/requests';
import { computeFacts } from './guards';

const keyMessage = (
  key: string,
  type: MessageState['type'] = 'ERROR',
  params?: Record<string, string>,
): MessageState => (params ? { type, key, params } : { type, key });

export const effects: Record<string, Effect> = {
  /**
   * The reply's messages in the message box, focused. With none (`{}`, absent): the value's key as a confirmation;
   * else a dialog, which exists to say something, says SYSTEM_ERROR and a form panel shows nothing (docs/messages.md).
   */
  showMessage: ({ dispatch, getState, env, reply, value }) => {
    if (!hasMessages(reply?.messages)) {
      const page = getState().flow.page;
      const dialog = !!page && env.tables.pages[page]?.kind === 'dialog';
      if (value === undefined && !dialog) return void dispatch(flowActions.messageCleared());
      dispatch(flowActions.messageShown(value === undefined ? toMessage({}) : keyMessage(String(value), 'INFO')));
    } else dispatch(flowActions.messageShown(toMessage(reply?.messages)));
    dispatch(flowActions.messageFocused());
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
  /** the captcha's refresh button: a new challenge from the server (the old one stays if that fails) */
  refreshCaptcha: async (ctx) => {
    try {
      const reply = await ctx.env.api.refreshCaptcha();
      if (reply.captcha) await effects.showCaptcha({ ...ctx, reply });
    } catch (e) {
      ctx.env.report('AuthWidget: the captcha could not be refreshed', (e as Error).message);
    }
  },
  markPassword: ({ dispatch, value }) => {
    dispatch(flowActions.passwordStateMarked(String(value)));
  },
  /** a code was sent: when (for "sent 1 minute ago" and the resend countdown); the request kept attempts and phone id */
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
   * A request of the flow tables made in the background: no wait message and no transition; what it keeps goes into
   * the flow context. It is not sent again while everything it keeps is there (the country codes: once per widget); a
   * failure is reported and the panel carries on without it.
   */
  fetch: async ({ dispatch, getState, env, value }) => {
    const name = String(value);
    if (!env.tables.requests[name]) await env.ensure({ request: name }).catch(() => undefined);
    const def = env.tables.requests[name];
    if (!def) return env.report(`AuthWidget: no request named ${name}`);
    const kept = Object.keys(def.keep ?? {}).map((k) => k.split('.')[0]);
    const context = getState().flow.context as Record<string, unknown>;
    if (kept.length && kept.every((k) => context[k] !== undefined)) return;
    try {
      const state = getState();
      const result = await runRequest(name, def, { env, state, formData: {}, facts: computeFacts(state, env) });
      if (Object.keys(result.kept).length) dispatch(flowActions.replyKept(result.kept));
    } catch (e) {
      env.report(`AuthWidget: request ${name} failed`, (e as Error).message);
    }
  },
  /** the confirm-profile data, formatted for display (docs/panels.md panel 8) */
  loadProfile: async (ctx) => {
    const { dispatch, getState, env } = ctx;
    const userId = getState().flow.context.userId ?? '';
    dispatch(flowActions.waitShown());
    try {
      const user = await env.api.userProfile(userId);
      const str = (v: unknown) => (typeof v === 'string' ? v : '');
      dispatch(
        flowActions.profileLoaded({
          userId: str(user.userId) || userId,
          firstName: str(user.firstName),
          middleInitial: str(user.middleInitial),
          lastName: str(user.lastName),
          email: str(user.emailId),
          phones: (Array.isArray(user.contacts) ? user.contacts : []).map((c) => formatContact(c as ContactIn)),
        }),
      );
      dispatch(flowActions.waitHidden());
    } catch (e) {
      env.report('AuthWidget: the profile could not be fetched', (e as Error).message);
      dispatch(flowActions.waitHidden());
      ctx.follow({ goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'SYSTEM_ERROR' }] });
    }
  },
  /** runs a named request as the page's submit would, with no form values (e.g. RESEND → sendCode) */
  sendRequest: async ({ dispatch, getState, value }) => {
    const page = getState().flow.page;
    if (page) await dispatch(submitPanel(page, {}, [], String(value), true));
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
   * the new session id and its CSRF token. Until the token arrives the old one is gone (continue waits for it).
   */
  /** the new server session's id and CSRF token, with the wait message up meanwhile (a retry can take a while) */
  refreshSessionId: async ({ dispatch, env }) => {
    dispatch(sessionActions.csrfTokenCleared());
    dispatch(flowActions.waitShown());
    try {
      dispatch(sessionActions.sessionIdReceived(await env.api.sessionId()));
      dispatch(sessionActions.csrfTokenReceived(await env.api.csrfToken()));
    } catch (e) {
      env.report('AuthWidget: could not refresh the session id', (e as Error).message);
    } finally {
      dispatch(flowActions.waitHidden());
    }
  },
  showWait: ({ dispatch }) => {
    dispatch(flowActions.waitShown());
  },
  ...navigationEffects,
  callAppCallback: ({ env, value }) => {
    env.host.appCallback(String(value));
  },
  closeWidget: ({ env }) => {
    env.host.close();
  },
  /** LOG_OUT: ends the server session, then calls the logout callback whatever the server said */
  logoff: async ({ env, dispatch }) => {
    dispatch(flowActions.waitShown());
    try {
      await env.api.logout();
    } catch (e) {
      env.report('AuthWidget: logout request failed', (e as Error).message);
    }
    dispatch(flowActions.waitHidden());
    env.host.logoutCallback();
    env.host.close();
  },
  reloadWithSessionExpired: ({ env }) => {
    env.host.reload({ sessionExpired: 'true' });
  },
};
