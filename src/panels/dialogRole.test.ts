// A panel's dialog element: a dialog named by its title, or with "alertDialog" WAI-ARIA's alert dialog described by its
// intro (docs/panels.md "Alert dialogs"). On options of its own.
import { dialogRole, drawsPanel } from './Dialog';

test('a dialog is named by its title; an alert dialog is described by its intro too', () => {
  expect(dialogRole({}, 't', 'i')).toEqual({ role: 'dialog', aria: { labelledby: 't', modal: true } });
  expect(dialogRole({ alertDialog: 'cancel' }, 't', 'i')).toEqual({
    role: 'alertdialog',
    aria: { labelledby: 't', modal: true, describedby: 'i' },
  });
  // no intro, nothing to point at
  expect(dialogRole({ alertDialog: 'cancel' }, 't', null).aria).toEqual({ labelledby: 't', modal: true });
});

test('panels and dialogs are drawn; an action page or one not loaded is not', () => {
  expect([drawsPanel({ kind: 'panel' }), drawsPanel({ kind: 'dialog' })]).toEqual([true, true]);
  expect([drawsPanel({ kind: 'action' }), drawsPanel(undefined)]).toEqual([false, false]);
});
