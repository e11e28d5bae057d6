// dist/auth-widget-captcha.js: DOMPurify and the captcha's controls (src/form/widgets/captchaKit.ts), loaded by the
// widget only when a sign-on first asks for a captcha. Its React is the widget's own (src/lazy/hostReact.ts).
import DOMPurify from 'dompurify';
import { CaptchaBlock } from '../form/widgets/CaptchaBlock';
import type { CaptchaKit } from '../form/widgets/captchaKit';

const kit: CaptchaKit = { purifier: DOMPurify, Block: CaptchaBlock };
(self as unknown as { __authWidgetCaptcha?: CaptchaKit }).__authWidgetCaptcha = kit;
