// rjsf's own Hidden widget, kept out of the sign-on bundle: it comes with the files of the flows whose panels draw it
// (chunk-widgets.json; scripts/rjsf-trim.mjs).
/**
 * @widget hidden — rjsf's hidden input: a value sent, not shown
 * @widget HiddenWidget — rjsf name of hidden
 */
export { default as HiddenWidget } from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
