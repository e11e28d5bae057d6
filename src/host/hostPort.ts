// The host port: the only way the flows touch the host page — navigate, reload, the host's callbacks (a callback that
// throws is reported, never breaks the widget), close, and facts about the browser for the error log.
import type { Env, HostPort } from '../app/env';

export interface Callbacks {
  callback?: (status: string) => void;
  returnToAppCallback?: () => void;
  logoutCallback?: () => void;
}

export function safe(fn: (() => void) | undefined, report: Env['report'], what: string) {
  try {
    fn?.();
  } catch (e) {
    report(`AuthWidget: the host's ${what} threw`, (e as Error)?.message);
  }
}

export function hostPort(
  opts: {
    navigate?: (url: string) => void;
    open?: (url: string) => void;
    callbacks?: Callbacks;
    delay?: (ms: number) => Promise<void>;
  },
  report: Env['report'],
  close: () => void,
): HostPort {
  const navigate = opts.navigate ?? ((url: string) => window.location.assign(url));
  return {
    navigate,
    // no opener: the page opened cannot reach back into the host's (docs/host.md, "Redirects")
    open: opts.open ?? ((url: string) => void window.open(url, '_blank', 'noopener')),
    reload: (query) => {
      const u = new URL(window.location.href);
      for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
      navigate(u.href);
    },
    appCallback: (status) => safe(() => opts.callbacks?.callback?.(status), report, 'callback'),
    returnToApp: () => {
      if (!opts.callbacks?.returnToAppCallback) return false;
      safe(opts.callbacks.returnToAppCallback, report, 'returnToAppCallback');
      return true;
    },
    has: (name) => typeof opts.callbacks?.[name] === 'function',
    logoutCallback: () => safe(opts.callbacks?.logoutCallback, report, 'logout callback'),
    close,
    href: () => window.location.href,
    browserInfo: () => ({
      userAgent: navigator.userAgent,
      language: navigator.language,
      cookieEnabled: navigator.cookieEnabled,
      screen: `${window.screen?.width ?? 0}x${window.screen?.height ?? 0}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
    delay: opts.delay ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
  };
}
