import type { RJSFValidationError } from '@rjsf/utils';
import { makeErrorTransformer } from './errors';

const t = (key: string, params?: Record<string, unknown>) => (params ? `${key}(${JSON.stringify(params)})` : key);
const transform = makeErrorTransformer(t);

test('keywords map to message keys; a field may name its own key per keyword', () => {
  const errors: RJSFValidationError[] = [
    { name: 'required', property: 'userId', params: { missingProperty: 'userId' }, stack: '' },
    { name: 'maxLength', property: '.userId', params: { limit: 70 }, stack: '' },
    { name: 'pattern', property: '.email', params: {}, stack: '' },
    { name: 'pattern', property: '.phone', params: {}, stack: '' },
  ];
  const ui = { email: { 'ui:options': { errors: { pattern: 'FORGOT_PWD_EMAIL_ERROR' } } } };
  expect(transform(errors, ui).map((e) => e.message)).toEqual([
    'MANDATORY_FIELD',
    'FIELD_TOO_LONG({"limit":"70"})',
    'FORGOT_PWD_EMAIL_ERROR',
    'FIELD_INVALID',
  ]);
});

test('a format is refused with its own message; one with none, or a field of its own, as the field says', () => {
  const errors: RJSFValidationError[] = [
    { name: 'format', property: '.email', params: { format: 'email' }, stack: '' },
    { name: 'format', property: '.site', params: { format: 'uri' }, stack: '' },
    { name: 'format', property: '.born', params: { format: 'date' }, stack: '' },
    { name: 'format', property: '.ip', params: { format: 'ipv4' }, stack: '' },
    { name: 'format', property: '.work', params: { format: 'email' }, stack: '' },
  ];
  const ui = { work: { 'ui:options': { errors: { format: 'WORK_EMAIL' } } } };
  expect(transform(errors, ui).map((e) => e.message)).toEqual([
    'FIELD_FORMAT_EMAIL',
    'FIELD_FORMAT_URI',
    'FIELD_FORMAT_DATE',
    'FIELD_INVALID',
    'WORK_EMAIL',
  ]);
});
