// Conditions a UI schema may put on a field, an option, a footnote, a button or the progress bar. Pure.
//   "captcha"                         the view fact is truthy ("!captcha": falsy)
//   { "fact": "flow", "in": [...] }   the view fact is one of the values
//   { "field": "deliveryChannel", "in": [...] }   the form value is one of the values
//   { "field": "email", "is": "filled" }         the field holds something ("empty": nothing, blanks or [])
//   { "field": "email", "is": "valid" }          the value meets its schema's keywords ("invalid": it does not)
//   { "fact" | "field": name, "matches": <JSON Schema> }   the value (null when there is none) meets the schema
//   { "anyOf": [cond, …] }, { "allOf": [cond, …] }, { "not": cond }
//   [ cond, cond ]                    all of them
// A fact may be a view fact, a kept value ("context.<path>"), an app setting ("app.<name>") or, in a flow row, a
// guard: docs/panels.md "Conditions". One evaluator for rows, UI conditions and choices.
import { matches } from './matchers';

export type Scalar = string | number | boolean | null;
export type Test = { fact?: string; field?: string; in?: Scalar[]; is?: FieldState; matches?: object };
export type Condition =
  string | Test | { anyOf: Condition[] } | { allOf: Condition[] } | { not: Condition } | Condition[];
/** The keys that make an object a condition of several (a row's `when` map has none of them). */
export const COMBINERS = ['anyOf', 'allOf', 'not'] as const;
/** The states of a field a condition may test (the data check refuses another). */
export const FIELD_STATES = ['empty', 'filled', 'valid', 'invalid'] as const;
export type FieldState = (typeof FIELD_STATES)[number];

/** A condition, as against a flow row's map of guard → value (which names no key of a condition's own). */
export const isCondition = (x: unknown): x is Condition =>
  typeof x === 'string' ||
  Array.isArray(x) ||
  (!!x && typeof x === 'object' && ['fact', 'field', ...COMBINERS].some((k) => k in x));

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && !v.length);

/** Which fields are invalid: asked of only by a condition on a field's validity (worked out then, once). */
export type Invalid = { has(field: string): boolean };
const NONE: Invalid = new Set<string>();

/** `invalid`: the fields whose value breaks its schema's keywords (src/panels/validation.ts invalidFields). */
export function holds(
  cond: Condition | undefined,
  facts: Record<string, unknown>,
  values: Record<string, unknown> = {},
  invalid: Invalid = NONE,
): boolean {
  if (cond === undefined) return true;
  if (Array.isArray(cond)) return cond.every((c) => holds(c, facts, values, invalid));
  if (typeof cond === 'string') return cond.startsWith('!') ? !facts[cond.slice(1)] : !!facts[cond];
  if ('anyOf' in cond) return cond.anyOf.some((c) => holds(c, facts, values, invalid));
  if ('allOf' in cond) return cond.allOf.every((c) => holds(c, facts, values, invalid));
  if ('not' in cond) return !holds(cond.not, facts, values, invalid);
  // a flow row's map of guards, each to a value or a list of them: all hold (../flow/resolveTransition.ts)
  if (!('fact' in cond) && !('field' in cond))
    return Object.entries(cond as Record<string, unknown>).every(([g, v]) =>
      [v].flat().includes((facts[g] ?? null) as Scalar),
    );
  const actual = cond.field !== undefined ? values[cond.field] : facts[cond.fact ?? ''];
  if (cond.is === 'valid' || cond.is === 'invalid') return invalid.has(cond.field ?? '') === (cond.is === 'invalid');
  if (cond.is !== undefined) return cond.is === 'empty' ? isEmpty(actual) : !isEmpty(actual);
  if (cond.matches !== undefined) return matches(cond.matches, actual ?? null);
  return (cond.in ?? []).includes((actual ?? null) as Scalar);
}

/** Every schema a condition's "matches" names (the build compiles them: scripts/condition-schemas.mjs). */
export function conditionSchemas(cond: Condition | undefined): object[] {
  if (cond === undefined || typeof cond === 'string') return [];
  if (Array.isArray(cond)) return cond.flatMap(conditionSchemas);
  if ('anyOf' in cond) return cond.anyOf.flatMap(conditionSchemas);
  if ('allOf' in cond) return cond.allOf.flatMap(conditionSchemas);
  if ('not' in cond) return conditionSchemas(cond.not);
  return cond.matches !== undefined ? [cond.matches] : [];
}

/** The fact and field names a condition reads, for the data check. */
export function conditionNames(cond: Condition | undefined): { facts: string[]; fields: string[] } {
  const out = { facts: [] as string[], fields: [] as string[] };
  const walk = (c: Condition | undefined) => {
    if (c === undefined) return;
    if (Array.isArray(c)) c.forEach(walk);
    else if (typeof c === 'string') out.facts.push(c.replace(/^!/, ''));
    else if ('anyOf' in c) c.anyOf.forEach(walk);
    else if ('allOf' in c) c.allOf.forEach(walk);
    else if ('not' in c) walk(c.not);
    else if (c.field !== undefined) out.fields.push(c.field);
    else out.facts.push(c.fact ?? '');
  };
  walk(cond);
  return out;
}
