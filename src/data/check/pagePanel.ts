// What a page of a flow file asks of the panel it draws: that its schema and UI schema exist, and that a dialog has the
// name hosts and tests find it by (data-dialog, docs/panels.md "Dialogs").
import type { PageDef } from '../types';
import { didYouMean, type DataFiles, type Report } from './report';

export function checkPagePanel(r: Report, files: DataFiles, page: PageDef, file: string, at: string) {
  if (page.kind !== 'action' && !page.panel) return void r.add(file, at, `a ${page.kind} page needs "panel"`);
  if (!page.panel) return;
  if (!files.schemas[page.panel])
    r.add(
      file,
      `${at}/panel`,
      `schemas/${page.panel}.schema.json does not exist${didYouMean(page.panel, Object.keys(files.schemas))}`,
    );
  const ui = files.uis[page.panel] as { 'ui:panel'?: { dialog?: unknown } } | undefined;
  if (!ui) return void r.add(file, `${at}/panel`, `schemas/${page.panel}.ui.json does not exist`);
  const name = ui['ui:panel']?.dialog;
  if (page.kind === 'dialog' && (typeof name !== 'string' || !name.trim()))
    r.add(
      file,
      `${at}/panel`,
      `a dialog page draws schemas/${page.panel}.ui.json, whose "ui:panel" gives no "dialog" name: hosts and tests find a dialog by its data-dialog; add e.g. "dialog": "${page.panel.replace(/-dialog$/, '')}" to its "ui:panel"`,
    );
}
