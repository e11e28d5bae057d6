// The panel's first field waiting for the user, where focus goes when it opens (src/panels/focus.ts); DOM only, so
// the first script finds it on the panel made at build time as the renderer does (src/first/early.ts).

/** Inputs a user types into: a field of these types is "empty" when its value is. */
const TYPED = new Set(['text', 'password', 'email', 'tel', 'number', 'search', 'url']);

/** The panel's first field waiting for the user: an empty typed input, select or text area, or a radio group with
 * nothing chosen. Disabled and hidden fields and checkboxes (a checkbox is never "empty") are passed over. */
export function firstEmptyField(root: HTMLElement): HTMLElement | null {
  const fields = root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'form input, form select, form textarea',
  );
  for (const el of fields) {
    if (el.disabled || el.closest('[hidden], [aria-hidden="true"]')) continue;
    if (el instanceof HTMLInputElement) {
      if (el.type === 'radio') {
        const group = el.form?.elements.namedItem(el.name);
        const chosen = group instanceof RadioNodeList ? group.value !== '' : el.checked;
        if (!chosen) return el;
        continue;
      }
      if (!TYPED.has(el.type)) continue;
    }
    if (el.value === '') return el;
  }
  return null;
}
