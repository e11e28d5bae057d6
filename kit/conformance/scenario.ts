// A flow the kit drives from a scenario (kit/conformance/scenarios/*.json, docs/backend.md "The conformance kit"): each
// step names the page it is made from and the form the user fills; the page's request is built from the flow tables
// with the widget's own value sources and transforms (src/api/values.ts), sent as the widget sends it, and its reply
// must name the step's nextAction — a row of that page, which the kit's tests hold the scenarios to. What a reply keeps
// for the next request (`keep`, `keepSent`) is kept as the widget keeps it.
import { randomInt } from 'node:crypto';
import { messageType, readFlowReply, toMessage, type FlowReply } from '../../src/api/envelope';
import { OUTCOMES } from '../../src/api/outcomes';
import { readReplyFields } from '../../src/api/replyTypes';
import { buildValues, choose, fillPath, queryOf, type ValueScope } from '../../src/api/values';
import type { GuardValue, RequestDef } from '../../src/data/types';
import { passwordAcceptable, type PasswordContext, type PasswordRule } from '../../src/form/passwordRules';
import { forChannel } from '../../src/flow/channels';
import { HttpClient, type Received } from '../wire/http';
import type { Accounts } from './accounts';
import { CodesError, sentCodes } from './codes';
import { totpCode } from './totp';
import type { Outcome } from './report';
import { advance, backendNow, sessionEnded } from './clock';
import { tickedOn, type KitTables } from './boxes';
import { asFlow, csrfToken, NotChecked, outcome, startSession, step, StepFailure } from './steps';

export interface ScenarioStep {
  /** the host's call that opens this step's page (the widget started again, in the same browser session) */
  entry?: string;
  page: string;
  /** the request the page makes on entering it (an onEnter sendRequest), when not its own (the page's "request") */
  request?: string;
  /** a control the user presses that raises this event and sends nothing (a choice that opens another page) */
  event?: string;
  /** facts of this step over the scenario's (the flow, while a sign-on is still in the sign-on flow) */
  facts?: Record<string, GuardValue>;
  /**
   * the fields the user fills; the kit fills in "{account.x}", "{code}" (the newest sent to the account), "{wrongCode}",
   * "{totp}" (the account's authenticator app's code, from its totpSecret), "{wrongTotp}", "{newPassword}" and
   * "{newPassword2}" (two new passwords, fresh each run)
   */
  form?: Record<string, string | boolean>;
  /** the nextAction the reply must name (none for an event) */
  expect?: string;
  /** the type its message must have, with a text of its own (a refusal the widget shows) */
  message?: 'ERROR' | 'INFO';
  /** time that passes first, on the backend's clock (the accounts file's "clock"): a setting's minutes, plus some */
  afterMinutes?: { setting: string; plus: number };
}

export interface Scenario {
  flow: string;
  description: string;
  /** what the accounts file's "flows" entry for this flow must give */
  account: string[];
  /** the flow whose account this one uses (the accounts file names it once) */
  accountOf?: string;
  /** the sign-on role whose account this one uses (the accounts file's "roles": an account in that state) */
  role?: string;
  facts: Record<string, GuardValue>;
  steps: ScenarioStep[];
  /** the docs page that says what the flow does */
  read: string;
}

/**
 * Whether a reply names `next` as the widget reads it (src/api/requests.ts): a flow reply's nextAction, or for a reply
 * that names none the request's outcome (src/api/outcomes.ts) of its fields; a data reply has no messages to need.
 */
function answers(def: RequestDef, app: Record<string, unknown>, next: string, r: Received): string | undefined {
  let reply: FlowReply & Record<string, unknown>;
  try {
    reply = { ...(def.data ? {} : readFlowReply(r.json)), ...readReplyFields(r.json, def.reply) } as typeof reply;
  } catch {
    return asFlow(r).wrong;
  }
  if (!reply.nextAction && def.outcome) reply.nextAction = OUTCOMES[def.outcome]?.({ reply, app });
  return reply.nextAction === next
    ? undefined
    : `nextAction ${next}${def.outcome ? ` (the ${def.outcome} outcome of its fields)` : ''}`;
}

