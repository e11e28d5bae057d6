// dist/auth-widget-marks.js: the marks of identity providers' buttons, loaded only by a panel that draws one.
import { MARK_PATHS } from '../panels/markPaths';

(self as unknown as { __authWidgetMarks?: typeof MARK_PATHS }).__authWidgetMarks = MARK_PATHS;
