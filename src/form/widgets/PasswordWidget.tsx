// A password input with a show/hide icon toggle inside it (data-action="toggle-visibility"); the value never leaves
// the form.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FormCtx } from '../context';
import { icons } from '../../panels/icons';
import { BaseInputTemplate } from '../templates';

/**
 * @widget password — a password input with a show/hide toggle
 * @option mustMatch field "newPassword" — another field this one must equal
 * @widget PasswordWidget — rjsf name of password
 */
export function PasswordWidget(props: WidgetProps) {
  const [visible, setVisible] = useState(false);
  const { t } = props.registry.formContext as FormCtx;
  return (
    <div className="aw-password">
      <BaseInputTemplate {...props} type={visible ? 'text' : 'password'} />
      {/* an icon toggle inside the field: its name stays "Show password" and aria-pressed says whether it is shown
          (a toggle whose name also flips is read as the opposite state); the tooltip says what a press does */}
      <button
        type="button"
        className="aw-toggle"
        data-action="toggle-visibility"
        aria-controls={props.id}
        aria-pressed={visible}
        aria-label={t('widget.password.show')}
        title={t(visible ? 'widget.password.hide' : 'widget.password.show')}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? icons.eyeOff : icons.eye}
      </button>
    </div>
  );
}
