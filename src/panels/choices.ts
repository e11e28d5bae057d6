// A ui:options value chosen by a fact: { "select": <fact or field>, "cases": { value: option value }, "default": … },
// the shape a text's choice has, with any option value at its leaves (a number, a flag, a name). Resolved when the
// panel is localized, and wherever the engine reads a field's options itself (docs/panels.md "Options chosen by a
// fact"). A choice by conditions takes the first case whose condition holds:
// { "first": [ { "when": <condition>, "then": value }, … ], "default": … } (src/panels/conditions.ts). Pure.
import { conditionNames, holds, type Condition } from './conditions';

type Facts = Record<string, unknown>;

export interface OptionChoice {
  select: string;
  cases: Record<string, unknown>;
  default: unknown;
}

export interface FirstChoice {
  first: { when: Condition; then: unknown }[];
  default: unknown;
}

/** Exactly these two keys, each case a when and a then. */
export function isFirstChoice(v: unknown): v is FirstChoice {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return (
    Object.keys(o).length === 2 &&
    'default' in o &&
    Array.isArray(o.first) &&
    o.first.every((c) => !!c && typeof c === 'object' && 'when' in c && 'then' in c)
  );
}

/** Exactly the three keys: an option whose own value is an object (a key map, say) is never taken for a choice. */
export function isChoice(v: unknown): v is OptionChoice | FirstChoice {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  if (isFirstChoice(o)) return true;
  return (
    Object.keys(o).length === 3 &&
    typeof o.select === 'string' &&
    !!o.cases &&
    typeof o.cases === 'object' &&
    !Array.isArray(o.cases) &&
    'default' in o
  );
}

/** The value a choice gives under these facts (a case may itself be a choice). */
export function choose(v: unknown, facts: Facts): unknown {
  let at = v;
  while (isChoice(at)) {
    if (isFirstChoice(at)) {
      // the form's values are laid over the facts: a field's name reads its value
      const hit: { then: unknown } | undefined = at.first.find((c) => holds(c.when, facts, facts));
      at = hit ? hit.then : at.default;
      continue;
    }
    // a fact is a scalar (src/panels/viewFacts.ts); the form's values laid over the facts may not be
    const f = facts[at.select];
    const key = typeof f === 'string' || typeof f === 'number' || typeof f === 'boolean' ? String(f) : null;
    at = key !== null && Object.prototype.hasOwnProperty.call(at.cases, key) ? at.cases[key] : at.default;
  }
  return at;
}

/** A field's options with every choice resolved; the same object when none is a choice. */
export function chooseOptions<T extends Record<string, unknown>>(options: T, facts: Facts): T {
  if (!Object.values(options).some(isChoice)) return options;
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k, choose(v, facts)])) as T;
}

/** Every value a choice may give, with its JSON pointer below the option (the data check holds each). */
export function choiceLeaves(v: unknown, at = ''): { value: unknown; at: string }[] {
  if (!isChoice(v)) return [{ value: v, at }];
  if (isFirstChoice(v))
    return [
      ...v.first.flatMap((c, i) => choiceLeaves(c.then, `${at}/first/${i}/then`)),
      ...choiceLeaves(v.default, `${at}/default`),
    ];
  return [
    ...Object.entries(v.cases).flatMap(([k, x]) =>
      choiceLeaves(x, `${at}/cases/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`),
    ),
    ...choiceLeaves(v.default, `${at}/default`),
  ];
}

/** The facts and fields a choice selects by, nested ones included. */
export function choiceSelects(v: unknown): string[] {
  if (!isChoice(v)) return [];
  if (isFirstChoice(v))
    return [
      ...v.first.flatMap((c) => {
        const { facts, fields } = conditionNames(c.when);
        return [...facts, ...fields, ...choiceSelects(c.then)];
      }),
      ...choiceSelects(v.default),
    ];
  return [v.select, ...Object.values(v.cases).flatMap(choiceSelects), ...choiceSelects(v.default)];
}
