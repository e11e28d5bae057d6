// The public surface a host page calls: window.AuthWidget (docs/host.md). The IIFE bundle's global.
import { hostApi } from './api';

/** Where this script was loaded from: the default auth API origin, and the base for the CSS, locale and lazy files. */
const scriptSrc: string | null =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement
    ? document.currentScript.src
    : null;

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
} = hostApi({ scriptSrc });
