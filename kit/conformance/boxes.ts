// The boxes a panel requires ticked (a required boolean held to `"const": true`: docs/product-owner.md "A box every
// sign-on must tick") and the yes/no questions it requires answered ("A question that must be answered"). The widget
// sends them with the panel's request, as a user who goes on gives them; the kit does the same (a box ticked, a
// question answered yes), so a backend that holds them, as the reference server does, passes the kit.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestDef } from '../../src/data/types';
import type { Tables } from '../../src/flow/tables';

export type Boxes = Record<string, string[]>;
/** The flow tables as the kit drives them: with the boxes each panel requires ticked. */
export type KitTables = Tables & { boxes?: Boxes };

type Node = { type?: unknown; const?: unknown; required?: unknown; properties?: Record<string, Node> };

/** Each panel's boxes that must be ticked (its schema's top-level fields). */
export function requiredBoxes(schemas: Record<string, unknown>): Boxes {
  const out: Boxes = {};
  for (const [panel, schema] of Object.entries(schemas)) {
    const s = schema as Node;
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    // a box that must be ticked ("const": true), and a yes/no question that must be answered (answered yes)
    const boxes = required.filter((f) => s.properties?.[f]?.type === 'boolean' && s.properties[f].const !== false);
    if (boxes.length) out[panel] = boxes;
  }
  return out;
}

/** The panels' schemas under `root`/schemas, by panel. */
export function readSchemas(root: string): Record<string, unknown> {
  const dir = path.join(root, 'schemas');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => [f.slice(0, -'.schema.json'.length), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as unknown]),
  );
}

/** A page's boxes, ticked, as the form the page's request is built from holds them. */
export function tickedOn(tables: KitTables, page: string): Record<string, boolean> {
  const panel = tables.pages[page]?.panel;
  return Object.fromEntries((panel ? (tables.boxes?.[panel] ?? []) : []).map((b) => [b, true]));
}

/** The boxes a page's request sends, by their names on the wire (a payload entry that reads the box's field). */
export function sentBoxes(tables: KitTables, page: string, request: string): Record<string, boolean> {
  const boxes = Object.keys(tickedOn(tables, page));
  const payload = (tables.requests[request] as RequestDef | undefined)?.payload;
  const entries = payload && typeof payload === 'object' && !('select' in payload) ? Object.entries(payload) : [];
  return Object.fromEntries(
    entries
      .flatMap(([wire, v]): [string, boolean][] => {
        const from = (v as { from?: string }).from;
        // the whole form sends each box under its own name
        if (from === 'form') return boxes.map((b) => [b, true]);
        return boxes.some((b) => from === `field.${b}` || from === `form.${b}`) ? [[wire, true]] : [];
      }),
  );
}
