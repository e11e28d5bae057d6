// Where focus goes when a panel opens (src/panels/focus.ts, docs/host.md "Focus"): the first control the user still
// has to use. DOM only, so the first script finds it on the panel made at build time as the renderer does
// (src/first/early.ts).

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The first field waiting for the user: an empty input, select or text area, a radio group with nothing chosen, and
 * with `boxes` a box the panel requires that is not ticked (a consent). Disabled and hidden fields and the other
 * checkboxes (an optional box is never "empty") are passed over; a range or a colour always has a value. `changeable`: the panel has a field the user can
 * change (one not read-only) up to there.
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

/**
 * The first control the user still has to use (CONTRACT section 3 "Focus, in detail"): the first empty field or box
 * the panel requires; when every field arrived filled (a user id carried from the sign-on panel, a channel chosen by
 * default, the names a provider gave), the primary action, so that Enter does what the panel is for. A panel with no
 * field the user can change (a message, a list, read-only values) has none: focus stays on the dialog. So does a
 * dialog (`data-dialog`) unless it asks for typing: it shows something to read first, the recovery codes above their
 * box (WAI-ARIA's dialog pattern).
 */
export function firstControlToUse(root: HTMLElement): HTMLElement | null {
  if (root.hasAttribute('data-dialog')) return firstEmptyField(root);
  const { field, changeable } = firstWaiting(root, true);
  return field ?? (changeable ? root.querySelector<HTMLElement>('form button[type="submit"]') : null);
}
