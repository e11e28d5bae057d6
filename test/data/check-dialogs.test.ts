// A page of kind "dialog" must draw a panel that names its dialog ("ui:panel".dialog → data-dialog, docs/host.md "DOM
// hooks"): hosts and tests find dialogs by that name, so the check refuses a dialog page without one. The dialog is
// found in the data (the first page of kind "dialog"), not named here.
import fs from 'node:fs';
import path from 'node:path';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The first dialog page of the copy's flow files: its file, id and panel. */
function aDialog(): { file: string; id: string; panel: string } {
  for (const f of fs.readdirSync(path.join(dir, 'flows')).filter((n) => n.endsWith('.json'))) {
    const flow = JSON.parse(fs.readFileSync(path.join(dir, 'flows', f), 'utf8')) as {
      pages?: Record<string, { kind?: string; panel?: string }>;
    };
    for (const [id, page] of Object.entries(flow.pages ?? {}))
      if (page.kind === 'dialog' && page.panel) return { file: `flows/${f}`, id, panel: page.panel };
  }
  throw new Error('no dialog page in flows/');
}

test('the shipped data passes: every dialog page names its dialog', () => {
  expect(messages(dir).filter((m) => m.includes('"dialog" name'))).toEqual([]);
});

test.each([
  ['without a name', undefined],
  ['with an empty name', ' '],
])('a dialog page whose panel gives no dialog name (%s) is refused at the page, with the fix', (_, name) => {
  const { file, id, panel } = aDialog();
  edit(dir, `schemas/${panel}.ui.json`, (j: { 'ui:panel': { dialog?: string } }) => {
    if (name === undefined) delete j['ui:panel'].dialog;
    else j['ui:panel'].dialog = name;
  });
  expect(messages(dir)).toContain(
    `${file} /pages/${id}/panel: a dialog page draws schemas/${panel}.ui.json, whose "ui:panel" gives no "dialog" name: hosts and tests find a dialog by its data-dialog; add e.g. "dialog": "${panel.replace(/-dialog$/, '')}" to its "ui:panel"`,
  );
});
