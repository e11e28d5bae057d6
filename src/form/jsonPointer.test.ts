// The stand-in for jsonpointer in the bundles (src/form/jsonPointer.ts) against the package itself.
import fs from 'node:fs';
import path from 'node:path';
import lean from './jsonPointer';

// the package itself, as rjsf imports it (it ships no types)
const real = jest.requireActual<{ get(o: unknown, p: string): unknown }>('jsonpointer');

const doc = {
  definitions: { a: { type: 'string' }, 'b/c': { x: 1 }, 'd~e': [10, 20], n: null, z: 0 },
  '': { empty: true },
  list: [{ v: 'first' }],
};
const pointers = [
  '',
  '/definitions',
  '/definitions/a',
  '/definitions/a/type',
  '/definitions/b~1c/x',
  '/definitions/d~0e/1',
  '/definitions/n',
  '/definitions/n/deeper',
  '/definitions/z/deeper',
  '/definitions/missing/deeper',
  '/',
  '//empty',
  '/list/0/v',
  '/list/5',
  '/definitions/~01',
];

test.each(pointers)('it reads %j as jsonpointer does', (p) => {
  expect(lean.get(doc, p)).toEqual(real.get(doc, p));
});

test('it refuses what jsonpointer refuses, saying the same', () => {
  for (const [o, p] of [
    [doc, 'definitions'],
    [doc, '#/definitions'],
    ['text', '/a'],
    [undefined, '/a'],
  ] as const) {
    let expected = '';
    try {
      real.get(o, p);
    } catch (e) {
      expected = (e as Error).message;
    }
    expect(expected).not.toBe('');
    expect(() => lean.get(o, p)).toThrow(expected);
  }
});

test('rjsf asks jsonpointer for nothing but get, and only in findSchemaDefinition', () => {
  const utils = path.join(__dirname, '../../node_modules/@rjsf/utils/lib');
  const users = fs
    .readdirSync(utils, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js') && /from ['"]jsonpointer['"]/.test(fs.readFileSync(path.join(utils, f), 'utf8')));
  expect(users).toEqual(['findSchemaDefinition.js']);
  const asked = fs.readFileSync(path.join(utils, 'findSchemaDefinition.js'), 'utf8').match(/jsonpointer\.(\w+)/g);
  expect([...new Set(asked)]).toEqual(['jsonpointer.get']);
});
