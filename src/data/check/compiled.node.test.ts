// What the check says of a panel schema's keywords, on fixtures of its own (never the shipped schemas): a keyword the
// widget's validator does not know is named where it stands, with the one meant; JSON Schema's own keywords, the
// formats' limits and the annotations pass.
import { schemaProblems, unknownKeywords } from './compiled';

const panel = (field: object) => ({ type: 'object', properties: { birthDate: { type: 'string', ...field } } });

test('a misspelt keyword is named where it stands, with the one meant', () => {
  const found = unknownKeywords(panel({ format: 'date', formatMaximun: '2008-01-01' }));
  expect(found).toEqual([
    {
      pointer: '/properties/birthDate/formatMaximun',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- an asymmetric matcher
      message: expect.stringMatching(
        /^"formatMaximun" is not a JSON Schema keyword .*did you mean formatMaximum\?.*fix:/,
      ),
    },
  ]);
  // and the panel's schema problems carry it (the check reports them with the file)
  expect(schemaProblems(panel({ minLenght: 2 })).map((p) => p.pointer)).toEqual(['/properties/birthDate/minLenght']);
});

test('keywords in every place a schema goes are looked at: lists, conditions, items, definitions', () => {
  const schema = {
    type: 'object',
    properties: { a: { type: 'array', items: { type: 'string', patern: 'x' } } },
    allOf: [{ if: { properties: { a: { const: 1 } } }, then: { requird: ['a'] } }],
    definitions: { d: { type: 'string', maxLenght: 3 } },
    dependencies: { a: ['b'] },
  };
  expect(unknownKeywords(schema).map((p) => p.pointer)).toEqual([
    '/properties/a/items/patern',
    '/allOf/0/then/requird',
    '/definitions/d/maxLenght',
  ]);
});

test("JSON Schema's keywords, the formats' limits and the annotations pass; a field named like a keyword is a field", () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 't',
    description: 'd',
    type: 'object',
    required: ['format'],
    properties: {
      format: { type: 'string', minLength: 1, maxLength: 9, pattern: '^x', default: 'x', readOnly: true },
      when: { type: 'string', format: 'date', formatMinimum: '2000-01-01', formatExclusiveMaximum: '2030-01-01' },
      n: { type: 'number', minimum: 0, exclusiveMaximum: 9, multipleOf: 1, enum: [1, 2], examples: [1] },
    },
    if: { properties: { n: { const: 1 } } },
    then: { required: ['n'] },
    else: { not: { required: ['when'] } },
  };
  expect(unknownKeywords(schema)).toEqual([]);
  expect(schemaProblems(schema)).toEqual([]);
});
