// dist/auth-widget-sanitizer.js: DOMPurify, loaded by the widget only when captcha markup has to be drawn.
import DOMPurify from 'dompurify';

(self as unknown as { __authWidgetSanitizer?: typeof DOMPurify }).__authWidgetSanitizer = DOMPurify;
