// The host API (docs/host.md) over one platform: the script-tag IIFE (files beside its script) and the npm
// package's ESM build (files as dynamic-import chunks the host's bundler emits) share it.
import { setBehaviorFlags } from './behavior';
import type { EntryExtra, EntryName, HostConfig, SamlInput } from './config';
import { closeCurrent, mount, type Callbacks, type MountOptions, type WidgetInstance } from './mount';

/** How the widget finds its own files: beside its script (IIFE), or through the loaders of a bundled build (ESM). */
export type Platform = Pick<
  MountOptions,
  | 'scriptSrc'
  | 'loadLocale'
  | 'loadBrandWords'
  | 'loadCaptcha'
  | 'loadWebauthn'
  | 'loadMessageFormat'
  | 'loadFlow'
  | 'loadMarks'
>;

export function start(
  platform: Platform,
  entry: EntryName,
  config: HostConfig,
  callbacks: Callbacks = {},
  extra?: EntryExtra,
  more: Pick<MountOptions, 'onClosed' | 'onPanel'> = {},
): WidgetInstance {
  const cb = typeof config?.callback === 'function' ? config.callback : undefined;
  const back = typeof config?.returnToAppCallback === 'function' ? config.returnToAppCallback : undefined;
  return mount({
    ...platform,
    ...more,
    entry,
    config,
    callbacks: { callback: cb, returnToAppCallback: back, ...callbacks },
    extra,
  });
}

/**
 * The host API over a platform. Plain functions (no `this`), so a host may pass them around or destructure them; they
 * return nothing (the widget instance stays inside).
 */
export function hostApi(platform: Platform) {
  return {
    authenticateUser: (config: HostConfig): void => {
      start(platform, 'authenticateUser', config);
    },
    forgotPassword: (config: HostConfig): void => {
      start(platform, 'forgotPassword', config);
    },
    newUser: (config: HostConfig): void => {
      start(platform, 'newUser', config);
    },
    resetPassword: (config: HostConfig): void => {
      start(platform, 'resetPassword', config);
    },
    /** the callback is stored as the app callback of this flow; the SELF_REG loader posts the assertion */
    userRegistration: (config: HostConfig, samlInput?: SamlInput, callback?: (status: string) => void): void => {
      start(platform, 'userRegistration', config, callback ? { callback } : {}, { samlInput });
    },
    logout: (config: HostConfig, callback?: () => void): void => {
      start(platform, 'logout', config, { logoutCallback: callback });
    },
    twoFactorAuth: (
      config: HostConfig,
      cancelUrl?: string,
      loginUrl?: string,
      callback?: (status: string) => void,
    ): void => {
      start(platform, 'twoFactorAuth', config, callback ? { callback } : {}, { cancelUrl, loginUrl });
    },
    /**
     * A signed-on user's own security settings (docs/host.md "Security settings"): sign-on first when nobody is signed
     * on.
     */
    securitySettings: (config: HostConfig): void => {
      start(platform, 'securitySettings', config);
    },
    /** Behavioural monitoring: the authentication flag on / off, and the load flag on. */
    beginBehaviorMonitoring: (config: HostConfig): void => setBehaviorFlags({ auth: true }, config),
    stopBehaviorMonitoring: (): void => setBehaviorFlags({ auth: false }),
    loadBehaviorAnalyticsScript: (config: HostConfig): void => setBehaviorFlags({ load: true }, config),
    close: (): void => closeCurrent(),
  };
}
