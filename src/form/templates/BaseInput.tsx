// The theme's plain input: ui:autocomplete, ui:options.inputFilter (or a widget's own, the phone mask) and the schema's
// maxLength, held on every way text gets in (docs/validation.md "Pasting a code").
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useState } from 'react';
import { inputFilters, inserted, takesInsertion, type Edit } from '../inputFilters';
import { asText } from '../values';

export type InputOpts = {
  inputFilter?: string;
  /** a widget's own filter, in place of a named one (the phone mask: src/form/widgets/MaskedPhoneWidget.tsx) */
  filter?: (value: string) => string;
  autocomplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  /** one more element that describes the input (a widget's own: the checklist's unmet rules) */
  describedBy?: string;
};

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
  const opts = options as InputOpts;
  const invalid = !!rawErrors?.length;
  const filter = opts.filter ?? inputFilters[opts.inputFilter ?? ''];
  const autoComplete = (uiSchema?.['ui:autocomplete'] as string | undefined) ?? opts.autocomplete ?? 'off';
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const oneTimeCode = autoComplete.split(/\s+/).includes('one-time-code');
  // A field with a filter (or a code) holds its text to the filter, then the length, however it gets in. The browser's
  // maxlength would cut first (" 493817 " to " 49381"), so the insertions it would cut are made here (beforeinput:
  // React's onBeforeInput is not the native event, with no inputType), and while an IME composes (its text cannot be
  // refused) the field has no maxlength: the filter and the length hold its text once it commits.
  const held = !!filter || oneTimeCode;
  const [composing, setComposing] = useState(false);
  /** the edit in the field (the caret after what was inserted, in a field that has focus: an autofill's may not), then
   * in the form */
  const put = (el: HTMLInputElement, next: Edit) => {
    if (el.value !== next.value) {
      el.value = next.value;
      if (document.activeElement === el) el.setSelectionRange(next.caret, next.caret);
    }
    onChange(next.value || undefined);
  };
  /**
   * Text put in whole (typed, pasted, dropped, a keyboard's suggestion, CDP's Input.insertText) that the browser would
   * cut or the filter reshapes; an IME's composing is not cancelable.
   */
  const beforeInput = (e: InputEvent) => {
    const el = e.target as HTMLInputElement;
    const text = e.data ?? e.dataTransfer?.getData('text/plain');
    if (!e.cancelable || !text || !takesInsertion(text, filter)) return; // only insertions carry text
    e.preventDefault();
    const from = el.selectionStart ?? el.value.length;
    put(el, inserted({ value: el.value, from, to: el.selectionEnd ?? from, text, filter, maxLength, oneTimeCode }));
  };
  const listen = (el: HTMLInputElement | null) => {
    if (!el || !held) return;
    el.addEventListener('beforeinput', beforeInput);
    return () => el.removeEventListener('beforeinput', beforeInput);
  };
  /**
   * The browser's own edit (a key, a deletion, an IME's commit, an autofill): as though all before the caret were
   * inserted into what follows it, so the caret stays after what it followed. Not while an IME composes: its text is
   * its own until it commits (a value set under it would end the composition).
   */
  const edited = (el: HTMLInputElement, composing: boolean) => {
    const [v, at] = [el.value, el.selectionEnd ?? el.value.length];
    if (held && !composing)
      put(el, inserted({ value: v.slice(at), from: 0, to: 0, text: v.slice(0, at), filter, maxLength, oneTimeCode }));
    else onChange(v || undefined);
  };
  return (
    <input
      ref={listen}
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
      maxLength={composing ? undefined : maxLength}
      spellCheck={false}
      autoCapitalize="off"
      onChange={(e) => edited(e.target, composing)}
      onCompositionStart={() => setComposing(held)}
      onCompositionEnd={(e) => {
        setComposing(false);
        edited(e.currentTarget, false);
      }}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
