// The npm package's entry (ESM, React and ReactDOM from the host): the <AuthWidget> component and the same host
// API as the script-tag build's window.AuthWidget.
import { hostApi } from '../host/api';
import { esmPlatform } from './platform';

export { AuthWidget } from './AuthWidget';
export type { AuthWidgetFlow, AuthWidgetPanelEvent, AuthWidgetProps, AuthWidgetStatus } from './AuthWidget';
export type { EntryName, HostConfig, SamlInput, Theme } from '../host/config';

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
} = hostApi(esmPlatform);
