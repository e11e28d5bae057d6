// Conformance journeys (flows/conformance/*.json): what a journey is, how the jsdom journeys record one, and what a
// runner compares after each step. A journey is an entry call with its config, the server's replies in call order,
// the user's actions (form values submitted, buttons pressed) and, after each action, what the user sees: the page,
// the dialog, the message type, whether the wait message is gone, where the page navigated and what the host heard.
import fs from 'node:fs';
import path from 'node:path';
import type { PasskeyAnswer } from './scripted-webauthn';

/** One request the widget made and the reply it got (the URL's origin left out: runners serve their own). */
export interface Exchange {
  method: 'GET' | 'POST';
  path: string;
  query: Record<string, string>;
  /** a POST's form fields, with the `data` envelope decoded (docs/api.md) */
  form?: Record<string, unknown>;
  status: number;
  contentType?: string;
  headers?: Record<string, string>;
  /** the reply: JSON when it parsed, else the raw text in `text` */
  json?: unknown;
  text?: string;
  /** the connection failed instead (no reply) */
  error?: string;
  /** no reply came before the journey ended (the user closed the widget while it waited) */
  noReply?: true;
}

/** What the user sees once a step has settled; null where nothing is shown. */
export interface Seen {
  page: string | null;
  flow: string | null;
  dialog: string | null;
  message: string | null;
  /** the wait message still showing, or a loading panel saying it waits (data-waiting, docs/flows.md) */
  waiting: boolean;
  /** flow-table rows followed during the step ("PAGE/on/NEXT_ACTION/0"), in order (jsdom runner only) */
  rows: string[];
  /** URLs the widget navigated to during the step */
  navigations: string[];
  /** values the host's callback got during the step ("logout" for the logout callback) */
  callbacks: string[];
  /** requests made so far (the Chromium runner waits for this many) */
  exchanges: number;
}

export type Action =
  | { start: true }
  /** fill these named inputs (text, radio value, checkbox state, select value), then press the panel's submit */
  | { submit: Record<string, string | boolean> }
  /** press the button or link that raises this event (data-event); `after` seconds of waiting first (a countdown) */
  | { press: string; after?: number }
  | { key: 'Escape' }
  /** the user picks the passkey the browser's autofill offers (test/support/scripted-webauthn.js) */
  | { autofill: 'answer' };

export type Step = Action & { expect: Seen };

export interface Journey {
  name: string;
  entry: string;
  /** the host page's URL, origin http://auth.test */
  hostUrl: string;
  /** the app config without functions; `callback` / `returnToAppCallback` named in `functions` */
  config: Record<string, unknown>;
  functions: string[];
  /** the entry point's further arguments (cancelUrl, loginUrl, samlInput) */
  extra?: Record<string, unknown>;
  exchanges: Exchange[];
  steps: Step[];
  /**
   * A browser with passkeys (test/support/scripted-webauthn.js): how it answers each modal request, in order; absent,
   * the browser has none
   */
  passkeys?: PasskeyAnswer[];
}

export interface JourneyFile {
  description: string;
  journeys: Journey[];
}

export const CONFORMANCE_DIR = path.join(__dirname, '../../flows/conformance');
export const ORIGIN = 'http://auth.test';

/** The recorder's files say where they came from; any other journey file was written as data (docs/conformance.md
 * "Conformance journeys"). */
export const recordedFromTests = (data: JourneyFile) => data.description.startsWith('Recorded from test/journeys/');

/** The rows the journeys written as data follow: a row such a journey covers needs no TypeScript test. */
export function rowsOfDataJourneys(): string[] {
  return loadJourneyFiles()
    .filter(({ data }) => !recordedFromTests(data))
    .flatMap(({ data }) =>
      data.journeys.flatMap((j) => j.steps.flatMap((s) => (s as Partial<Step>).expect?.rows ?? [])),
    );
}

export function loadJourneyFiles(): { file: string; data: JourneyFile }[] {
  return fs
    .readdirSync(CONFORMANCE_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      file,
      data: JSON.parse(fs.readFileSync(path.join(CONFORMANCE_DIR, file), 'utf8')) as JourneyFile,
    }));
}

