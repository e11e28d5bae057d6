// The JSON Schema of a UI schema file (schemas/<panel>.ui.json), made from the registries the renderer and the check
// read — the field keys, the panel options, the widgets and each widget's options, with their documentation — and
// written to src/data/shapes/ui.schema.json by `npm run docs` (a test fails when it is stale), so an editor completes
// and explains every name as the owner types and it can never drift from the code. The check validates the files
// with it too (src/data/check/shapes.ts). Never bundled.
import { FIELD_UI_DOCS, PANEL_OPTION_DOCS, WIDGET_DOCS, WIDGET_OPTIONS } from '../docs/widgetDocs';
import { WIDGET_NAMES } from '../check/fields';

const ROOT_ONLY = ['ui:order', 'ui:panel'];
/** a field's own key: a property of its schema (ui: keys are the renderer's, $ keys the file's) */
const PROPERTY = '^(?!ui:|\\$)';

const described = (d: { meaning: string; example?: string }) => ({
  description: d.example ? `${d.meaning} — e.g. ${d.example}` : d.meaning,
});

/** Every option a field may take, from every widget that reads it (the first documentation found). */
function options() {
  const out: Record<string, object> = {};
  for (const [widget, list] of Object.entries(WIDGET_OPTIONS))
    for (const [name, d] of Object.entries(list))
      out[name] ??= {
        ...described({ ...d, meaning: `${d.meaning}${widget === '*' ? '' : ` (widget ${widget})`}` }),
      };
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

export function uiShape(): object {
  const fieldKeys = Object.fromEntries(
    Object.entries(FIELD_UI_DOCS)
      .filter(([k]) => !ROOT_ONLY.includes(k))
      .map(([k, d]) => [k, described(d)]),
  );
  const field = {
    type: 'object',
    description: "a field's UI: its ui: keys, and its own fields' UI by property",
    properties: {
      ...fieldKeys,
      'ui:widget': {
        ...fieldKeys['ui:widget'],
        anyOf: WIDGET_NAMES.map((n) => ({ const: n, ...(WIDGET_DOCS[n] ? described(WIDGET_DOCS[n]) : {}) })),
      },
      'ui:options': { ...fieldKeys['ui:options'], type: 'object', properties: options() },
    },
    patternProperties: { [PROPERTY]: { $ref: '#/definitions/field' } },
    additionalProperties: false,
  };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'ui.schema.json',
    title: 'auth-widget UI schema',
    description:
      "A panel's UI (schemas/<panel>.ui.json, docs/panels.md): its panel options under ui:panel, the order of its fields, and each field's UI by property. Generated from the code's registries by `npm run docs`; do not edit.",
    type: 'object',
    properties: {
      $schema: { type: 'string', description: "this file's shape, for an editor: ../src/data/shapes/ui.schema.json" },
      ...fieldKeys,
      'ui:order': { ...described(FIELD_UI_DOCS['ui:order']), type: 'array', items: { type: 'string' } },
      'ui:panel': {
        ...described(FIELD_UI_DOCS['ui:panel']),
        type: 'object',
        properties: Object.fromEntries(Object.entries(PANEL_OPTION_DOCS).map(([k, d]) => [k, described(d)])),
        additionalProperties: false,
      },
    },
    patternProperties: { [PROPERTY]: { $ref: '#/definitions/field' } },
    additionalProperties: false,
    definitions: { field },
  };
}

/** Where `npm run docs` writes it, and its text there. */
export const UI_SHAPE_FILE = 'src/data/shapes/ui.schema.json';
export const uiShapeText = (shape: object) => `${JSON.stringify(shape, null, 2)}\n`;
