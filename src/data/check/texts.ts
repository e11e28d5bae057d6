// Two shapes a UI schema uses everywhere: a text (a message key, or a choice of keys by a view fact) and a condition
// (fact names, or { fact | field, in: [values] }, or a list of them).
import { conditionNames, FIELD_STATES, type Condition } from '../../panels/conditions';
import { VIEW_FACT_NAMES, VIEW_FACT_VALUES } from '../../panels/viewFacts';
import { isFirstChoice } from '../../panels/choices';
import { checkMatchSchema } from './matchSchemas';
import { isNode } from './schemaFields';
import type { TextRef } from '../types';
import { beyondReach, compareWith } from './contextShapes';
import { didYouMean, esc, safeKeys, type Report } from './report';

/** Checks a text and records its keys as used. `fieldNames`: fields a choice may select by, besides the view facts. */
export function checkText(
  r: Report,
  ref: TextRef | undefined,
  file: string,
  pointer: string,
  fieldNames: string[] = [],
  vars: string[] = r.textVars,
) {
  if (ref === undefined) return;
  checkTextShape(r, ref, file, pointer, fieldNames);
  // a variable its place does not give shows as {$name} in the user's language: every locale is held to these
  for (const key of safeKeys(ref)) if (typeof key === 'string') r.limitVars(key, vars, file, pointer);
}

function checkTextShape(r: Report, ref: TextRef, file: string, pointer: string, fieldNames: string[]) {
  if (typeof ref === 'string') return r.useKey(ref, file, pointer);
  if (ref && typeof ref === 'object' && 'text' in ref) {
    // some locales give the key, every locale gives the fallback (docs/locales.md "A message in some languages only")
    if (typeof ref.text !== 'string' || ref.fallback === undefined)
      r.add(
        file,
        pointer,
        'a text with a fallback is { "text": key some locales give, "fallback": a text every locale gives }',
      );
    else {
      r.optionalKey(ref.text, file, `${pointer}/text`);
      checkTextShape(r, ref.fallback, file, `${pointer}/fallback`, fieldNames);
    }
    return;
  }
  if (isFirstChoice(ref)) {
    ref.first.forEach((c, i) => {
      checkCondition(r, c.when, fieldNames, file, `${pointer}/first/${i}/when`);
      checkTextShape(r, c.then, file, `${pointer}/first/${i}/then`, fieldNames);
    });
    return checkTextShape(r, ref.default, file, `${pointer}/default`, fieldNames);
  }
  if (
    !ref ||
    typeof ref !== 'object' ||
    !('select' in ref) ||
    typeof ref.select !== 'string' ||
    !ref.cases ||
    ref.default === undefined
  ) {
    r.add(
      file,
      pointer,
      'a text is a message key, { "select": <fact>, "cases": { value: key }, "default": key }, { "first": [{ "when": <condition>, "then": key }, …], "default": key }, or { "text": key, "fallback": key }',
    );
    return;
  }
  checkSelect(r, ref.select, file, `${pointer}/select`, fieldNames);
  checkCases(r, ref.select, Object.keys(ref.cases), file, pointer);
  for (const [k, v] of Object.entries(ref.cases)) checkTextShape(r, v, file, `${pointer}/cases/${k}`, fieldNames);
  checkTextShape(r, ref.default, file, `${pointer}/default`, fieldNames);
}

/** What a choice selects by: a view fact, a kept value or app setting (checked against what the requests keep and ask
 * for), or one of `fieldNames`. */
export function checkSelect(r: Report, name: string, file: string, pointer: string, fieldNames: string[]) {
  const known = [...VIEW_FACT_NAMES, ...fieldNames];
  const kept = r.contextFact(name);
  if (kept) r.add(file, pointer, kept);
  else if (kept === null && !known.includes(name))
    r.add(file, pointer, `${name} is not a view fact (${VIEW_FACT_NAMES.join(', ')})${didYouMean(name, known)}`);
}

/** A choice's cases by a view fact of a closed set (VIEW_FACT_VALUES): each is one of its values. */
export function checkCases(r: Report, name: string, cases: string[], file: string, pointer: string) {
  const values = VIEW_FACT_VALUES[name];
  for (const k of values ? cases : [])
    if (!values.includes(k)) r.add(file, `${pointer}/cases/${esc(k)}`, notAValue(k, name, values));
}

/** The message for a value a view fact never takes. */
const notAValue = (v: unknown, name: string, values: readonly string[]) =>
  `${JSON.stringify(v)} is not a value of ${name} (${values.map((a) => JSON.stringify(a)).join(', ')}): it never matches${didYouMean(String(v), [...values])}`;

