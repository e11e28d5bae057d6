// The wait's words before an entry's first panel (docs/flows.md "The wait message's words"): the lines the page its
// rows lead to names, when every row leads to a page naming the same lines; otherwise none of their own (the default
// two). A row whose page comes in a flow's own file carries its page's lines, copied by the build
// (scripts/generate-data.mjs), so they are known before that file is.
import type { PageDef, Row } from '../data/types';

type Tables = { entries: Record<string, Row[]>; pages: Record<string, PageDef> };

const linesOf = (tables: Tables, row: Row) => (row.goto ? (tables.pages[row.goto]?.wait ?? row.wait) : undefined);

/** The message keys of the wait before `entry`'s first panel, or null when its rows do not agree on any. */
export function entryWaitKeys(tables: Tables, entry: string | null | undefined): string[] | null {
  const rows = (entry && tables.entries[entry]) || [];
  const first = rows[0] && linesOf(tables, rows[0]);
  if (!first) return null;
  const same = rows.every((r) => JSON.stringify(linesOf(tables, r)) === JSON.stringify(first));
  return same ? first : null;
}

/** The pages `entry`'s rows lead to. */
export const entryPages = (tables: Tables, entry: string | null | undefined): string[] =>
  ((entry && tables.entries[entry]) || []).flatMap((r) => (r.goto ? [r.goto] : []));
