// The stage table's check (server/stages/stages.json): every stage, refusal and route read and checked, each problem with its
// file, JSON pointer, cause and fix. The server (server/stages/stageTable.ts) and `npm run check` load it through this one
// function, so nothing the server would refuse at start passes the check.
import en from '../../locales/en_US.json';
import { serverParams } from '../../src/i18n/serverParams';

export type SessionMode = 'post' | 'renew' | 'sent' | 'ensure' | 'current' | 'none';
export const SESSION_MODES: Record<SessionMode, string> = {
  post: 'a live session and its CSRF token, or 302 (no session) / 403 (wrong token)',
  renew: 'as post, but with no live session a new one is made and the reply says the session expired',
  sent: "a state-changing GET: a live session, its CSRF header and its id in the query, or the expired session's 302",
  ensure: 'the live session, or a new one',
  current: 'the live session if there is one (none is ANONYMOUS)',
  none: 'no session is read',
};

export interface StageInfo {
  says: string;
  owes?: string[];
  purpose?: string;
  rotate?: boolean;
  /** entering it from another stage records a check of the user (Stage.checkedAt) */
  proves?: boolean;
}

export interface Refusal {
  status?: number;
  nextAction?: string;
  sessionExpired?: boolean;
  /** a server message: locales/en_US.json has it as "server.<message>" */
  message?: string;
  /** a wire text the widget recognizes as it is (docs/flows.md) */
  text?: string;
  /** answers with no message, on purpose: the widget's rows go on from its nextAction alone (the security settings
   * before anyone signed on: sign-on opens, and the settings after it) */
  silent?: boolean;
  [field: string]: unknown;
}

export interface RouteRule {
  /** "METHOD /path", as registered without the /ping prefix */
  key: string;
  session: SessionMode;
  /** the stages it is accepted from; null: any */
  from: string[] | null;
  /**
   * the stages it may lead to, by the stage it was accepted from ("*": from any); staying where it is is always
   * allowed, and a grant's work that ends (from BUSY) leads where the stage it took the grant from leads
   */
  to: Record<string, string[]>;
  limit?: string;
  perAccount?: 'signOn' | 'recovery';
  refusal?: string;
  /** it may end the session */
  ends?: boolean;
  bodyLimit?: number;
  /** every nextAction its handler may answer with (another is a server fault); npm run check finds each in flows/ */
  answers?: string[];
  /** answers the widget's catch-all row ("*") handles, on purpose (an error dialog) */
  fallback?: string[];
  /** it may also answer what an account state of seed/accounts.json says (server/store/accounts.ts) */
  accountStates?: boolean;
}

export interface StageTable {
  stages: Record<string, StageInfo>;
  refusals: Record<string, Refusal>;
  routes: Map<string, RouteRule>;
}

