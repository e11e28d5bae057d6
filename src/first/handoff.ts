// Where the first script (dist/auth-widget.js) and the rest of the widget (dist/auth-widget-main.js) meet
// (docs/host.md "The panel before the bundle"): one object on the page under a registered symbol, never a global name.
import type { HostConfig } from '../host/config';

export const HANDOFF = Symbol.for('auth-widget.first-script');

/** What was pressed on the early panel before the renderer took it over, in order: replayed once, then forgotten. */
export type Press = { kind: 'submit'; form: HTMLFormElement } | { kind: 'click'; el: HTMLElement } | { kind: 'escape' };

/** The wait message the first script shows (src/first/earlyWait.ts); here, with the handoff that carries it, so
 * the two modules import one way only. */
export interface EarlyWait {
  /** the lines in the page's language, once they are in hand (a later call changes nothing) */
  say(lines: string[]): void;
  /** when it was shown (Date.now()), or null while it is not */
  shownAt(): number | null;
  /** when it shows (Date.now()), had it not been stopped: the renderer's own wait is due then too, not a delay later */
  dueAt(): number;
  /** the wait goes (its panel is drawn, the renderer took over, or the widget closed) */
  stop(): void;
}

/** A sign-on the first script began: its containers, its start-up calls, and perhaps a panel already drawn. */
export interface EarlyStart {
  /** the host call it began (the main script's call of the same entry, with the same object, takes it over) */
  entry: string;
  /** the config object the host passed */
  config: HostConfig;
  panelRoot: HTMLElement;
  waitRoot: HTMLElement;
  /** what had focus before the widget opened (focus goes back there when it closes) */
  opener: HTMLElement | null;
  /** the resume token the first script took from the address (sign-on only; null without one) */
  resume: string | null;
  /** the wait message it shows until a panel is drawn (the renderer's own wait takes over from it) */
  wait: EarlyWait;
  /** answers the start-up calls and the locale file the first script asked for, once each; else the network */
  fetch: typeof fetch;
  /** the page and flow of the panel it may have drawn */
  page: string;
  flow: string;
  /** the first script has drawn its panel, or knows it will not */
  settled: Promise<void>;
  /** Escape was pressed while only its wait was in sight: the renderer closes the widget as it takes over */
  escaped(): boolean;
  /** the first script draws nothing from now on: the element holding the panel it drew, or null (still its own) */
  hold(): HTMLElement | null;
  /** the first script lets go (its listeners off; it draws nothing more): what it drew, and the presses it held */
  release(): { drawn: HTMLElement | null; presses: Press[] };
}

export interface Handoff {
  /** the first script's address: the base of every other file */
  scriptSrc: string | null;
  /** the rest's script, arrived, hands over its body to run when a call needs it (never before) */
  body(run: () => void): void;
  /** the widget's Trusted Types policy, made by the first script (a policy name is made once per page) */
  policy: unknown;
  /** the modules the first script carries, in the build's order: the main script's own (scripts/first-shared.mjs) */
  modules?: unknown[];
  /** the start the first script began for this entry and config object, once */
  takeStart(config: unknown, entry: string): EarlyStart | null;
  /** the main script's host API: the calls made meanwhile are made on it, in order */
  ready(api: Record<string, (...args: never[]) => void>): void;
}

export const findHandoff = (): Handoff | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<symbol, Handoff | undefined>)[HANDOFF];

/** What the main script hands the panel of this page when it hydrates the first script's panel. */
export interface Adoption {
  page: string;
  /** the first script lets go: the element it drew in, and what was pressed on it */
  take(): { drawn: HTMLElement | null; presses: Press[] };
}
