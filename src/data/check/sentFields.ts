// A field its panel requires is one the user must give before going on, so a request of the page must send it
// (docs/product-owner.md "A field the user must give is sent"): a consent the user was made to tick and the server
// never hears of is a consent never recorded, and a required field no request sends passed the check while the page
// did not do what its owner meant. A field that chooses the request or event itself (requestFor, eventFor) is used; a
// page with no request (its button raises an event) keeps its fields in the widget, and is not held here.
import type { PageDef, RequestDef } from '../types';
import { isNode, type Node } from './schemaFields';
import { esc, type Report } from './report';

/** Every `from` a request reads, in its path, query and payload, in every case of a choice. */
function readsOf(def: RequestDef): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') for (const m of v.matchAll(/\{([\w.]+)\}/g)) out.push(m[1]);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (isNode(v)) {
      if (typeof v.from === 'string') out.push(v.from);
      Object.values(v).forEach(walk);
    }
  };
  walk([def.path, def.query, def.payload]);
  return out;
}

/** Whether a `from` gives the field's value (the field itself, the whole form, or the object the field is in). */
const gives = (from: string, path: string[]) =>
  from === 'form' ||
  path.some((_, i) => {
    const name = path.slice(0, i + 1).join('.');
    return from === `field.${name}` || from === `form.${name}`;
  });

/**
 * The fields a user must give, each with its path of names (a nested object's field: its object's name first): listed
 * in its object's `required`, and every object above it required too (a field required inside an optional object is
 * not one the user must give). A hidden field is the widget's to fill.
 */
function requiredFields(schema: Node, ui: Node | undefined) {
  const out: { path: string[]; pointer: string }[] = [];
  const walk = (node: Node, nodeUi: Node | undefined, path: string[], at: string) => {
    const props = isNode(node.properties) ? node.properties : {};
    const required = Array.isArray(node.required) ? (node.required as unknown[]) : [];
    for (const [name, field] of Object.entries(props)) {
      if (!isNode(field) || !required.includes(name)) continue;
      const fieldUi = isNode(nodeUi?.[name]) ? nodeUi[name] : undefined;
      const pointer = `${at}/properties/${esc(name)}`;
      if (field.type === 'object') walk(field, fieldUi, [...path, name], pointer);
      else if (fieldUi?.['ui:widget'] !== 'hidden') out.push({ path: [...path, name], pointer });
    }
  };
  walk(schema, ui, [], '');
  return out;
}

export function checkSentFields(
  r: Report,
  page: PageDef,
  schema: Node | undefined,
  ui: Node | undefined,
  requests: Record<string, RequestDef>,
  [file, at]: [string, string],
) {
  if (!schema || !page.panel) return;
  const names = [page.request, ...Object.values(page.requestFor ?? {}).flatMap((byValue) => Object.values(byValue))]
    .filter((n): n is string => !!n && !!requests[n])
    .filter((n, i, all) => all.indexOf(n) === i);
  if (!names.length) return;
  const reads = names.flatMap((n) => readsOf(requests[n]));
  const choosers = [...Object.keys(page.requestFor ?? {}), ...Object.keys(page.eventFor ?? {})];
  for (const { path, pointer } of requiredFields(schema, ui)) {
    if (choosers.includes(path[0]) || reads.some((from) => gives(from, path))) continue;
    const name = path.join('.');
    r.add(
      `schemas/${page.panel}.schema.json`,
      pointer,
      `${name} is required, but no request of page ${at.split('/').pop()} (${file}) sends it (${names.join(', ')}): the user must give it and the server never hears of it. Fix: add "${path.at(-1)}": { "from": "field.${name}" } to the payload of requests.${names[0]} in flows/, or take ${name} out of "required"`,
    );
  }
}
