// The stage table against the widget's flow tables (`npm run check`): every nextAction a route of server/stages/stages.json
// answers is one the flows route — a row under some page's "on" or under "always" — or, when listed in the route's
// "fallback", one the flows' catch-all row ("*") handles; and every route that answers is called by a request of
// flows/. A request whose reply is plain data ("data": true) routes no nextAction, so its route's answers are free.
import { ACCOUNTS_FILE, type AccountState } from '../store/accounts';
import type { StageTable, TableProblem } from './stageCheck';

interface FlowFile {
  pages?: Record<string, { on?: Record<string, unknown> }>;
  always?: Record<string, unknown>;
  requests?: Record<string, { method?: string; path?: unknown; data?: boolean }>;
}

/** a path with its parameters written alike: "/fpc/wgt/validateuser/apps/*\/*" */
const shape = (path: string) =>
  `/${path.replace(/^\//, '')}`
    .replace(/\{[^}]*\}/g, '*')
    .replace(/:\w+/g, '*')
    .replace(/\/$/, '');
const pathsOf = (p: unknown): string[] =>
  typeof p === 'string' ? [p] : p && typeof p === 'object' ? Object.values(p).flatMap(pathsOf) : [];

/** The nextActions flows/ routes by name, whether a catch-all row handles the rest, and the requests it makes. */
function routedIn(flows: Record<string, unknown>) {
  const routed = new Set<string>();
  let catchAll = false;
  const calls: { shape: string; method: string; data: boolean }[] = [];
  for (const f of Object.values(flows) as FlowFile[]) {
    const rows = [
      ...Object.values(f.pages ?? {}).flatMap((p) => Object.keys(p.on ?? {})),
      ...Object.keys(f.always ?? {}),
    ];
    for (const k of rows)
      if (k === '*') catchAll = true;
      else routed.add(k);
    for (const r of Object.values(f.requests ?? {}))
      for (const p of pathsOf(r.path)) calls.push({ shape: shape(p), method: r.method ?? 'POST', data: !!r.data });
  }
  return { routed, catchAll, calls };
}

export function crossCheckFlows(table: StageTable, flows: Record<string, unknown>): TableProblem[] {
  const problems: TableProblem[] = [];
  const { routed, catchAll, calls } = routedIn(flows);
  for (const rule of table.routes.values()) {
    if (!rule.answers?.length) continue;
    const at = `/routes/${rule.key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const [method, path] = rule.key.split(' ');
    const callers = calls.filter((c) => c.method === method && c.shape === shape(path));
    if (!callers.length) {
      problems.push({
        file: 'server/stages/stages.json',
        pointer: `${at}/answers`,
        message: `no request of flows/ calls ${rule.key}, so nothing routes its answers`,
        fix: 'add the request to flows/, or drop "answers" from this route',
      });
      continue;
    }
    if (callers.every((c) => c.data)) continue;
    rule.answers.forEach((a, i) => {
      if (routed.has(a)) return;
      if (rule.fallback?.includes(a) && catchAll) return;
      problems.push({
        file: 'server/stages/stages.json',
        pointer: `${at}/answers/${i}`,
        message: `${rule.key} may answer nextAction "${a}", which no page of flows/ has a row for`,
        fix: `add a row for "${a}" under a page's "on" (or "always") in flows/, or list it in this route's "fallback" when the catch-all row ("*") is meant to handle it`,
      });
    });
  }
  return problems;
}

/**
 * The answers of seed/accounts.json's states (server/store/accounts.ts): each one flows/ routes by name, or one that
 * every sign-on route leaves to the catch-all row on purpose ("fallback": the error dialog).
 */
export function crossCheckStates(
  table: StageTable,
  flows: Record<string, unknown>,
  states: Record<string, AccountState>,
): TableProblem[] {
  const { routed, catchAll } = routedIn(flows);
  const signOns = [...table.routes.values()].filter((r) => r.accountStates);
  return Object.entries(states).flatMap(([name, s]) =>
    routed.has(s.answer) || (catchAll && signOns.every((r) => r.fallback?.includes(s.answer)))
      ? []
      : [
          {
            file: ACCOUNTS_FILE,
            pointer: `/states/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/answer`,
            message: `state ${name} answers nextAction "${s.answer}", which no page of flows/ has a row for`,
            fix: `add a row for "${s.answer}" under the sign-on page's "on" in flows/ (docs/changing-a-screen.md, example 6), or answer a nextAction flows/ routes`,
          },
        ],
  );
}
