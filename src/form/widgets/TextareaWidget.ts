// rjsf's own Textarea widget, kept out of the sign-on bundle: it comes with the files of the flows whose panels draw it
// (chunk-widgets.json; scripts/rjsf-trim.mjs).
/**
 * @widget textarea — rjsf's text area: several lines of text
 * @widget TextareaWidget — rjsf name of textarea
 */
export { default as TextareaWidget } from '@rjsf/core/lib/components/widgets/TextareaWidget.js';
