// A ui:options value chosen by a fact: { "select": <fact or field>, "cases": { value: option value }, "default": … },
// the shape a text's choice has, with any option value at its leaves (a number, a flag, a name). Resolved when the
// panel is localized, and wherever the engine reads a field's options itself (docs/panels.md "Options chosen by a
// fact"). Pure.
type Facts = Record<string, unknown>;

export interface OptionChoice {
  select: string;
  cases: Record<string, unknown>;
  default: unknown;
}

/** Exactly the three keys: an option whose own value is an object (a key map, say) is never taken for a choice. */
export function isChoice(v: unknown): v is OptionChoice {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
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
  return [v.select, ...Object.values(v.cases).flatMap(choiceSelects), ...choiceSelects(v.default)];
}
