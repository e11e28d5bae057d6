// A value that may take one of several forms is reported by the form meant (./branches.ts).
import Ajv from 'ajv';
import { meantBranches } from './branches';

const schema = {
  definitions: {
    values: { type: 'object', additionalProperties: { type: 'object', properties: { from: { type: 'string' } } } },
    select: {
      type: 'object',
      required: ['select', 'cases'],
      properties: { select: { type: 'string' }, cases: { type: 'object' } },
      additionalProperties: false,
    },
  },
  type: 'object',
  properties: {
    payload: { oneOf: [{ $ref: '#/definitions/values' }, { $ref: '#/definitions/select' }] },
    either: { oneOf: [{ type: 'string' }, { type: 'string', minLength: 1 }] },
  },
};
const validate = new Ajv({ allErrors: true, strict: false, verbose: true }).compile(schema);
const said = (data: unknown) => {
  expect(validate(data)).toBe(false);
  return meantBranches(validate.errors ?? [], schema).map((e) => `${e.instancePath} ${e.message}`);
};

test("a slip inside the form meant is the one complaint, not every other form's", () => {
  expect(said({ payload: { userId: { from: 7 } } })).toEqual(['/payload/userId/from must be string']);
  // the other form meant, with its own slip
  // as near as each other: both forms' complaints, and nothing else
  expect(said({ payload: { select: 'x', cases: {}, extra: {} } })).toEqual([
    '/payload/select must be object',
    '/payload must NOT have additional properties',
  ]);
});

test('a value that fits no form gets the complaints of the nearest one only', () => {
  expect(said({ payload: 'text' })).toEqual(['/payload must be object']);
  // an object of values with one slip is nearer than a select short of its cases and with a number for a name
  expect(said({ payload: { select: 3 } })).toEqual(['/payload/select must be object']);
});

test("a value that fits two forms of a oneOf keeps Ajv's own complaint", () => {
  expect(said({ either: 'ab' })).toEqual(['/either must match exactly one schema in oneOf']);
});
