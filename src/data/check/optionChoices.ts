// ui:options chosen by a fact (src/panels/choices.ts): each value a choice may give is held to what the option takes,
// where it is written (…/ui:options/maxLength/cases/FPS), and what it selects by must be a fact or a field.
import { choiceLeaves, isChoice, isFirstChoice, type FirstChoice, type OptionChoice } from '../../panels/choices';
import { esc, type Report } from './report';
import { checkCases, checkCondition, checkSelect } from './texts';

/**
 * The options to check, each with the report to check them with: the plain options once, then each value of each
 * choice as that option alone, its problems reported at the place in the choice that gives it.
 */
/**
 * Options that say what a field is, read as written by checks of the whole product: never chosen by a fact (a secret
 * must be one under every fact; a code's digits must agree with the schema's maxLength; a row with its neighbours).
 */
export const FIXED_OPTIONS: Record<string, string> = {
  secret: 'whether a field holds a secret is the same under every fact (the store and the logs depend on it)',
  codeDigits: "a code's digits must agree with the schema's maxLength, which no fact changes",
  row: 'the fields that share a row are the same under every fact (give the field a row of its own panel instead)',
};

export function optionVariants(
  r: Report,
  options: Record<string, unknown>,
  fieldNames: string[],
  file: string,
  at: string,
): { options: Record<string, unknown>; report: Report }[] {
  const plain = Object.fromEntries(Object.entries(options).filter(([, v]) => !isChoice(v)));
  const out = [{ options: plain, report: r }];
  for (const [key, v] of Object.entries(options)) {
    if (!isChoice(v)) continue;
    const base = `${at}/${esc(key)}`;
    if (FIXED_OPTIONS[key]) {
      r.add(file, base, `${key} cannot be chosen by a fact: ${FIXED_OPTIONS[key]}; give it one value`);
      continue;
    }
    selects(r, v, fieldNames, file, base);
    for (const leaf of choiceLeaves(v))
      out.push({ options: { [key]: leaf.value }, report: movedTo(r, base, `${base}${leaf.at}`) });
  }
  return out;
}

function selects(r: Report, c: OptionChoice | FirstChoice, fieldNames: string[], file: string, at: string) {
  if (isFirstChoice(c)) {
    c.first.forEach((x, i) => {
      checkCondition(r, x.when, fieldNames, file, `${at}/first/${i}/when`);
      if (isChoice(x.then)) selects(r, x.then, fieldNames, file, `${at}/first/${i}/then`);
    });
    if (isChoice(c.default)) selects(r, c.default, fieldNames, file, `${at}/default`);
    return;
  }
  checkSelect(r, c.select, file, `${at}/select`, fieldNames);
  checkCases(r, c.select, Object.keys(c.cases), file, at);
  for (const [k, v] of Object.entries(c.cases))
    if (isChoice(v)) selects(r, v, fieldNames, file, `${at}/cases/${esc(k)}`);
  if (isChoice(c.default)) selects(r, c.default, fieldNames, file, `${at}/default`);
}

/** The report with every pointer under `from` moved under `to`. */
function movedTo(r: Report, from: string, to: string): Report {
  const move = (p: string) => (p === from || p.startsWith(`${from}/`) ? to + p.slice(from.length) : p);
  return {
    ...r,
    add: (file, pointer, message) => r.add(file, move(pointer), message),
    useKey: (key, file, pointer) => r.useKey(key, file, move(pointer)),
    limitVars: (key, vars, file, pointer) => r.limitVars(key, vars, file, move(pointer)),
    allowLinks: (ref, file, pointer, pages) => r.allowLinks(ref, file, move(pointer), pages),
    optionalKey: (key, file, pointer) => r.optionalKey(key, file, move(pointer)),
  };
}
