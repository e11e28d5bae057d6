// A drop-down list for an enum field; its name is the field name (docs/host.md "DOM hooks"). It comes with the files
// of the flows whose panels name it, or draw an enum field without a widget (chunk-widgets.json).
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { asText } from '../values';
import { useFirstOptionDefault, visibleOptions } from './choiceKit';

/**
 * @widget select — a drop-down list
 * @option optionsFrom string "deliveryOptions" — an option source that builds the options from the context
 * @option optionLabels key-map { "TEXT": "SV_TEXT_TO" } — option kind → message key (for sourced options)
 * @option defaultToFirstOption boolean true — preselects the first offered option
 * @option enumWhen object { "VOICE": "voiceEnabled" } — enum value → the condition under which it is offered
 * @widget SelectWidget — rjsf name of select
 */
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
