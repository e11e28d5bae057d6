// Fields that share a row (ui:options.row, docs/panels.md "Rows"): the renderer groups neighbours in the drawn order,
// so a row whose fields are apart, or a row of one field, would quietly draw as separate rows. Refused here.
import { esc, type Report } from './report';

/** The order rjsf draws a schema's properties in: ui:order, "*" standing for the rest in the schema's order. */
function drawnOrder(own: string[], order: unknown): string[] {
  if (!Array.isArray(order)) return own;
  const named = order.filter((n): n is string => typeof n === 'string' && own.includes(n));
  const rest = own.filter((n) => !named.includes(n));
  return order.flatMap((n) => (n === '*' ? rest : named.includes(n as string) ? [n as string] : []));
}

export function checkRows(r: Report, own: string[], ui: Record<string, unknown>, file: string, pointer: string) {
  const rowOf = (name: string) =>
    ((ui[name] as Record<string, unknown> | undefined)?.['ui:options'] as { row?: unknown } | undefined)?.row;
  const order = drawnOrder(own, ui['ui:order']);
  const rows = new Map<string, number[]>();
  order.forEach((name, i) => {
    const row = rowOf(name);
    if (typeof row === 'string') rows.set(row, [...(rows.get(row) ?? []), i]);
  });
  for (const [row, at] of rows) {
    const first = order[at[0]];
    const where = `${pointer}/${esc(first)}/ui:options/row`;
    if (at.length === 1)
      r.add(file, where, `row "${row}" has only ${first}: give its neighbour in ui:order the same row, or remove it`);
    else if (at.some((n, i) => i > 0 && n !== at[i - 1] + 1))
      r.add(
        file,
        where,
        `the fields of row "${row}" (${at.map((n) => order[n]).join(', ')}) are apart in ui:order: put them next to each other (${order.join(', ')})`,
      );
  }
}
