import {
  DEFAULT_PASSWORD_RULES,
  PASSWORD_RULES,
  checkPassword,
  passwordAcceptable,
  ruleParams,
  type PasswordContext,
  type PasswordRule,
} from './passwordRules';

// the rules of docs/validation.md (the list the settings start from): the cases below are about how each rule judges,
// so they hold whatever list a product owner writes in flows/common.json (the data check holds that list to the registry)
const shipped = DEFAULT_PASSWORD_RULES;
/** A rule's parameters at their defaults, or their smallest values where there is none. */
const defaults = (rule: string) =>
  Object.fromEntries(
    Object.entries(PASSWORD_RULES[rule].params).map(([k, p]) => [
      k,
      p.default ?? (p.type === 'integer' ? p.min : p.type === 'choice' ? p.values?.[0] : '[0-9]'),
    ]),
  );

const failing = (p: string, r?: string, ctx = {}) =>
  checkPassword(p, r ?? p, ctx, shipped)
    .filter((x) => !x.ok)
    .map((x) => x.id);

test('a good password passes every rule', () => {
  expect(failing('Blue#Kite42')).toEqual([]);
  expect(passwordAcceptable('Blue#Kite42', 'Blue#Kite42', {}, shipped)).toBe(true);
});

test.each([
  ['Ab1#', ['length']],
  ['Abcdefgh1#Abcdefgh', ['length']],
  ['abcdefgh12', ['classes']],
  ['ABCDEFGH!!', ['classes']],
  ['October#99', ['months']],
  ['Blue#Kiiite4', ['repeats']],
])('%s fails %p', (p, ids) => {
  expect(failing(p)).toEqual(ids);
});

test('three of four classes are enough', () => {
  expect(failing('bluekite42#')).toEqual([]);
  expect(failing('BLUEKITE42#')).toEqual([]);
});

test('not the user id, names or e-mail; differs from the current password; must match', () => {
  expect(failing('Alice#2026x', undefined, { userId: 'alice' })).toEqual(['personal']);
  expect(failing('X#Examplee1', undefined, { lastName: 'Example' })).toEqual(['personal']);
  expect(failing('Blue#Kite42', undefined, { current: 'Blue#Kite42' })).toEqual(['differs']);
  expect(failing('Blue#Kite42', 'Blue#Kite43')).toEqual(['match']);
  expect(checkPassword('', '', {}, shipped).every((r) => !r.ok)).toBe(true);
});

describe('rules as data: each entry names a registered rule with its parameters', () => {
  const ids = (p: string, rules: PasswordRule[], ctx = {}) =>
    checkPassword(p, p, ctx, rules)
      .filter((x) => !x.ok)
      .map((x) => x.id);

  test('a stricter length holds, and the line carries its parameters for the message', () => {
    const rules = [{ rule: 'length', min: 12, max: 40 }];
    expect(ids('Blue#Kite42', rules)).toEqual(['length']);
    expect(ids('Blue#Kite42-Sky', rules)).toEqual([]);
    expect(checkPassword('x', 'x', {}, rules)[0]).toMatchObject({
      id: 'length',
      rule: 'length',
      text: 'widget.checklist.rule.length',
      params: { min: 12, max: 40 },
    });
  });

  test('parameters left out take the registry defaults; given ones change the rule', () => {
    expect(ruleParams({ rule: 'repeats' })).toEqual({ run: 3 });
    expect(ids('Blue#Kiite42', [{ rule: 'repeats', run: 2 }])).toEqual(['repeats']);
    expect(ids('Blue#Kiite42', [{ rule: 'repeats' }])).toEqual([]);
    expect(ids('Al#Blue4242', [{ rule: 'personal', minPart: 2 }], { firstName: 'Al' })).toEqual(['personal']);
    expect(ids('Al#Blue4242', [{ rule: 'personal' }], { firstName: 'Al' })).toEqual([]);
  });

  test('a pattern rule with its own id and message; two of them side by side', () => {
    const rules = [
      { rule: 'pattern', id: 'digit', pattern: '[0-9]', text: 'rule.digit' },
      { rule: 'pattern', id: 'symbol', pattern: '[^A-Za-z0-9]', text: 'rule.symbol' },
    ];
    expect(ids('BlueKite', rules)).toEqual(['digit', 'symbol']);
    expect(ids('BlueKite4!', rules)).toEqual([]);
    expect(checkPassword('', '', {}, rules).map((r) => r.text)).toEqual(['rule.digit', 'rule.symbol']);
  });

  test("a list of every registered rule, each with its defaults: one line each, in the list's order", () => {
    // a fixture of its own (the shipped list is the data check's: src/data/check/rules.ts)
    const every = Object.keys(PASSWORD_RULES).map((rule) => ({ rule, ...defaults(rule) }));
    expect(checkPassword('', '', {}, every).map((r) => r.rule)).toEqual(Object.keys(PASSWORD_RULES));
  });
});

describe('rules with parameters of their own', () => {
  const judge = (password: string, rule: PasswordRule, ctx: PasswordContext = {}) =>
    checkPassword(password, undefined, ctx, [rule])[0];

  test.each([
    ['digit', 2, 'abc1', false],
    ['digit', 2, 'a1b2', true],
    ['upper', 3, 'ABcd', false],
    ['upper', 3, 'ABCd', true],
    ['lower', 1, 'ABC', false],
    ['special', 2, 'a#b!', true],
  ])('atLeast %s × %i: %s → %s', (kind, min, password, ok) => {
    const r = judge(password, { rule: 'atLeast', class: kind, min, text: 'own.key' });
    expect(r).toMatchObject({ ok, text: 'own.key', params: { class: kind, min } });
  });

  test("notContaining: the field's value in any case, when it is long enough to count", () => {
    const rule = { rule: 'notContaining', field: 'firstName', text: 'own.key' };
    expect(judge('xxNOVAxx', rule, { firstName: 'Nova' }).ok).toBe(false);
    expect(judge('xxNOVAxx', rule, { lastName: 'Nova' }).ok).toBe(true);
    // two letters are below the default minPart (3): too short to count
    expect(judge('xxJOxx', rule, { firstName: 'Jo' }).ok).toBe(true);
    expect(judge('xxJOxx', { ...rule, minPart: 2 }, { firstName: 'Jo' }).ok).toBe(false);
    expect(judge('', rule, { firstName: 'Nova' }).ok).toBe(false);
  });
});
