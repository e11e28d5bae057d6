// The stage table (server/stages/stages.json) read and checked: which stages exist, and for each API route the stages it is
// accepted from, the stages it may lead to, how its session is read and what it answers from any other stage. The
// server refuses to start on a broken table, and `npm run check` runs the same check (docs/server-rules.md "Stages").
import { checkStageTable, type RouteRule, type StageTable } from './stageCheck';
import raw from './stages.json';

export * from './stageCheck';

/** Where a route leads from a stage it accepted (a list given for every such stage is under "*"). */
export const targetsOf = (rule: RouteRule, stage: string): string[] => rule.to[stage] ?? rule.to['*'] ?? [];

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
    // its name: the last segment of its path that is neither a parameter nor "apps"/"brands"
    const name =
      r.key
        .split(' ')[1]
        .split('/')
        .filter((p) => p && !p.startsWith(':') && p !== 'apps' && p !== 'brands')
        .slice(-1)[0] ?? r.key;
    // a route accepted from any stage is drawn from ANONYMOUS, its label saying "from any stage"
    for (const a of r.from ?? ['ANONYMOUS'])
      for (const b of targetsOf(r, a)) {
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
