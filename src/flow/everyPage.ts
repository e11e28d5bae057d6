// What every page of a flow file, or of every file, shares ("everyPage", docs/flows.md "Rows every page shares"):
// resolved into each page when the tables are built, so the interpreter, the renderer and the check see one page.
import type { EveryPage, Footnote, PageDef, PageKind, PanelButton, Row } from '../data/types';

/** What a page gets from the blocks that apply to it. */
export interface SharedParts {
  events?: Record<string, Row[]>;
  /** event → where its rows are written, for an event whose rows are shared ("everyPage/<file>/events/<event>") */
  eventSources?: Record<string, string>;
  /** the links and footnotes drawn after its panel's own */
  shared?: { links: PanelButton[]; footnotes: Footnote[] };
  /** the files whose "everyPage" applies to it, nearest first */
  sharedFrom?: string[];
}

/** The kinds a block applies to when it names none: the pages that draw something. */
export const DRAWN_KINDS: PageKind[] = ['panel', 'dialog'];

/**
 * The blocks that apply to a page, nearest first: its own file's and those of the files its "like" bases are in
 * (scope "file" or "all"), then every other file's of scope "all". Only those for the page's kind.
 */
export function blocksFor(
  kind: PageKind,
  files: string[],
  everyPage: Record<string, EveryPage>,
): { file: string; block: EveryPage }[] {
  const order = [...new Set(files)].filter((f) => everyPage[f]);
  for (const [f, block] of Object.entries(everyPage)) if (block.scope === 'all' && !order.includes(f)) order.push(f);
  return order
    .map((file) => ({ file, block: everyPage[file] }))
    .filter(({ block }) => (block.kinds ?? DRAWN_KINDS).includes(kind));
}

/** The event rows, their sources and the links and footnotes a page gets from the blocks that apply to it. */
export function sharedParts(
  def: PageDef,
  kind: PageKind,
  files: string[],
  everyPage: Record<string, EveryPage>,
): SharedParts {
  const blocks = blocksFor(kind, files, everyPage);
  if (!blocks.length) return {};
  const events: Record<string, Row[]> = { ...def.events };
  const eventSources: Record<string, string> = {};
  for (const { file, block } of blocks)
    for (const [event, rows] of Object.entries(block.events ?? {}))
      if (!Object.prototype.hasOwnProperty.call(events, event)) {
        events[event] = rows;
        eventSources[event] = `everyPage/${file}/events/${event}`;
      }
  const links = blocks.flatMap(({ block }) => block.links ?? []);
  const footnotes = blocks.flatMap(({ block }) => block.footnotes ?? []);
  return {
    sharedFrom: blocks.map((b) => b.file),
    ...(Object.keys(events).length && { events }),
    ...(Object.keys(eventSources).length && { eventSources }),
    ...((links.length || footnotes.length) && { shared: { links, footnotes } }),
  };
}

/** A panel's UI schema with a page's shared links and footnotes after its own (the same object when there are none). */
export function withShared<U extends { 'ui:panel': { links?: PanelButton[]; footnotes?: Footnote[] } }>(
  ui: U,
  shared: SharedParts['shared'],
): U {
  if (!shared) return ui;
  const options = ui['ui:panel'];
  return {
    ...ui,
    'ui:panel': {
      ...options,
      links: [...(options.links ?? []), ...shared.links],
      footnotes: [...(options.footnotes ?? []), ...shared.footnotes],
    },
  };
}
