// dist/auth-widget-messageformat.js: the MessageFormat 2 runtime (with its date functions: src/i18n/runtime.ts), loaded
// only for a locale with complex messages.
import { WidgetMessageFormat } from '../i18n/runtime';

(self as unknown as { __authWidgetMessageFormat?: typeof WidgetMessageFormat }).__authWidgetMessageFormat =
  WidgetMessageFormat;
