// "waitInPanel" (docs/flows.md "The wait message's words"): a loading panel says what it waits for in its intro, so the
// check refuses the flag on a page whose panel has no intro (the user would see a spinner and no words, and no band)
// and on an action page (no panel to wait in). The pages are found in the data by their shape, not named here.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Page {
  kind?: string;
  panel?: string;
  waitInPanel?: boolean;
}

/** The first page of the copy's flow files that `pick` accepts: its file and id. */
function aPage(pick: (page: Page, intro: unknown) => boolean): { file: string; id: string; panel?: string } {
  for (const f of fs.readdirSync(path.join(dir, 'flows')).filter((n) => n.endsWith('.json'))) {
    const flow = JSON.parse(fs.readFileSync(path.join(dir, 'flows', f), 'utf8')) as { pages?: Record<string, Page> };
    for (const [id, page] of Object.entries(flow.pages ?? {})) {
      const ui = page.panel ? path.join(dir, 'schemas', `${page.panel}.ui.json`) : null;
      const read = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8')) as { 'ui:panel'?: { intro?: unknown } };
      const intro = ui && fs.existsSync(ui) ? read(ui)['ui:panel']?.intro : undefined;
      if (pick(page, intro)) return { file: `flows/${f}`, id, panel: page.panel };
    }
  }
  throw new Error('no such page in flows/');
}

const flag = (file: string, id: string) =>
  edit(dir, file, (j: { pages: Record<string, Page> }) => {
    j.pages[id].waitInPanel = true;
  });

test('the shipped data passes: every loading panel has its intro', () => {
  expect(messages(dir).filter((m) => m.includes('waitInPanel'))).toEqual([]);
});

test('a panel page with an intro may say it waits in its panel', () => {
  const { file, id } = aPage((p, intro) => p.kind === 'panel' && !!intro && !p.waitInPanel);
  flag(file, id);
  expect(messages(dir).filter((m) => m.includes('waitInPanel'))).toEqual([]);
});

test('a loading panel without an intro is refused at the flag, with both fixes', () => {
  const { file, id, panel } = aPage((p, intro) => p.kind === 'panel' && !!p.panel && !intro);
  flag(file, id);
  expect(messages(dir)).toContain(
    `${file} /pages/${id}/waitInPanel: a loading panel says what it waits for in its intro, and schemas/${panel}.ui.json's "ui:panel" has none: add an "intro" (a message key), or take "waitInPanel" away to show the wait band`,
  );
});

test('an action page cannot wait in a panel it does not draw', () => {
  const { file, id } = aPage((p) => p.kind === 'action');
  flag(file, id);
  expect(messages(dir)).toContain(
    `${file} /pages/${id}/waitInPanel: an action page draws no panel to wait in: take "waitInPanel" away`,
  );
});
