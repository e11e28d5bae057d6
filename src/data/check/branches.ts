// When a value may take one of several forms (the flow-table schema's oneOf / anyOf: a payload is a list of values or
// a select, an effect is a name or an object), Ajv reports every form's complaints: one slip in a payload of values
// came out as nine problems, eight of them "must have required property 'select'". A product owner needs the
// complaints of the form nearest to what they wrote: a form whose type the value does not have is out; of the others,
// the one with the fewest complaints (all of them on a tie). Its complaints stay, the other forms' go, and so does the
// "must match exactly one schema" summary.
import type { ErrorObject } from 'ajv';

/** the schema a "$ref" points at, within the root schema */
function target(root: object, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), root);
}

/** every schema object a form reaches, through its own keywords and the local "$ref"s it uses */
function reach(root: object, form: unknown, into = new Set<object>()): Set<object> {
  if (!form || typeof form !== 'object' || into.has(form)) return into;
  into.add(form);
  const ref = (form as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) reach(root, target(root, ref), into);
  for (const v of Object.values(form)) reach(root, v, into);
  return into;
}

/** the schema a form stands for: itself, or what its "$ref" points at */
const resolve = (root: object, form: unknown): unknown => {
  const ref = (form as { $ref?: unknown } | null)?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/') ? resolve(root, target(root, ref)) : form;
};

/**
 * Ajv's errors (compiled with `verbose: true`, so each error names its schema) with, for every oneOf / anyOf that
 * failed, only the complaints of the form nearest to the value.
 */
export function meantBranches(errors: ErrorObject[], root: object): ErrorObject[] {
  let kept = errors;
  for (const alt of errors) {
    if ((alt.keyword !== 'oneOf' && alt.keyword !== 'anyOf') || !Array.isArray(alt.schema)) continue;
    // more than one form fits (a oneOf's other failure): the summary is the complaint
    if ((alt.params as { passingSchemas?: unknown }).passingSchemas) continue;
    const under = (e: ErrorObject) =>
      e !== alt && (e.instancePath === alt.instancePath || e.instancePath.startsWith(`${alt.instancePath}/`));
    const forms = (alt.schema as unknown[]).map((f) => ({ top: resolve(root, f), all: reach(root, f) }));
    const mine = forms.map((f) => kept.filter((e) => under(e) && e.parentSchema && f.all.has(e.parentSchema)));
    const wrongType = forms.map((f, i) =>
      mine[i].some((e) => e.keyword === 'type' && e.instancePath === alt.instancePath && e.parentSchema === f.top),
    );
    const candidates = forms.map((_, i) => i).filter((i) => !wrongType[i]);
    const pool = candidates.length ? candidates : forms.map((_, i) => i);
    const fewest = Math.min(...pool.map((i) => mine[i].length));
    const meant = new Set(pool.filter((i) => mine[i].length === fewest).slice(0, candidates.length ? undefined : 1));
    const keep = new Set(mine.filter((_, i) => meant.has(i)).flat());
    const dropped = new Set<ErrorObject>([alt, ...mine.flat().filter((e) => !keep.has(e))]);
    kept = kept.filter((e) => !dropped.has(e));
  }
  // never fewer than one complaint for a value Ajv refused
  return kept.length ? kept : errors;
}
