// The password rules as a registry (docs/validation.md "Password rules"): the product's rules are a list in the
// settings of flows/common.json ("passwordRules"), each entry naming a rule of PASSWORD_RULES with its parameters.
// The live checklist draws one line per entry (its message takes the parameters), the form refuses a password that
// breaks one, and the reference server enforces the same list read from the same file — one edit holds on both sides.

export interface PasswordContext {
  userId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** the current or temporary password, which the new one must differ from */
  current?: string;
}

/** One entry of the settings' passwordRules: a registered rule, its parameters, an optional id and message key. */
export interface PasswordRule {
  rule: string;
  /** the line's id (data-rule), when two entries use one rule; the rule's name otherwise */
  id?: string;
  /** the line's message key; widget.checklist.rule.<id> otherwise */
  text?: string;
  [param: string]: unknown;
}

export interface RuleResult {
  id: string;
  rule: string;
  ok: boolean;
  /** the line's message key and the variables its message takes (the rule's parameters) */
  text: string;
  params: Record<string, string | number>;
}

type Params = Record<string, number | string>;
interface Subject {
  password: string;
  reentered: string | undefined;
  ctx: PasswordContext;
}

/** A parameter of a rule: an integer within bounds, a regular expression, or one of a few names (meanings:
 * src/data/docs/ruleDocs.ts). */
export interface ParamDef {
  type: 'integer' | 'pattern' | 'choice';
  /** the names a choice takes */
  values?: readonly string[];
  min?: number;
  max?: number;
  /** the value when the entry leaves it out; without one the parameter is required */
  default?: number;
}

export interface RuleDef {
  params: Record<string, ParamDef>;
  /** the entry needs its own message key (the registry's cannot say what a pattern means) */
  needsText?: boolean;
  check: (s: Subject, p: Params) => boolean;
}

/** The kinds of character "atLeast" counts. */
const KINDS: Record<string, RegExp> = { lower: /[a-z]/g, upper: /[A-Z]/g, digit: /[0-9]/g, special: /[^A-Za-z0-9]/g };
/** The values of the user's a password may not contain ("notContaining"): the profile's, on both sides. */
const PERSONAL_FIELDS = ['userId', 'firstName', 'lastName', 'email'] as const;
const MONTHS =
  /* @__PURE__ */ 'january february march april may june july august september october november december'.split(' ');
const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];
const count = (min: number, max: number, def?: number): ParamDef => ({
  type: 'integer',
  min,
  max,
  default: def,
});
const filled = (s: Subject) => s.password.length > 0;
/** a pattern the data check refused never passes (and never throws in a user's hands) */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return false;
  }
}

function containsPersonal({ password, ctx }: Subject, minPart: number): boolean {
  const lower = password.toLowerCase();
  return [ctx.userId, ctx.firstName, ctx.lastName, ctx.email, ctx.email?.split('@')[0]]
    .map((x) => (x ?? '').trim().toLowerCase())
    .filter((x) => x.length >= minPart)
    .some((x) => lower.includes(x));
}

/**
 * Every rule a product owner may list, with its parameters (docs/reference.md "Password rules" is made from it). Its
 * calls are marked pure so that a bundle naming only the default rules leaves the registry out: sign-on checks no new
 * password, and the flows that do bring it with their checklist widget (test/data/bundle.test.ts holds this).
 */
