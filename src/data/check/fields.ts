// A UI schema's fields: ui:order and every field's entries name properties of the schema; texts are message keys;
// widgets, fields, input filters, field rules and option sources are registered; conditions name facts and fields.
import { blurRules, changeRules } from '../../form/fieldRules';
import { inputFilters } from '../../form/inputFilters';
import { optionSources } from '../../form/optionSources';
import { BUILTIN_WIDGETS, fields as bundledFields, widgets as bundled } from '../../form/widgets';
import CHUNK_FIELDS from '../../form/fields/chunk-fields.json';
import CHUNK_WIDGETS from '../../form/widgets/chunk-widgets.json';
import { TEXT_DIRECTIVES } from '../../panels/localize';

/** Every widget a UI schema may name: the bundle's and those a chunk brings with its panels. */
const widgets: Record<string, unknown> = { ...bundled, ...CHUNK_WIDGETS };
delete widgets.$comment;
/** Their names and rjsf's own a UI schema may use (the UI schemas' shape lists them: src/data/shapes/uiShape.ts). */
export const WIDGET_NAMES = [...new Set([...Object.keys(widgets), ...BUILTIN_WIDGETS])].sort();
/** Every field a UI schema may name: the bundle's and those a chunk brings (chunk-fields.json). */
const customFields: Record<string, unknown> = { ...bundledFields, ...CHUNK_FIELDS };
delete customFields.$comment;
import { FIELD_UI_DOCS, WIDGET_OPTIONS } from '../docs/widgetDocs';
import type { OptionDoc } from '../docs/types';
import type { TextRef } from '../types';
import { checkControls } from './itemControls';
import { didYouMean, esc, shown, type Report } from './report';
import { checkAutocomplete } from './autocomplete';
import { optionVariants } from './optionChoices';
import { checkRows } from './rows';
import { checkCondition, checkText } from './texts';

/** ui:options that name a registered function, by the registry they name it in. */
const NAMED: [option: string, registry: Record<string, unknown>, what: string, where: string][] = [
  ['inputFilter', inputFilters, 'input filter', 'src/form/inputFilters.ts'],
  ['onChange', changeRules, 'change rule', 'src/form/fieldRules.ts'],
  ['onBlur', blurRules, 'blur rule', 'src/form/fieldRules.ts'],
  ['optionsFrom', optionSources, 'option source', 'src/form/optionSources.ts'],
];
/** ui:options that name another field of the panel. */
const FIELD_REFS = ['mustMatch', 'matchField', 'maskBy', 'differsFrom'] as const;

