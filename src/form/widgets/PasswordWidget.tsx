// A password input with a show/hide toggle (data-action="toggle-visibility"); the value never leaves the form.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FormCtx } from '../context';
import { BaseInputTemplate } from '../templates';

/**
 * @widget password — a password input with a show/hide toggle
 * @option mustMatch field "newPassword" — another field this one must equal
 */
export function PasswordWidget(props: WidgetProps) {
  const [visible, setVisible] = useState(false);
  const { t } = props.registry.formContext as FormCtx;
  return (
    <div className="aw-password">
      <BaseInputTemplate {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="aw-toggle"
        data-action="toggle-visibility"
        aria-controls={props.id}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {t(visible ? 'widget.password.hide' : 'widget.password.show')}
      </button>
    </div>
  );
}
