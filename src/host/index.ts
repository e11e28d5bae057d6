// The public surface a host page calls: window.AuthWidget (CONTRACT.md section 2). The IIFE bundle's global.
import { setBehaviorFlags } from './behavior';
import type { EntryExtra, HostConfig } from './config';
import { closeCurrent, mount, type Callbacks, type WidgetInstance } from './mount';

/** Where this script was loaded from: the default auth API origin, and the base for the CSS and locale files. */
const scriptSrc: string | null = typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : null;

function start(entry: string, config: HostConfig, callbacks: Callbacks = {}, extra?: EntryExtra): WidgetInstance {
  const cb = typeof config?.callback === 'function' ? config.callback : undefined;
  const back = typeof config?.returnToAppCallback === 'function' ? config.returnToAppCallback : undefined;
  return mount({ entry, config, scriptSrc, callbacks: { callback: cb, returnToAppCallback: back, ...callbacks }, extra });
}

export function authenticateUser(config: HostConfig) {
  start('authenticateUser', config);
}
export function forgotPassword(config: HostConfig) {
  start('forgotPassword', config);
}
export function newUser(config: HostConfig) {
  start('newUser', config);
}
export function resetPassword(config: HostConfig) {
  start('resetPassword', config);
}
export function userRegistration(config: HostConfig, samlInput?: { SAMLResponse?: string; RelayState?: string }, callback?: (status: string) => void) {
  // the callback is stored as the app callback of this flow; the SELF_REG loader posts the assertion
  start('userRegistration', config, callback ? { callback } : {}, { samlInput });
}
export function logout(config: HostConfig, callback?: () => void) {
  start('logout', config, { logoutCallback: callback });
}
export function twoFactorAuth(config: HostConfig, cancelUrl?: string, loginUrl?: string, callback?: (status: string) => void) {
  start('twoFactorAuth', config, callback ? { callback } : {}, { cancelUrl, loginUrl });
}
/** Behavioural monitoring (SPEC.md section 1): the authentication flag on / off, and the load flag on. */
export function beginBehaviorMonitoring(config: HostConfig) {
  setBehaviorFlags({ auth: true }, config);
}
export function stopBehaviorMonitoring() {
  setBehaviorFlags({ auth: false });
}
export function loadBehaviorAnalyticsScript(config: HostConfig) {
  setBehaviorFlags({ load: true }, config);
}
export function close() {
  closeCurrent();
}
