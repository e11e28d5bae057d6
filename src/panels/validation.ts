// A panel's validation, ours rather than rjsf's live validation: the schema's errors plus the checks the UI schema
// names (the password rules, must-match), in field order, for visible fields only; shown per field once it is left,
// or all after a submit attempt.
import type { ErrorSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { PanelFiles } from '../data/types';
import type { ErrorTransformer } from '@rjsf/utils';
import type { PasswordContext, PasswordRule } from '../form/passwordRules';
import type { Translate } from '../i18n/messages';
import { chooseOptions } from './choices';
import { holds, type Condition, type Invalid } from './conditions';
import type { ViewFacts } from './localize';

export type FormData = Record<string, unknown>;

/** What a widget may carry to check its own value beyond the schema: the message key of what is wrong, or null. */
export interface FieldCheck {
  fieldError(
    value: unknown,
    options: Record<string, unknown>,
    form: { formData: FormData; passwordContext: PasswordContext; rules: PasswordRule[] },
  ): string | null;
}
export type Touched = { all: boolean; ids: string[] };
type FieldOpts = {
  onChange?: string;
  onBlur?: string;
  /** src/form/inputFilters.ts: applied as the user types */
  inputFilter?: string;
  mustMatch?: string;
  matchField?: string;
  visibleWhen?: Condition;
};

type Validator = ReturnType<typeof createPrecompiledValidator>;
/** One validator per panel file set; derived data, so a WeakMap keyed by the (immutable) files is safe to share. */
const validators = new WeakMap<PanelFiles, Validator>();
export function validatorFor(files: PanelFiles): Validator {
  let v = validators.get(files);
  if (!v) {
    v = createPrecompiledValidator(files.validators, files.schema);
    validators.set(files, v);
  }
  return v;
}

/**
 * The top-level fields whose value breaks its schema's keywords (required, pattern, format, length…), for a condition's
 * "is": "valid" | "invalid" (docs/panels.md "Options chosen by a fact"). Visibility and the UI's own checks (the
 * password rules, a match) do not count, so a visibility condition may test validity without going round in a circle.
 */
export function invalidFields(files: PanelFiles, formData: FormData): Invalid {
  // worked out when a condition first asks (most panels never do: no validation more per change for them)
  let found: Set<string> | undefined;
  return {
    has: (field) =>
      (found ??= new Set(validatorFor(files).validateFormData(formData, files.schema).errors.map(topField))).has(field),
  };
}

/** A field's options, any chosen by a fact or a field resolved under `facts` (the form's values laid over the view facts). */
export const fieldOptions = (ui: UiSchema, name: string, facts: Record<string, unknown> = {}) =>
  chooseOptions(
    ((ui[name] as UiSchema | undefined)?.['ui:options'] ?? {}) as Record<string, unknown>,
    facts,
  ) as FieldOpts;

/** The field id rjsf gives a property path (idPrefix + "_" + path). */
export const fieldId = (prefix: string, property: string | undefined) =>
  [prefix, ...(property ?? '').replace(/^\./, '').split('.').filter(Boolean)].join('_');

const topField = (e: RJSFValidationError) => (e.property ?? '').replace(/^\./, '').split('.')[0];

export function pick(data: FormData, keys: string[]): FormData {
  return Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
}

export interface ErrorsInput {
  files: PanelFiles;
  /** the localized UI schema */
  ui: UiSchema;
  formData: FormData;
  facts: ViewFacts;
  passwordContext: PasswordContext;
  /** the password rules (the settings' passwordRules) */
  rules: PasswordRule[];
  transformErrors: ErrorTransformer;
  t: Translate;
}

/** Every error of the form as it stands, in field order (focus goes to the first). Hidden fields never count. */
export function panelErrors({ files, ui, formData, facts, passwordContext, rules, transformErrors, t }: ErrorsInput) {
  const all = validatorFor(files).validateFormData(formData, files.schema, undefined, transformErrors, ui).errors;
  // (what invalidFields gives, from this pass)
  const invalid = new Set(all.map(topField));
  // the localized UI schema: its options chosen by facts and fields are resolved
  const visible = (name: string) => holds(fieldOptions(ui, name).visibleWhen, facts, formData, invalid);
  const list = all.filter((e) => visible(topField(e)));
  const properties = Object.keys(files.schema.properties ?? {});
  for (const name of properties) {
    if (!visible(name)) continue;
    const o = fieldOptions(ui, name);
    const value = formData[name];
    // a widget's own check of its value (the password checklist's rules): it comes with the widget, so a bundle
    // whose panels draw no such widget carries none of it
    const widget = (files.ui[name] as UiSchema | undefined)?.['ui:widget'];
    const own = typeof widget === 'string' ? (files.widgets?.[widget] as Partial<FieldCheck> | undefined) : undefined;
    const key = value !== undefined ? own?.fieldError?.(value, o, { formData, passwordContext, rules }) : null;
    if (key) list.push({ property: `.${name}`, name: 'rules', message: t(key), stack: key });
    if (o.mustMatch && value !== undefined && value !== formData[o.mustMatch])
      list.push({
        property: `.${name}`,
        name: 'match',
        message: t('CREATE_PWD_PASSWORD_MATCH'),
        stack: 'CREATE_PWD_PASSWORD_MATCH',
      });
  }
  const order = files.ui['ui:order'] ?? properties;
  const rank = (e: RJSFValidationError) => order.indexOf(topField(e));
  return list.sort((a, b) => rank(a) - rank(b));
}

/** The errors to show: those of fields the user has left, or all once a submit was tried. */
export function shownErrors(errors: RJSFValidationError[], prefix: string, touched: Touched): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const e of errors) {
    if (!touched.all && !touched.ids.includes(fieldId(prefix, e.property))) continue;
    const path = (e.property ?? '').replace(/^\./, '').split('.').filter(Boolean);
    let node = out;
    for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
    const list = ((node.__errors as string[] | undefined) ??= []);
    if (e.message && !list.includes(e.message)) list.push(e.message);
  }
  return out as ErrorSchema;
}

/** What a new password must not contain or equal: the user id and the profile's names and e-mail. */
export function passwordContextOf(userId: string | undefined, profile: unknown) {
  const p = (profile ?? {}) as Record<string, string | undefined>;
  return { userId: userId ?? p.userId, firstName: p.firstName, lastName: p.lastName, email: p.email };
}
