// Turns schema validation errors into localized field messages. A field may name its own message key per keyword
// in ui:options.errors (e.g. { "pattern": "FORGOT_PWD_EMAIL_ERROR" }, or a choice of keys by a fact or another
// field's value); otherwise the defaults below apply.
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { Translate } from '../i18n/messages';
import type { TextRef } from '../data/types';
import { resolveKey } from '../panels/localize';
import { FORMAT_MESSAGES } from './formats';

const DEFAULTS: Record<string, string> = {
  required: 'MANDATORY_FIELD',
  minLength: 'MANDATORY_FIELD',
  maxLength: 'FIELD_TOO_LONG',
};

function fieldUi(ui: UiSchema | undefined, property: string | undefined): UiSchema | undefined {
  const path = (property ?? '').replace(/^\./, '').split('.').filter(Boolean);
  return path.reduce<UiSchema | undefined>((node, key) => node?.[key] as UiSchema | undefined, ui);
}

/** A format's own message (src/form/formats.ts): the data check refuses a format with none and no field message. */
function formatKey(e: RJSFValidationError): string | undefined {
  const format = (e.params as { format?: unknown } | undefined)?.format;
  return e.name === 'format' && typeof format === 'string' ? FORMAT_MESSAGES[format] : undefined;
}

/** `facts` lets a field's error key depend on a view fact or another field's value (e.g. countryType). */
export function makeErrorTransformer(t: Translate, facts: Record<string, unknown> = {}) {
  return (errors: RJSFValidationError[], ui?: UiSchema): RJSFValidationError[] =>
    errors.map((e) => {
      const name = e.name ?? '';
      // rjsf has already appended missingProperty to `property` for "required" errors.
      const property = e.property;
      const own = (fieldUi(ui, property)?.['ui:options'] as { errors?: Record<string, TextRef> } | undefined)?.errors?.[
        name
      ];
      const key =
        own !== undefined
          ? resolveKey(own, facts as Record<string, string>, t.has)
          : (DEFAULTS[name] ?? formatKey(e) ?? 'FIELD_INVALID');
      const limit = (e.params as { limit?: unknown } | undefined)?.limit;
      return { ...e, message: t(key, typeof limit === 'number' ? { limit: String(limit) } : undefined), stack: key };
    });
}