/** A problem in the table: its file, JSON pointer, cause and fix, as the data check reports them. */
export interface TableProblem {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

const FILE = 'server/stages/stages.json';
const ptr = (...parts: (string | number)[]) =>
  '/' + parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Reads and checks a stage table; every problem is listed (an empty list: the table is sound). */
export function checkStageTable(data: unknown): { table: StageTable; problems: TableProblem[] } {
  const problems: TableProblem[] = [];
  const say = (pointer: string, message: string, fix: string) => problems.push({ file: FILE, pointer, message, fix });
  const d = (data ?? {}) as {
    stages?: Record<string, StageInfo>;
    refusals?: Record<string, Refusal>;
    routes?: Record<string, Partial<RouteRule> & { from?: unknown; to?: unknown }>;
  };
  const stages = d.stages ?? {};
  const refusals = d.refusals ?? {};
  const keys = new Set(
    Object.keys(en)
      .filter((k) => k.startsWith('server.'))
      .map((k) => k.slice('server.'.length)),
  );
  if (!stages.ANONYMOUS)
    say(ptr('stages'), 'there is no ANONYMOUS stage, where every session starts', 'add "ANONYMOUS"');
  if (!stages.AUTHENTICATED) say(ptr('stages'), 'there is no AUTHENTICATED stage', 'add "AUTHENTICATED"');
  for (const [name, r] of Object.entries(refusals)) {
    if (r.message !== undefined && !keys.has(r.message))
      say(
        ptr('refusals', name, 'message'),
        `"${r.message}" is not a server message (a "server." key of locales/en_US.json)`,
        'name one of its keys, or give "text"',
      );
    // a refusal is said with no values of a call: a message that takes some would show its placeholders
    else if (r.message !== undefined && serverParams(r.message).length)
      say(
        ptr('refusals', name, 'message'),
        `"${r.message}" takes ${serverParams(r.message).join(', ')} from the call that says it (src/i18n/serverParams.ts), which a refusal cannot give`,
        'name a message that takes none, or give "text"',
      );
    if (r.silent && (r.message !== undefined || r.text !== undefined || !r.nextAction))
      say(
        ptr('refusals', name),
        'a silent refusal answers a nextAction and says nothing',
        'give "nextAction" and drop "message" and "text", or drop "silent"',
      );
    if (!r.silent && r.message === undefined && r.text === undefined)
      say(
        ptr('refusals', name),
        'a refusal says nothing',
        'give "message" (a server message: "server.<message>" in locales/) or "text"',
      );
  }
  const routes = new Map<string, RouteRule>();
  const stageList = (v: unknown, at: string): string[] | null => {
    if (v === '*') return null;
    if (!Array.isArray(v)) {
      say(at, 'not a list of stages', 'write a list of stage names, or "*" for any');
      return [];
    }
    v.forEach((s, i) => {
      if (typeof s !== 'string' || !stages[s])
        say(`${at}/${i}`, `"${String(s)}" is not a stage`, `name one of: ${Object.keys(stages).join(', ')}`);
    });
    return v as string[];
  };
  for (const [key, r] of Object.entries(d.routes ?? {})) {
    const at = ptr('routes', key);
    if (!/^(GET|POST) \/\S*$/.test(key)) say(at, `"${key}" is not "METHOD /path"`, 'write it as "POST /login/wgt/…"');
    const session: SessionMode = r.session ?? (key.startsWith('POST ') ? 'post' : 'current');
    if (!(session in SESSION_MODES))
      say(
        `${at}/session`,
        `"${session}" is not a session mode`,
        `use one of: ${Object.keys(SESSION_MODES).join(', ')}`,
      );
    const from = stageList(r.from, `${at}/from`);
    const to: Record<string, string[]> = {};
    if (r.to !== undefined && !Array.isArray(r.to) && typeof r.to === 'object' && r.to) {
      // by the stage accepted from: each key one of "from" (any stage when from is "*")
      for (const [k, v] of Object.entries(r.to as Record<string, unknown>)) {
        if (from && !from.includes(k))
          say(`${at}/to/${k}`, `"${k}" is not a stage this route is accepted from`, `name one of: ${from.join(', ')}`);
        to[k] = stageList(v, `${at}/to/${k}`) ?? [];
      }
    } else if (r.to !== undefined) {
      // one list: from every stage the route is accepted from
      to['*'] = stageList(r.to, `${at}/to`) ?? [];
    }
    if (r.refusal !== undefined && !refusals[r.refusal])
      say(`${at}/refusal`, `"${r.refusal}" is not a refusal`, `name one of: ${Object.keys(refusals).join(', ')}`);
    if (from && from.length && r.refusal === undefined)
      say(at, 'a route accepted from some stages only says nothing to the others', 'name its "refusal"');
    for (const field of ['answers', 'fallback'] as const) {
      const list = r[field];
      if (
        list !== undefined &&
        (!Array.isArray(list) || list.some((a) => typeof a !== 'string' || !/^[A-Z_]+$/.test(a)))
      )
        say(`${at}/${field}`, `"${field}" is not a list of nextActions`, 'write a list such as ["LOGIN", "REDIRECT"]');
    }
    if (r.accountStates !== undefined && typeof r.accountStates !== 'boolean')
      say(`${at}/accountStates`, '"accountStates" is not true or false', 'write true, or leave it out');
    for (const a of r.fallback ?? [])
      if (!r.answers?.includes(a))
        say(`${at}/fallback`, `"${a}" is in "fallback" but not in "answers"`, 'list it in "answers" too');
    routes.set(key, { ...(r as RouteRule), key, session, from, to });
  }
  return { table: { stages, refusals, routes }, problems };
}
