// The flow's async steps: submitting a panel, raising a client event (starting the widget: src/flow/start.ts).
// Plain thunks on purpose: createAsyncThunk would copy the form values (passwords) into actions.
import type { FlowReply } from '../api/envelope';
import { ApiFailure } from '../api/failure';
import { runRequest } from '../api/requests';
import type { AppThunk } from '../app/state';
import { flowActions } from './flowSlice';
import { computeFacts } from './guards';
import { resolveTransition } from './resolveTransition';
import { keepResult, makeRequestWith, sessionSettled, systemError } from './start';

/** What a transition carries of a failure: the reason's message key and the status it names (never a reply). */
const shownFailure = (f: ApiFailure) => ({ key: f.key, status: f.status === undefined ? '' : String(f.status) });

/** How a panel's primary button is pressed, besides the page and its values. */
export interface SubmitOptions {
  /** what the flow context keeps of the values (the user id) */
  remember?: string[];
  /** a request other than the page's own */
  request?: string;
  /** an effect runs the request (a loader, a resend), not the user; the listener counts such steps to stop a server
   * that leads in circles */
  auto?: boolean;
  /** a passkey ceremony's result the request sends (the browser's autofill): never stored */
  ceremony?: Record<string, unknown>;
  /**
   * The press is settled, before the row for what came of it runs: `answered` (a reply, a refusal, a failure with a
   * response; at once when it sends no request), so the panel resets its form as docs/product.md says (the user id
   * kept, the password gone) in the frame the answer is drawn, not at the press: what was typed stays in sight while
   * the request is out. Not answered (a timeout, a dropped connection, a gateway's 502-504, a cancelled passkey): the
   * panel keeps what the user typed; nothing was refused.
   */
  onSettled?: (answered: boolean) => void;
}

/** The primary button of a page: its named request, then the row for the reply's nextAction. */
export const submitPanel =
  (page: string, formData: Record<string, unknown>, opts: SubmitOptions = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    const def = env.tables.pages[page];
    // what a field's value names instead of the page's own request: an event ("eventFor") or a request ("requestFor")
    const byValue = (map: Record<string, Record<string, string>> = {}) => {
      for (const [field, m] of Object.entries(map))
        if (Object.hasOwn(m, String(formData[field]))) return m[String(formData[field])];
    };
    const { remember = [], request: requestName, auto = false, ceremony } = opts;
    const event = requestName ? undefined : byValue(def?.eventFor);
    const name = requestName ?? byValue(def?.requestFor) ?? def?.request;
    if (event || !name) {
      opts.onSettled?.(true);
      return void (await dispatch(raiseEvent(page, event ?? 'SUBMIT')));
    }
    if (getState().flow.busy) return; // one request at a time, however often the button is pressed
    const settling = sessionSettled(env);
    if (settling) {
      // the start calls (CSRF token, session id) may still be out: busy, with the wait message, until they are in
      dispatch(flowActions.requestStarted());
      await settling;
      dispatch(flowActions.requestSettled());
      if (getState().flow.closed || getState().flow.page !== page) return;
    }
    if (!env.tables.requests[name]) {
      try {
        await env.ensure({ request: name }); // a request of a flow not loaded yet (src/data/load.ts)
      } catch (e) {
        env.report(`AuthWidget: the flow of request ${name} could not be loaded`, (e as Error).message);
      }
      if (getState().flow.busy) return;
    }
    const request = env.tables.requests[name];
    if (!request) {
      env.report(`AuthWidget: no request named ${name}`);
      dispatch(flowActions.transitioned({ from: page, source: `${page}/request/${name}`, ...systemError }));
      return;
    }
    const before = getState(); // the request reads the captcha token before the captcha area is emptied
    dispatch(flowActions.requestStarted());
    dispatch(flowActions.captchaReceived(null));
    if (remember.includes('userId') && typeof formData.userId === 'string') {
      dispatch(flowActions.userIdRemembered(formData.userId.replace(/\s+/g, '')));
    }
    let reply: FlowReply | undefined;
    let failure: ApiFailure | undefined;
    try {
      const facts = computeFacts(before, env);
      const result = await runRequest(name, request, { env, state: before, formData, facts, ceremony });
      reply = result.reply;
      keepResult(dispatch, result);
      env.secrets.keep(result.secrets, null); // for the page this reply leads to
    } catch (e) {
      failure =
        e instanceof ApiFailure
          ? e
          : new ApiFailure('REQUEST_FAILED', 'unexpected', (e as Error)?.message || String(e));
    }
    dispatch(flowActions.requestSettled());
    opts.onSettled?.(!failure?.unanswered);
    const action = failure ? failure.kind : (reply?.nextAction ?? '');
    const t = resolveTransition(
      env.tables,
      { kind: 'on', page, action },
      { ...computeFacts(getState(), env, reply), request: name },
    );
    if (!t) {
      env.report(`AuthWidget: no row for ${page} / ${action}`);
      dispatch(flowActions.transitioned({ from: page, source: `${page}/on/${action}`, ...systemError, auto }));
      return;
    }
    dispatch(
      flowActions.transitioned({ from: page, ...t, reply, failure: failure && shownFailure(failure), auto, action }),
    );
    if (failure?.kind === 'REQUEST_FAILED') await dispatch(logError(page, failure));
  };

/** What a control keeps in the flow context as it raises its event. */
export type Kept = Record<string, unknown>;

/** A client event (a button, the close control, Escape): the page's events rows. `keep`: what the control keeps in
 * the flow context first (the element of a list control: the identity provider pressed). */
export const raiseEvent =
  (page: string, event: string, keep?: Kept): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    if (keep) dispatch(flowActions.replyKept(keep));
    const t = resolveTransition(env.tables, { kind: 'events', page, action: event }, computeFacts(getState(), env));
    if (t) {
      dispatch(flowActions.transitioned({ from: page, ...t }));
    } else if (event === 'CLOSE') {
      env.host.close();
    } else {
      env.report(`AuthWidget: no row for ${page} / events / ${event}`);
      dispatch(flowActions.transitioned({ from: page, source: `${page}/events/${event}`, ...systemError }));
    }
  };

/** docs/messages.md: errors that come with a response go to the error-log request; if that fails, SYSTEM_ERROR. */
const logError =
  (page: string, failure: ApiFailure): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    const correlationId = failure.correlationId ?? globalThis.crypto?.randomUUID?.() ?? `aw-${Date.now().toString(36)}`;
    const entry = {
      errorLogs: { correlationId, errorMessage: failure.detail, url: page, header: failure.headers },
      currentPage: page,
      currentFlow: getState().flow.flow,
      customMsg: `Request Failed: ${failure.status ?? ''} ${failure.detail}`.trim(),
    };
    try {
      await makeRequestWith(env, dispatch, getState, 'logError', { failure: entry });
    } catch {
      dispatch(flowActions.messageShown({ type: 'ERROR', key: 'SYSTEM_ERROR' }));
    }
  };
