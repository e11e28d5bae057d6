// Where focus goes in a panel (docs/host.md "Focus"): when it opens, its first empty field (the password when the
// user id is filled), or the dialog itself when it has none or the host turned autoFocus off; when the flow asks
// (the focusMessage effect, a failed submit), the message box. Focus moves in the frame after the panel is drawn:
// the layout that frame computes anyway serves the focus too (react-modal's own focus on open forced one more).
import { useEffect, useLayoutEffect, type RefObject } from 'react';

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

/** Per widget: the focusMessage request last acted on, so a panel opening later does not act on it again. */
export interface FocusRecord {
  messageSeq: number;
}
const records = new WeakMap<object, FocusRecord>();
/** The record of the widget whose Env this is. */
export function focusRecord(env: object): FocusRecord {
  let r = records.get(env);
  if (!r) records.set(env, (r = { messageSeq: 0 }));
  return r;
}

/**
 * Focus on open and on request. `focusSeq` counts the flow's focusMessage requests; `message` is the message box's
 * element when one shows.
 */
export function usePanelFocus(opts: {
  dialog: RefObject<HTMLElement | null>;
  message: RefObject<HTMLElement | null>;
  autoFocus: boolean;
  focusSeq: number;
  hasMessage: boolean;
  record: FocusRecord;
}) {
  const { dialog, message, autoFocus, focusSeq, hasMessage, record } = opts;
  // on open (the panel is keyed by its page)
  useEffect(() => {
    const toMessage = hasMessage && focusSeq > record.messageSeq;
    if (toMessage) record.messageSeq = focusSeq;
    // the dialog's node comes with react-modal's portal, which may land a frame or two after the panel mounts (a
    // panel drawn as its flow's file arrives, the sign-on's CPW): focus waits for it rather than being dropped
    let tries = 0;
    let frame = 0;
    const place = () => {
      const root = dialog.current;
      if (!root) {
        if (++tries < 30) frame = requestAnimationFrame(place);
        return;
      }
      // a user who already put focus into the panel (a quick click, a password manager) keeps it, also when a message
      // asked for focus: the message is announced by its live region all the same, and keys typed after a late frame
      // must not land on it (a busy machine drew the frame after the first keys of the user id)
      const active = document.activeElement;
      if (active && active !== root && root.contains(active) && active !== message.current) return;
      const target = toMessage ? message.current : autoFocus ? firstEmptyField(root) : null;
      (target ?? root).focus();
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
    // the panel's first render only (it is keyed by its page): later changes are the next effect's
  }, []);
  // a focusMessage request while the panel is open
  useEffect(() => {
    if (!hasMessage || focusSeq <= record.messageSeq) return;
    record.messageSeq = focusSeq;
    message.current?.focus();
  }, [focusSeq, hasMessage, message, record]);
}

/**
 * While its request is out a panel's fields are read-only and stay in sight (never disabled: a disabled field drops
 * the focus to the page). A control that cannot be read-only (a radio) is disabled: focus on it moves to the primary
 * button first, so a keyboard user stays where they acted.
 */
export function useBusyFocus(dialog: RefObject<HTMLElement | null>, busy: boolean) {
  useLayoutEffect(() => {
    const root = dialog.current;
    const active = document.activeElement as HTMLInputElement | null;
    if (!busy || !active?.disabled || !root?.contains(active)) return;
    root.querySelector<HTMLElement>('button[type="submit"]')?.focus();
  }, [busy, dialog]);
}
