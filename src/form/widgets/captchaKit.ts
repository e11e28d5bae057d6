// What the captcha's on-demand file gives (dist/auth-widget-captcha.js, src/lazy/captcha.ts): DOMPurify for the
// challenge markup and the captcha block's controls. Both come only when a sign-on first asks for a captcha (after
// three failures), so the sign-on panel's first download carries neither (src/form/widgets/CaptchaWidget.tsx).
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { Purifier } from '../sanitize';

export interface CaptchaBlockProps {
  widget: WidgetProps;
  /** draws the challenge markup, sanitized, into the element (the widget's own Trusted Types policy) */
  draw: (el: HTMLElement, html: string) => void;
}

export interface CaptchaKit {
  purifier: Purifier;
  Block: ComponentType<CaptchaBlockProps>;
}
