// THE widget registry: the names a UI schema may give in ui:widget, besides rjsf's built-ins. Created once.
import type { RegistryWidgetsType } from '@rjsf/utils';
import { CaptchaWidget } from './CaptchaWidget';
import { PasswordWidget } from './PasswordWidget';

export const widgets: RegistryWidgetsType = {
  password: PasswordWidget,
  captcha: CaptchaWidget,
};

/** rjsf's own widget names a UI schema may use too. */
export const BUILTIN_WIDGETS = ['text', 'textarea', 'select', 'radio', 'checkbox', 'checkboxes', 'hidden', 'email', 'updown', 'range'];
