import { checkPassword, passwordAcceptable } from './passwordRules';

const failing = (p: string, r?: string, ctx = {}) =>
  checkPassword(p, r ?? p, ctx)
    .filter((x) => !x.ok)
    .map((x) => x.id);

test('a good password passes every rule', () => {
  expect(failing('Blue#Kite42')).toEqual([]);
  expect(passwordAcceptable('Blue#Kite42', 'Blue#Kite42')).toBe(true);
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
  expect(checkPassword('', '').every((r) => !r.ok)).toBe(true);
});
