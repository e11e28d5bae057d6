// Where focus goes when a panel opens (src/panels/focus.ts, docs/host.md "Focus"): the first control the user still
// has to use. DOM only, so the first script finds it on the panel made at build time as the renderer does
// (src/first/early.ts).

/** Inputs a user types into: a field of these types is "empty" when its value is. */
const TYPED = new Set(['text', 'password', 'email', 'tel', 'number', 'search', 'url']);

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's fields a user can reach: neither disabled nor hidden (nor an input of type hidden). */
function reachable(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>('form input, form select, form textarea')].filter(
    (el) =>
      !el.disabled &&
      !el.closest('[hidden], [aria-hidden="true"]') &&
      !(el instanceof HTMLInputElement && el.type === 'hidden'),
  );
}

/** The first field waiting for the user: an empty typed input, select or text area, a radio group with nothing
 * chosen, and with `boxes` a box the panel requires that is not ticked (a consent). Disabled and hidden fields and the
 * other checkboxes (an optional box is never "empty") are passed over. */
function firstWaiting(root: HTMLElement, boxes: boolean): HTMLElement | null {
  for (const el of reachable(root)) {
    if (el instanceof HTMLInputElement) {
      if (el.type === 'radio') {
        const group = el.form?.elements.namedItem(el.name);
        const chosen = group instanceof RadioNodeList ? group.value !== '' : el.checked;
        if (!chosen) return el;
        continue;
      }
      if (el.type === 'checkbox') {
        if (boxes && el.required && !el.checked) return el;
        continue;
      }
      if (!TYPED.has(el.type)) continue;
    }
    if (el.value === '') return el;
  }
  return null;
}

/** The panel's first empty field: a typed input, select or text area, or a radio group with nothing chosen. */
export const firstEmptyField = (root: HTMLElement) => firstWaiting(root, false);

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
  const waiting = firstWaiting(root, true);
  if (waiting) return waiting;
  const changeable = reachable(root).some(
    (el) => !(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.readOnly,
  );
  return changeable ? root.querySelector<HTMLElement>('form button[type="submit"]') : null;
}
