// The allOf-merger stand-in refuses to merge; rjsf then drops the allOf instead of failing the form.
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import { createShallowAllOfMerge } from './noAllOfMerge';

test('the stand-in refuses to merge, with a message saying why', () => {
  expect(() => createShallowAllOfMerge()({ allOf: [{}] })).toThrow('"allOf" is not supported in panel schemas');
});

test('rjsf passes a schema without allOf through untouched, as the widget needs', () => {
  const schema: RJSFSchema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
  const validator = { isValid: () => true } as never;
  expect(retrieveSchema(validator, schema, schema, {})).toEqual(schema);
});
