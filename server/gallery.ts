// The panel gallery's states: the hand-written sample states of demo/gallery/states.json (with messages and context
// that show a page at its fullest), plus one plain state for every panel and dialog of flows/ that no sample shows,
// so a page added as data is in the gallery with no edit to demo code. Read from disk on each request (dev edits).
import fs from 'node:fs';
import path from 'node:path';

interface State {
  id: string;
  page: string;
  flow?: string;
  [more: string]: unknown;
}
interface Row {
  goto?: string;
  flow?: string;
}
interface FlowFile {
  pages?: Record<
    string,
    { kind?: string; like?: string; on?: Record<string, Row[]>; events?: Record<string, Row[]>; onEnter?: Row[] }
  >;
  entries?: Record<string, Row[]>;
  always?: Record<string, Row[]>;
}

const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

export function galleryStates(root: string): { description?: string; states: State[] } {
  const samples = read(path.join(root, 'demo/gallery/states.json')) as { description?: string; states: State[] };
  const dir = path.join(root, 'flows');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .map((f) => read(path.join(dir, f)) as FlowFile);
  const pages = Object.assign({}, ...files.map((f) => f.pages ?? {})) as NonNullable<FlowFile['pages']>;
  const kind = (id: string, seen = 0): string | undefined =>
    pages[id]?.kind ?? (pages[id]?.like && seen < 10 ? kind(pages[id].like, seen + 1) : undefined);
  // the flow a page is shown in: the first row that leads to it with a flow, else sign-on's
  const flowOf: Record<string, string> = {};
  const rows = files.flatMap((f) => [
    ...Object.values(f.entries ?? {}).flat(),
    ...Object.values(f.always ?? {}).flat(),
    ...Object.values(f.pages ?? {}).flatMap((p) => [
      ...(p.onEnter ?? []),
      ...Object.values(p.on ?? {}).flat(),
      ...Object.values(p.events ?? {}).flat(),
    ]),
  ]);
  for (const r of rows) if (r.goto && r.flow && !flowOf[r.goto]) flowOf[r.goto] = r.flow;
  const shown = new Set(samples.states.map((s) => s.page));
  const added = Object.keys(pages)
    .filter((id) => !shown.has(id) && ['panel', 'dialog'].includes(kind(id) ?? ''))
    .map((id) => ({ id: `page-${id.toLowerCase().replace(/_/g, '-')}`, page: id, flow: flowOf[id] ?? 'LOGIN' }));
  return { ...samples, states: [...samples.states, ...added] };
}
