// The keyword check on fixtures of its own (a panel schema and UI schema written here), never the shipped data.
import { FORMAT_MESSAGES } from '../../form/formats';
import { FORMAT_DOCS } from '../docs/formatDocs';
import { checkKeywords } from './keywords';
import { newReport } from './report';

const FILES: [string, string] = ['schemas/p.schema.json', 'schemas/p.ui.json'];

function problems(schema: object, ui: object = {}) {
  const r = newReport();
  checkKeywords(r, schema as Record<string, unknown>, ui as Record<string, unknown>, FILES);
  return r.problems;
}
const field = (f: object) => ({ type: 'object', properties: { f: { type: 'string', ...f } } });

describe('format', () => {
  it.each(Object.keys(FORMAT_MESSAGES))('takes %s, which has a message of its own', (format) => {
    expect(problems(field({ format }))).toEqual([]);
  });

  it('refuses a format the validators do not know, with the one meant', () => {
    expect(problems(field({ format: 'emial' }))).toEqual([
      {
        file: 'schemas/p.schema.json',
        pointer: '/properties/f/format',
        // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- an asymmetric matcher
        message: expect.stringMatching(
          /^format "emial" is not one the widget can test.*did you mean email\?.*use one of email, uri, date/s,
        ),
      },
    ]);
  });

  it('asks for the field its own message for a format of ajv-formats with none', () => {
    const [p] = problems(field({ format: 'ipv4' }));
    expect(p).toMatchObject({ pointer: '/properties/f/format' });
    expect(p.message).toContain('ui:options.errors.format');
    expect(problems(field({ format: 'ipv4' }), { f: { 'ui:options': { errors: { format: 'FIELD_IP' } } } })).toEqual(
      [],
    );
  });

  it('looks into nested objects', () => {
    const schema = { type: 'object', properties: { o: field({ format: 'bogus' }) } };
    expect(problems(schema).map((p) => p.pointer)).toEqual(['/properties/o/properties/f/format']);
  });
});

describe('a field that types digits', () => {
  const digits = { 'ui:options': { inputFilter: 'digits', inputMode: 'numeric' } };

  it('takes a pattern that digits meet at the field length', () => {
    expect(problems(field({ pattern: '^[0-9]{6}$', minLength: 6, maxLength: 6 }), { f: digits })).toEqual([]);
  });

  it('refuses a pattern no digits can meet, naming the lengths', () => {
    const [p] = problems(field({ pattern: '^[A-Z]{6}$', minLength: 6, maxLength: 6 }), { f: digits });
    expect(p).toMatchObject({ file: 'schemas/p.schema.json', pointer: '/properties/f/pattern' });
    expect(p.message).toMatch(/takes only digits \(the digits input filter\).*refuses 6 digits/);
  });

  it('refuses a pattern of a length the field cannot hold', () => {
    expect(problems(field({ pattern: '^\\d{8}$', maxLength: 6, minLength: 6 }), { f: digits })).toHaveLength(1);
  });

  it('refuses a digits filter with a text keyboard', () => {
    const ui = { f: { 'ui:options': { inputFilter: 'digits', inputMode: 'text' } } };
    expect(problems(field({}), ui)).toEqual([
      // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- an asymmetric matcher
      { file: 'schemas/p.ui.json', pointer: '/f/ui:options/inputMode', message: expect.stringContaining('"numeric"') },
    ]);
  });

  it('asks a one-time code of digits for a numeric keyboard', () => {
    const ui = { f: { 'ui:autocomplete': 'one-time-code' } };
    const [p] = problems(field({ pattern: '^[0-9]+$', maxLength: 6 }), ui);
    expect(p).toMatchObject({ file: 'schemas/p.ui.json', pointer: '/f/ui:options' });
    expect(p.message).toContain('"inputMode": "numeric"');
    // a code of letters and digits keeps its text keyboard
    expect(problems(field({ pattern: '^[A-Z0-9]+$', maxLength: 6 }), ui)).toEqual([]);
  });
});

test('every format with a message is documented for docs/reference.md, and nothing else is', () => {
  expect(Object.keys(FORMAT_DOCS).sort()).toEqual(Object.keys(FORMAT_MESSAGES).sort());
});

describe('beforeToday', () => {
  const own = { f: { 'ui:options': { errors: { beforeToday: 'field.f.tooYoung' } } } };
  it('takes a date field with a message of its own', () => {
    expect(problems(field({ format: 'date', beforeToday: { years: 18 } }), own)).toEqual([]);
  });
  it('asks for "format": "date" and for the message, each where it belongs', () => {
    expect(problems(field({ beforeToday: {} })).map((p) => [p.file, p.pointer])).toEqual([
      ['schemas/p.schema.json', '/properties/f/beforeToday'],
      ['schemas/p.ui.json', '/f/ui:options/errors'],
    ]);
    expect(problems(field({ beforeToday: {} }), own)[0].message).toContain('"format": "date"');
  });
});
