// The widget's first script, dist/auth-widget.js (docs/host.md "The panel before the bundle"). A few KiB, no React:
// it defines window.AuthWidget at once, begins a sign-on (its containers, its start-up calls, and the panel made at
// build time when the replies say it is this page's), and loads the rest, dist/auth-widget-main.js, which takes every
// call made meanwhile, in order, and takes over the panel in place.
import { ENTRY_POINTS, type HostConfig } from '../host/config';
import { purifierPolicy, setScriptSrc } from '../host/trustedTypes';
import { beginStart } from './early';
import { beginTagStart } from './tagStart';
import { HANDOFF, type EarlyStart, type Handoff } from './handoff';

const CALLS = [
  ...ENTRY_POINTS,
  'beginBehaviorMonitoring',
  'stopBehaviorMonitoring',
  'loadBehaviorAnalyticsScript',
  'close',
] as const;
type Api = Record<string, (...args: never[]) => void>;

/** captured as the script runs: document.currentScript is only set then */
const scriptSrc =
  typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement && document.currentScript.src
    ? document.currentScript.src
    : null;
let main: Api | null = null;
let queue: Array<[string, unknown[]]> = [];
let started: EarlyStart | null = null;
let loading = false;
/** the rest's body, once its script has arrived (and been compiled), until a call needs it */
let body: (() => void) | null = null;
let wanted = false;

/**
 * The rest is loaded at once, compiled as it arrives (its compile hint, docs/bench.md: on another thread, while the
 * page waits for the network) but run only when a call needs it, and for a sign-on the first script began, once its
 * panel is drawn or known not to be: running it takes the main thread, and the early panel must not wait for it (on a
 * fast connection the rest arrives before the start-up replies do).
 */
const mainUrl = scriptSrc ? new URL('auth-widget-main.js', scriptSrc).href : null;

/** A call needs the rest: it runs now if it has arrived, else as it arrives. */
function runMain() {
  wanted = true;
  const run = body;
  body = null;
  run?.();
}

function loadMain() {
  if (loading || !mainUrl) return;
  loading = true;
  const el = document.createElement('script');
  setScriptSrc(el, mainUrl);
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

const handoff: Handoff = {
  scriptSrc,
  body: (run) => {
    body = run;
    if (wanted) runMain();
  },
  policy: purifierPolicy(),
  takeStart: (config, entry) => {
    if (!started || started.config !== config || started.entry !== entry) return null;
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
        started = beginStart(name, args[0] as HostConfig, scriptSrc);
      }
      queue.push([name, args]);
      // a sign-on's rest runs once its panel is drawn or known not to be: it must not delay that panel
      if (started) void started.settled.then(runMain);
      else runMain();
    },
  ]),
);
/**
 * Defines window.AuthWidget and the hand-off, with the modules this script shares with the rest (by the build's
 * order: scripts/first-shared.mjs), and fetches the rest. Called by the build's entry, never on import.
 */
export function start(modules: unknown[]) {
  handoff.policy = purifierPolicy();
  handoff.modules = modules;
  (window as unknown as Record<symbol, Handoff>)[HANDOFF] = handoff;
  (window as unknown as { AuthWidget: typeof api }).AuthWidget = api;
  loadMain();
  // the sign-on's start the script tag carries: its calls sent now, for the host's call to take (src/first/tagStart.ts)
  const script = document.currentScript;
  if (scriptSrc && script instanceof HTMLScriptElement) beginTagStart(script, scriptSrc);
}