export const PASSWORD_RULES: Record<string, RuleDef> = {
  length: {
    params: { min: /* @__PURE__ */ count(1, 128), max: /* @__PURE__ */ count(1, 128) },
    check: ({ password }, p) => password.length >= Number(p.min) && password.length <= Number(p.max),
  },
  classes: {
    params: { min: /* @__PURE__ */ count(1, 4) },
    check: ({ password }, p) => CLASSES.filter((c) => c.test(password)).length >= Number(p.min),
  },
  personal: {
    params: { minPart: /* @__PURE__ */ count(1, 20, 3) },
    check: (s, p) => filled(s) && !containsPersonal(s, Number(p.minPart)),
  },
  months: {
    params: {},
    check: (s) => filled(s) && !MONTHS.some((m) => s.password.toLowerCase().includes(m)),
  },
  repeats: {
    params: { run: /* @__PURE__ */ count(2, 20, 3) },
    check: (s, p) => filled(s) && !new RegExp(`(.)\\1{${Number(p.run) - 1}}`).test(s.password),
  },
  atLeast: {
    params: {
      class: { type: 'choice', values: /* @__PURE__ */ Object.keys(KINDS) },
      min: /* @__PURE__ */ count(1, 64),
    },
    needsText: true,
    check: ({ password }, p) => (password.match(KINDS[String(p.class)] ?? /$^/g) ?? []).length >= Number(p.min),
  },
  notContaining: {
    params: { field: { type: 'choice', values: PERSONAL_FIELDS }, minPart: /* @__PURE__ */ count(1, 20, 3) },
    needsText: true,
    check: (s, p) => {
      const value = (s.ctx[String(p.field) as (typeof PERSONAL_FIELDS)[number]] ?? '').trim().toLowerCase();
      return filled(s) && (value.length < Number(p.minPart) || !s.password.toLowerCase().includes(value));
    },
  },
  pattern: {
    params: { pattern: { type: 'pattern' } },
    needsText: true,
    check: (s, p) => filled(s) && matches(String(p.pattern), s.password),
  },
  differs: {
    params: {},
    check: (s) => filled(s) && (!s.ctx.current || s.ctx.current !== s.password),
  },
  match: {
    params: {},
    check: (s) => filled(s) && s.reentered !== undefined && s.password === s.reentered,
  },
};

/** The rules of docs/validation.md, when the settings list none. */
export const DEFAULT_PASSWORD_RULES: PasswordRule[] = [
  { rule: 'length', min: 8, max: 15 },
  { rule: 'classes', min: 3 },
  { rule: 'personal' },
  { rule: 'months' },
  { rule: 'repeats' },
  { rule: 'differs' },
  { rule: 'match' },
];

/** An entry's parameters with the registry's defaults filled in. */
export function ruleParams(entry: PasswordRule): Params {
  const def = PASSWORD_RULES[entry.rule];
  const out: Params = {};
  for (const [name, p] of Object.entries(def?.params ?? {})) {
    const v = entry[name] ?? p.default;
    if (typeof v === 'number' || typeof v === 'string') out[name] = v;
  }
  return out;
}

export const ruleId = (entry: PasswordRule) => entry.id ?? entry.rule;

/** Each listed rule, in the list's order, judged; `reentered` is compared by the match rule only. */
export function checkPassword(
  password: string,
  reentered: string | undefined,
  ctx: PasswordContext = {},
  rules: PasswordRule[] = DEFAULT_PASSWORD_RULES,
): RuleResult[] {
  const subject = { password: password ?? '', reentered, ctx };
  return rules.map((entry) => {
    const params = ruleParams(entry);
    const id = ruleId(entry);
    const def = PASSWORD_RULES[entry.rule];
    return {
      id,
      rule: entry.rule,
      ok: !!def && def.check(subject, params),
      text: entry.text ?? `widget.checklist.rule.${id}`,
      params,
    };
  });
}

export function passwordAcceptable(
  password: string,
  reentered: string | undefined,
  ctx: PasswordContext = {},
  rules: PasswordRule[] = DEFAULT_PASSWORD_RULES,
): boolean {
  return checkPassword(password, reentered, ctx, rules).every((r) => r.ok);
}

/** The id of a password field's requirements box (the checklist widget's), which a submit finding the password
 * invalid focuses (src/panels/usePanelForm.ts): here, so the panel code needs no widget a chunk brings. */
export const rulesBoxId = (id: string) => `${id}__rules`;
