// Schemas compiled once per text: the same text gets the same validator, an edit gets a new one (also when it keeps
// its $id), and formats are checked.
import { compileSchema } from './compiledSchemas';

test('one validator per text, a new one for an edited text that keeps its $id', () => {
  const first = { $id: 'https://auth.test/profile', type: 'object', properties: { nick: { maxLength: 3 } } };
  const again = compileSchema(JSON.parse(JSON.stringify(first)) as object);
  expect(compileSchema(first)).toBe(again);
  expect(again({ nick: 'abc' })).toBe(true);
  expect(again({ nick: 'abcd' })).toBe(false);
  const edited = compileSchema({ ...first, properties: { nick: { maxLength: 5 } } });
  expect(edited).not.toBe(again);
  expect(edited({ nick: 'abcd' })).toBe(true);
  expect(again({ nick: 'abcd' })).toBe(false);
});

test('formats are checked, with a message', () => {
  const validate = compileSchema({ type: 'string', format: 'email' });
  expect(validate('someone@auth.test')).toBe(true);
  expect(validate('not an address')).toBe(false);
  expect(validate.errors?.[0]?.message).toBe('must match format "email"');
});
