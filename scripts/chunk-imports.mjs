// The imports a generated file (scripts/generate-data.mjs) writes for what its flows name: each panel's schema, UI
// schema and precompiled validators with the widgets its UI schema names that chunks bring
// (src/form/widgets/chunk-widgets.json), and the effects its rows name that chunks bring (src/flow/chunk-effects.json).
// A widget or effect comes with the files of the flows that name it, so the bundle carries none it does not use.
import fs from 'node:fs';
import path from 'node:path';

/** a file name as an identifier: "secure-code" → "secureCode" */
export const ident = (s) => s.replace(/[^A-Za-z0-9]+(.)/g, (_, c) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

/** A registry of what chunks bring: name → file, without its comment. */
function readRegistry(rel) {
  const file = path.join(path.dirname(new URL(import.meta.url).pathname), rel);
  return Object.fromEntries(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).filter(([k]) => k !== '$comment'),
  );
}

/** The widgets a chunk brings with the panels that name them (src/form/widgets/chunk-widgets.json: name → file). */
export const CHUNK_WIDGETS = readRegistry('../src/form/widgets/chunk-widgets.json');

/** The fields a chunk brings with the panels that name them (src/form/fields/chunk-fields.json: name → file). */
export const CHUNK_FIELDS = readRegistry('../src/form/fields/chunk-fields.json');

/** The messages a chunk widget's code draws (src/form/widgets/chunk-widget-messages.json: name → keys, settings). */
export const CHUNK_WIDGET_MESSAGES = readRegistry('../src/form/widgets/chunk-widget-messages.json');

/** The effects a chunk brings with the rows that name them (src/flow/chunk-effects.json: name → module). */
export const CHUNK_EFFECTS = readRegistry('../src/flow/chunk-effects.json');

/** The reply types a chunk brings with the requests that name them (src/api/chunk-reply-types.json: name → module). */
export const CHUNK_REPLY_TYPES = readRegistry('../src/api/chunk-reply-types.json');

/** The chunk reply types a flow file's requests name, as import lines and a record's entries. */
export function replyTypeImports(flows, rel) {
  const names = new Set();
  for (const f of flows)
    for (const r of Object.values(f.requests ?? {}))
      for (const t of Object.values(r?.reply ?? {})) if (typeof t === 'string' && CHUNK_REPLY_TYPES[t]) names.add(t);
  const own = [...names].sort();
  const modules = [...new Set(own.map((n) => CHUNK_REPLY_TYPES[n]))].sort();
  return {
    lines: modules.map((m) => `import { ${m} } from '${rel}/api/${m}';`),
    record: `{ ${own.map((n) => `${n}: ${CHUNK_REPLY_TYPES[n]}.${n}`).join(', ')} }`,
  };
}

/** The chunk effects a flow file's rows name, as import lines and a record's entries. */
export function effectImports(flows, rel) {
  const names = new Set();
  const walk = (o) => {
    if (Array.isArray(o)) o.forEach(walk);
    else if (o && typeof o === 'object') {
      if (typeof o.effect === 'string') names.add(o.effect);
      Object.values(o).forEach(walk);
    } else if (typeof o === 'string' && CHUNK_EFFECTS[o]) names.add(o);
  };
  flows.forEach((f) => walk(f.pages ?? {}));
  const own = [...names].filter((n) => CHUNK_EFFECTS[n]).sort();
  const modules = [...new Set(own.map((n) => CHUNK_EFFECTS[n]))].sort();
  return {
    lines: modules.map((m) => `import { ${m} } from '${rel}/flow/${m}';`),
    record: `{ ${own.map((n) => `${n}: ${CHUNK_EFFECTS[n]}.${n}`).join(', ')} }`,
  };
}

/** Every ui:widget a UI schema names. */
export const widgetsIn = (ui) =>
  !ui || typeof ui !== 'object'
    ? []
    : Object.entries(ui).flatMap(([k, v]) => (k === 'ui:widget' && typeof v === 'string' ? [v] : widgetsIn(v)));

/**
 * The widgets rjsf picks itself for a schema's fields that name none: a list for an enum (rjsf's SelectWidget), a
 * checkbox for a boolean. A chunk widget among them comes with the panel as a named one does.
 */
export function implicitWidgets(schema, ui) {
  const out = [];
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    const own = ui?.[name];
    const named = own?.['ui:widget'] || own?.['ui:field'];
    if (prop?.enum && !named) out.push('SelectWidget');
    else if (prop?.type === 'boolean' && !named) out.push('checkbox');
    if (prop?.properties) out.push(...implicitWidgets(prop, own));
  }
  return out;
}

/**
 * The fields rjsf picks itself for a schema's values that name no field of their own and that the main script does
 * not carry (scripts/rjsf-trim.mjs): a number's. They come with the panel as a named field does.
 */
export function implicitFields(schema, ui) {
  const out = [];
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    const own = ui?.[name];
    if (own?.['ui:field']) continue;
    if (prop?.type === 'number' || prop?.type === 'integer') out.push('NumberField');
    if (prop?.properties) out.push(...implicitFields(prop, own));
  }
  return out;
}

/** Every ui:field a UI schema names. */
const fieldsIn = (ui) =>
  !ui || typeof ui !== 'object'
    ? []
    : Object.entries(ui).flatMap(([k, v]) => (k === 'ui:field' && typeof v === 'string' ? [v] : fieldsIn(v)));

export function panelImports(panels, rel, uis, schemas = {}) {
  const lines = [];
  const entries = [];
  const imported = new Set();
  // panels with the same schema have the same validator (its $id is the schema's hash): one file for them all
  const sameSchema = new Map();
  for (const p of [...panels].sort()) {
    const id = ident(p);
    const key = schemas[p] ? JSON.stringify(schemas[p]) : p;
    if (!sameSchema.has(key)) sameSchema.set(key, p);
    lines.push(
      `import ${id}Schema from '${rel}/generated/panels/${p}.schema.json';`,
      `import ${id}Ui from '${rel}/generated/panels/${p}.ui.json';`,
      `import ${id}Validators from '${rel}/generated/validators/${sameSchema.get(key)}.cjs';`,
    );
    const named = [...widgetsIn(uis[p]), ...implicitWidgets(schemas[p], uis[p])];
    const own = [...new Set(named.filter((w) => CHUNK_WIDGETS[w]))].sort();
    for (const w of own)
      if (!imported.has(w)) {
        imported.add(w);
        lines.push(`import { ${CHUNK_WIDGETS[w]} } from '${rel}/form/widgets/${CHUNK_WIDGETS[w]}';`);
      }
    const namedFields = [...fieldsIn(uis[p]), ...implicitFields(schemas[p], uis[p])];
    const ownFields = [...new Set(namedFields.filter((f) => CHUNK_FIELDS[f]))].sort();
    for (const f of ownFields)
      if (!imported.has(`field:${f}`)) {
        imported.add(`field:${f}`);
        lines.push(`import { ${CHUNK_FIELDS[f]} } from '${rel}/form/fields/${CHUNK_FIELDS[f]}';`);
      }
    const widgets =
      (own.length ? `, widgets: { ${own.map((w) => `${w}: ${CHUNK_WIDGETS[w]}`).join(', ')} }` : '') +
      (ownFields.length ? `, fields: { ${ownFields.map((f) => `${f}: ${CHUNK_FIELDS[f]}`).join(', ')} }` : '');
    entries.push(
      `  '${p}': { schema: ${id}Schema as unknown as PanelFiles['schema'], ui: ${id}Ui as unknown as PanelFiles['ui'], validators: ${id}Validators${widgets} },`,
    );
  }
  return { lines, entries };
}
