// The flows a page's own buttons and links lead to are loaded while the user reads the page, so pressing "Forgot
// your password?" shows its first panel at once rather than after a fetch and a wait (docs/host.md "Files"). Only
// the page's events whose control is on the panel as drawn — what the user can press — never where a server reply
// may lead or a control the panel hides (a link the app does not offer), so a host still downloads no flow its user
// cannot open from where they are, and nothing before the first panel is up.
import type { Needed } from '../data/load';
import type { Tables } from './tables';

/** The pages this page's events lead to that are not loaded yet; `pressable`: the events a control on it raises. */
export function pressTargets(
  tables: Tables,
  page: string | null,
  pressable: (event: string) => boolean = () => true,
): string[] {
  const events = (page && tables.pages[page]?.events) || {};
  const out = new Set<string>();
  for (const [event, rows] of Object.entries(events))
    if (pressable(event)) for (const row of rows) if (row.goto && !tables.pages[row.goto]) out.add(row.goto);
  return [...out];
}

/** Schedules work; returns what cancels it. */
type Idle = (work: () => void) => () => void;
/** In the browser's next idle period (a short timer where there is no requestIdleCallback, as in Safari). */
const whenIdle: Idle = (work) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
};

/**
 * Watches the shown page and loads what its events lead to when the browser is idle. A failed load is left for the
 * press itself, which tries again and reports it. Returns the unsubscribe.
 */
export function prefetchOnIdle(
  store: { subscribe: (f: () => void) => () => void; getState: () => { flow: { page: string | null } } },
  tables: Tables,
  ensure: (needed: Needed) => Promise<void>,
  idle: Idle = whenIdle,
  /** whether a control of the panel as drawn raises this event (asked when idle: the panel is up by then) */
  pressable: (event: string) => boolean = () => true,
): () => void {
  let seen: string | null = null;
  let cancel = () => {};
  const look = () => {
    const page = store.getState().flow.page;
    if (page === seen) return;
    seen = page;
    if (!pressTargets(tables, page).length) return;
    cancel = idle(() =>
      pressTargets(tables, page, pressable).forEach((p) => void ensure({ page: p }).catch(() => undefined)),
    );
  };
  look();
  const unsubscribe = store.subscribe(look);
  // a widget closed before the browser was idle leaves nothing scheduled behind it
  return () => {
    unsubscribe();
    cancel();
  };
}
