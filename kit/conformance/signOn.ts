// The kit's sign-on checks over the wire (docs/api.md, docs/flows.md "Sign-on"): for each role the accounts file gives,
// a session started as the widget starts one, then the sign-on, whose reply must name the role's nextAction; a wrong
// password must answer LOGIN with a typed message. Each check is one flow of the report; a role with no account is
// not checked.
import { HttpClient } from '../wire/http';
import { leadsTo, outcome, refused, startSession, step } from './steps';
import type { Accounts } from './accounts';
import type { Outcome } from './report';
import { sentBoxes, type KitTables } from './boxes';

/** The sign-on flows: one per role the kit knows, and the refusal of a wrong password. */
export async function checkSignOn(
  origin: string,
  accounts: Accounts,
  roles: readonly string[],
  tables?: KitTables,
): Promise<Outcome[]> {
  const out: Outcome[] = [];
  // the boxes the sign-on panel requires, ticked as the widget sends them
  const ticked = tables ? sentBoxes(tables, 'LOGIN_PAGE', tables.pages.LOGIN_PAGE?.request ?? 'authenticate') : {};
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
            data: { userId: encodeURIComponent(account.userId), password: account.password, ...ticked },
          },
          leadsTo(role),
          'docs/flows.md "Sign-on"',
        );
      }),
    );
  }
  const any = Object.values(accounts.roles)[0];
  out.push(any ? await csrfRefused(origin, accounts, any, ticked) : notChecked(CSRF_FLOW));
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
              data: { userId: encodeURIComponent(any.userId), password: `${any.password}-wrong`, ...ticked },
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
async function csrfRefused(
  origin: string,
  accounts: Accounts,
  account: Accounts['roles'][string],
  ticked: Record<string, boolean>,
) {
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
        data: { userId: encodeURIComponent(account.userId), password: account.password, ...ticked },
      },
      (r) => (r.json?.csrfTokenStatus === 'INVALID' ? undefined : '`csrfTokenStatus: "INVALID"`, and nobody signed on'),
      'docs/api.md "Start-up"',
      403,
    );
  });
}
