// The yes/no check on fixtures of its own (a panel schema and UI schema written here), never the shipped data.
import { checkBooleans } from './booleans';
import { newReport } from './report';

const FILES: [string, string] = ['schemas/p.schema.json', 'schemas/p.ui.json'];

function problems(field: object, ui: object = {}, required = true) {
  const r = newReport();
  const schema = { type: 'object', required: required ? ['q'] : [], properties: { q: { type: 'boolean', ...field } } };
  checkBooleans(r, schema, { q: ui }, FILES);
  return r.problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`);
}
const RADIO = { 'ui:widget': 'radio', 'ui:enumNames': ['q.yes', 'q.no'] };

test('a required question drawn as two answers with their words is valid; so is a box that must be ticked', () => {
  expect(problems({}, RADIO)).toEqual([]);
  expect(problems({}, { ...RADIO, 'ui:widget': 'select' })).toEqual([]);
  expect(problems({ const: true })).toEqual([]);
  // a box the user may leave alone
  expect(problems({}, {}, false)).toEqual([]);
});

test('refuses a required box that could never say no, naming both fixes', () => {
  const [p, ...rest] = problems({});
  expect(rest).toEqual([]);
  expect(p).toMatch(/^schemas\/p\.schema\.json#\/properties\/q: q is required but drawn as a box/);
  expect(p).toContain('"const": true');
  expect(p).toContain('"ui:widget": "radio"');
  expect(problems({}, { 'ui:widget': 'checkbox' })).toHaveLength(1);
});

test('refuses two answers without their words (rjsf would draw English ones), or with a count other than two', () => {
  for (const names of [undefined, ['q.yes'], ['q.yes', 'q.no', 'q.maybe']]) {
    const [p, ...rest] = problems({}, { 'ui:widget': 'radio', 'ui:enumNames': names }, false);
    expect(rest).toEqual([]);
    expect(p).toMatch(/^schemas\/p\.ui\.json#\/q\/ui:enumNames: q is a yes\/no question drawn as two answers/);
  }
});

test('looks inside a nested object', () => {
  const r = newReport();
  const schema = {
    type: 'object',
    properties: { o: { type: 'object', required: ['q'], properties: { q: { type: 'boolean' } } } },
  };
  checkBooleans(r, schema, {}, FILES);
  expect(r.problems.map((p) => p.pointer)).toEqual(['/properties/o/properties/q']);
});
