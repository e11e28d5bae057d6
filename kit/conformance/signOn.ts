// The kit's sign-on checks over the wire (docs/api.md, docs/flows.md "Sign-on"): for each role the accounts file gives,
// a session started as the widget starts one, then the sign-on, whose reply must name the role's nextAction; a wrong
// password must answer LOGIN with a typed message. Each check is one flow of the report; a role with no account is
// not checked.
import { messageType, readFlowReply, toMessage } from '../../src/api/envelope';
import { HttpClient, type Received, type Sent } from '../wire/http';
import type { Accounts } from './accounts';
import type { Outcome } from './report';

/** A failed step: what was sent, what came back, what was expected and where it is written. */
class StepFailure extends Error {
  constructor(
    readonly sent: Sent,
    readonly got: Received,
    readonly expected: string,
    readonly read: string,
  ) {
    super(expected);
  }
}

/** `status`: the status the step must answer (200 unless said) */
async function step(c: HttpClient, sent: Sent, check: (r: Received) => string | undefined, read: string, status = 200) {
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
  if (wrong) throw new StepFailure(sent, got, wrong, read);
  return got;
}

/** Starts a session as the widget does: the app's settings and check, the CSRF token, then the session id. */
async function startSession(c: HttpClient, appId: string, brandId: string) {
  const read = 'docs/api.md "Start-up"';
  await step(
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
  const token = await step(
    c,
    { method: 'GET', path: `/login/wgt/getCSRFToken?appId=${encodeURIComponent(appId)}` },
    (r) => (typeof r.json?.csrfTokenValue === 'string' && r.json.csrfTokenValue ? undefined : 'a `csrfTokenValue`'),
    read,
  );
  c.csrf = token.json?.csrfTokenValue as string;
  if (typeof token.json?.csrfTokenHeader === 'string') c.csrfHeader = token.json.csrfTokenHeader;
  const id = await step(
    c,
    { method: 'GET', path: `/login/wgt/sessionId?appId=${encodeURIComponent(appId)}` },
    (r) => (typeof r.json?.sessionId === 'string' && r.json.sessionId ? undefined : 'a `sessionId`'),
    read,
  );
  c.sessionId = id.json?.sessionId as string;
}

const shown = (sent: Sent) =>
  `${sent.method} ${sent.path}${sent.data ? ` ${JSON.stringify({ ...sent.data, password: sent.data && 'password' in sent.data ? '…' : undefined })}` : ''}`;

async function outcome(flow: string, run: () => Promise<void>): Promise<Outcome> {
  try {
    await run();
    return { flow, result: 'passed' };
  } catch (e) {
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
const asFlow = (r: Received) => {
  try {
    return { reply: readFlowReply(r.json) };
  } catch {
    return { wrong: 'a flow reply with `messages` (`{}` when none): without it the widget reads a session expiry' };
  }
};
const leadsTo = (next: string) => (r: Received) => {
  const { reply, wrong } = asFlow(r);
  return wrong ?? (reply?.nextAction === next ? undefined : `nextAction ${next}`);
};
/** a refusal the widget shows as one: an error (type ERROR or status failed) with a text of its own */
const refused = (r: Received) => {
  const { reply, wrong } = asFlow(r);
  if (wrong || reply?.nextAction !== 'LOGIN') return wrong ?? 'nextAction LOGIN';
  const shown = toMessage(reply.messages);
  return messageType(reply.messages) === 'ERROR' && shown.texts?.length
    ? undefined
    : 'messages of type ERROR (or status failed) with a detail or message text';
};

/** The sign-on flows: one per role the kit knows, and the refusal of a wrong password. */
export async function checkSignOn(origin: string, accounts: Accounts, roles: readonly string[]): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const role of roles) {
    const account = accounts.roles[role];
    const flow = `sign-on → ${role}`;
    if (!account) {
      out.push({ flow, result: 'not checked', why: `the accounts file gives no ${role} account` });
      continue;
    }
    const appId = account.appId ?? accounts.appId;
    out.push(
      await outcome(flow, async () => {
        const c = new HttpClient(origin);
        await startSession(c, appId, accounts.brandId);
        await step(
          c,
          {
            method: 'POST',
            path: `/login/wgt/authenticate/apps/${appId}/${accounts.brandId}`,
            data: { userId: encodeURIComponent(account.userId), password: account.password },
          },
          leadsTo(role),
          'docs/flows.md "Sign-on"',
        );
      }),
    );
  }
  const any = Object.values(accounts.roles)[0];
  out.push(any ? await csrfRefused(origin, accounts, any) : notChecked(CSRF_FLOW));
  out.push(
    any
      ? await outcome('sign-on refused for a wrong password', async () => {
          const c = new HttpClient(origin);
          const appId = any.appId ?? accounts.appId;
          await startSession(c, appId, accounts.brandId);
          await step(
            c,
            {
              method: 'POST',
              path: `/login/wgt/authenticate/apps/${appId}/${accounts.brandId}`,
              data: { userId: encodeURIComponent(any.userId), password: `${any.password}-wrong` },
            },
            refused,
            'docs/messages.md "The message object"',
          );
        })
      : notChecked('sign-on refused for a wrong password'),
  );
  return out;
}

const notChecked = (flow: string): Outcome => ({
  flow,
  result: 'not checked',
  why: 'the accounts file gives no account',
});

const CSRF_FLOW = 'a POST with a wrong CSRF token is refused';
/**
 * A right password sent with a token that is not the session's must change nothing and answer 403 with
 * `csrfTokenStatus: "INVALID"`, which is what makes the widget fetch the token and send the POST once more
 * (docs/api.md "Start-up"); a backend that skips the check signs the user on here.
 */
async function csrfRefused(origin: string, accounts: Accounts, account: Accounts['roles'][string]) {
  return outcome(CSRF_FLOW, async () => {
    const c = new HttpClient(origin);
    const appId = account.appId ?? accounts.appId;
    await startSession(c, appId, accounts.brandId);
    c.csrf = `${c.csrf.slice(0, -1)}${c.csrf.endsWith('x') ? 'y' : 'x'}`;
    await step(
      c,
      {
        method: 'POST',
        path: `/login/wgt/authenticate/apps/${appId}/${accounts.brandId}`,
        data: { userId: encodeURIComponent(account.userId), password: account.password },
      },
      (r) => (r.json?.csrfTokenStatus === 'INVALID' ? undefined : '`csrfTokenStatus: "INVALID"`, and nobody signed on'),
      'docs/api.md "Start-up"',
      403,
    );
  });
}