/** A POST body's fields with the JSON envelope decoded. */
export function decodeForm(body: string): Record<string, unknown> {
  const form: Record<string, unknown> = Object.fromEntries(new URLSearchParams(body));
  if (typeof form.data === 'string') {
    try {
      form.data = JSON.parse(form.data);
    } catch {
      /* kept as text */
    }
  }
  return form;
}

export function readReplyText(text: string, contentType: string | null): Pick<Exchange, 'json' | 'text'> {
  if (contentType?.includes('json')) {
    try {
      return { json: JSON.parse(text) };
    } catch {
      /* malformed JSON is kept as text */
    }
  }
  return { text };
}

/** What the document shows now (the widget's top page element, its dialog, message box and wait message). */
export function seeDocument(doc: Document): Pick<Seen, 'page' | 'flow' | 'dialog' | 'message' | 'waiting'> {
  const pages = [...doc.querySelectorAll('#auth-widget [data-page]')];
  const top = pages[pages.length - 1] ?? null;
  const dialogs = [...doc.querySelectorAll('#auth-widget [data-dialog]')];
  const messages = [...doc.querySelectorAll('#auth-widget [data-message-type]')];
  return {
    page: top?.getAttribute('data-page') ?? null,
    flow: top?.getAttribute('data-flow') ?? null,
    dialog: dialogs[dialogs.length - 1]?.getAttribute('data-dialog') ?? null,
    message: messages[messages.length - 1]?.getAttribute('data-message-type') ?? null,
    waiting: !!doc.querySelector('#auth-widget-wait [data-wait], #auth-widget [data-waiting]'),
  };
}

/** The named inputs of a form as a submit step records them. */
export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const el of [...form.elements] as (HTMLInputElement | HTMLSelectElement)[]) {
    if (!el.name || el.disabled || (el as HTMLInputElement).type === 'hidden') continue;
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      if (el.checked) values[el.name] = el.value;
    } else if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      values[el.name] = el.checked;
    } else {
      values[el.name] = el.value;
    }
  }
  return values;
}

/** Describes a difference between what a step expected and what the replay saw, or null. */
export function compareSeen(expected: Seen, seen: Partial<Seen>, keys: (keyof Seen)[]): string | null {
  const diffs = keys
    .filter((k) => JSON.stringify(expected[k]) !== JSON.stringify(seen[k]))
    .map((k) => `${k}: expected ${JSON.stringify(expected[k])}, saw ${JSON.stringify(seen[k])}`);
  return diffs.length ? diffs.join('; ') : null;
}

/**
 * Fields that differ by run or by browser and say nothing about the flow: the error log's correlation id and the
 * browser facts it carries (docs/api.md, the error-log call).
 */
const VOLATILE = ['correlationId', 'userAgent', 'language', 'cookieEnabled', 'screen', 'timezone', 'errorMessage'];

function withoutVolatile(form: Record<string, unknown> | undefined): unknown {
  if (!form || typeof form.data !== 'object' || !form.data) return form;
  const data = { ...(form.data as Record<string, unknown>) };
  if (!('errorLogs' in data)) return form;
  for (const k of VOLATILE) delete data[k];
  // the status text after the code is the transport's (a stub or nock may word it differently)
  if (typeof data.customMsg === 'string') data.customMsg = data.customMsg.replace(/^(Request Failed: \d+).*$/, '$1');
  data.errorLogs = Object.fromEntries(
    Object.entries(data.errorLogs as Record<string, unknown>).filter(([k]) => !VOLATILE.includes(k)),
  );
  return { ...form, data };
}

/** Compares what a request sent with the recorded one; returns the differences. */
export function compareRequest(
  recorded: Exchange,
  query: Record<string, string>,
  sent: Record<string, unknown> | undefined,
): string[] {
  const out: string[] = [];
  const form = withoutVolatile(sent);
  const where = `${recorded.method} ${recorded.path}`;
  if (JSON.stringify(sortKeys(query)) !== JSON.stringify(sortKeys(recorded.query)))
    out.push(`${where}: query ${JSON.stringify(query)}, recorded ${JSON.stringify(recorded.query)}`);
  if (JSON.stringify(sortKeys(form)) !== JSON.stringify(sortKeys(withoutVolatile(recorded.form))))
    out.push(`${where}: body ${JSON.stringify(form)}, recorded ${JSON.stringify(recorded.form)}`);
  return out;
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
    );
  return v;
}

