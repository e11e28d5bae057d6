// The tests' payloads follow the panels (complete.ts), on a fixture product of its own: a required field a test does
// not name is filled with a value its schema accepts, a field it names (undefined too) is left as named, and a field
// no plain value meets is refused with what to do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { payloadCompleter, sampleValue } from './complete';
import { compileSchema } from '../../server/guards/compiledSchemas';
import { writeJson } from '../../test/support/dataFiles';

let root: string;
const write = (rel: string, json: unknown) => writeJson(root, rel, json);

const FIELDS = {
  agree: { type: 'boolean', const: true },
  answered: { type: 'boolean' },
  age: { type: 'integer', minimum: 18, maximum: 130 },
  contact: { type: 'string', format: 'email' },
  postcode: { type: 'string', pattern: '^[A-Z]{2}[0-9]{3}$' },
  name: { type: 'string', minLength: 3, maxLength: 5 },
  size: { type: 'string', enum: ['S', 'M'] },
  note: { type: 'string' },
  impossible: { type: 'string', minLength: 3, maxLength: 2 },
};

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-complete-'));
  const field = (f: string) => ({ from: `field.${f}` });
  write('flows/fixture.json', {
    pages: {
      FIX: { kind: 'panel', panel: 'fix', request: 'fixSave' },
      BAD: { kind: 'panel', panel: 'bad', request: 'badSave' },
    },
    requests: {
      fixSave: {
        path: 'fix/wgt/save/{config.appId}',
        payload: {
          ...Object.fromEntries(
            Object.keys(FIELDS)
              .filter((f) => f !== 'impossible')
              .map((f) => [f, field(f)]),
          ),
          appId: { from: 'config.appId' },
        },
      },
      badSave: { path: 'fix/wgt/bad', payload: { impossible: field('impossible') } },
    },
  });
  const { impossible, ...fine } = FIELDS;
  write('schemas/fix.schema.json', {
    type: 'object',
    required: ['agree', 'answered', 'age', 'contact', 'postcode', 'name', 'size'],
    properties: fine,
  });
  write('schemas/bad.schema.json', { type: 'object', required: ['impossible'], properties: { impossible } });
  write('schemas/user-profile.schema.json', {
    type: 'object',
    required: ['nickname'],
    properties: { nickname: { type: 'string', minLength: 2 } },
  });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('a value each keyword accepts: a const, a number in range, a format, a pattern, a length, an enum', () => {
  for (const [name, schema] of Object.entries(FIELDS)) {
    const v = sampleValue(schema);
    if (name === 'impossible') expect(v).toBeNull();
    else expect({ name, valid: compileSchema(schema)(v) }).toEqual({ name, valid: true });
  }
});

test('the required fields a test does not name are filled; what it names, and the optional ones, are left as named', () => {
  const complete = payloadCompleter(root);
  const sent = complete('/fix/wgt/save/demo?isWidget=true', { name: 'Ann', answered: false, age: undefined });
  expect(sent).toMatchObject({ name: 'Ann', answered: false, agree: true, size: 'S' });
  // named as undefined: left out, as JSON leaves it out (a test about the missing field)
  expect('age' in sent && (sent as { age?: unknown }).age).toBeUndefined();
  expect(JSON.parse(JSON.stringify(sent))).not.toHaveProperty('age');
  expect(sent).not.toHaveProperty('note');
  const validate = compileSchema({ type: 'object', properties: FIELDS });
  expect(validate(sent)).toBe(true);
  // the same under /ping, and a request no panel fills is left alone
  expect(complete('/ping/fix/wgt/save/demo', {})).toHaveProperty('postcode');
  expect(complete('/login/wgt/other', { x: 1 })).toEqual({ x: 1 });
  // the profile route holds its whole payload to the profile's schema
  expect(complete('/apps/wgt/demo/brands/demo/users/ann/', {})).toEqual({ nickname: 'AA' });
});

test('a required field no plain value meets: the test is told to name it', () => {
  expect(() => payloadCompleter(root)('/fix/wgt/bad', {})).toThrow(
    '/fix/wgt/bad: the test names no impossible, which schemas/bad.schema.json requires (impossible), and no plain value meets its schema: name it in the test',
  );
});
