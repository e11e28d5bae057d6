// The in-place edit of one field of a list's row (the itemList widget's rename): its input, focused with its text
// selected and its limit from the data; Enter or Save sends the trimmed value (never a blank one: a blank one is said
// to be missing, under the input, which keeps the focus), Escape or Cancel closes the edit without reaching the panel
// (react-modal would close on Escape).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { FormCtx } from '../context';
import type { ItemControl } from './itemControl';

export /** The in-place edit of one field: its input (focused, its text selected), Save and Cancel; Escape cancels. */
function RenameRow(props: {
  id: string;
  control: ItemControl;
  value: string;
  ctx: FormCtx;
  onSave: (value: string) => void;
  onCancel: () => void;
}) {
  const { id, control, ctx } = props;
  const [value, setValue] = useState(props.value);
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  const text = value.trim();
  const save = () => {
    if (text) props.onSave(text);
    else {
      setMissing(true);
      input.current?.focus();
    }
  };
  const onKey = (ev: KeyboardEvent) => {
    // Enter saves this field, not the panel's form; Escape closes this edit, not the panel
    if (ev.key === 'Enter') {
      ev.preventDefault();
      save();
    } else if (ev.key === 'Escape') {
      ev.preventDefault();
      ev.stopPropagation();
      props.onCancel();
    }
  };
  return (
    <div className={`aw-item-edit${missing && !text ? ' aw-field--invalid' : ''}`}>
      <label htmlFor={id} className="aw-label">
        {ctx.t(control.name ?? control.label)}
      </label>
      <input
        id={id}
        ref={input}
        className="aw-input"
        type="text"
        autoComplete="off"
        required
        maxLength={control.maxLength ?? ctx.settings.nameMaxLength}
        value={value}
        aria-invalid={(missing && !text) || undefined}
        aria-describedby={`${id}-error`}
        onChange={(ev) => setValue(ev.target.value)}
        onKeyDown={onKey}
      />
      <div id={`${id}-error`} className="aw-field-error" aria-live="polite">
        {missing && !text ? <p>{ctx.t('MANDATORY_FIELD')}</p> : null}
      </div>
      <div className="aw-item-controls">
        <button
          type="button"
          className="aw-button aw-button--primary"
          // the event it raises, as the control that opened it names it (a journey presses either by its event)
          data-event={control.event}
          onClick={save}
          aria-disabled={!text || undefined}
        >
          {ctx.t('widget.itemList.save')}
        </button>
        <button type="button" className="aw-link" onClick={props.onCancel}>
          {ctx.t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