export type FlowJson = {
  entries?: Record<string, unknown[]>;
  always?: Record<string, unknown[]>;
  pages: Record<
    string,
    { like?: string; onEnter?: unknown[]; on?: Record<string, unknown[]>; events?: Record<string, unknown[]> }
  >;
};

/** Every row of a flow file, named as the widget names the row it follows ("PAGE/on/X/0", "always/X/0", "entries/x/0"). */
export function flowRows(flow: FlowJson): string[] {
  const rows: string[] = [];
  for (const [name, list] of Object.entries(flow.entries ?? {}))
    list.forEach((_r, i) => rows.push(`entries/${name}/${i}`));
  for (const [na, list] of Object.entries(flow.always ?? {})) list.forEach((_r, i) => rows.push(`always/${na}/${i}`));
  for (const [id, def] of Object.entries(flow.pages)) {
    (def.onEnter ?? []).forEach((_r, i) => rows.push(`${id}/onEnter/${i}`));
    for (const [na, list] of Object.entries(def.on ?? {})) list.forEach((_r, i) => rows.push(`${id}/on/${na}/${i}`));
    for (const [ev, list] of Object.entries(def.events ?? {}))
      list.forEach((_r, i) => rows.push(`${id}/events/${ev}/${i}`));
  }
  return rows;
}

export interface CoverageLine {
  file: string;
  rows: number;
  covered: number;
  missing: string[];
}

/**
 * Every row of every flow table (flows/*.json) against the rows a replay followed. A page "like" another follows
 * the other's rows under its own name for a nextAction or event it gives no rows of its own: those count for the other
 * page's rows.
 */
export function coverageMatrix(followed: Set<string>): CoverageLine[] {
  const dir = path.join(__dirname, '../../flows');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.includes('schema'))
    .sort();
  const flows = Object.fromEntries(
    files.map((f) => [f, JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as FlowJson]),
  );
  const pages: FlowJson['pages'] = Object.assign({}, ...Object.values(flows).map((f) => f.pages)) as FlowJson['pages'];
  // "PAGE/on/X/0" → the row it is in the files (following "like" where the page has no such section)
  const owner = (source: string): string => {
    const [page, section, ...rest] = source.split('/');
    if (page === 'entries' || page === 'always') return source;
    let id = page;
    const seen = new Set<string>();
    // rows merge by nextAction and event (src/flow/tables.ts): a page's own section may leave this key to its base
    const own = (p: Record<string, unknown>) =>
      section in p && (section === 'onEnter' || !!(p[section] as Record<string, unknown>)[rest[0]]);
    while (pages[id] && !own(pages[id]) && pages[id].like && !seen.has(id)) {
      seen.add(id);
      id = pages[id].like as string;
    }
    return [id, section, ...rest].join('/');
  };
  const hit = new Set([...followed].map(owner));
  return files.map((file) => {
    const rows = flowRows(flows[file]);
    const missing = rows.filter((r) => !hit.has(r));
    return { file: `flows/${file}`, rows: rows.length, covered: rows.length - missing.length, missing };
  });
}

export function formatMatrix(lines: CoverageLine[], journeys: number): string {
  const total = lines.reduce((n, l) => n + l.rows, 0);
  const covered = lines.reduce((n, l) => n + l.covered, 0);
  const pct = (a: number, b: number) => `${b ? Math.floor((1000 * a) / b) / 10 : 100}%`;
  const out = [`Conformance coverage: ${journeys} journeys replayed; flow-table rows exercised`];
  for (const l of lines) {
    out.push(
      `  ${l.file.padEnd(32)} ${String(l.covered).padStart(4)} / ${String(l.rows).padEnd(4)} ${pct(l.covered, l.rows).padStart(6)}`,
    );
    for (const m of l.missing) out.push(`      not exercised: ${m}`);
  }
  out.push(
    `  ${'all flow tables'.padEnd(32)} ${String(covered).padStart(4)} / ${String(total).padEnd(4)} ${pct(covered, total).padStart(6)}`,
  );
  return out.join('\n');
}
