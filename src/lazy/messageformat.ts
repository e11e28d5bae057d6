// dist/auth-widget-messageformat.js: the MessageFormat 2 runtime, loaded only for a locale with complex messages.
import { MessageFormat } from 'messageformat';

(self as unknown as { __authWidgetMessageFormat?: typeof MessageFormat }).__authWidgetMessageFormat = MessageFormat;
