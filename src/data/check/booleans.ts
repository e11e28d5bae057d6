// A yes/no field (a JSON Schema boolean) drawn so that the page works (docs/product-owner.md "A question that must be
// answered"): a box can only be ticked or left alone, so a box the schema requires must be held to `"const": true`
// (ticked to go on) — a required box without it could never be sent as "no"; a question that must be answered yes or
// no is drawn as two choices (`"ui:widget": "radio"` or `"select"`), which open with neither chosen, and names its
// two answers' words (`ui:enumNames`, yes then no): without them rjsf would draw its own English "Yes" and "No".
import type { Report } from './report';
import { eachField, type Node } from './schemaFields';

/** The widgets that draw a boolean as its two answers. */
const CHOICES = ['radio', 'select'];

/** `ui` is the UI schema node of `schema` (a panel's root). */
export function checkBooleans(r: Report, schema: Node, ui: Node | undefined, [file, uiFile]: [string, string]) {
  for (const { name, field, ui: fieldUi = {}, required, pointer, uiPointer } of eachField(schema, ui)) {
    if (field.type !== 'boolean' || fieldUi['ui:widget'] === 'hidden') continue;
    const widget = typeof fieldUi['ui:widget'] === 'string' ? fieldUi['ui:widget'] : 'checkbox';
    if (CHOICES.includes(widget)) {
      const names = fieldUi['ui:enumNames'];
      if (!Array.isArray(names) || names.length !== 2)
        r.add(
          uiFile,
          `${uiPointer}/ui:enumNames`,
          `${name} is a yes/no question drawn as two answers: name their words, yes first, as message keys: "ui:enumNames": ["<key for yes>", "<key for no>"] (without them the answers would read "Yes" and "No" in English, whatever the language)`,
        );
    } else if (widget === 'checkbox' && required && field.const !== true)
      r.add(
        file,
        pointer,
        `${name} is required but drawn as a box, which cannot say no: for a box that must be ticked add "const": true; for a question the user must answer yes or no, draw it as two answers ("ui:widget": "radio" with "ui:enumNames")`,
      );
  }
}
