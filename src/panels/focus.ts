// Where focus goes in a panel (docs/host.md "Focus"): when it opens, its first empty field (the password when the
// user id is filled; the primary action when every field arrived filled; with no field to fill, its first control;
// the dialog itself only when it has no control of its own or the host turned autoFocus off); back from a dialog, the
// control that opened it (WAI-ARIA's dialog pattern); an alert dialog, its least destructive control (the one its
// ui:panel names); a row a list has gained while its page was away, that row; when the flow asks (the focusMessage
// effect, a failed submit, the server's words on a page a dialog returns to), the message box. Focus moves in the frame
// after the panel is drawn: the layout that frame computes anyway serves the focus too (react-modal's own focus on
// open forced one more).
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import type { EffectRef } from '../data/types';
import { firstControlToUse, firstEmptyField } from './firstField';

export { firstControlToUse, firstEmptyField };

/** A control of a page by its hook: the nth (0-based) with its data-action. */
interface Control {
  page: string | null;
  action: string;
  nth: number;
}

/**
 * Per widget: the focusMessage request last acted on, so a panel opening later does not act on it again; the control
 * last focused; the one that opened the dialogs on screen (focus goes back to it when they close), and whether the
 * page open is a dialog.
 */
export interface FocusRecord {
  messageSeq: number;
  last?: Control;
  opener?: Control;
  inDialog?: boolean;
  /** the rows each list last drew (src/form/widgets/ItemListWidget.tsx): a row not among them is new */
  lists?: Map<string, string[]>;
}
const records = new WeakMap<object, FocusRecord>();
/** The record of the widget whose Env this is. */
export function focusRecord(env: object): FocusRecord {
  let r = records.get(env);
  if (!r) records.set(env, (r = { messageSeq: 0, lists: new Map() }));
  return r;
}

/** Whether `page` was just opened by a row that remembered where to come back to (its rememberReturn effect). */
export function openedToComeBack(last: { goto?: string; effects: EffectRef[] } | null, page: string): boolean {
  return (
    !!last &&
    last.goto === page &&
    last.effects.some((e) => (typeof e === 'string' ? e : e.effect) === 'rememberReturn')
  );
}

/**
 * Where focus goes back to on `root`'s page: the control that opened the dialog just closed, if this page has it. A
 * page opened to come back from (`comesBack`: a row's rememberReturn, as the settings' password change) is one such
 * dialog: back on the page that opened it, focus is on the control that did.
 */
function backToOpener(root: HTMLElement, record: FocusRecord, comesBack = false): HTMLElement | null {
  // a loading panel (waitInPanel: the settings' loader after a change) is a way through, not a place: the control
  // that opened the dialogs before it is still the one to go back to on the page after it
  if (root.hasAttribute('data-waiting')) return null;
  const page = root.getAttribute('data-page');
  const dialog = root.hasAttribute('data-dialog') || comesBack;
  const fromDialog = record.inDialog;
  record.inDialog = dialog;
  // a dialog opened from a page remembers the control that opened it; one opened from another dialog keeps the first
  if (dialog) {
    if (!fromDialog) record.opener = record.last?.page === page ? undefined : record.last;
    return null;
  }
  const opener = record.opener;
  record.opener = undefined;
  if (!fromDialog || !opener || opener.page !== page) return null;
  const same = root.querySelectorAll<HTMLElement>(`[data-action="${CSS.escape(opener.action)}"]`);
  return same[Math.min(opener.nth, same.length - 1)] ?? null;
}

/** Keeps the control last focused in the panel (its hook and place), for the way back from a dialog. */
function watchControls(root: HTMLElement, record: FocusRecord) {
  const onFocus = (e: FocusEvent) => {
    const el = (e.target as HTMLElement).closest?.('[data-action]');
    if (!el || !root.contains(el)) return;
    const action = el.getAttribute('data-action')!;
    const nth = [...root.querySelectorAll(`[data-action="${CSS.escape(action)}"]`)].indexOf(el);
    record.last = { page: root.getAttribute('data-page'), action, nth };
  };
  root.addEventListener('focusin', onFocus);
  return () => root.removeEventListener('focusin', onFocus);
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
  /** an alert dialog's: the data-action of the control that takes the focus when it opens (its least destructive) */
  initial?: string;
  /** the page was opened to come back from (its flow remembered where to return): the way back is as a dialog's */
  comesBack?: boolean;
}) {
  const { dialog, message, autoFocus, focusSeq, hasMessage, record, initial, comesBack } = opts;
  // on open (the panel is keyed by its page)
  useEffect(() => {
    const toMessage = hasMessage && focusSeq > record.messageSeq;
    if (toMessage) record.messageSeq = focusSeq;
    // the dialog's node comes with react-modal's portal, which may land a frame or two after the panel mounts (a
    // panel drawn as its flow's file arrives, the sign-on's CPW): focus waits for it rather than being dropped
    let tries = 0;
    let frame = 0;
    let unwatch = () => {};
    const place = () => {
      const root = dialog.current;
      if (!root) {
        if (++tries < 30) frame = requestAnimationFrame(place);
        return;
      }
      const opener = backToOpener(root, record, comesBack);
      unwatch = watchControls(root, record);
      // a user who already put focus into the panel (a quick click, a password manager) keeps it, also when a message
      // asked for focus: the message is announced by its live region all the same, and keys typed after a late frame
      // must not land on it (a busy machine drew the frame after the first keys of the user id)
      const active = document.activeElement;
      if (active && active !== root && root.contains(active) && active !== message.current) return;
      // what a widget marks as the place to start (a list's new row), the opener, an alert's least destructive control
      const marked = root.querySelector<HTMLElement>('[data-focus-first]');
      const safe = initial ? root.querySelector<HTMLElement>(`[data-action="${CSS.escape(initial)}"]`) : null;
      const target = toMessage
        ? message.current
        : (marked ?? opener ?? safe ?? (autoFocus ? firstControlToUse(root) : null));
      (target ?? root).focus();
    };
    frame = requestAnimationFrame(place);
    return () => {
      cancelAnimationFrame(frame);
      unwatch();
    };
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
