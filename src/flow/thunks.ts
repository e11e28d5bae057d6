// The flow's async steps: starting the widget (bootstrap calls, then the entry rows), submitting a panel, raising a
// client event. Plain thunks on purpose: createAsyncThunk would copy the form values (passwords) into actions.
import type { FlowReply } from '../api/envelope';
import { ApiFailure } from '../api/failure';
import { runRequest } from '../api/requests';
import { sessionActions } from '../app/sessionSlice';
import type { AppThunk } from '../app/state';
import { flowActions } from './flowSlice';
import { computeFacts } from './guards';
import { resolveTransition } from './resolveTransition';

/** What a transition carries of a failure: the reason's message key and the status it names (never a reply). */
const shownFailure = (f: ApiFailure) => ({ key: f.key, status: f.status === undefined ? '' : String(f.status) });

export const systemError = { goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'SYSTEM_ERROR' }] };

/** Bootstrap (app details, app-and-brand validation, CSRF token, session id), then the entry rows pick the page. */
export const startWidget =
  (entry: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    dispatch(flowActions.waitShown());
    try {
      dispatch(sessionActions.appSettingsLoaded(await env.api.appDetails()));
    } catch (e) {
      // docs/messages.md: clear the message and call the app callback with "Error".
      env.report('AuthWidget: the app settings could not be fetched', (e as Error).message);
      dispatch(flowActions.messageCleared());
      dispatch(sessionActions.bootstrapFinished('failed'));
      dispatch(flowActions.waitHidden());
      env.host.appCallback('Error');
      env.host.close();
      return;
    }
    try {
      // One after the other: the first call creates the server session (and its cookie) that the next ones share.
      const valid = await env.api.validateAppAndBrand();
      const csrf = await env.api.csrfToken();
      const sessionId = await env.api.sessionId();
      dispatch(sessionActions.appAndBrandValidated(valid));
      dispatch(sessionActions.csrfTokenReceived(csrf));
      dispatch(sessionActions.sessionIdReceived(sessionId));
      if (!valid) throw new ApiFailure('REQUEST_FAILED', 'appNotValid', 'app and brand are not valid');
    } catch (e) {
      env.report('AuthWidget: the widget could not start', (e as Error).message);
      dispatch(sessionActions.bootstrapFinished('failed'));
      dispatch(flowActions.waitHidden());
      dispatch(flowActions.transitioned({ from: null, source: 'bootstrap', ...systemError }));
      return;
    }
    dispatch(sessionActions.bootstrapFinished('ready'));
    dispatch(flowActions.waitHidden());
    const t = resolveTransition(env.tables, { kind: 'entry', action: entry }, computeFacts(getState(), env));
    if (!t) {
      env.report(`AuthWidget: no entry row for ${entry}`);
      dispatch(flowActions.transitioned({ from: null, source: `entries/${entry}`, ...systemError }));
      return;
    }
    dispatch(flowActions.transitioned({ from: null, ...t }));
  };

/**
 * The primary button of a page: its named request, then the row for the reply's nextAction. `auto`: an effect runs
 * the request (a loader, a resend), not the user; the listener counts such steps to stop a server that leads in circles.
 */
export const submitPanel =
  (
    page: string,
    formData: Record<string, unknown>,
    remember: string[] = [],
    requestName?: string,
    auto = false,
  ): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    const def = env.tables.pages[page];
    const name = requestName ?? def?.request;
    if (!name) {
      await dispatch(raiseEvent(page, 'SUBMIT'));
      return;
    }
    if (getState().flow.busy) return; // one request at a time, however often the button is pressed
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
      const result = await runRequest(name, request, { env, state: before, formData, facts });
      reply = result.reply;
      if (Object.keys(result.kept).length) dispatch(flowActions.replyKept(result.kept));
    } catch (e) {
      failure =
        e instanceof ApiFailure
          ? e
          : new ApiFailure('REQUEST_FAILED', 'unexpected', (e as Error)?.message || String(e));
    }
    dispatch(flowActions.requestSettled());
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
    dispatch(flowActions.transitioned({ from: page, ...t, reply, failure: failure && shownFailure(failure), auto }));
    if (failure?.kind === 'REQUEST_FAILED') await dispatch(logError(page, failure));
  };

/** A client event (a button, the close control, Escape): the page's events rows. */
export const raiseEvent =
  (page: string, event: string): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
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

/** docs/messages.md: errors that come with a response go to the error-log endpoint; if that fails, SYSTEM_ERROR. */
const logError =
  (page: string, failure: ApiFailure): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    const { flow } = getState();
    try {
      await env.api.logError(
        {
          correlationId: failure.correlationId ?? globalThis.crypto?.randomUUID?.() ?? `aw-${Date.now().toString(36)}`,
          errorMessage: failure.detail,
          url: page,
          header: failure.headers,
          currentPage: page,
          currentFlow: flow.flow,
          customMsg: `Request Failed: ${failure.status ?? ''} ${failure.detail}`.trim(),
        },
        env.host.browserInfo(),
      );
    } catch {
      dispatch(flowActions.messageShown({ type: 'ERROR', key: 'SYSTEM_ERROR' }));
    }
  };
