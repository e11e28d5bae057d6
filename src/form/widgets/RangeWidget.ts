// rjsf's own Range widget, kept out of the sign-on bundle: it comes with the files of the flows whose panels draw it
// (chunk-widgets.json; scripts/rjsf-trim.mjs).
/**
 * @widget range — rjsf's slider for a number
 * @widget RangeWidget — rjsf name of range
 */
export { default as RangeWidget } from '@rjsf/core/lib/components/widgets/RangeWidget.js';
