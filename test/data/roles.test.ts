// The inputs named by role (test/support/roles.ts) follow the rules they are made from: a password every list of
// rules a product owner may write accepts, a code of the settings' length, and markers that round-trip.
import { checkPassword, type PasswordRule } from '../../src/form/passwordRules';
import {
  codeLength,
  markRoles,
  roleValue,
  rolesIn,
  settings,
  validCode,
  validPassword,
  withRoles,
} from '../support/roles';

const accepted = (p: string, rules: PasswordRule[], ctx = {}) =>
  checkPassword(p, p, ctx, rules)
    .filter((r) => !r.ok)
    .map((r) => r.id);

test('a valid code has the settings length; its variants differ', () => {
  expect(validCode()).toMatch(new RegExp(`^\\d{${codeLength()}}$`));
  expect(validCode(1)).toMatch(new RegExp(`^\\d{${codeLength()}}$`));
  expect(validCode(1)).not.toBe(validCode());
});

test.each<[string, PasswordRule[]]>([
  ['the data', settings().passwordRules],
  [
    'longer',
    [
      { rule: 'length', min: 20, max: 30 },
      { rule: 'classes', min: 4 },
      { rule: 'repeats', run: 2 },
    ],
  ],
  [
    'shorter than the base',
    [
      { rule: 'length', min: 4, max: 8 },
      { rule: 'classes', min: 3 },
    ],
  ],
  [
    'a pattern of the owner',
    [
      { rule: 'length', min: 12, max: 20 },
      { rule: 'pattern', pattern: '[0-9].*[0-9].*[0-9]' },
    ],
  ],
  ['no months, nothing personal', [{ rule: 'months' }, { rule: 'personal' }, { rule: 'differs' }, { rule: 'match' }]],
])('an acceptable password under %s rules', (_name, rules) => {
  const ctx = { userId: 'blue', current: 'Blue#Kite42' };
  expect(accepted(validPassword(ctx, 'Blue#Kite42', rules), rules, ctx)).toEqual([]);
  expect(validPassword(ctx, 'Green#Lake73', rules)).not.toBe(validPassword(ctx, 'Blue#Kite42', rules));
});

test('rules no password can meet are named, not looped on', () => {
  const rules = [
    { rule: 'length', min: 8, max: 10 },
    { rule: 'pattern', pattern: '^$' },
  ];
  expect(() => validPassword({}, 'Blue#Kite42', rules)).toThrow(/the rules pattern refuse/);
});

test('markers are replaced by their values and written back only where a named role was used', () => {
  const journey = { steps: [{ submit: { validationCode: { $role: 'code' } } }], form: { otc: { $role: 'code' } } };
  const resolved = withRoles(journey);
  expect(resolved).toEqual({ steps: [{ submit: { validationCode: validCode() } }], form: { otc: validCode() } });
  expect(rolesIn(journey.steps)).toEqual(['code']);
  expect(markRoles(resolved.form, ['code'])).toEqual(journey.form);
  expect(markRoles({ password: roleValue('newPassword') }, ['code'])).toEqual({ password: roleValue('newPassword') });
  expect(() => roleValue('pin')).toThrow(/no input role "pin": the roles are code, code2, newPassword, newPassword2/);
});
