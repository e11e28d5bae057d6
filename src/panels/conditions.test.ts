// Conditions on facts and fields, on facts and values of their own (never the shipped data).
import { conditionNames, conditionSchemas, holds, isCondition } from './conditions';

const facts = { captcha: true, 'app.supportUrl': '/help', 'app.isVoiceDisabled': false, 'context.svAttempts': 2 };

test('a fact, its negation, a list of values, and all of a list', () => {
  expect(holds('captcha', facts)).toBe(true);
  expect(holds('!captcha', facts)).toBe(false);
  expect(holds({ fact: 'context.svAttempts', in: [1, 2] }, facts)).toBe(true);
  expect(holds(['captcha', { fact: 'context.svAttempts', in: [3] }], facts)).toBe(false);
});

test('an app setting is a fact: its value, and whether it is there at all', () => {
  expect(holds('app.supportUrl', facts)).toBe(true);
  expect(holds({ fact: 'app.isVoiceDisabled', in: [false] }, facts)).toBe(true);
  expect(holds('app.notGiven', facts)).toBe(false);
  expect(holds({ fact: 'app.notGiven', in: [null] }, facts)).toBe(true);
});

test.each([
  [undefined, 'empty'],
  ['', 'empty'],
  ['   ', 'empty'],
  [[], 'empty'],
  ['a', 'filled'],
  [0, 'filled'],
  [false, 'filled'],
  [['x'], 'filled'],
] as const)('a field holding %j is %s', (value, state) => {
  const values = { email: value };
  expect(holds({ field: 'email', is: state }, facts, values)).toBe(true);
  expect(holds({ field: 'email', is: state === 'empty' ? 'filled' : 'empty' }, facts, values)).toBe(false);
});

test('the names a condition reads, for the data check', () => {
  expect(conditionNames([{ field: 'email', is: 'filled' }, 'app.supportUrl', '!captcha'])).toEqual({
    facts: ['app.supportUrl', 'captcha'],
    fields: ['email'],
  });
});

test("a field's validity: what the panel's validation found, never its emptiness", () => {
  const invalid = new Set(['code']);
  expect(holds({ field: 'code', is: 'invalid' }, facts, { code: '12' }, invalid)).toBe(true);
  expect(holds({ field: 'code', is: 'valid' }, facts, { code: '12' }, invalid)).toBe(false);
  // a field with no error is valid, filled or not (an optional field left empty breaks nothing)
  expect(holds({ field: 'email', is: 'valid' }, facts, {}, invalid)).toBe(true);
  // without the set (a caller that never tests validity) every field is valid
  expect(holds({ field: 'code', is: 'valid' }, facts, { code: '12' })).toBe(true);
  expect(
    holds(
      [
        { field: 'email', is: 'valid' },
        { field: 'code', is: 'valid' },
      ],
      facts,
      {},
      invalid,
    ),
  ).toBe(false);
});

test('a value tested against a JSON Schema: a pattern, a range, a format, a list; a missing value is null', () => {
  const values = { email: 'ann@example.com', age: 17 };
  const suffix = { field: 'email', matches: { type: 'string', pattern: '@example\\.com$' } };
  expect(holds(suffix, facts, values)).toBe(true);
  expect(holds(suffix, facts, { email: 'ann@else.org' })).toBe(false);
  expect(holds({ field: 'age', matches: { minimum: 18 } }, facts, values)).toBe(false);
  expect(holds({ field: 'email', matches: { format: 'email' } }, facts, values)).toBe(true);
  expect(holds({ fact: 'context.svAttempts', matches: { enum: [1, 2] } }, facts)).toBe(true);
  // no value: null, which a typed schema refuses and an untyped pattern lets through (JSON Schema's own meaning)
  expect(holds({ field: 'phone', matches: { type: 'string' } }, facts, values)).toBe(false);
  expect(holds({ field: 'phone', matches: { type: 'null' } }, facts, values)).toBe(true);
  expect(holds({ fact: 'context.lastSend', matches: { type: 'string', minLength: 1 } }, facts)).toBe(false);
});

test('any of, all of and not, nested, over facts and fields', () => {
  const values = { email: '' };
  expect(holds({ anyOf: ['!captcha', { field: 'email', is: 'empty' }] }, facts, values)).toBe(true);
  expect(holds({ anyOf: ['!captcha', { field: 'email', is: 'filled' }] }, facts, values)).toBe(false);
  expect(holds({ allOf: ['captcha', { not: 'app.notGiven' }] }, facts, values)).toBe(true);
  expect(holds({ not: { anyOf: [] } }, facts)).toBe(true);
  expect(holds({ allOf: [] }, facts)).toBe(true);
  expect(conditionNames({ not: { anyOf: [{ field: 'email', matches: {} }, 'captcha'] } })).toEqual({
    facts: ['captcha'],
    fields: ['email'],
  });
});

test("every schema a condition names, at any depth (the build compiles them), and what a row's map is", () => {
  const a = { pattern: 'x' };
  const b = { minimum: 1 };
  expect(
    conditionSchemas([{ field: 'f', matches: a }, { not: { anyOf: ['captcha', { fact: 'g', matches: b }] } }]),
  ).toEqual([a, b]);
  expect(isCondition({ embedded: true })).toBe(false);
  expect(isCondition({ not: 'embedded' })).toBe(true);
  expect(isCondition('embedded')).toBe(true);
});
