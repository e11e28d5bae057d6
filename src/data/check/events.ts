// Every event a panel can raise has rows on each page that draws it: its buttons' and links' events, the links every
// page shares, and the events of its fields' list controls (CLOSE closes by default).
import type { Tables } from '../../flow/tables';
import type { PanelButton, PanelOptions } from '../types';
import type { DataFiles, Report } from './report';

/** Events raised by a panel's buttons must have rows on its page (or be CLOSE, which closes by default). */
/** Whether a button may show on this page: a condition `{ "fact": "page", "in": [...] }` (alone or in a list) limits it. */
function shownOn(cond: unknown, page: string): boolean {
  const conds = Array.isArray(cond) ? cond : [cond];
  return conds.every((c) => {
    const o = c as { fact?: string; in?: unknown[] } | undefined;
    return !(o && typeof o === 'object' && o.fact === 'page' && Array.isArray(o.in) && !o.in.includes(page));
  });
}

/** The events the controls of a UI schema's fields raise (ui:options.controls[].event and actions[].event), in
 * order, once each. */
export function controlEvents(ui: unknown): string[] {
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
      if (k === 'ui:panel') continue;
      if (k === 'ui:options' && v && typeof v === 'object')
        for (const list of ['controls', 'actions']) {
          // (a list of another shape is the options' check's to name)
          const controls = (v as Record<string, unknown>)[list];
          for (const c of Array.isArray(controls) ? (controls as { event?: unknown }[]) : [])
            if (typeof c?.event === 'string') found.add(c.event);
        }
      walk(v);
    }
  };
  walk(ui);
  return [...found];
}

export function checkButtonEvents(r: Report, files: DataFiles, tables: Tables) {
  for (const [id, page] of Object.entries(tables.pages)) {
    const ui = page.panel ? (files.uis[page.panel] as { 'ui:panel'?: PanelOptions } | undefined) : undefined;
    // (a list of the wrong kind is reported by the panels' check)
    const list = (x: unknown) => (Array.isArray(x) ? (x as PanelButton[]) : []);
    // the events the rows of a field's list raise (the itemList widget's controls): on every page that draws it
    for (const event of controlEvents(ui))
      if (!page.events?.[event])
        r.add(
          `flows/${page.file}`,
          `/pages/${id}/events`,
          `a control of the ${page.panel} panel's list raises ${event} but page ${id} has no rows for it`,
        );
    for (const b of [...list(ui?.['ui:panel']?.buttons), ...list(ui?.['ui:panel']?.links)])
      if (b?.event && b.event !== 'CLOSE' && !page.events?.[b.event] && shownOn(b.visibleWhen, id))
        r.add(
          `flows/${page.file}`,
          `/pages/${id}/events`,
          `the ${page.panel} panel raises ${b.event} but page ${id} has no rows for it`,
        );
    // a link every page shares: its rows are the block's, or each page's own
    for (const f of page.sharedFrom ?? [])
      list(tables.everyPage[f]?.links).forEach((b, i) => {
        if (b?.event && b.event !== 'CLOSE' && !page.events?.[b.event] && shownOn(b.visibleWhen, id))
          r.add(
            `flows/${page.file}`,
            `/pages/${id}/events`,
            `a link every page shares (flows/${f} /everyPage/links/${i}) raises ${b.event} but page ${id} has no rows for it: add /everyPage/events/${b.event} there, or rows on the page`,
          );
      });
  }
}
