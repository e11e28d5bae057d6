// THE widget and field registries: the names a UI schema may give in ui:widget / ui:field, besides rjsf's
// built-ins and the widgets a flow chunk brings with its panels (chunk-widgets.json). Created once, at module level.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { PhoneListField } from '../fields/PhoneListField';
import { CaptchaWidget } from './CaptchaWidget';
import { RadioWidget, SelectWidget } from './ChoiceWidgets';
import { PasswordWidget } from './PasswordWidget';

export const widgets: RegistryWidgetsType = {
  password: PasswordWidget,
  // under rjsf's own names as well: rjsf's are left out of the bundle (scripts/rjsf-trim.mjs)
  PasswordWidget,
  captcha: CaptchaWidget,
  radio: RadioWidget,
  select: SelectWidget,
  SelectWidget,
  RadioWidget,
};

export const fields: RegistryFieldsType = {
  phoneList: PhoneListField,
};

/** rjsf's own widget names a UI schema may use too. */
export const BUILTIN_WIDGETS = ['text', 'textarea', 'checkbox', 'hidden', 'email', 'updown', 'range'];
