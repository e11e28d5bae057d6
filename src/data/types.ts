// The shapes of the data files product owners edit: flows/*.json and schemas/*.{schema,ui}.json.
import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { PasswordRule } from '../form/passwordRules';
import type { Footnote, PanelButton, PanelOptions } from './panelTypes';

export type FlowId =
  'LOGIN' | 'FPS' | 'NEW_USER' | 'SELF_REG' | 'VOLUNTARY_PASSWORD' | 'TWO_FACTOR' | 'STEP_UP' | 'SECURITY_SETTINGS';
export type PageKind = 'panel' | 'dialog' | 'action';
import type { Condition } from '../panels/conditions';

export type GuardValue = boolean | string | number | null;

/**
 * A named effect, optionally with one value: "showMessage" or { "effect": "callAppCallback", "value": "TWO_FACTOR" }.
 */
export type EffectRef = string | { effect: string; value?: string | number | boolean };

export interface Row {
  description?: string;
  /** guard → a value or a list of values (all must hold), or a condition (src/panels/conditions.ts) */
  when?: Record<string, GuardValue | GuardValue[]> | Condition;
  goto?: string;
  flow?: FlowId;
  effects?: EffectRef[];
  /** made by the build, never written: an entry row's page's wait lines, when that page comes in its flow's own file
   * (scripts/generate-data.mjs), so the wait before it says them (src/flow/entryWait.ts) */
  wait?: string[];
}

export interface PageDef {
  description?: string;
  like?: string;
  kind?: PageKind;
  panel?: string;
  request?: string;
  /** the request the primary button makes instead when a field has a value: field → value → request */
  requestFor?: Record<string, Record<string, string>>;
  /** the event the primary button raises instead when a field has a value (no request): field → value → event */
  eventFor?: Record<string, Record<string, string>>;
  onEnter?: Row[];
  on?: Record<string, Row[]>;
  events?: Record<string, Row[]>;
  /** the wait message's lines while this page is open, as message keys (default WAIT_LINES) */
  wait?: string[];
  /** the open panel says it is waiting (its intro, with a spinner) instead of the wait band: a loading panel */
  waitInPanel?: boolean;
}

/** The wait message's lines when the open page names none (docs/flows.md "The wait message's words"). */
export const WAIT_LINES = ['WAITMESSAGE_FIELD1', 'WAITMESSAGE_FIELD2'];

export type { PasswordRule };
export type { Footnote, MessageCheck, Notice, PanelButton, PanelOptions, ProgressOptions, TextRef } from './panelTypes';

export interface FlowFile {
  $schema?: string;
  description?: string;
  entries?: Record<string, Row[]>;
  always?: Record<string, Row[]>;
  pages: Record<string, PageDef>;
  requests?: Record<string, RequestDef>;
  settings?: Partial<Settings>;
  session?: SessionDef;
  everyPage?: EveryPage;
}

/**
 * What every page of a flow file, or of every file, shares (docs/flows.md "Rows every page shares"): event rows for
 * a page with none of its own for that event, and links and footnotes drawn after a panel's own.
 */
export interface EveryPage {
  description?: string;
  /** "file" (default): the pages of this file and the pages "like" one of them; "all": every page */
  scope?: 'file' | 'all';
  /** the kinds of page it applies to (default: panel and dialog, the pages that draw something) */
  kinds?: PageKind[];
  events?: Record<string, Row[]>;
  links?: PanelButton[];
  footnotes?: Footnote[];
}

/** One start-up call ("session.start"): sent at once unless `after` names a call it must wait for. */
export interface StartCall {
  description?: string;
  request: string;
  /** a call of the list whose reply this one needs (the server session the first call creates, say) */
  after?: string;
  /** the first panel waits for this call; the others may still be out when it shows (a submit waits for them) */
  beforePanel?: boolean;
  /** rows when it fails or a required reply field is missing (default: the error dialog with SYSTEM_ERROR) */
  failed?: Row[];
}

/** How the widget starts and renews its server session ("session" in one flow file, docs/api.md "Start-up"). */
export interface SessionDef {
  description?: string;
  start: StartCall[];
  /** made in order after the server starts a new session (the renewSession effect) */
  renew?: string[];
  /** made when the server refuses a POST for its CSRF token; the POST is then sent once more */
  csrf?: string;
}

/** Timings and limits a product owner tunes ("settings" in one flow file); the reference server reads them too. */
export interface Settings {
  resendAfterSeconds: number;
  maxSends: number;
  /** codes sent to one account by one channel within sendWindowMinutes, every flow together (the server's limit) */
  sendsPerWindow: number;
  sendWindowMinutes: number;
  codeValidMinutes: number;
  maxWrongCodes: number;
  /** ms a request is out before the wait message shows */
  waitDelayMs: number;
  /** ms the wait message stays once shown */
  waitMinimumMs: number;
  /** digits in a one-time code (the server sends this many; a one-time-code field's maxLength must say it) */
  codeLength: number;
  /** earlier passwords a new one may not repeat */
  passwordHistory: number;
  /** how long a passkey prompt may stay open: the browser's timeout and the life of the server's challenge */
  passkeyChallengeSeconds: number;
  /** after "Not now", the days before a passkey is offered again */
  passkeyOfferDays: number;
  /** a change of a user's security settings needs a check of the user made within this many minutes (the server's) */
  reverifyMinutes: number;
  /** the longest name a user gives something of theirs the server keeps (a passkey's name), on both sides */
  nameMaxLength: number;
  /** how long a browser may keep the app-details and brand replies (Cache-Control max-age; they carry an ETag too) */
  startupMaxAgeSeconds: number;
  /** the password rules, each a registered rule with its parameters (src/form/passwordRules.ts) */
  passwordRules: PasswordRule[];
  /** a channel's own code life, resend pause, sends and sends per window, over the ones above (src/flow/channels.ts) */
  channels?: Partial<
    Record<
      'TEXT' | 'VOICE' | 'EMAIL',
      Partial<
        Record<'codeValidMinutes' | 'resendAfterSeconds' | 'maxSends' | 'sendsPerWindow' | 'sendWindowMinutes', number>
      >
    >
  >;
  /** the fact that tells the widget which channel the last code went by (a value a request keeps) */
  channelFrom?: string;
}

