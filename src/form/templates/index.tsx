// The templates of the widget's theme: labelled fields with described errors, plain inputs that honour
// ui:autocomplete and ui:options.inputFilter, and a root object without a heading (the modal has the title).
import type { BaseInputTemplateProps, FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { ariaDescribedByIds, descriptionId, errorId, helpId } from '@rjsf/utils';
import type { ChangeEvent, ClipboardEvent } from 'react';
import type { FormCtx } from '../context';
import { inputFilters, pastedValue } from '../inputFilters';
import { holds, type Condition } from '../../panels/conditions';
import { asText } from '../values';

type Opts = {
  visibleWhen?: Condition;
  inputFilter?: string;
  autocomplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** one more element that describes the input (a widget's own: the checklist's unmet rules) */
  describedBy?: string;
  row?: string;
  rowShare?: number;
};

/** The id of a field's visible label (radio groups, and a widget that is a group, are labelled by it). */
export const labelId = (id: string) => `${id}__label`;

function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    rawErrors,
    rawHelp,
    rawDescription,
    hidden,
    required,
    displayLabel,
    uiSchema,
    registry,
    schema,
  } = props;
  const opts = (uiSchema?.['ui:options'] ?? {}) as Opts;
  const ctx = registry.formContext as FormCtx;
  if (!holds(opts.visibleWhen, ctx.facts, ctx.values, ctx.invalid)) return null;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const errors = (rawErrors ?? []).filter(Boolean);
  // a group of controls (radio buttons, a widget marked `group`) is named by its label's id, not a <label for>; a
  // widget marked `section` (a list with its own controls) is a part of the panel: its label is a heading under the
  // panel's title, so a screen reader moves from one part to the next (docs/panels.md "Sections")
  const widget = uiSchema?.['ui:widget'];
  const flags = (typeof widget === 'string' ? registry.widgets[widget] : undefined) as
    { group?: boolean; section?: boolean } | undefined;
  const group = widget === 'radio' || !!flags?.group;
  return (
    <div className={`aw-field${errors.length ? ' aw-field--invalid' : ''}`}>
      {displayLabel && label && flags?.section ? (
        <h3 className="aw-label aw-section-title" id={labelId(id)}>
          {label}
        </h3>
      ) : displayLabel && label && group ? (
        <span className="aw-label" id={labelId(id)}>
          {label}
          {required ? (
            <span className="aw-required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </span>
      ) : displayLabel && label ? (
        <label className="aw-label" htmlFor={id} id={labelId(id)}>
          {label}
          {required ? (
            <span className="aw-required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      ) : null}
      {rawDescription ? (
        <p id={descriptionId(id)} className="aw-field-description">
          {rawDescription}
        </p>
      ) : null}
      {children}
      <div id={errorId(id)} className="aw-field-error" aria-live="polite">
        {errors.map((e) => (
          <p key={e}>{e}</p>
        ))}
      </div>
      {rawHelp ? (
        <p id={helpId(id)} className="aw-field-help">
          {rawHelp}
        </p>
      ) : null}
    </div>
  );
}

/** ui:options.row: neighbouring fields of one row name share a row (docs/panels.md "Rows"). */
function rowOf(uiSchema: ObjectFieldTemplateProps['uiSchema'], name: string): { row?: string; share: number } {
  const o = ((uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:options'] ?? {}) as Opts;
  return { row: o.row, share: o.rowShare ?? 1 };
}

function ObjectFieldTemplate({ properties, description, uiSchema }: ObjectFieldTemplateProps) {
  const shown = properties.filter((p) => !p.hidden);
  const groups: { row?: string; items: typeof shown }[] = [];
  for (const p of shown) {
    const { row } = rowOf(uiSchema, p.name);
    const last = groups.at(-1);
    if (row && last?.row === row) last.items.push(p);
    else groups.push({ row, items: [p] });
  }
  const property = (p: (typeof shown)[number], inRow: boolean) => (
    <div key={p.name} className="aw-property" data-row-share={inRow ? rowOf(uiSchema, p.name).share : undefined}>
      {p.content}
    </div>
  );
  return (
    <div className="aw-fields">
      {description}
      {groups.map((g) =>
        g.row && g.items.length > 1 ? (
          <div key={`row:${g.items[0].name}`} className="aw-row" data-row={g.row}>
            {g.items.map((p) => property(p, true))}
          </div>
        ) : (
          g.items.map((p) => property(p, false))
        ),
      )}
    </div>
  );
}

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    name,
    readonly,
    disabled,
    onBlur,
    onFocus,
    onChange,
    options,
    schema,
    uiSchema,
    rawErrors,
    type,
    required,
    placeholder,
  } = props;
  const opts = options as Opts;
  const invalid = !!rawErrors?.length;
  const filter = opts.inputFilter ? inputFilters[opts.inputFilter] : undefined;
  const autoComplete = (uiSchema?.['ui:autocomplete'] as string | undefined) ?? opts.autocomplete ?? 'off';
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const v = filter ? filter(e.target.value) : e.target.value;
    onChange(v === '' ? undefined : v);
  };
  const oneTimeCode = autoComplete.split(/\s+/).includes('one-time-code');
  const handlePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (!filter && !oneTimeCode) return; // the browser's own paste
    const el = e.currentTarget;
    const from = el.selectionStart ?? el.value.length;
    const text = e.clipboardData.getData('text');
    const v = pastedValue({ value: el.value, from, to: el.selectionEnd ?? from, text, filter, maxLength, oneTimeCode });
    e.preventDefault();
    onChange(v === '' ? undefined : v);
  };
  return (
    <input
      id={id}
      name={name}
      className="aw-input"
      type={typeof type === 'string' ? type : 'text'}
      value={asText(props.value as unknown)}
      placeholder={placeholder || undefined}
      readOnly={readonly}
      disabled={disabled}
      required={required}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={opts.describedBy ? `${ariaDescribedByIds(id)} ${opts.describedBy}` : ariaDescribedByIds(id)}
      autoComplete={autoComplete}
      inputMode={opts.inputMode}
      maxLength={maxLength}
      spellCheck={false}
      autoCapitalize="off"
      onChange={handleChange}
      onPaste={handlePaste}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

export const templates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  BaseInputTemplate,
  ErrorListTemplate: () => null,
};
