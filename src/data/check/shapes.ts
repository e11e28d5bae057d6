// The shapes of the data files an editor checks as the owner types: each file names its JSON Schema with "$schema"
// (flows: flows/flow-table.schema.json; UI schemas, locales and the seed's apps: src/data/shapes/, the UI schemas'
// written from the registries by npm run docs), and the check validates the
// file with that same schema, so the editor and the check never disagree (docs/product-owner.md "Your editor helps").
// What a schema cannot say (a key used nowhere, a parent that names no file, a setting no request asks for) stays with
// the checks of each kind; where one of them has already said something of a place, the schema's word is left out.
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import localeShape from '../shapes/locale.schema.json';
import appsShape from '../shapes/apps.schema.json';
import uiShape from '../shapes/ui.schema.json';
import { didYouMean, esc, type DataFiles, type Report } from './report';

export const SHAPES = {
  locale: { schema: localeShape, path: 'src/data/shapes/locale.schema.json' },
  apps: { schema: appsShape, path: 'src/data/shapes/apps.schema.json' },
  ui: { schema: uiShape, path: 'src/data/shapes/ui.schema.json' },
} as const;

let ajv: Ajv | null = null;
const compiled = new Map<object, ValidateFunction>();
const validatorOf = (schema: object) => {
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = (ajv ??= new Ajv({ allErrors: true, strict: false })).compile(schema)));
  return v;
};

/** One error in the owner's words: the place, what is wrong, and the names allowed there. */
function said(e: ErrorObject, allowed: (at: string) => string[]): { pointer: string; message: string } {
  if (e.keyword === 'additionalProperties') {
    const key = String((e.params as { additionalProperty: string }).additionalProperty);
    const names = allowed(e.instancePath);
    return {
      pointer: `${e.instancePath}/${esc(key)}`,
      message: `"${key}" is not a key of this file's shape${didYouMean(key, names)}${names.length ? ` (the keys: ${names.join(', ')})` : ''}`,
    };
  }
  return { pointer: e.instancePath, message: `${e.message ?? 'does not match its shape'} (${e.schemaPath})` };
}

function validate(r: Report, shape: (typeof SHAPES)[keyof typeof SHAPES], data: unknown, file: string) {
  const v = validatorOf(shape.schema);
  if (v(data)) return;
  const reported = r.problems.filter((p) => p.file === file).map((p) => p.pointer);
  const near = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  const allowed = (at: string) => {
    let node: unknown = shape.schema;
    for (const part of at.split('/').filter(Boolean))
      node =
        (node as { properties?: Record<string, unknown> }).properties?.[part] ??
        (node as { additionalProperties?: unknown }).additionalProperties;
    return Object.keys((node as { properties?: object } | undefined)?.properties ?? {});
  };
  for (const e of v.errors ?? []) {
    const { pointer, message } = said(e, allowed);
    if (!reported.some((p) => near(p, pointer)))
      r.add(file, pointer, `${message} — the file's shape is ${shape.path} (name it with "$schema" for your editor)`);
  }
}

export function checkShapes(r: Report, files: DataFiles) {
  for (const [panel, ui] of Object.entries(files.uis)) validate(r, SHAPES.ui, ui, `schemas/${panel}.ui.json`);
  for (const [name, messages] of Object.entries(files.locales))
    validate(r, SHAPES.locale, messages, `locales/${name}.json`);
  for (const [brand, byLocale] of Object.entries(files.brandLocales ?? {}))
    for (const [name, messages] of Object.entries(byLocale))
      validate(r, SHAPES.locale, messages, `locales/brands/${brand}/${name}.json`);
  if (files.apps !== undefined) validate(r, SHAPES.apps, files.apps, 'seed/apps.json');
}
