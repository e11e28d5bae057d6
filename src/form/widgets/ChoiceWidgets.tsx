// Radio group and select for enum fields; options can be limited by conditions (ui:options.enumWhen, keyed by
// value), e.g. landline only when voice is enabled. The input's name is the field name (CONTRACT.md section 3).
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useEffect } from 'react';
import type { FormCtx } from '../context';
import { holds, type Condition } from '../../panels/conditions';
import { labelId } from '../templates';

export function visibleOptions(props: WidgetProps) {
  const ctx = props.registry.formContext as FormCtx;
  const when = (props.options.enumWhen ?? {}) as Record<string, Condition>;
  return (props.options.enumOptions ?? []).filter((o) => holds(when[String(o.value)], ctx.facts, ctx.values));
}

/** ui:options.defaultToFirstOption: a value that is unset, or no longer offered, becomes the first option shown. */
function useFirstOptionDefault(props: WidgetProps, options: { value: unknown }[]) {
  const { value, onChange } = props;
  const wanted = props.options.defaultToFirstOption === true && options.length > 0 && !options.some((o) => o.value === value);
  useEffect(() => {
    if (wanted) onChange(options[0].value);
  }, [wanted, options, onChange]);
}

export function RadioWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, onChange, onBlur, onFocus, required, rawErrors } = props;
  const options = visibleOptions(props);
  useFirstOptionDefault(props, options);
  return (
    <div className="aw-radios" role="radiogroup" aria-labelledby={labelId(id)} aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={ariaDescribedByIds(id)} id={id}>
      {options.map((o, i) => (
        <label key={String(o.value)} className="aw-radio">
          <input
            type="radio"
            id={`${id}-${i}`}
            name={name}
            value={String(o.value)}
            checked={value === o.value}
            disabled={disabled || readonly}
            onChange={() => onChange(o.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

export function SelectWidget(props: WidgetProps) {
  const { id, name, value, disabled, readonly, onChange, onBlur, onFocus, required, rawErrors } = props;
  const options = visibleOptions(props);
  useFirstOptionDefault(props, options);
  return (
    <select
      id={id}
      name={name}
      className="aw-input aw-select"
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      {value === undefined ? <option value="" /> : null}
      {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
    </select>
  );
}