/** `rootNames`: the panel's top-level fields, which conditions, selects and field references name. */
export function checkUiFields(
  r: Report,
  schema: Record<string, unknown>,
  ui: Record<string, unknown>,
  file: string,
  pointer: string,
  rootNames?: string[],
  rootSchema?: Record<string, unknown>,
) {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const own = Object.keys(props);
  const names = rootNames ?? own;
  const enums = enumsOf(rootSchema ?? schema);
  checkRows(r, own, ui, file, pointer);
  for (const [k, v] of Object.entries(ui)) {
    const at = `${pointer}/${esc(k)}`;
    if (k === 'ui:panel' || (k === '$schema' && !rootSchema)) continue; // (the file's shape, for an editor: ./shapes.ts)
    if (k === 'ui:enableMarkdownInDescription')
      r.add(file, at, 'markdown is not supported (the bundle leaves the markdown renderer out)');
    else if (k === 'ui:order') {
      if (!Array.isArray(v)) continue; // (the file's shape says it is a list: ./shapes.ts)
      for (const name of v as string[])
        if (name !== '*' && !own.includes(name))
          r.add(file, at, `ui:order names ${name}, which is not a property${didYouMean(name, own)}`);
      // rjsf draws no form at all when a property is left out of an order without "*"
      const order = Array.isArray(v) ? (v as unknown[]) : [];
      // (a misspelt name above already says which property it meant)
      if (!order.includes('*') && order.every((n) => n === '*' || own.includes(n as string)))
        for (const name of own.filter((n) => !order.includes(n)))
          r.add(file, at, `ui:order leaves out ${name}, so the panel would draw no form: add "${name}" (or "*")`);
    } else if ((TEXT_DIRECTIVES as readonly string[]).includes(k)) {
      checkText(r, v as TextRef, file, at, names);
      // a checkbox's title is its label, which may hold a link; any other field's title is a plain label
      if (k !== 'ui:placeholder' && (k !== 'ui:title' || schema.type === 'boolean'))
        r.allowLinks(v as TextRef, file, at);
    } else if (k === 'ui:enumNames') {
      (Array.isArray(v) ? v : []).forEach((ref, i) => checkText(r, ref as TextRef, file, `${at}/${i}`));
      // labels go by position: one fewer or more and every later value wears the wrong label
      if (Array.isArray(schema.enum) && Array.isArray(v) && v.length !== schema.enum.length)
        r.add(
          file,
          at,
          `${v.length} labels for ${schema.enum.length} enum values: one label per value, in the enum's order`,
        );
    } else if (k === 'ui:field') {
      if (typeof v !== 'string' || !customFields[v])
        r.add(
          file,
          at,
          `field ${shown(v)} is not registered (src/form/widgets/index.ts, chunk-fields.json)${didYouMean(shown(v), Object.keys(customFields))}`,
        );
    } else if (k === 'ui:widget') {
      if (typeof v !== 'string' || (!widgets[v] && !BUILTIN_WIDGETS.includes(v)))
        r.add(
          file,
          at,
          `widget ${shown(v)} is not registered (src/form/widgets/index.ts, chunk-widgets.json)${didYouMean(shown(v), [...Object.keys(widgets), ...BUILTIN_WIDGETS])}`,
        );
    } else if (k === 'ui:options' && v && typeof v === 'object') {
      // an option chosen by a fact: each value it may give, as that option (src/data/check/optionChoices.ts)
      for (const { options, report } of optionVariants(r, v as Record<string, unknown>, names, file, at)) {
        checkOptions(report, options, names, file, at, enums);
        checkOptionTypes(report, options, ui['ui:widget'], file, at);
        checkEnumOptions(report, options, schema, file, at);
      }
    } else if (k === 'ui:autocomplete') checkAutocomplete(r, v, file, at, names);
    else if (k.startsWith('ui:')) {
      if (!FIELD_UI_DOCS[k])
        r.add(
          file,
          at,
          `${k} is not a key the renderer reads (docs/reference.md "Field keys")${didYouMean(k, Object.keys(FIELD_UI_DOCS))}`,
        );
    } else if (!props[k]) r.add(file, at, `${k} is not a property of the schema${didYouMean(k, own)}`);
    else if (v && typeof v === 'object')
      checkUiFields(r, props[k], v as Record<string, unknown>, file, at, names, rootSchema ?? schema);
  }
}

/** Each top-level field's enum, for conditions that name its values. */
const enumsOf = (schema: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries((schema.properties ?? {}) as Record<string, { enum?: unknown[] }>)
      .filter(([, p]) => Array.isArray(p.enum))
      .map(([k, p]) => [k, p.enum as unknown[]]),
  );

const TYPE_OK: Record<OptionDoc['type'], (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  key: (v) => typeof v === 'string',
  field: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  integer: (v) => Number.isInteger(v),
  object: (v) => !!v && typeof v === 'object' && !Array.isArray(v),
  'key-map': (v) => !!v && typeof v === 'object' && !Array.isArray(v),
  condition: (v) => typeof v === 'string' || (!!v && typeof v === 'object'),
  notes: (v) => Array.isArray(v) && v.every((n) => !!n && typeof n === 'object' && !Array.isArray(n) && 'text' in n),
  fields: (v) => Array.isArray(v) && v.every((f) => typeof f === 'string'),
  controls: (v) => Array.isArray(v) && v.every((c) => !!c && typeof c === 'object' && !Array.isArray(c)),
};

