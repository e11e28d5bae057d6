// Conditions a UI schema may put on a field, an option, a footnote, a button or the progress bar. Pure.
//   "captcha"                         the view fact is truthy ("!captcha": falsy)
//   { "fact": "flow", "in": [...] }   the view fact is one of the values
//   { "field": "deliveryChannel", "in": [...] }   the form value is one of the values
//   [ cond, cond ]                    all of them
export type Scalar = string | number | boolean | null;
export type Condition = string | { fact?: string; field?: string; in: Scalar[] } | Condition[];

export function holds(
  cond: Condition | undefined,
  facts: Record<string, unknown>,
  values: Record<string, unknown> = {},
): boolean {
  if (cond === undefined) return true;
  if (Array.isArray(cond)) return cond.every((c) => holds(c, facts, values));
  if (typeof cond === 'string') return cond.startsWith('!') ? !facts[cond.slice(1)] : !!facts[cond];
  const actual = cond.field !== undefined ? values[cond.field] : facts[cond.fact ?? ''];
  return cond.in.includes((actual ?? null) as Scalar);
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
