// THE widget and field registries: the names a UI schema may give in ui:widget / ui:field, besides rjsf's
// built-ins and the widgets a flow chunk brings with its panels (chunk-widgets.json). Created once, at module level.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { CaptchaWidget } from './CaptchaWidget';
import { PasswordWidget } from './PasswordWidget';

export const widgets: RegistryWidgetsType = {
  password: PasswordWidget,
  // under rjsf's own names as well: rjsf's are left out of the bundle (scripts/rjsf-trim.mjs)
  PasswordWidget,
  captcha: CaptchaWidget,
};

/** none in the bundle: the phone list comes with the flows that draw it (src/form/fields/chunk-fields.json) */
export const fields: RegistryFieldsType = {};

/** rjsf's own widget names a UI schema may use too (its others come with chunks: chunk-widgets.json). */
export const BUILTIN_WIDGETS = ['text', 'email'];
