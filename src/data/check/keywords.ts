// JSON Schema keywords mean what they say (docs/validation.md "Formats" and "A code field"): a `format` is one the
// precompiled validators test and the user is told of in words — one of src/form/formats.ts, or any format of
// ajv-formats with the field's own message (ui:options.errors.format) — never a name Ajv would skip with a warning;
// and a field that types digits (a numeric keyboard or the digits filter) has a pattern and lengths digits can meet.
import { fullFormats } from 'ajv-formats/dist/formats';
import { FORMAT_MESSAGES } from '../../form/formats';
import { choiceLeaves } from '../../panels/choices';
import { didYouMean, type Report } from './report';
import { eachField, isNode, type Node } from './schemaFields';

/** Every format the widget's validators test: ajv-formats' and the two rjsf adds (@rjsf/validator-ajv8). */
export const VALIDATED = [...Object.keys(fullFormats), 'data-url', 'color'];

/** `ui` is the UI schema node of `schema` (a panel's root). */
export function checkKeywords(r: Report, schema: Node, ui: Node | undefined, [file, uiFile]: [string, string]) {
  for (const { name, field, ui: fieldUi, pointer, uiPointer } of eachField(schema, ui)) {
    checkFormat(r, field, fieldUi, file, uiFile, pointer);
    checkBeforeToday(r, field, fieldUi, [file, uiFile], pointer, uiPointer);
    // a keyboard or filter chosen by a fact: every pair they may make
    const options = isNode(fieldUi?.['ui:options']) ? fieldUi['ui:options'] : {};
    for (const { value: inputFilter } of choiceLeaves(options.inputFilter))
      for (const { value: inputMode } of choiceLeaves(options.inputMode))
        checkDigits(
          r,
          name,
          field,
          { ...fieldUi, 'ui:options': { ...options, inputFilter, inputMode } },
          [file, uiFile],
          pointer,
          uiPointer,
        );
  }
}

function checkFormat(r: Report, field: Node, ui: Node | undefined, file: string, uiFile: string, pointer: string) {
  const format = field.format;
  if (format === undefined) return;
  const options = isNode(ui?.['ui:options']) ? ui['ui:options'] : {};
  // (messages chosen by a fact: each choice gives one)
  const own = choiceLeaves(options.errors).every(({ value: e }) => isNode(e) && e.format !== undefined);
  if (typeof format !== 'string' || !VALIDATED.includes(format))
    r.add(
      file,
      `${pointer}/format`,
      `format ${JSON.stringify(format)} is not one the widget can test, so nothing would be checked${didYouMean(typeof format === 'string' ? format : '', VALIDATED)} — use one of ${Object.keys(FORMAT_MESSAGES).join(', ')} (or another of ajv-formats with a message of the field's own), or a pattern`,
    );
  else if (!FORMAT_MESSAGES[format] && !own)
    r.add(
      file,
      `${pointer}/format`,
      `format "${format}" has no message of its own to tell the user what to type: give the field one in ${uiFile} (ui:options.errors.format, a message key), or use one of ${Object.keys(FORMAT_MESSAGES).join(', ')}`,
    );
}

/**
 * A date relative to today (src/form/dateKeyword.cjs) reads a date: the field says `"format": "date"`, so a value the
 * user types is one; and the user is told in words, by a message of the field's own that may name {$limit}, the years.
 */
function checkBeforeToday(
  r: Report,
  field: Node,
  ui: Node | undefined,
  [file, uiFile]: [string, string],
  pointer: string,
  uiPointer: string,
) {
  if (field.beforeToday === undefined) return;
  if (field.format !== 'date')
    r.add(
      file,
      `${pointer}/beforeToday`,
      'beforeToday compares a date (YYYY-MM-DD): give the field "format": "date" beside it',
    );
  const options = isNode(ui?.['ui:options']) ? ui['ui:options'] : {};
  if (!choiceLeaves(options.errors).every(({ value: e }) => isNode(e) && e.beforeToday !== undefined))
    r.add(
      uiFile,
      `${uiPointer}/ui:options/errors`,
      'a date that must be before today tells the user so in words: give the field a message in ui:options.errors.beforeToday (a message key; {$limit} is the years)',
    );
}

/** The digits a field that types only digits can hold, at its shortest and longest. */
function checkDigits(
  r: Report,
  name: string,
  field: Node,
  ui: Node | undefined,
  [file, uiFile]: [string, string],
  pointer: string,
  uiPointer: string,
) {
  const options = isNode(ui?.['ui:options']) ? ui['ui:options'] : {};
  const by =
    options.inputFilter === 'digits'
      ? 'the digits input filter'
      : options.inputMode === 'numeric'
        ? 'a numeric keyboard (inputMode)'
        : null;
  if (field.type !== 'string') return;
  const re = compiled(field.pattern);
  const digitsOnly =
    re && sample(re, field, '1234567890') && !sample(re, field, 'abcdefghij') && !sample(re, field, 'ABCDEFGHIJ');
  if (!by) {
    if (digitsOnly && typeof ui?.['ui:autocomplete'] === 'string' && ui['ui:autocomplete'].includes('one-time-code'))
      r.add(
        uiFile,
        `${uiPointer}/ui:options`,
        `${name} is a code of digits only (its pattern ${String(field.pattern)}) but the phone would show letters: add "inputMode": "numeric" (and "inputFilter": "digits")`,
      );
    return;
  }
  if (re && !sample(re, field, '1234567890')) {
    const { min, max } = lengths(field);
    r.add(
      file,
      `${pointer}/pattern`,
      `${name} takes only digits (${by}), but its pattern ${String(field.pattern)} refuses ${min === max ? `${min}` : `${min} to ${max}`} digits: the user could never meet it — let the pattern take digits, or give the field a text keyboard and no digits filter`,
    );
  }
  if (options.inputMode === 'text' && options.inputFilter === 'digits')
    r.add(
      uiFile,
      `${uiPointer}/ui:options/inputMode`,
      `${name} keeps only digits (the digits input filter) but asks for a text keyboard: set ui:options.inputMode to "numeric"`,
    );
}

function compiled(pattern: unknown): RegExp | null {
  if (typeof pattern !== 'string') return null;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null; // the schema check reports a pattern that does not compile
  }
}

function lengths(field: Node) {
  const min = typeof field.minLength === 'number' ? field.minLength : 1;
  return { min, max: typeof field.maxLength === 'number' ? field.maxLength : Math.max(min, 6) };
}

/** Whether the pattern takes `chars` (repeated) at the field's shortest or longest length. */
function sample(re: RegExp, field: Node, chars: string): boolean {
  const { min, max } = lengths(field);
  return [...new Set([min, max])].filter((n) => n > 0).some((n) => re.test(chars.repeat(4).slice(0, n)));
}
