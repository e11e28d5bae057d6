// The templates of the widget's theme: labelled fields with described errors, plain inputs that honour
// ui:autocomplete and ui:options.inputFilter, and a root object without a heading (the modal has the title).
import type { BaseInputTemplateProps, FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { ariaDescribedByIds, descriptionId, errorId, helpId } from '@rjsf/utils';
import type { ChangeEvent, ClipboardEvent } from 'react';
import type { FormCtx } from '../context';
import { inputFilters } from '../inputFilters';
import { holds, type Condition } from '../../panels/conditions';
import { asText } from '../values';

type Opts = {
  visibleWhen?: Condition;
  inputFilter?: string;
  autocomplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** one more element that describes the input (a widget's own: the checklist's unmet rules) */
  describedBy?: string;
};

/** The id of a field's visible label (radio groups are labelled by it). */
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
  if (!holds(opts.visibleWhen, ctx.facts, ctx.values)) return null;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return children;
  const errors = (rawErrors ?? []).filter(Boolean);
  return (
    <div className={`aw-field${errors.length ? ' aw-field--invalid' : ''}`}>
      {displayLabel && label && uiSchema?.['ui:widget'] === 'radio' ? (
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

function ObjectFieldTemplate({ properties, description }: ObjectFieldTemplateProps) {
  return (
    <div className="aw-fields">
      {description}
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <div key={p.name} className="aw-property">
            {p.content}
          </div>
        ))}
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
  // A paste into a filtered field is filtered before the length is cut: the browser would cut a pasted " 493817 "
  // to " 49381" (maxlength) before the filter could drop the spaces.
  const handlePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    if (!filter || maxLength === undefined) return;
    const el = e.currentTarget;
    const from = el.selectionStart ?? el.value.length;
    const to = el.selectionEnd ?? from;
    const v = filter(el.value.slice(0, from) + e.clipboardData.getData('text') + el.value.slice(to)).slice(
      0,
      maxLength,
    );
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
