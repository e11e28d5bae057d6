// The stage table (server/stages.json) read and checked: which stages exist, and for each API route the stages it is
// accepted from, the stages it may lead to, how its session is read and what it answers from any other stage. The
// server refuses to start on a broken table, and `npm run check` runs the same check (docs/server-rules.md "Stages").
import messages from './messages.json';
import raw from './stages.json';

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
}

export interface Refusal {
  status?: number;
  nextAction?: string;
  sessionExpired?: boolean;
  /** a key of server/messages.json */
  message?: string;
  /** a wire text the widget recognizes as it is (docs/flows.md) */
  text?: string;
  [field: string]: unknown;
}

export interface RouteRule {
  /** "METHOD /path", as registered without the /ping prefix */
  key: string;
  session: SessionMode;
  /** the stages it is accepted from; null: any */
  from: string[] | null;
  /** the stages it may lead to (staying where it is is always allowed) */
  to: string[];
  limit?: string;
  perAccount?: 'signOn' | 'recovery';
  refusal?: string;
  /** it may end the session */
  ends?: boolean;
  bodyLimit?: number;
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

const FILE = 'server/stages.json';
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
  const keys = new Set(Object.keys((messages as Record<string, Record<string, string>>).en_US));
  if (!stages.ANONYMOUS)
    say(ptr('stages'), 'there is no ANONYMOUS stage, where every session starts', 'add "ANONYMOUS"');
  if (!stages.AUTHENTICATED) say(ptr('stages'), 'there is no AUTHENTICATED stage', 'add "AUTHENTICATED"');
  for (const [name, r] of Object.entries(refusals)) {
    if (r.message !== undefined && !keys.has(r.message))
      say(
        ptr('refusals', name, 'message'),
        `"${r.message}" is not a key of server/messages.json`,
        'name one of its keys, or give "text"',
      );
    if (r.message === undefined && r.text === undefined)
      say(ptr('refusals', name), 'a refusal says nothing', 'give "message" (a key of server/messages.json) or "text"');
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
    const to = r.to === undefined ? [] : (stageList(r.to, `${at}/to`) ?? []);
    if (r.refusal !== undefined && !refusals[r.refusal])
      say(`${at}/refusal`, `"${r.refusal}" is not a refusal`, `name one of: ${Object.keys(refusals).join(', ')}`);
    if (from && from.length && r.refusal === undefined)
      say(at, 'a route accepted from some stages only says nothing to the others', 'name its "refusal"');
    routes.set(key, { ...(r as RouteRule), key, session, from, to });
  }
  return { table: { stages, refusals, routes }, problems };
}

function load(): StageTable {
  const { table, problems } = checkStageTable(raw);
  if (problems.length)
    throw new Error(problems.map((p) => `${p.file}#${p.pointer}: ${p.message} (fix: ${p.fix})`).join('\n'));
  return table;
}

/** The table the server runs by. */
export const STAGES: StageTable = load();

/** The canonical route key of a registered route: its method and URL without the /ping prefix. */
export const canonicalKey = (method: string, url: string) => `${method} ${url.replace(/^\/ping(?=\/)/, '')}`;

/** The table drawn as a Mermaid state diagram (docs/server-rules.md is generated from it). */
export function stageDiagram(table: StageTable = STAGES): string {
  const edges = new Map<string, Set<string>>();
  for (const r of table.routes.values()) {
    const name =
      r.key
        .split(' ')[1]
        .split('/')
        .filter((p) => p && !p.startsWith(':'))
        .slice(-1)[0] ?? r.key;
    // a route accepted from any stage is drawn from ANONYMOUS, its label saying "from any stage"
    for (const a of r.from ?? ['ANONYMOUS'])
      for (const b of r.to) {
        if (a === b || b === 'BUSY' || a === 'BUSY') continue;
        const k = `${a} --> ${b}`;
        if (!edges.has(k)) edges.set(k, new Set());
        edges.get(k)!.add(r.from ? name : `${name} (from any stage)`);
      }
  }
  const lines = ['stateDiagram-v2', '    [*] --> ANONYMOUS'];
  for (const [k, names] of edges) lines.push(`    ${k}: ${[...names].sort().join(', ')}`);
  return lines.join('\n');
}
