// Radio buttons for an enum field; the inputs' name is the field name (docs/host.md "DOM hooks"). It comes with the
// files of the flows whose panels name it (chunk-widgets.json).
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { labelId } from '../templates';
import { useFirstOptionDefault, visibleOptions } from './choiceKit';

/**
 * @widget radio — radio buttons; options may come from an option source
 * @option optionsFrom string "deliveryOptions" — an option source that builds the options from the context
 * @option optionLabels key-map { "TEXT": "SV_TEXT_TO" } — option kind → message key (for sourced options)
 * @option defaultToFirstOption boolean true — preselects the first offered option
 * @option enumWhen object { "VOICE": "voiceEnabled" } — enum value → the condition under which it is offered
 * @widget RadioWidget — rjsf name of radio
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
