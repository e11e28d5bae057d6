// The flow context as facts (issue 38, point 4): a row or a UI condition tests what a reply said — a value, whether it
// is there (null when not), how many a list holds — with the one row interpreter and the one condition reader.
import { rowMatches } from '../flow/resolveTransition';
import { holds } from './conditions';
import { contextFacts } from './viewFacts';

const context = {
  deliveryOptions: { mobile: [{ id: 'p1' }], landline: [], email: 'a***@example.com' },
  lastSend: { phoneId: 'p1' },
  svAttempts: 2,
};

test('each plain value at its path, each list with its count and first elements; nested no deeper than three', () => {
  const facts = contextFacts({ ...context, deep: { a: { b: { c: { d: 1 } } } } });
  expect(facts).toMatchObject({
    'context.deliveryOptions.mobile.length': 1,
    'context.deliveryOptions.mobile.0.id': 'p1',
    'context.deliveryOptions.landline.length': 0,
    'context.deliveryOptions.email': 'a***@example.com',
    'context.lastSend.phoneId': 'p1',
    'context.svAttempts': 2,
  });
  expect(Object.keys(facts).some((k) => k.startsWith('context.deep.a.b.c'))).toBe(false);
  expect(Object.keys(contextFacts({ list: Array.from({ length: 50 }, (_, i) => i) }))).toHaveLength(11);
});

test('a row goes straight on when exactly one phone is offered, and another when none is', () => {
  const facts = contextFacts(context);
  const one = { when: { 'context.deliveryOptions.mobile.length': 1 }, goto: 'SEND' };
  const none = { when: { 'context.deliveryOptions.mobile.length': 0, 'context.deliveryOptions.email': null } };
  expect(rowMatches(one, facts)).toBe(true);
  expect(rowMatches(none, facts)).toBe(false);
  // a value not kept at all is null: a row for "no phone on file"
  expect(rowMatches({ when: { 'context.profile.phones.0.number': null } }, facts)).toBe(true);
});

test('a UI condition reads the same facts', () => {
  const facts = contextFacts(context);
  expect(holds({ fact: 'context.deliveryOptions.landline.length', in: [0] }, facts)).toBe(true);
  expect(holds({ fact: 'context.lastSend.phoneId', in: ['p2'] }, facts)).toBe(false);
});
