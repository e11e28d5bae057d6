// rjsf's own Checkbox widget, kept out of the sign-on bundle: it comes with the files of the flows whose panels draw it
// (chunk-widgets.json; scripts/rjsf-trim.mjs).
/**
 * @widget checkbox — rjsf's checkbox: a boolean field's own
 * @widget CheckboxWidget — rjsf name of checkbox
 */
export { default as CheckboxWidget } from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
