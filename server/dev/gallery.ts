// The panel gallery's states: the hand-written sample states of demo/gallery/states.json (with messages and context
// that show a page at its fullest), plus one plain state for every panel and dialog of flows/ that no sample shows,
// so a page added as data is in the gallery with no edit to demo code. Read from disk on each request (dev edits).
import fs from 'node:fs';
import path from 'node:path';
import type { FlowFile } from '../../src/data/types';
import { buildTables } from '../../src/flow/tables';

interface State {
  id: string;
  page: string;
  flow?: string;
  /** the message the state shows (the sweep holds the panel to it: no other) */
  message?: { type: string; texts?: string[]; key?: string };
  /** the files that define its page, filled in here */
  files?: string[];
  [more: string]: unknown;
}
const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

export function galleryStates(root: string): { description?: string; states: State[] } {
  const samples = read(path.join(root, 'demo/gallery/states.json')) as { description?: string; states: State[] };
  const dir = path.join(root, 'flows');
  const names = fs.readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'));
  const files = names.map((f) => read(path.join(dir, f)) as FlowFile);
  // "like" resolved as the widget resolves it
  const { pages } = buildTables(Object.fromEntries(files.map((f, i) => [names[i], f])));
  // the flow a page is shown in: the first row that leads to it with a flow, else sign-on's
  const flowOf: Record<string, string> = {};
  const rows = files.flatMap((f) => [
    ...Object.values(f.entries ?? {}).flat(),
    ...Object.values(f.always ?? {}).flat(),
    ...Object.values(f.everyPage?.events ?? {}).flat(),
    ...Object.values(f.pages ?? {}).flatMap((p) => [
      ...(p.onEnter ?? []),
      ...Object.values(p.on ?? {}).flat(),
      ...Object.values(p.events ?? {}).flat(),
    ]),
  ]);
  for (const r of rows) if (r.goto && r.flow && !flowOf[r.goto]) flowOf[r.goto] = r.flow;
  const shown = new Set(samples.states.map((s) => s.page));
  const added = Object.keys(pages)
    .filter((id) => !shown.has(id) && pages[id].kind !== 'action')
    .map((id) => ({ id: `page-${id.toLowerCase().replace(/_/g, '-')}`, page: id, flow: flowOf[id] ?? 'LOGIN' }));
  // the files that define each state's page, shown by the gallery beside its frames before they load
  const filesOf = (page: string) => {
    const def = pages[page];
    if (!def) return [];
    return [
      `flows/${def.file}`,
      ...(def.panel ? [`schemas/${def.panel}.schema.json`, `schemas/${def.panel}.ui.json`] : []),
    ];
  };
  return { ...samples, states: [...samples.states, ...added].map((s) => ({ ...s, files: filesOf(s.page) })) };
}
