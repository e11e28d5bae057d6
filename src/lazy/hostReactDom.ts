// "react-dom" for the widget's on-demand files that draw into a host element (the captcha's instruction, in the
// host's captchaMessageContainer): the widget's own createPortal (src/lazy/hostReact.ts), never a second React DOM.
import { shared } from './hostReact';

export const { createPortal } = shared;
