// The JSON Schemas conditions test values against ({ "fact" | "field": name, "matches": schema }: docs/panels.md
// "Conditions"), compiled ahead of time as the panels' validators are (the page's CSP allows no eval): one CommonJS
// module for the bundle and one per chunk, each validator exported under the key the widget looks it up by
// (src/panels/matchers.ts: the schema's JSON text as shipped).
import standaloneCode from 'ajv/dist/standalone/index.js';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { withDateKeyword } from '../src/form/dateKeyword.cjs';

/** Every schema a condition names anywhere in these data (a row's when, a UI condition, a choice's case). */
export function conditionSchemas(...data) {
  const out = [];
  const walk = (x) => {
    if (!x || typeof x !== 'object') return;
    if (Array.isArray(x)) return x.forEach(walk);
    const named = typeof x.fact === 'string' || typeof x.field === 'string';
    if (named && x.matches && typeof x.matches === 'object' && !Array.isArray(x.matches)) out.push(x.matches);
    Object.values(x).forEach(walk);
  };
  data.forEach(walk);
  return out;
}

/** The module's source: an empty one when no condition names a schema. */
export function matchersCode(schemas) {
  const unique = [...new Map(schemas.map((s) => [JSON.stringify(s), s]))];
  if (!unique.length) return '"use strict";\n';
  // the panels' keywords, a date relative to today among them (src/form/dateKeyword.cjs), before the schemas are added
  const ajv = createAjvInstance(
    undefined,
    undefined,
    { messages: false, verbose: false, allErrors: false, code: { source: true, lines: false, optimize: true } },
    undefined,
    undefined,
    withDateKeyword('local'),
  );
  unique.forEach(([, s], i) => ajv.addSchema({ ...s, $id: `c${i}` }));
  return standaloneCode(ajv, Object.fromEntries(unique.map(([text], i) => [text, `c${i}`])));
}

export const MATCHERS_TYPES = 'declare const fns: Record<string, (data: unknown) => boolean>;\nexport = fns;\n';
