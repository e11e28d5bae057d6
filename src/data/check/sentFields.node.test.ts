// A required field some request of its page sends, on fixtures of its own (a page, its panel's schema and requests
// written here), never the shipped data.
import { checkSentFields } from './sentFields';
import { newReport } from './report';
import type { PageDef, RequestDef } from '../types';

const SCHEMA = {
  type: 'object',
  required: ['name', 'agree', 'details'],
  properties: {
    name: { type: 'string' },
    agree: { type: 'boolean', const: true },
    note: { type: 'string' },
    details: { type: 'object', required: ['city'], properties: { city: { type: 'string' }, zip: { type: 'string' } } },
  },
};

function problems(requests: Record<string, RequestDef>, page: Partial<PageDef> = {}, ui: object = {}) {
  const r = newReport();
  const full = { kind: 'panel', panel: 'p', request: 'save', ...page } as PageDef;
  checkSentFields(r, full, SCHEMA, ui as Record<string, unknown>, requests, ['flows/f.json', '/pages/P']);
  return r.problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`);
}
const save = (payload: object, extra: object = {}) => ({ save: { path: 'x/save', payload, ...extra } as RequestDef });

test('every required field sent: by its field, its object, the whole form, a choice of payloads or the path', () => {
  expect(
    problems(save({ n: { from: 'field.name' }, a: { from: 'field.agree' }, d: { from: 'field.details' } })),
  ).toEqual([]);
  expect(problems(save({ all: { from: 'form' } }))).toEqual([]);
  expect(
    problems({
      save: {
        path: 'x/{field.details.city}',
        payload: {
          select: 'flow',
          cases: { A: { n: { from: 'field.name' } } },
          default: { a: { from: 'form.agree' } },
        },
      },
    }),
  ).toEqual([]);
  // a field that chooses the request itself, and one the UI hides (the widget fills it), are not held
  expect(
    problems(save({ n: { from: 'field.name' }, c: { from: 'field.details.city' } }), {
      requestFor: { agree: { true: 'save' } },
    }),
  ).toEqual([]);
  expect(
    problems(
      save({ n: { from: 'field.name' }, c: { from: 'field.details.city' } }),
      {},
      { agree: { 'ui:widget': 'hidden' } },
    ),
  ).toEqual([]);
});

test('a required field no request of the page sends: refused at the field, with both fixes', () => {
  const got = problems(save({ n: { from: 'field.name' }, d: { from: 'field.details.zip' } }));
  expect(got).toHaveLength(2);
  expect(got[0]).toBe(
    'schemas/p.schema.json#/properties/agree: agree is required, but no request of page P (flows/f.json) sends it (save): the user must give it and the server never hears of it. Fix: add "agree": { "from": "field.agree" } to the payload of requests.save in flows/, or take agree out of "required"',
  );
  expect(got[1]).toMatch(
    /^schemas\/p\.schema\.json#\/properties\/details\/properties\/city: details\.city is required/,
  );
  // a field required inside an object the panel does not require is not one the user must give
  const r = newReport();
  const optionalDetails = { ...SCHEMA, required: ['name', 'agree'] };
  checkSentFields(
    r,
    { kind: 'panel', panel: 'p', request: 'save' },
    optionalDetails,
    {},
    save({ n: { from: 'field.name' }, a: { from: 'field.agree' } }),
    ['flows/f.json', '/pages/P'],
  );
  expect(r.problems).toEqual([]);
  // an optional field is never held; a page whose button makes no request keeps its fields in the widget
  expect(problems(save({ all: { from: 'form' } })).join()).not.toContain('note');
  expect(problems({}, { request: undefined })).toEqual([]);
});
