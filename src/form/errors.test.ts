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
