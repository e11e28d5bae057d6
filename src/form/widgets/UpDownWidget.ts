// rjsf's own UpDown widget, kept out of the sign-on bundle: it comes with the files of the flows whose panels draw it
// (chunk-widgets.json; scripts/rjsf-trim.mjs).
/**
 * @widget updown — rjsf's number input with steps
 * @widget UpDownWidget — rjsf name of updown
 */
export { default as UpDownWidget } from '@rjsf/core/lib/components/widgets/UpDownWidget.js';