/** A choice by a fact (flow, ping, …): the case named by the fact's value, else the default. */
export interface Select<T> {
  select: string;
  cases: Record<string, T>;
  default: T;
}
export type Selectable<T> = T | Select<T>;

/**
 * Where a payload, query or path value comes from: `from` is "<source>.<path>" (field, context, session, app,
 * config, fact, behavior) or "form" (all form values); `value` is a literal. Named transforms apply in order.
 */
export interface ValueRef {
  from?: string;
  value?: unknown;
  transform?: string | string[];
  /** used when the source has nothing (undefined or null); else null stays null and undefined becomes "" */
  default?: unknown;
  /** left out of the payload or query when empty ("" / null / undefined) */
  optional?: boolean;
}

/** A named API call, as data: the wire of docs/api.md. Strings may be a Select by a fact. */
export interface RequestDef {
  description?: string;
  method?: 'GET' | 'POST';
  /** relative to the API base; "{config.appId}"-style placeholders are filled and URL-encoded */
  path: Selectable<string>;
  query?: Selectable<Record<string, ValueRef>>;
  /** the JSON payload of a POST; the key "..." merges an object value into it */
  payload?: Selectable<Record<string, ValueRef>>;
  /** reply fields read beyond a flow reply's own, by name → a registered reply type */
  reply?: Record<string, string>;
  /** flow-context entries set from the reply when it arrives: context name → reply field */
  keep?: Record<string, string>;
  /** the payload (never a secret field) kept in the flow context under this name, for a later request */
  keepSent?: string;
  /** the session entries the engine reads (src/api/sessionEntries.ts) set from the reply: entry → reply field */
  session?: Record<string, string>;
  /** reply fields that must be there (and not false): without one the request fails */
  require?: string[];
  /** a registered outcome that names the nextAction when the reply has none */
  outcome?: string;
  /** the reply is plain data, not a flow reply (no messages, no nextAction): only its reply fields are read */
  data?: boolean;
  /** made by the fetch effect: not sent again while everything it keeps is in the flow context */
  once?: boolean;
  /** made by the fetch effect: the wait message shows while it is out */
  wait?: boolean;
  /** made by the fetch effect: a reply naming a nextAction (a check owed first) is acted on by the page's rows */
  act?: boolean;
  /** a top-level navigation, never sent by fetch: the navigateToRequest effect takes the page to its URL (its path and
   * query under the API base), as the start of a sign-on through an identity provider does (docs/host.md "Sign-on
   * through an identity provider") */
  navigate?: boolean;
  /** made by the fetch effect: "error" shows the error dialog when it fails or a kept field is missing; by default
   * a failure is reported and the panel carries on */
  failure?: 'report' | 'error';
  /**
   * A passkey ceremony before the request (src/api/webauthn.ts): the `options` request's reply field `publicKey` is
   * given to the browser (`kind` get: use a passkey, create: make one), and the payload may name its JSON result as
   * "ceremony.credential". The user's cancel is nextAction CEREMONY_CANCELLED, a failure CEREMONY_FAILED.
   */
  ceremony?: { options: string; kind: 'get' | 'create' };
}

/** A flow loaded on demand (src/data/load.ts): its file's pages and requests, and the panels only it draws. */
export interface FlowChunk {
  file: string;
  /** the chunks its rows lead to: "page:X" / "request:Y" → chunk name */
  routes: Record<string, string>;
  flow: FlowFile;
  /** the en_US messages only this chunk shows (the bundled en_US leaves them out: scripts/generate-data.mjs) */
  messages?: Record<string, string>;
  panels: Record<string, PanelFiles>;
  /** the effects its rows name that come with it, not the bundle (src/flow/chunk-effects.json): src/flow/effectTypes.ts
   * Effect each (not named here: the flow's types lead back to this file) */
  effects?: Record<string, unknown>;
  /** the reply types its requests name that come with it, not the bundle (src/api/chunk-reply-types.json) */
  replyTypes?: Record<string, unknown>;
  /** the compiled schemas of its conditions (src/panels/matchers.ts) */
  matchers?: Record<string, (data: unknown) => boolean>;
}

export interface PanelFiles {
  schema: RJSFSchema;
  ui: UiSchema & { 'ui:panel': PanelOptions };
  validators: ValidatorFunctions;
  /** the widgets its UI schema names that come with its chunk, not the bundle (src/form/widgets/chunk-widgets.json) */
  widgets?: RegistryWidgetsType;
  /** the fields its UI schema names that come with its chunk (src/form/fields/chunk-fields.json) */
  fields?: RegistryFieldsType;
}
