// What a page of a flow file asks of the panel it draws: that its schema and UI schema exist, that a dialog has the
// name hosts and tests find it by (data-dialog, docs/panels.md "Dialogs"), and that a loading panel has the intro that
// says what it waits for (docs/flows.md "The wait message's words").
import type { PageDef } from '../types';
import { didYouMean, type DataFiles, type Report } from './report';

export function checkPagePanel(r: Report, files: DataFiles, page: PageDef, file: string, at: string) {
  if (page.kind !== 'action' && !page.panel) return void r.add(file, at, `a ${page.kind} page needs "panel"`);
  if (page.waitInPanel && page.kind === 'action')
    r.add(file, `${at}/waitInPanel`, 'an action page draws no panel to wait in: take "waitInPanel" away');
  if (!page.panel) return;
  if (!files.schemas[page.panel])
    r.add(
      file,
      `${at}/panel`,
      `schemas/${page.panel}.schema.json does not exist${didYouMean(page.panel, Object.keys(files.schemas))}`,
    );
  const ui = files.uis[page.panel] as { 'ui:panel'?: { dialog?: unknown; intro?: unknown } } | undefined;
  if (!ui) return void r.add(file, `${at}/panel`, `schemas/${page.panel}.ui.json does not exist`);
  if (page.waitInPanel && !ui['ui:panel']?.intro)
    r.add(
      file,
      `${at}/waitInPanel`,
      `a loading panel says what it waits for in its intro, and schemas/${page.panel}.ui.json's "ui:panel" has none: add an "intro" (a message key), or take "waitInPanel" away to show the wait band`,
    );
  const name = ui['ui:panel']?.dialog;
  if (page.kind === 'dialog' && (typeof name !== 'string' || !name.trim()))
    r.add(
      file,
      `${at}/panel`,
      `a dialog page draws schemas/${page.panel}.ui.json, whose "ui:panel" gives no "dialog" name: hosts and tests find a dialog by its data-dialog; add e.g. "dialog": "${page.panel.replace(/-dialog$/, '')}" to its "ui:panel"`,
    );
}
