// The steps the kit's checks are made of (docs/backend.md "The conformance kit"): a call sent as the widget sends it,
// its reply judged as the widget reads it (src/api/envelope.ts), and a failure that keeps what was sent, what came back,
// what was expected and the page that says so; a session started as the widget starts one.
import { messageType, readFlowReply, toMessage } from '../../src/api/envelope';
import type { HttpClient, Received, Sent } from '../wire/http';
import type { Outcome } from './report';

/** A failed step: what was sent, what came back, what was expected and where it is written. */
export class StepFailure extends Error {
  constructor(
    readonly sent: Sent,
    readonly got: Received,
    readonly expected: string,
    readonly read: string,
  ) {
    super(expected);
  }
}

/** A flow the backend's own settings put out of reach of the check (said in the report as "not checked", and why). */
export class NotChecked extends Error {}

/** `status`: the status the step must answer (200 unless said) */
export async function step(
  c: HttpClient,
  sent: Sent,
  check: (r: Received) => string | undefined,
  read: string,
  status = 200,
) {
  let got: Received;
  try {
    got = await c.send(sent);
  } catch (e) {
    // no reply at all (refused, reset, a name that does not resolve): the step failed, with the cause
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    got = { status: 0, json: undefined, text: `no reply: ${cause?.code ?? cause?.message ?? (e as Error).message}` };
  }
  const wrong =
    got.status === status && got.json ? check(got) : `a ${status} JSON reply (${check(got) ?? 'as the page says'})`;
  // a backend's flood limit met by runs close together: what to do about it, beside what was expected
  const retry = got.json?.retryAfterSeconds;
  const limited =
    got.status === 429
      ? `; the backend refused the kit's calls as too many (429): run again${typeof retry === 'number' ? ` after ${retry} s` : ' later'}, or raise its limits for the kit's address`
      : '';
  if (wrong) throw new StepFailure(sent, got, `${wrong}${limited}`, read);
  return got;
}

/** The session's CSRF token, as the widget asks for it (at start-up, and again when a POST is refused for it). */
export async function csrfToken(c: HttpClient, appId: string) {
  const read = 'docs/api.md "Start-up"';
  const token = await step(
    c,
    { method: 'GET', path: `/login/wgt/getCSRFToken?appId=${encodeURIComponent(appId)}` },
    (r) => (typeof r.json?.csrfTokenValue === 'string' && r.json.csrfTokenValue ? undefined : 'a `csrfTokenValue`'),
    read,
  );
  c.csrf = token.json?.csrfTokenValue as string;
  if (typeof token.json?.csrfTokenHeader === 'string') c.csrfHeader = token.json.csrfTokenHeader;
}

/** Starts a session as the widget does: the app's settings and check, the CSRF token, then the session id; its app settings. */
export async function startSession(c: HttpClient, appId: string, brandId: string) {
  const read = 'docs/api.md "Start-up"';
  const settings = await step(
    c,
    { method: 'GET', path: `/appsdetails/wgt/apps/${appId}` },
    (r) => (r.json?.app ? undefined : 'an `app` object'),
    read,
  );
  await step(
    c,
    { method: 'GET', path: `/appsdetails/wgt/apps/${appId}/brands/${brandId}` },
    (r) => (r.json?.valid === true ? undefined : "`valid: true` for the file's app and brand"),
    read,
  );
  await csrfToken(c, appId);
  const id = await step(
    c,
    { method: 'GET', path: `/login/wgt/sessionId?appId=${encodeURIComponent(appId)}` },
    (r) => (typeof r.json?.sessionId === 'string' && r.json.sessionId ? undefined : 'a `sessionId`'),
    read,
  );
  c.sId = id.json?.sessionId as string;
  /** the app's settings, as the widget keeps them for its requests (ping mode, channels) */
  return settings.json?.app as Record<string, unknown>;
}

/** the payload fields that carry a secret: masked wherever the kit prints a request */
const SECRET = ['password', 'currentPassword', 'newPassword', 'confirmPassword', 'otc', 'validationCode'];
const masked = (data: object) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, SECRET.includes(k) && v ? '…' : (v as unknown)]));
export const shown = (sent: Sent) =>
  `${sent.method} ${sent.path}${sent.data ? ` ${JSON.stringify(masked(sent.data))}` : ''}`;

export async function outcome(flow: string, run: () => Promise<void>): Promise<Outcome> {
  try {
    await run();
    return { flow, result: 'passed' };
  } catch (e) {
    if (e instanceof NotChecked) return { flow, result: 'not checked', why: e.message };
    if (!(e instanceof StepFailure)) throw e;
    return {
      flow,
      result: 'failed',
      step: `${e.sent.method} ${e.sent.path}`,
      request: shown(e.sent),
      reply: `${e.got.status} ${e.got.text.slice(0, 300)}`,
      expected: e.expected,
      read: e.read,
    };
  }
}

/**
 * A flow reply as the widget reads it (src/api/envelope.ts, the widget's own reading): without `messages` it is a
 * session expiry to the widget, whatever else it says.
 */
export const asFlow = (r: Received) => {
  try {
    return { reply: readFlowReply(r.json) };
  } catch {
    return { wrong: 'a flow reply with `messages` (`{}` when none): without it the widget reads a session expiry' };
  }
};
export const leadsTo = (next: string) => (r: Received) => {
  const { reply, wrong } = asFlow(r);
  return wrong ?? (reply?.nextAction === next ? undefined : `nextAction ${next}`);
};
/** a refusal the widget shows as one: an error (type ERROR or status failed) with a text of its own */
export const refused = (r: Received) => {
  const { reply, wrong } = asFlow(r);
  if (wrong || reply?.nextAction !== 'LOGIN') return wrong ?? 'nextAction LOGIN';
  const said = toMessage(reply.messages);
  return messageType(reply.messages) === 'ERROR' && said.texts?.length
    ? undefined
    : 'messages of type ERROR (or status failed) with a detail or message text';
};