/** ui:options against the typed options of the field's widget (src/data/docs/widgetDocs.ts, from each widget file: docs/panels.md). */
function checkOptionTypes(r: Report, o: Record<string, unknown>, widget: unknown, file: string, at: string) {
  const name = typeof widget === 'string' ? widget : '';
  const allowed = { ...WIDGET_OPTIONS['*'], ...(WIDGET_OPTIONS[name] ?? {}) };
  for (const [k, v] of Object.entries(o)) {
    const doc = allowed[k];
    if (!doc)
      r.add(
        file,
        `${at}/${esc(k)}`,
        `${k} is not an option of ${name ? `the ${name} widget` : 'this field'}${didYouMean(k, Object.keys(allowed))}`,
      );
    else if (!TYPE_OK[doc.type](v))
      r.add(file, `${at}/${esc(k)}`, `${k} takes a ${doc.type} (e.g. ${doc.example ?? ''}), not ${JSON.stringify(v)}`);
    else if (doc.type === 'key') r.useKey(String(v), file, `${at}/${esc(k)}`);
    else if (doc.type === 'controls') checkControls(r, v as Record<string, unknown>[], file, `${at}/${esc(k)}`);
    else if (doc.type === 'key-map') {
      for (const [x, key] of Object.entries(v as Record<string, unknown>))
        if (typeof key === 'string') r.useKey(key, file, `${at}/${esc(k)}/${esc(x)}`);
    } else if (doc.values && !doc.values.includes(String(v)))
      r.add(
        file,
        `${at}/${esc(k)}`,
        `${k} is one of ${doc.values.join(', ')}, not ${JSON.stringify(v)}${didYouMean(String(v), [...doc.values])}`,
      );
  }
}

/** enumWhen names values of the field's own enum. */
function checkEnumOptions(
  r: Report,
  o: Record<string, unknown>,
  schema: Record<string, unknown>,
  file: string,
  at: string,
) {
  const values = Array.isArray(schema.enum) ? schema.enum.map(String) : null;
  if (!values) return;
  for (const value of Object.keys(o.enumWhen ?? {}))
    if (!values.includes(value))
      r.add(file, `${at}/enumWhen/${esc(value)}`, `${value} is not a value of the enum${didYouMean(value, values)}`);
}

function checkOptions(
  r: Report,
  o: Record<string, unknown>,
  names: string[],
  file: string,
  at: string,
  enums: Record<string, unknown[]>,
) {
  for (const [option, registry, what, where] of NAMED) {
    const v = o[option];
    if (v !== undefined && !(typeof v === 'string' && registry[v]))
      r.add(
        file,
        `${at}/${option}`,
        `${what} ${shown(v)} is not registered (${where})${didYouMean(shown(v), Object.keys(registry))}`,
      );
  }
  for (const [kw, ref] of Object.entries((o.errors ?? {}) as Record<string, TextRef>))
    // a field's error is given the keyword's limit only (src/form/errors.ts)
    checkText(r, ref, file, `${at}/errors/${kw}`, names, ['limit']);
  checkCondition(r, o.visibleWhen, names, file, `${at}/visibleWhen`, enums);
  for (const [value, c] of Object.entries((o.enumWhen ?? {}) as Record<string, unknown>))
    checkCondition(r, c, names, file, `${at}/enumWhen/${esc(value)}`, enums);
  // text-only lines (a password rule the server checks): a text reference each, shown when its condition holds
  if (Array.isArray(o.notes))
    (o.notes as { text?: TextRef; when?: unknown }[]).forEach((n, i) => {
      if (n?.text !== undefined) checkText(r, n.text, file, `${at}/notes/${i}/text`, names);
      checkCondition(r, n?.when, names, file, `${at}/notes/${i}/when`, enums);
    });
  for (const [kind, key] of Object.entries((o.optionLabels ?? {}) as Record<string, unknown>)) {
    if (typeof key !== 'string') r.add(file, `${at}/optionLabels/${esc(kind)}`, 'an option label is a message key');
    else r.useKey(key, file, `${at}/optionLabels/${esc(kind)}`);
  }
  for (const ref of FIELD_REFS) {
    const v = o[ref];
    if (v !== undefined && !(typeof v === 'string' && names.includes(v)))
      r.add(file, `${at}/${ref}`, `${shown(v)} is not a property of the schema${didYouMean(shown(v), names)}`);
  }
}
