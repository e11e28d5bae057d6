// dist/auth-widget.js: the widget's first script (docs/host.md "The panel before the bundle"). A few KiB, no React:
// it defines window.AuthWidget at once, begins a sign-on (its containers, its start-up calls, and the panel made at
// build time when the replies say it is this page's), and loads the rest, dist/auth-widget-main.js, which takes every
// call made meanwhile, in order, and takes over the panel in place.
import { ENTRY_POINTS, type HostConfig } from '../host/config';
import { purifierPolicy, setScriptSrc } from '../host/trustedTypes';
import { beginSignOn } from './early';
import { HANDOFF, type EarlyStart, type Handoff } from './handoff';

const CALLS = [
  ...ENTRY_POINTS,
  'beginBehaviorMonitoring',
  'stopBehaviorMonitoring',
  'loadBehaviorAnalyticsScript',
  'close',
] as const;
type Api = Record<string, (...args: never[]) => void>;

const scriptSrc =
  document.currentScript instanceof HTMLScriptElement && document.currentScript.src ? document.currentScript.src : null;
let main: Api | null = null;
let queue: Array<[string, unknown[]]> = [];
let started: EarlyStart | null = null;
let loading = false;

function loadMain() {
  if (loading || !scriptSrc) return;
  loading = true;
  const el = document.createElement('script');
  setScriptSrc(el, new URL('auth-widget-main.js', scriptSrc).href);
  el.async = true;
  el.addEventListener('error', () => {
    console.error('AuthWidget: the widget could not load auth-widget-main.js');
    started?.release().drawn?.remove();
    started?.panelRoot.remove();
    started?.waitRoot.remove();
    started = null;
  });
  document.head.appendChild(el);
}

export const handoff: Handoff = {
  scriptSrc,
  policy: purifierPolicy(),
  takeStart: (config) => {
    if (!started || started.config !== config) return null;
    const s = started;
    started = null;
    return s;
  },
  ready: (api) => {
    main = api;
    const calls = queue;
    queue = [];
    for (const [name, args] of calls) (api[name] as (...a: unknown[]) => void)(...args);
  },
};
(window as unknown as Record<symbol, Handoff>)[HANDOFF] = handoff;

const api = Object.fromEntries(
  CALLS.map((name) => [
    name,
    (...args: unknown[]) => {
      if (main) return (main[name] as (...a: unknown[]) => void)(...args);
      if (name === 'close') {
        // nothing the host asked for before it closed is made; what the first script drew goes
        queue = [];
        const s = started;
        started = null;
        s?.release().drawn?.remove();
        s?.panelRoot.remove();
        s?.waitRoot.remove();
        s?.opener?.focus();
        return;
      }
      if (ENTRY_POINTS.includes(name as (typeof ENTRY_POINTS)[number])) {
        // a later start replaces an earlier one, as in the main script (one widget per page)
        const before = started;
        started = null;
        before?.release().drawn?.remove();
        before?.panelRoot.remove();
        before?.waitRoot.remove();
        if (name === 'authenticateUser') started = beginSignOn(args[0] as HostConfig, scriptSrc);
      }
      queue.push([name, args]);
      loadMain();
    },
  ]),
);
(window as unknown as { AuthWidget: typeof api }).AuthWidget = api;
loadMain();
