// The flows other than sign-on, as the jsdom tests load them: on demand through the widget's loader (journeys), or
// all at once for tests that go through every page (fuzzing, gallery states).
import fs from 'node:fs';
import path from 'node:path';
import { addChunk, type FlowLoader } from '../../src/data/load';
import type { FlowChunk } from '../../src/data/types';

const dir = path.join(__dirname, '../../src/generated/chunks');

let loading = 0;
/** How many flow files are loading now: a step that waits for one has not settled (its first import is compiled, which
 * on a loaded machine takes longer than any quiet a step waits through). */
export const flowsLoading = () => loading;

/** The widget's loadFlow for jsdom: the generated chunk module, imported when the widget asks for it. */
export const loadFlow: FlowLoader = async (name) => {
  loading += 1;
  try {
    return ((await import(`../../src/generated/chunks/${name}`)) as { default: FlowChunk }).default;
  } finally {
    loading -= 1;
  }
};

/** Every flow merged into the tables now (synchronously, for tests that list every page). */
export function loadAllFlows() {
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.entry.ts')))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- test set-up before any test is declared
    addChunk((require(path.join(dir, f)) as { default: FlowChunk }).default);
}
