// The shapes of a panel's options ("ui:panel" of schemas/<panel>.ui.json): its texts, buttons, progress bars,
// notices, footnotes and checks. Apart from src/data/types.ts (the flow files' shapes), which re-exports them.
import type { Condition } from '../panels/conditions';

/** A localizable text in a UI schema: a message key, a choice of keys by a view fact (flow, page, userIdLabel…), or a
 * key that some locales give, with the text every other locale shows instead (docs/locales.md "A message in some
 * languages only"). */
export type TextRef =
  | string
  | { select: string; cases: Record<string, TextRef>; default: TextRef }
  | { first: { when: Condition; then: TextRef }[]; default: TextRef }
  | { text: string; fallback: TextRef };

export interface PanelButton {
  /** "submit" is the form's primary action; otherwise the button raises `event` in the flow table. */
  type?: 'submit' | 'button';
  event?: string;
  label: TextRef;
  /** the data-action hook of docs/host.md (cancel, close, continue, resend, …) */
  action?: string;
  /** a tone of src/panels/actions.ts BUTTON_TONES ("danger": an action that takes something away) */
  tone?: 'danger';
  visibleWhen?: unknown;
  /** one control per element of this list (`app.<setting>` or `context.<path>`, at most 10): the element's fields are
   * its label's variables (docs/panels.md "A control per element of a list") */
  each?: string;
  /** with `each`: the element pressed is kept in the flow context under this name before the event is raised */
  keep?: string;
  /** with `each`: data-* hooks from the element's fields, hook → field (`{ "idp": "id" }` → data-idp="<its id>") */
  data?: Record<string, string>;
  /** with `each`: the element's field whose value names the control's mark (src/panels/marks.tsx) */
  mark?: string;
  /** with `each`: a line above the list's controls, drawn when it has any (the "or" before the providers) */
  separator?: TextRef;
}

/** A progress bar: one label per step (text refs, usually chosen by flow) and the 0-based active step. */
export interface ProgressOptions {
  steps: TextRef[];
  active: number;
  visibleWhen?: unknown;
}

/**
 * A notice: a text the app or the server gives (an app setting, a kept reply value) under a label of the product's
 * own, drawn as a status, never as markup (docs/panels.md "Notices").
 */
export interface Notice {
  label: TextRef;
  /** `app.<setting>` or `context.<path>`: the text shown; the notice is left out while it is empty */
  from: string;
  tone?: 'info' | 'warning';
  visibleWhen?: unknown;
}

/** A note under the form; `icon` names an icon of src/panels/icons.tsx. */
export interface Footnote {
  text: TextRef;
  icon?: string;
  visibleWhen?: unknown;
}

/** Checked on submit after the fields are valid: two fields that must differ, else the message is shown as failed. */
export interface MessageCheck {
  differ: [string, string];
  message: TextRef;
}

export interface PanelOptions {
  title: TextRef;
  /** the whole panel shows only while this condition holds */
  visibleWhen?: unknown;
  /** one progress bar, or several of which the first visible one is shown (e.g. by flow) */
  progress?: ProgressOptions | ProgressOptions[];
  messageChecks?: MessageCheck[];
  /** the primary button is disabled while this condition holds (e.g. "!csrfReady") */
  submitDisabledWhen?: unknown;
  footnotes?: Footnote[];
  /** texts from an app setting or a kept reply value, under a label, between the intro and the form */
  notices?: Notice[];
  /** the footnotes fold into a disclosure opened by this line */
  footnotesSummary?: TextRef;
  /** initial values come from this part of the flow context (e.g. "profile") */
  dataFrom?: string;
  dialog?: string;
  /** an alert dialog (a confirmation): the data-action of its least destructive control, focused when it opens */
  alertDialog?: string;
  intro?: TextRef;
  /** the intro is left out while the message box shows a message: the message says it, once */
  messageReplacesIntro?: boolean;
  /** the message box under the panel's buttons, in the footer, not above the fields: a refusal leaves the primary
   * action where the user pressed it (docs/panels.md "Messages") */
  messageInFooter?: boolean;
  close?: boolean;
  help?: boolean;
  buttons?: PanelButton[];
  links?: PanelButton[];
  keepOnSubmit?: string[];
  remember?: string[];
  submitDisabledUntilValid?: boolean;
}
