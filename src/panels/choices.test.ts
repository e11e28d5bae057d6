// Options chosen by a fact or a field, on values of their own (never the shipped data).
import { choiceLeaves, choiceSelects, choose, chooseOptions, isChoice } from './choices';

const byFlow = { select: 'flow', cases: { FPS: 6, NEW_USER: 8 }, default: 4 };

test('a choice is exactly select, cases and default: an option whose value is an object is not one', () => {
  expect(isChoice(byFlow)).toBe(true);
  expect(isChoice({ pattern: 'KEY' })).toBe(false);
  expect(isChoice({ select: 'flow', cases: {}, default: 1, extra: true })).toBe(false);
  expect(isChoice({ select: 'flow', cases: [], default: 1 })).toBe(false);
  expect(isChoice(['select'])).toBe(false);
});

test('the case of the fact, else the default; a case may be a choice itself; any JSON value at a leaf', () => {
  expect(choose(byFlow, { flow: 'FPS' })).toBe(6);
  expect(choose(byFlow, { flow: 'LOGIN' })).toBe(4);
  expect(choose(byFlow, {})).toBe(4);
  const nested = { select: 'app.isVoiceDisabled', cases: { true: byFlow }, default: false };
  expect(choose(nested, { 'app.isVoiceDisabled': true, flow: 'NEW_USER' })).toBe(8);
  expect(choose(nested, { 'app.isVoiceDisabled': false })).toBe(false);
  expect(choose({ select: 'n', cases: { '2': { a: 1 } }, default: null }, { n: 2 })).toEqual({ a: 1 });
  // a value that is no choice is itself
  expect(choose('numeric', { flow: 'FPS' })).toBe('numeric');
});

test('options: each choice resolved, the same object back when none is a choice (a memo keeps holding)', () => {
  const plain = { inputMode: 'numeric', errors: { pattern: 'K' } };
  expect(chooseOptions(plain, { flow: 'FPS' })).toBe(plain);
  expect(chooseOptions({ inputMode: 'numeric', codeLength: byFlow }, { flow: 'NEW_USER' })).toEqual({
    inputMode: 'numeric',
    codeLength: 8,
  });
});

test('every value a choice may give, with its place; the names it selects by', () => {
  const nested = { select: 'a', cases: { 'x/y': byFlow }, default: 'z' };
  expect(choiceLeaves(nested, '/o')).toEqual([
    { value: 6, at: '/o/cases/x~1y/cases/FPS' },
    { value: 8, at: '/o/cases/x~1y/cases/NEW_USER' },
    { value: 4, at: '/o/cases/x~1y/default' },
    { value: 'z', at: '/o/default' },
  ]);
  expect(choiceLeaves('plain')).toEqual([{ value: 'plain', at: '' }]);
  expect(choiceSelects(nested)).toEqual(['a', 'flow']);
});

test('a choice by conditions takes the first case whose condition holds, over facts and the form’s values', () => {
  const byDomain = {
    first: [
      { when: { field: 'email', matches: { type: 'string', pattern: '@acme\\.com$' } }, then: 'k.acme' },
      {
        when: { fact: 'brand', in: ['blue'] },
        then: { select: 'flow', cases: { FPS: 'k.blueFps' }, default: 'k.blue' },
      },
    ],
    default: 'k.other',
  };
  expect(isChoice(byDomain)).toBe(true);
  expect(isChoice({ first: [{ when: 'captcha' }], default: 1 })).toBe(false);
  expect(choose(byDomain, { email: 'a@acme.com', brand: 'blue' })).toBe('k.acme');
  expect(choose(byDomain, { email: 'a@b.com', brand: 'blue', flow: 'FPS' })).toBe('k.blueFps');
  expect(choose(byDomain, { email: 'a@b.com', brand: 'red' })).toBe('k.other');
  expect(choiceLeaves(byDomain).map((l) => l.at)).toEqual([
    '/first/0/then',
    '/first/1/then/cases/FPS',
    '/first/1/then/default',
    '/default',
  ]);
  expect(choiceSelects(byDomain)).toEqual(['email', 'brand', 'flow']);
});
