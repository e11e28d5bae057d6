// Conditions a UI schema may put on a field, an option, a footnote, a button or the progress bar. Pure.
//   "captcha"                         the view fact is truthy ("!captcha": falsy)
//   { "fact": "flow", "in": [...] }   the view fact is one of the values
//   { "field": "deliveryChannel", "in": [...] }   the form value is one of the values
//   { "field": "email", "is": "filled" }         the field holds something ("empty": nothing, blanks or [])
//   { "field": "email", "is": "valid" }          the value meets its schema's keywords ("invalid": it does not)
//   [ cond, cond ]                    all of them
// A fact may be a view fact, a kept value ("context.<path>") or an app setting ("app.<name>"): docs/panels.md.
export type Scalar = string | number | boolean | null;
export type Condition = string | { fact?: string; field?: string; in?: Scalar[]; is?: FieldState } | Condition[];
/** The states of a field a condition may test (the data check refuses another). */
export const FIELD_STATES = ['empty', 'filled', 'valid', 'invalid'] as const;
export type FieldState = (typeof FIELD_STATES)[number];

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
  const actual = cond.field !== undefined ? values[cond.field] : facts[cond.fact ?? ''];
  if (cond.is === 'valid' || cond.is === 'invalid') return invalid.has(cond.field ?? '') === (cond.is === 'invalid');
  if (cond.is !== undefined) return cond.is === 'empty' ? isEmpty(actual) : !isEmpty(actual);
  return (cond.in ?? []).includes((actual ?? null) as Scalar);
}

/** The fact and field names a condition reads, for the data check. */
export function conditionNames(cond: Condition | undefined): { facts: string[]; fields: string[] } {
  const out = { facts: [] as string[], fields: [] as string[] };
  const walk = (c: Condition | undefined) => {
    if (c === undefined) return;
    if (Array.isArray(c)) c.forEach(walk);
    else if (typeof c === 'string') out.facts.push(c.replace(/^!/, ''));
    else if (c.field !== undefined) out.fields.push(c.field);
    else out.facts.push(c.fact ?? '');
  };
  walk(cond);
  return out;
}
