// The shapes of the data files product owners edit: flows/*.json and schemas/*.{schema,ui}.json.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

export type FlowId = 'LOGIN' | 'FPS' | 'NEW_USER' | 'SELF_REG' | 'VOLUNTARY_PASSWORD' | 'TWO_FACTOR' | 'STEP_UP';
export type PageKind = 'panel' | 'dialog' | 'action';
export type GuardValue = boolean | string | number | null;

/** A named effect, optionally with one value: "showMessage" or { "effect": "callAppCallback", "value": "TWO_FACTOR" }. */
export type EffectRef = string | { effect: string; value?: string | number | boolean };

export interface Row {
  description?: string;
  when?: Record<string, GuardValue | GuardValue[]>;
  goto?: string;
  flow?: FlowId;
  effects?: EffectRef[];
}

export interface PageDef {
  description?: string;
  like?: string;
  kind?: PageKind;
  panel?: string;
  request?: string;
  onEnter?: Row[];
  on?: Record<string, Row[]>;
  events?: Record<string, Row[]>;
}

export interface FlowFile {
  $schema?: string;
  description?: string;
  entries?: Record<string, Row[]>;
  always?: Record<string, Row[]>;
  pages: Record<string, PageDef>;
}

/** A localizable text in a UI schema: a message key, or a choice of keys by a view fact (flow, page, userIdLabel…). */
export type TextRef = string | { select: string; cases: Record<string, TextRef>; default: TextRef };

export interface PanelButton {
  /** "submit" is the form's primary action; otherwise the button raises `event` in the flow table. */
  type?: 'submit' | 'button';
  event?: string;
  label: TextRef;
  /** the data-action hook of docs/host.md (cancel, close, continue, resend, …) */
  action?: string;
  visibleWhen?: unknown;
}

/** A progress bar: one label per step (text refs, usually chosen by flow) and the 0-based active step. */
export interface ProgressOptions {
  steps: TextRef[];
  active: number;
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
  /** initial values come from this part of the flow context (e.g. "profile") */
  dataFrom?: string;
  dialog?: string;
  intro?: TextRef;
  close?: boolean;
  help?: boolean;
  buttons?: PanelButton[];
  links?: PanelButton[];
  keepOnSubmit?: string[];
  remember?: string[];
  submitDisabledUntilValid?: boolean;
}

export interface PanelFiles {
  schema: RJSFSchema;
  ui: UiSchema & { 'ui:panel': PanelOptions };
  validators: ValidatorFunctions;
}
