// Radio group and select for enum fields; options can be limited by conditions (ui:options.enumWhen, keyed by
// value), e.g. landline only when voice is enabled. The input's name is the field name (docs/host.md "DOM hooks").
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useEffect } from 'react';
import type { FormCtx } from '../context';
import { holds, type Condition } from '../../panels/conditions';
import { labelId } from '../templates';
import { optionSources } from '../optionSources';
import { asText } from '../values';

interface Choice {
  value: unknown;
  label: string;
}

/**
 * The options shown: the schema's enum limited by ui:options.enumWhen, or those of a source in the flow context
 * (ui:options.optionsFrom, labelled through ui:options.optionLabels), with the value the source prefers.
 */
export function visibleOptions(props: WidgetProps): { options: Choice[]; preferred?: unknown } {
  const ctx = props.registry.formContext as FormCtx;
  const from: unknown = props.options.optionsFrom;
  if (typeof from === 'string' && optionSources[from]) {
    const labels = (props.options.optionLabels ?? {}) as Record<string, string>;
    const sourced = optionSources[from](ctx.context, ctx.facts);
    return {
      options: sourced.options.map((o) => ({ value: o.value, label: ctx.t(labels[o.kind] ?? o.kind, o.params) })),
      preferred: sourced.preferred,
    };
  }
  const when = (props.options.enumWhen ?? {}) as Record<string, Condition>;
  return {
    options: (props.options.enumOptions ?? []).filter((o) =>
      holds(when[String(o.value)], ctx.facts, ctx.values, ctx.invalid),
    ),
  };
}

/** ui:options.defaultToFirstOption: a value that is unset, or no longer offered, becomes the preferred or first option. */
function useFirstOptionDefault(props: WidgetProps, { options, preferred }: { options: Choice[]; preferred?: unknown }) {
  const { onChange } = props;
  const value: unknown = props.value;
  const wanted =
    props.options.defaultToFirstOption === true && options.length > 0 && !options.some((o) => o.value === value);
  const next = options.some((o) => o.value === preferred) ? preferred : options[0]?.value;
  useEffect(() => {
    if (wanted) onChange(next);
  }, [wanted, next, onChange]);
}

/**
 * @widget radio — radio buttons; options may come from an option source
 * @option optionsFrom string "deliveryOptions" — an option source that builds the options from the context
 * @option optionLabels key-map { "TEXT": "SV_TEXT_TO" } — option kind → message key (for sourced options)
 * @option defaultToFirstOption boolean true — preselects the first offered option
 * @option enumWhen object { "VOICE": "voiceEnabled" } — enum value → the condition under which it is offered
 * @widget RadioWidget — rjsf name of radio
 * @widget select — a drop-down list
 * @widget SelectWidget — rjsf name of select
 */
export function RadioWidget(props: WidgetProps) {
  const { id, name, disabled, readonly, onChange, onBlur, onFocus, required, rawErrors } = props;
  const value: unknown = props.value;
  const shown = visibleOptions(props);
  const { options } = shown;
  useFirstOptionDefault(props, shown);
  return (
    <div
      className="aw-radios"
      role="radiogroup"
      aria-labelledby={labelId(id)}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      id={id}
    >
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
  const { id, name, disabled, readonly, onChange, onBlur, onFocus, required, rawErrors } = props;
  const value: unknown = props.value;
  const shown = visibleOptions(props);
  const { options } = shown;
  useFirstOptionDefault(props, shown);
  return (
    <select
      id={id}
      name={name}
      className="aw-input aw-select"
      value={asText(value)}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      {value === undefined ? <option value="" /> : null}
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
