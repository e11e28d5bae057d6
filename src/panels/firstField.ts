// Where focus goes when a panel opens (src/panels/focus.ts, docs/host.md "Focus"): the first control the user still
// has to use. DOM only, so the first script finds it on the panel made at build time as the renderer does
// (src/first/early.ts).

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The first field waiting for the user: an empty input, select or text area, a radio group with nothing chosen, and
 * with `boxes` a box the panel requires that is not ticked (a consent). Disabled and hidden fields and the other
 * checkboxes (an optional box is never "empty") are passed over; a range or a colour always has a value. `changeable`:
 * the panel has a field the user can change (one not read-only) up to there.
 */
function firstWaiting(root: HTMLElement, boxes: boolean) {
  let changeable = false;
  for (const el of root.querySelectorAll<Field>('form input, form select, form textarea')) {
    if (el.disabled || el.type === 'hidden' || el.closest('[hidden], [aria-hidden="true"]')) continue;
    changeable ||= !(el as HTMLInputElement).readOnly;
    const input = el instanceof HTMLInputElement ? el : null;
    const group = input?.type === 'radio' ? input.form?.elements.namedItem(input.name) : null;
    const waiting =
      input?.type === 'radio'
        ? !(group instanceof RadioNodeList ? group.value !== '' : input.checked)
        : input?.type === 'checkbox'
          ? boxes && input.required && !input.checked
          : el.value === '';
    if (waiting) return { field: el as HTMLElement, changeable };
  }
  return { field: null, changeable };
}

/** The panel's first empty field: an input, select or text area, or a radio group with nothing chosen. */
export const firstEmptyField = (root: HTMLElement) => firstWaiting(root, false).field;

/** A control of the panel's own (in its body: the header's Help and close are the frame's), not disabled or read-only
 * (a value shown), not hidden, not folded away in a closed disclosure. Attributes only: the first script runs this
 * before any layout. */
const CONTROL = 'button, a[href], input:not([type="hidden"]), select, textarea, summary';
function firstOwnControl(root: HTMLElement): HTMLElement | null {
  const body = root.querySelector<HTMLElement>('.aw-body') ?? root;
  let danger: HTMLElement | null = null;
  for (const el of body.querySelectorAll<HTMLElement>(CONTROL)) {
    if ((el as HTMLInputElement).disabled || (el as HTMLInputElement).readOnly) continue;
    if (el.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
    const folded = el.closest('details:not([open])');
    if (folded && !(el.tagName === 'SUMMARY' && el.parentElement === folded)) continue;
    // a control that takes something away (the danger tone) is passed over while a safer one follows: a stray Enter
    // must not remove anything (WAI-ARIA's dialog pattern: the least destructive control)
    if (el.matches('.aw-button--danger, .aw-link--danger')) danger ??= el;
    else return el;
  }
  return danger;
}

/**
 * The first control the user still has to use (docs/host.md "Focus and keyboard"): the first empty field or box the
 * panel requires; when every field arrived filled (a user id carried from the sign-on panel, a channel chosen by
 * default, the names a provider gave), the primary action, so that Enter does what the panel is for. A panel with no
 * field to fill (a message, a list, read-only values) or a dialog that does not ask for typing (it shows something
 * first: the recovery codes above their box) focuses its first control, never the dialog box (WAI-ARIA's dialog
 * pattern: a result's Continue, the codes' Copy, a list's first row). Only a panel with no control of its own (a
 * loader's "one moment") has none: focus stays on the dialog.
 */
export function firstControlToUse(root: HTMLElement): HTMLElement | null {
  const dialog = root.hasAttribute('data-dialog');
  const { field, changeable } = firstWaiting(root, !dialog);
  if (field) return field;
  const submit = changeable && !dialog ? root.querySelector<HTMLElement>('form button[type="submit"]') : null;
  return submit ?? firstOwnControl(root);
}