/** What the accounts file's "flows" may name: each scenario's flow that has an account of its own, and its values. */
export const accountNeeds = (scenarios: Scenario[]) =>
  Object.fromEntries(scenarios.filter((sc) => !sc.accountOf && !sc.role).map((sc) => [sc.flow, sc.account]));

/**
 * A new password each run, which no history holds and the product's password rules (the settings' passwordRules, as
 * the widget checks them: src/form/passwordRules.ts) accept for this account.
 */
export function freshPassword(rules: PasswordRule[], ctx: PasswordContext): string {
  for (let i = 0; i < 200; i++) {
    const n = 6 + randomInt(4);
    const tail = Array.from({ length: n }, () => 'abcdefghjkmnpqrstuvwxyz23456789'[randomInt(31)]).join('');
    const p = `Kit-${tail}#C`;
    if (passwordAcceptable(p, p, ctx, rules)) return p;
  }
  throw new Error("the kit could not make a password the settings' passwordRules accept");
}

const typed = (want: 'ERROR' | 'INFO') => (r: Received) => {
  const { reply } = asFlow(r);
  const said = reply && toMessage(reply.messages);
  return reply && messageType(reply.messages) === want && said?.texts?.length
    ? undefined
    : `messages of type ${want} with a detail or message text`;
};

