// Whether the panel made at build time is the panel this page would draw (docs/host.md "The panel before the bundle"):
// the same entry row, and the same value of every fact its data reads. One code for both sides: the build records
// what it drew from (scripts/prebuild.tsx) and the first script asks the same of the page's own replies, with the
// widget's own fact and row code, so the two can only agree when the renderer would draw the same panel.
import type { Env } from '../app/env';
import type { RootState } from '../app/state';
import { readReplyFields } from '../api/replyTypes';
import type { GuardValue, RequestDef, Row, Settings } from '../data/types';
import { computeFacts } from '../flow/guards';
import { pick } from '../flow/resolveTransition';
import type { ResolvedConfig } from '../host/config';

/** What the build wrote for the first script (src/generated/prebuilt.json). */
export interface Prebuilt {
  entry: string;
  page: string;
  flow: string;
  /** the entry row the panel came from (entries/<entry>/<index>) */
  source: string;
  /** every name the panel's data and its words mention: a fact is read when its name is one or lies under one */
  tokens: string[];
  /** the facts read, as the build drew them */
  facts: Record<string, GuardValue>;
  /** the config values the panel's frame reads beyond the facts (CONFIG_INPUTS), as the build drew them */
  config: Record<string, unknown>;
  /** the start-up calls the entry row waits for, in order, and their definitions */
  start: string[];
  requests: Record<string, RequestDef>;
  rows: Row[];
  settings: Settings;
  /** the locales with a prebuilt panel (en_US's markup is in `markup`; the others' are files beside the script) */
  locales: string[];
  /** by brand, the locales it words its own way: the panel drawn in the build's words is not that brand's there */
  brandWords: Record<string, string[]>;
  markup?: string;
  /** by entry row (its index), the message keys of the wait lines its page names (a page's "wait") */
  waitRows: Record<string, string[]>;
  /** by entry other than this one, the message keys of the wait before its first panel (src/flow/entryWait.ts) */
  waitEntries: Record<string, string[]>;
  /** en_US's words of those keys and of the default lines, when they need no formatting */
  waitWords: Record<string, string>;
  /** the renderer's centred wait message without words (src/panels/WaitOverlay.tsx WaitBox) */
  waitMarkup: string;
}

/** The replies the build assumes: an app with every setting at its default, and its brand valid. */
export const PLAIN_REPLY = { app: {}, valid: true };

/** The session entries the start-up calls keep, read from their replies as the request engine reads them. */
export function sessionFrom(requests: Record<string, RequestDef>, replies: Record<string, unknown>) {
  const session: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(requests)) {
    const fields = readReplyFields(replies[name], def.reply);
    for (const field of def.require ?? []) if (fields[field] === undefined || fields[field] === false) return null;
    for (const [to, field] of Object.entries(def.session ?? {}))
      if (fields[field] !== undefined) session[to] = fields[field];
  }
  return session;
}

/** The store's state where it matters to facts: the session the calls kept, a page (or none yet), no context. */
function stateOf(session: Record<string, unknown>, page: string | null, flow: string): RootState {
  return {
    flow: { page, flow, context: {}, busy: false, wait: false, message: null, closed: false },
    session: { app: null, appValidated: false, csrf: null, sessionId: null, ...session },
  } as unknown as RootState;
}

type FactEnv = Pick<Env, 'config' | 'host'> & { tables: { settings: Settings } };

export const factEnv = (config: ResolvedConfig, settings: Settings, has: (name: string) => boolean): FactEnv => ({
  config,
  tables: { settings },
  host: { has } as unknown as Env['host'],
});

/** The entry row the widget would follow for these replies (its source), or null. */
export function entrySource(p: Prebuilt, env: FactEnv, session: Record<string, unknown>): string | null {
  const facts = computeFacts(stateOf(session, null, 'LOGIN'), env as Env);
  return pick(p.rows, facts, `entries/${p.entry}`)?.source ?? null;
}

const isRead = (name: string, tokens: string[]) => tokens.some((t) => name === t || name.startsWith(`${t}.`));

/** The facts the panel reads, on its page, with these replies. */
export function readFacts(
  p: Pick<Prebuilt, 'page' | 'flow' | 'tokens'>,
  env: FactEnv,
  session: Record<string, unknown>,
) {
  const facts = computeFacts(stateOf(session, p.page, p.flow), env as Env);
  return Object.fromEntries(
    Object.keys(facts)
      .filter((k) => isRead(k, p.tokens))
      .sort()
      .map((k) => [k, facts[k]]),
  );
}

/**
 * The config values the renderer itself reads beyond the facts (src/panels/PanelRenderer.tsx): the brand's logo in the
 * header and the help link's address. The theme and the colour mode are set on the containers, not in the panel.
 */
export const CONFIG_INPUTS = ['brand', 'helpURL'] as const;

export const configInputs = (config: ResolvedConfig) =>
  Object.fromEntries(CONFIG_INPUTS.map((k) => [k, config[k] ?? null]));

/** Whether the page's replies give the prebuilt panel: the same row, the same facts read, the same frame. */
export function fits(p: Prebuilt, env: FactEnv, session: Record<string, unknown>): boolean {
  if (JSON.stringify(configInputs(env.config)) !== JSON.stringify(p.config)) return false;
  if (entrySource(p, env, session) !== p.source) return false;
  return JSON.stringify(readFacts(p, env, session)) === JSON.stringify(p.facts);
}

const WORD = /[A-Za-z_$][\w$]*(?:\.[\w$]+)*/g;

/** Every name in these data values (keys and texts), and in the words of any message key among them. */
export function readTokens(values: unknown[], locales: Record<string, string>[]): string[] {
  const out = new Set<string>();
  const add = (s: string) => {
    for (const m of s.match(WORD) ?? []) {
      const t = m.replace(/^\$/, '');
      if (out.has(t)) continue;
      out.add(t);
      for (const l of locales) if (typeof l[t] === 'string') add(l[t]);
    }
  };
  const walk = (v: unknown) => {
    if (typeof v === 'string') add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        add(k);
        walk(x);
      }
  };
  values.forEach(walk);
  return [...out].sort();
}
