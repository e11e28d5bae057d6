// A date relative to today (src/form/dateKeyword.cjs), compiled as each reader compiles it: the widget's precompiled
// validator (standalone code, today in the user's zone), the reference server's (the latest today on Earth) and the
// data check's (its value's shape). Dates worked out from today here, so the test holds on any day.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { withDateKeyword } from './dateKeyword.cjs';
import { compileSchema } from '../../server/guards/compiledSchemas';

const local = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const ago = (years: number, days = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years, d.getMonth(), d.getDate() - days);
  return local(d);
};
const ADULT = { type: 'string', format: 'date', beforeToday: { years: 18 } };

test('the widget: at least the years before the user’s today, in standalone code (no eval on the page)', () => {
  const ajv = withDateKeyword('local')(new Ajv({ allErrors: true, strict: false, code: { source: true } }));
  ajv.addSchema({ ...ADULT, $id: 'adult' });
  ajv.addSchema({ type: 'string', beforeToday: {}, $id: 'past' });
  // the module the build writes, loaded as the bundle loads it
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aw-date-')), 'validators.cjs');
  fs.writeFileSync(file, standaloneCode(ajv));
  const mod = { exports: require(file) as Record<string, ((d: unknown) => boolean) & { errors?: unknown }> }; // eslint-disable-line @typescript-eslint/no-require-imports -- a generated module
  const { adult, past } = mod.exports;
  expect(adult(ago(18))).toBe(true);
  expect(adult(ago(18, -1))).toBe(false);
  expect(adult.errors).toEqual([expect.objectContaining({ keyword: 'beforeToday', params: { limit: 18 } })]);
  expect(past(local(new Date()))).toBe(true);
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  expect(past(local(tomorrow))).toBe(false);
});

test('the server: never stricter than a user’s own today (the latest date on Earth), still refusing too young', () => {
  const validate = compileSchema(ADULT);
  // the latest today anywhere is UTC+14's: eighteen years before it is the last birth date taken
  const latest = (days: number) => {
    const d = new Date(Date.now() + 14 * 3600 * 1000);
    d.setUTCFullYear(d.getUTCFullYear() - 18, d.getUTCMonth(), d.getUTCDate() + days);
    return d.toISOString().slice(0, 10);
  };
  expect(validate(latest(0))).toBe(true);
  expect(validate(latest(1))).toBe(false);
  // so whatever the user's zone, what the widget took the server takes
  expect(validate(ago(18))).toBe(true);
  expect(validate(ago(17))).toBe(false);
});

test('a value of the keyword that is not whole years, months and days fails to compile, saying where', () => {
  const ajv = withDateKeyword()(new Ajv({ strict: false }));
  expect(() => ajv.compile({ type: 'string', beforeToday: { yeras: 18 } })).toThrow(
    /beforeToday.*additional properties/,
  );
  expect(() => ajv.compile({ type: 'string', beforeToday: { years: -1 } })).toThrow(/beforeToday/);
});