export async function runScenario(origin: string, accounts: Accounts, s: Scenario, tables: KitTables): Promise<Outcome> {
  const named = s.accountOf ?? s.flow;
  const values: Record<string, string> | undefined = s.role
    ? (accounts.roles[s.role] as unknown as Record<string, string> | undefined)
    : accounts.flows[named];
  if (!values)
    return {
      flow: s.flow,
      result: 'not checked',
      why: s.role ? `the accounts file gives no ${s.role} account` : `the accounts file's "flows" gives no "${named}"`,
    };
  const clock = accounts.clock;
  if (!clock && s.steps.some((st) => st.afterMinutes))
    return { flow: s.flow, result: 'not checked', why: 'the accounts file gives no "clock": time cannot pass' };
  return outcome(s.flow, async () => {
    const c = new HttpClient(origin);
    const appId = values.appId ?? accounts.appId;
    const app = await startSession(c, appId, accounts.brandId);
    c.renewCsrf = () => csrfToken(c, appId);
    const codesAt = 'url' in accounts.codes ? accounts.codes.url : accounts.codes.command;
    const codes = async () => {
      try {
        return await sentCodes(origin, accounts.codes);
      } catch (e) {
        if (!(e instanceof CodesError)) throw e;
        throw new StepFailure(
          { method: 'GET', path: codesAt },
          { status: 0, json: undefined, text: e.message },
          'the codes sent, as JSON',
          'docs/backend.md "The conformance kit"',
        );
      }
    };
    const before = (await codes()).length;
    // "{newPassword}" and "{newPassword2}": two new passwords each run (a change after a reset needs both)
    const newPasswords = [1, 2].map(() => freshPassword(tables.settings.passwordRules, values));
    let code: string | undefined;
    const latestCode = async () => {
      const to = Object.entries(values).flatMap(([k, v]) => (k === 'password' ? [] : [v]));
      code = (await codes())
        .slice(before)
        .filter((m) => to.includes(m.to))
        .pop()?.code;
      if (!code)
        throw new StepFailure(
          { method: 'GET', path: codesAt },
          { status: 200, json: undefined, text: '(none for this account)' },
          `a code sent to ${to.join(' or ')} since the flow began (a backend that stops sending to an account after repeated tries sends none to a run soon after others: each run sends one code and enters one wrong one; wait, or name another account)`,
          'docs/backend.md "The conformance kit"',
        );
      return code;
    };
    const fill = async (v: string | boolean): Promise<string | boolean> => {
      if (typeof v !== 'string') return v;
      const m = /^\{(account\.(\w+)|code|wrongCode|newPassword2?|totp|wrongTotp)\}$/.exec(v);
      if (!m) return v;
      if (m[2]) return values[m[2]];
      if (m[1].startsWith('newPassword')) return newPasswords[m[1] === 'newPassword2' ? 1 : 0];
      if (m[1] === 'totp' || m[1] === 'wrongTotp') {
        const right = totpCode(values.totpSecret ?? '', await backendNow(origin, clock));
        return m[1] === 'totp' ? right : right.slice(0, -1) + String((Number(right.slice(-1)) + 1) % 10);
      }
      const right = m[1] === 'code' ? await latestCode() : (code ?? (await latestCode()));
      return m[1] === 'code' ? right : right.slice(0, -1) + String((Number(right.slice(-1)) + 1) % 10);
    };
    const context: Record<string, unknown> = {};
    for (const st of s.steps) {
      if (st.event) continue; // pressed in the panel: nothing goes over the wire
      // the host calls the widget again (twoFactorAuth after a sign-on's TWO_FACTOR): it starts as it always does
      if (st.entry) await startSession(c, appId, accounts.brandId);
      const name = st.request ?? tables.pages[st.page]?.request;
      const facts = { ...s.facts, ...st.facts };
      const def = name ? tables.requests[name] : undefined;
      if (!def) throw new Error(`scenario ${s.flow}: page ${st.page} makes no request`);
      // the boxes the panel requires, ticked as by a user who goes on, unless the scenario names them (boxes.ts)
      const form: Record<string, unknown> = { ...tickedOn(tables, st.page) };
      const scope: ValueScope = {
        form,
        context,
        session: {},
        app: app ?? {},
        config: { appId, brandId: accounts.brandId },
        facts,
        behavior: {},
        browser: {},
      };
      // time passes before the step's values are made (a code of an authenticator app is the time's after it)
      let waited = '';
      if (st.afterMinutes && clock) {
        // the setting of the channel the code went by, where it has its own (settings.channels, src/flow/channels.ts)
        const channelFrom = tables.settings.channelFrom;
        const channel = channelFrom ? buildValues({ channel: { from: channelFrom } }, scope).channel : undefined;
        const settings = forChannel(tables.settings, channel) as unknown as Record<string, unknown>;
        const minutes = Number(settings[st.afterMinutes.setting] ?? 0) + st.afterMinutes.plus;
        await advance(origin, clock, minutes);
        waited = `${st.afterMinutes.setting} ${typeof channel === 'string' ? `by ${channel} ` : ''}is ${minutes - st.afterMinutes.plus} minutes`;
      }
      for (const [k, v] of Object.entries(st.form ?? {})) form[k] = await fill(v);
      const path = fillPath(choose(def.path, facts), scope);
      const query = new URLSearchParams(queryOf(def.query, scope, facts)).toString();
      const payload = def.payload ? buildValues(choose(def.payload, facts), scope) : {};
      const ping = app?.isPingEnabled === true && !path.startsWith('appsdetails/') ? '/ping' : '';
      const got = await step(
        c,
        {
          method: def.method ?? 'POST',
          path: `${ping}/${path}${query ? `?${query}` : ''}`,
          ...(def.method === 'GET' ? {} : { data: payload }),
        },
        (r) => answers(def, app ?? {}, st.expect ?? '', r) ?? (st.message ? typed(st.message)(r) : undefined),
        s.read,
      ).catch((e: unknown) => {
        // a session the backend ended while the time passed: the code outlives the session, so no user reaches it
        if (waited && e instanceof StepFailure && sessionEnded(e.got))
          throw new NotChecked(
            `${waited}, and the backend ended the idle session first (${e.got.status}): no user enters a code that old`,
          );
        throw e;
      });
      for (const [to, field] of Object.entries(def.keep ?? {}))
        if (got.json?.[field] !== undefined) context[to] = got.json[field];
      if (def.keepSent) context[def.keepSent] = payload;
    }
  });
}
