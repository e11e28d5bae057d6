// docs/server-rules.md's drawn stage table, generated from server/stages/stages.json by `npm run docs` (and checked current
// by server/stages/stageDocs.test.ts), so the picture cannot drift from what the server runs by.
import { STAGES, stageDiagram, type StageTable } from './stageTable';

export const START = '<!-- stages:start (generated from server/stages/stages.json by npm run docs) -->';
export const END = '<!-- stages:end -->';

/** The stages as a table, the routes as a Mermaid state diagram. */
export function renderStages(table: StageTable = STAGES): string {
  const rows = Object.entries(table.stages).map(([name, s]) => {
    const owes = (s.owes ?? []).map((o) => (o === 'then' ? 'the second factor that follows' : o)).join(', ');
    return `| ${name} | ${s.says} | ${owes || '—'} | ${s.purpose ?? '—'} | ${s.rotate ? 'yes' : ''} | ${s.proves ? 'yes' : ''} |`;
  });
  return [
    START,
    '',
    '| Stage | What it says | Still owed | Codes and grants it holds | New session id on entry | Entry records a check |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '```mermaid',
    stageDiagram(table),
    '```',
    '',
    END,
  ].join('\n');
}

/** The document with its generated part replaced (the markers must be there). */
export function withStages(doc: string, table: StageTable = STAGES): string {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < from) throw new Error(`docs/server-rules.md: the markers ${START} and ${END} are missing`);
  return doc.slice(0, from) + renderStages(table) + doc.slice(to + END.length);
}
