// The JSON Schema formats a field may name (`"format": "email"` in a panel's schema) and the message key each is
// refused with when the field gives none of its own (ui:options.errors.format). The precompiled validators test every
// format of ajv-formats; a format with no message here needs the field's own message, else the data check refuses it
// (docs/validation.md "Formats"), so a user never meets a bare "check the value".
export const FORMAT_MESSAGES: Record<string, string> = {
  email: 'FIELD_FORMAT_EMAIL',
  uri: 'FIELD_FORMAT_URI',
  date: 'FIELD_FORMAT_DATE',
};
