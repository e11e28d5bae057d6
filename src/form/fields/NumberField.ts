// rjsf's own NumberField, kept out of the main script: it comes with the files of the flows whose panels have a
// number value (chunk-fields.json; scripts/chunk-imports.mjs implicitFields; scripts/rjsf-trim.mjs).
export { default as NumberField } from '@rjsf/core/lib/components/fields/NumberField.js';
