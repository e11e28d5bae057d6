// <AuthWidget flow="LOGIN" config={…} />: the widget as a React component of the host's own React (a peer
// dependency). It renders nothing in place: like the script-tag widget it opens its modal panels in
// <div id="auth-widget"> on document.body (docs/host.md "DOM hooks"), starting the flow when mounted, starting it again
// when the flow or the config's values change, and removing everything when unmounted.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { start } from '../host/api';
import type { EntryName, HostConfig, SamlInput } from '../host/config';
import type { Callbacks } from '../host/mount';
import { esmPlatform } from './platform';

/**
 * The flows a host starts, by their data-flow name (docs/host.md "DOM hooks") and by the host API's call. Logout keeps the
 * LOGIN flow, so it goes by its page, LOG_OUT. A test holds this list to the flow tables' entry rows.
 */
export const ENTRIES = {
  LOGIN: 'authenticateUser',
  FPS: 'forgotPassword',
  NEW_USER: 'newUser',
  VOLUNTARY_PASSWORD: 'resetPassword',
  SELF_REG: 'userRegistration',
  LOG_OUT: 'logout',
  TWO_FACTOR: 'twoFactorAuth',
  SECURITY_SETTINGS: 'securitySettings',
} as const satisfies Record<string, EntryName>;

export type AuthWidgetFlow = keyof typeof ENTRIES | EntryName;

/** What the flow reports to the host's callback: "SUCCESS" or "FAILED" (two-factor, self-registration). */
export type AuthWidgetStatus = 'SUCCESS' | 'FAILED' | (string & {});

export interface AuthWidgetPanelEvent {
  /** the page id of docs/product.md "Pages", as in the dialog's data-page */
  page: string;
  /** the flow, as in the dialog's data-flow */
  flow: string;
}

export interface AuthWidgetProps {
  flow: AuthWidgetFlow;
  /** the app config of docs/host.md; authApiPath defaults to the page's origin */
  config: HostConfig;
  /** SELF_REG: the federated assertion */
  samlInput?: SamlInput;
  /** TWO_FACTOR: where cancel goes */
  cancelUrl?: string;
  /** TWO_FACTOR: where the error dialog's continue goes */
  loginUrl?: string;
  /** the app callback (config.callback): two-factor and self-registration report their outcome */
  onStatus?: (status: AuthWidgetStatus) => void;
  /** continue-to-app (config.returnToAppCallback): given, the widget calls it instead of going to the target URL */
  onReturnToApp?: () => void;
  /** LOG_OUT: the session has ended */
  onLogout?: () => void;
  /** the widget closed itself: the flow ended or the user closed the panel */
  onClose?: () => void;
  /** a panel opened */
  onPanel?: (event: AuthWidgetPanelEvent) => void;
  /** the config was refused (no appId or brandId, a bad authApiPath); nothing was opened */
  onError?: (error: Error) => void;
}

const entryOf = (flow: AuthWidgetFlow): EntryName | undefined =>
  Object.prototype.hasOwnProperty.call(ENTRIES, flow)
    ? ENTRIES[flow as keyof typeof ENTRIES]
    : (Object.values(ENTRIES) as string[]).includes(flow)
      ? (flow as EntryName)
      : undefined;

/** Configs that cannot be written as JSON (a cycle, a BigInt): compared by identity instead. */
const opaque = new WeakMap<object, number>();
let opaqueCount = 0;

/** The values that decide what the widget does: a new object with the same values does not start the flow again. */
function startKey(p: AuthWidgetProps): string {
  try {
    return valuesKey(p);
  } catch {
    const c = (p.config ?? {}) as object;
    if (!opaque.has(c)) opaque.set(c, (opaqueCount += 1));
    return `${p.flow}#${opaque.get(c)}#${String(p.cancelUrl)}#${String(p.loginUrl)}`;
  }
}

function valuesKey(p: AuthWidgetProps): string {
  const given = (f: unknown) => typeof f === 'function';
  return JSON.stringify(
    [
      p.flow,
      p.config,
      p.samlInput ?? null,
      p.cancelUrl ?? null,
      p.loginUrl ?? null,
      // whether a callback is given changes the flow (two-factor success, continue-to-app), not which function it is
      given(p.onStatus) || given(p.config?.callback),
      given(p.onReturnToApp) || given(p.config?.returnToAppCallback),
      given(p.onLogout),
    ],
    (_k, v: unknown) => (typeof v === 'function' ? true : v),
  );
}

export function AuthWidget(props: AuthWidgetProps): null {
  // the handlers as of the last render, read when called (a new function does not restart the widget)
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const key = startKey(props);
  useEffect(() => {
    const p = latest.current;
    const report = (e: Error) => (latest.current.onError ? latest.current.onError(e) : console.error(e));
    const entry = entryOf(p.flow);
    if (!entry) {
      report(
        new Error(`AuthWidget: unknown flow ${JSON.stringify(p.flow)}; one of ${Object.keys(ENTRIES).join(', ')}`),
      );
      return undefined;
    }
    // the handlers are read when called, so a re-render with new functions needs no restart
    const callbacks: Callbacks = {};
    if (p.onStatus || p.config?.callback) {
      callbacks.callback = (status) => {
        latest.current.onStatus?.(status);
        latest.current.config?.callback?.(status);
      };
    }
    if (p.onReturnToApp || p.config?.returnToAppCallback) {
      callbacks.returnToAppCallback = () =>
        (latest.current.onReturnToApp ?? latest.current.config?.returnToAppCallback)?.();
    }
    if (p.onLogout) callbacks.logoutCallback = () => latest.current.onLogout?.();
    try {
      const widget = start(
        esmPlatform,
        entry,
        p.config,
        callbacks,
        { samlInput: p.samlInput, cancelUrl: p.cancelUrl, loginUrl: p.loginUrl },
        {
          onClosed: () => latest.current.onClose?.(),
          onPanel: (page, flow) => latest.current.onPanel?.({ page, flow }),
        },
      );
      return () => widget.close();
    } catch (e) {
      report(e instanceof Error ? e : new Error(String(e)));
      return undefined;
    }
  }, [key]);
  return null;
}