const isObj = isNode;
const shapeOk = (x: unknown): boolean => {
  if (typeof x === 'string') return true;
  if (Array.isArray(x)) return x.every(shapeOk);
  if (!isObj(x)) return false;
  const keys = Object.keys(x);
  if (keys.length === 1 && (keys[0] === 'anyOf' || keys[0] === 'allOf'))
    return Array.isArray(x[keys[0]]) && (x[keys[0]] as unknown[]).every(shapeOk);
  if (keys.length === 1 && keys[0] === 'not') return shapeOk(x.not);
  const named = typeof x.fact === 'string' || typeof x.field === 'string';
  if (!named || (typeof x.fact === 'string' && typeof x.field === 'string')) return false;
  // one test: a list of values, a state (a field's four; a fact's "empty" | "filled": a kept 0 is filled, where
  // "context.x" alone would be false), or a schema the value meets
  const tests = ['in', 'is', 'matches'].filter((k) => k in x);
  if (tests.length !== 1 || keys.length !== 2) return false;
  if (tests[0] === 'in') return Array.isArray(x.in);
  if (tests[0] === 'matches') return true;
  return typeof x.field === 'string'
    ? (FIELD_STATES as readonly unknown[]).includes(x.is)
    : ['empty', 'filled'].includes(x.is as string);
};

/** Where a condition is read: the facts it may name and the values of those with a closed set (a flow row's guards). */
export interface FactScope {
  names: readonly string[];
  values: Readonly<Record<string, readonly string[]>>;
  /** why a field cannot be named here (a flow row has no form), when it cannot */
  noFields?: string;
}
const VIEW_SCOPE: FactScope = { names: VIEW_FACT_NAMES, values: VIEW_FACT_VALUES };

/** Checks a condition's shape and names: its facts are view facts, its fields are `props`. */
/** `enums`: a field's allowed values, which a `{ "field", "in" }` condition may name (and nothing else). */
export function checkCondition(
  r: Report,
  c: unknown,
  props: string[],
  file: string,
  pointer: string,
  enums: Record<string, unknown[]> = {},
  scope: FactScope = VIEW_SCOPE,
) {
  if (c === undefined) return;
  if (!shapeOk(c)) {
    r.add(
      file,
      pointer,
      `a condition is a fact name ("captcha", "!captcha"), { "fact" | "field": name, "in": [values] }, { "field": name, "is": ${FIELD_STATES.map((s) => `"${s}"`).join(' | ')} }, { "fact": name, "is": "empty" | "filled" }, { "fact" | "field": name, "matches": <JSON Schema> }, { "anyOf" | "allOf": [conditions] }, { "not": condition }, or a list of them (all hold)`,
    );
    return;
  }
  const { facts, fields } = conditionNames(c as Condition);
  for (const f of facts) {
    const known = r.contextFact(f);
    const context = known === '' ? (beyondReach(f) ?? '') : known;
    if (context) r.add(file, pointer, context);
    else if (context === null && !scope.names.includes(f))
      r.add(
        file,
        pointer,
        `${f} is not ${scope === VIEW_SCOPE ? 'a view fact' : 'a registered guard or view fact'} (${scope.names.join(', ')})${didYouMean(f, [...scope.names])}`,
      );
  }
  for (const f of fields)
    if (scope.noFields) r.add(file, pointer, `${f}: ${scope.noFields}`);
    else if (!props.includes(f)) r.add(file, pointer, `${f} is not a property of the schema${didYouMean(f, props)}`);
  const walk = (x: unknown, at: string) => {
    if (Array.isArray(x)) return x.forEach((y, i) => walk(y, `${at}/${i}`));
    if (isObj(x) && ('anyOf' in x || 'allOf' in x))
      return walk(x.anyOf ?? x.allOf, `${at}/${'anyOf' in x ? 'anyOf' : 'allOf'}`);
    if (isObj(x) && 'not' in x) return walk(x.not, `${at}/not`);
    if (isObj(x) && 'matches' in x) return checkMatchSchema(r, x.matches, file, `${at}/matches`);
    const o = x as { field?: string; fact?: string; in?: unknown[] };
    // a context fact is held to what its path holds (a count is a number)
    if (o && typeof o === 'object' && typeof o.fact === 'string' && r.contextFact(o.fact) === '')
      compareWith(r, o.fact, o.in ?? [], file, `${at}/in`);
    const closed = o && typeof o === 'object' && typeof o.fact === 'string' ? scope.values[o.fact] : undefined;
    (closed ? (o.in ?? []) : []).forEach((v, i) => {
      if (!closed!.includes(v as string)) r.add(file, `${at}/in/${i}`, notAValue(v, o.fact!, closed!));
    });
    const allowed = o && typeof o === 'object' && o.field !== undefined ? enums[o.field] : undefined;
    if (!allowed) return;
    (o.in ?? []).forEach((v, i) => {
      if (!allowed.includes(v))
        r.add(
          file,
          `${at}/in/${i}`,
          `${JSON.stringify(v)} is not a value of ${o.field} (${allowed.map((a) => JSON.stringify(a)).join(', ')})${didYouMean(String(v), allowed.map(String))}`,
        );
    });
  };
  walk(c, pointer);
}
