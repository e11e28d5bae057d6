// The data files as the widget uses them: the sign-on flow and its panels from the bundle (src/generated/data.ts),
// the merged flow tables, and the other flows loaded on demand — the first time a page or request of theirs is
// needed — and merged in (docs/host.md "Files"). Loaded flows stay for the page's lifetime, shared by every mount.
import { addBundledMessages } from '../i18n/bundled';
import { conditionMatchers, flowEffects, flowFiles, flowReplyTypes, flowRoutes, panelFiles } from '../generated/data';
import { addMatchers } from '../panels/matchers';
import { loadedReplyTypes, type ReplyType } from '../api/replyTypes';
import { loadedEffects } from '../flow/effectTypes';
import { buildTables } from '../flow/tables';
import type { FlowChunk, FlowFile, PanelFiles } from './types';

const files: Record<string, FlowFile> = { ...flowFiles };
export const tables = buildTables(files);
export const panels: Record<string, PanelFiles> = { ...panelFiles };
/** which chunk holds a page or request the loaded rows lead to ("page:X" / "request:Y"), growing as chunks arrive */
const routes: Record<string, string> = { ...flowRoutes };
Object.assign(loadedEffects, flowEffects);
Object.assign(loadedReplyTypes, flowReplyTypes);
addMatchers(conditionMatchers);

export type FlowLoader = (name: string) => Promise<FlowChunk>;
export interface Needed {
  page?: string | null;
  request?: string | null;
}

/** The chunk that holds this page or request, when it is not loaded yet. */
export function chunkFor({ page, request }: Needed): string | null {
  if (page && !tables.pages[page] && routes[`page:${page}`]) return routes[`page:${page}`];
  if (request && !tables.requests[request] && routes[`request:${request}`]) return routes[`request:${request}`];
  return null;
}

const loading = new Map<string, Promise<void>>();
/** the chunks merged so far (a later mount in another language fetches their words: src/host/localeParts.ts) */
const merged = new Set<string>();
export const loadedChunks = (): string[] => [...merged];

/** Merges a loaded chunk: the entry and "always" rows came with the bundle; the chunk brings pages and requests. */
export function addChunk(chunk: FlowChunk) {
  files[chunk.file] = { ...files[chunk.file], pages: chunk.flow.pages, requests: chunk.flow.requests };
  Object.assign(panels, chunk.panels);
  Object.assign(loadedEffects, chunk.effects as typeof loadedEffects | undefined);
  Object.assign(loadedReplyTypes, chunk.replyTypes as Record<string, ReplyType> | undefined);
  addMatchers(chunk.matchers);
  addBundledMessages(chunk.messages);
  Object.assign(routes, chunk.routes);
  Object.assign(tables, buildTables(files));
}

function loadChunk(load: FlowLoader, name: string): Promise<void> {
  let pending = loading.get(name);
  if (!pending) {
    pending = load(name).then((chunk) => {
      addChunk(chunk);
      merged.add(name);
    });
    // a failed load (the network) may be tried again later
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}

/** Loads (once) and merges the chunk a page or request needs; resolves at once when nothing is missing. */
export function ensureLoaded(load: FlowLoader, needed: Needed): Promise<void> {
  const name = chunkFor(needed);
  return name ? loadChunk(load, name) : Promise.resolve();
}

/**
 * A page shown without the journey to it (the panel gallery): its chunk is found by loading the chunks the loaded
 * ones lead to, until the page is there or there is nothing more to load.
 */
export async function ensurePageAnywhere(load: FlowLoader, page: string): Promise<void> {
  await ensureLoaded(load, { page });
  for (;;) {
    if (tables.pages[page]) return;
    const next = [...new Set(Object.values(routes))].filter((n) => !loading.has(n));
    if (!next.length) return;
    await Promise.all(next.map((n) => loadChunk(load, n)));
  }
}
