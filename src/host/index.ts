// The public surface a host page calls: window.AuthWidget (docs/host.md). The IIFE bundle's global.
import { hostApi } from './api';
import { findHandoff } from '../first/handoff';

/**
 * Where the widget was loaded from: the default auth API origin, and the base for the CSS, locale and lazy files. The
 * first script's address when it loaded this one (dist/auth-widget-main.js beside it: src/first/index.ts).
 */
const handoff = findHandoff();
const scriptSrc: string | null =
  handoff?.scriptSrc ??
  (typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement
    ? document.currentScript.src
    : null);

const api = hostApi({ scriptSrc });

export const {
  authenticateUser,
  forgotPassword,
  newUser,
  resetPassword,
  userRegistration,
  logout,
  twoFactorAuth,
  securitySettings,
  beginBehaviorMonitoring,
  stopBehaviorMonitoring,
  loadBehaviorAnalyticsScript,
  close,
} = api;

// the calls the host made while this script loaded, made now in order (the first script kept them)
handoff?.ready(api);
