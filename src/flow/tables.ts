// Merges the flow files into one page table (resolving "like" and what every page shares), the entry rows, the
// "always" rows and the requests.
import { DEFAULT_PASSWORD_RULES } from '../form/passwordRules';
import type { EveryPage, FlowFile, PageDef, RequestDef, Row, SessionDef, Settings } from '../data/types';
import { sharedParts, type SharedParts } from './everyPage';

/** A page as the interpreter and the renderer see it: "like" resolved, the shared event rows, links and footnotes in. */
export type TablePage = Required<Pick<PageDef, 'kind'>> & PageDef & SharedParts & { file: string };

export interface Tables {
  pages: Record<string, TablePage>;
  entries: Record<string, Row[]>;
  always: Record<string, Row[]>;
  /** the named requests of every flow file (docs/api.md) */
  requests: Record<string, RequestDef & { file: string }>;
  settings: Settings;
  /** the start-up and session-renewal calls; the file that gives them */
  session: SessionDef & { file: string };
  /** each file's "everyPage", by file */
  everyPage: Record<string, EveryPage>;
}

/** What the settings are when no flow file says otherwise (docs/validation.md "Constants"). */
export const DEFAULT_SETTINGS: Settings = {
  resendAfterSeconds: 120,
  maxSends: 3,
  sendsPerWindow: 10,
  sendWindowMinutes: 15,
  codeValidMinutes: 8,
  maxWrongCodes: 5,
  waitDelayMs: 300,
  waitMinimumMs: 400,
  codeLength: 6,
  passwordHistory: 6,
  passkeyChallengeSeconds: 300,
  passkeyOfferDays: 30,
  reverifyMinutes: 10,
  nameMaxLength: 64,
  startupMaxAgeSeconds: 60,
  passwordRules: DEFAULT_PASSWORD_RULES,
};

export class DataError extends Error {
  constructor(
    readonly file: string,
    readonly pointer: string,
    readonly cause_: string,
  ) {
    super(`${file} ${pointer}: ${cause_}`);
  }
}

const merged = (base?: Record<string, Row[]>, own?: Record<string, Row[]>) =>
  base || own ? { ...base, ...own } : undefined;

export function buildTables(files: Record<string, FlowFile>): Tables {
  const raw: Record<string, PageDef & { file: string }> = {};
  const entries: Record<string, Row[]> = {};
  const always: Record<string, Row[]> = {};
  const requests: Tables['requests'] = {};
  let settings: Settings = DEFAULT_SETTINGS;
  let settingsFile = '';
  let session: Tables['session'] = { start: [], file: '' };
  const everyPage: Tables['everyPage'] = {};
  for (const [file, data] of Object.entries(files)) {
    if (data.settings) {
      if (settingsFile)
        throw new DataError(`flows/${file}`, '/settings', `settings are already given in flows/${settingsFile}`);
      const { description: _d, ...given } = data.settings as Partial<Settings> & { description?: string };
      settings = { ...DEFAULT_SETTINGS, ...given };
      settingsFile = file;
    }
    if (data.session) {
      if (session.file)
        throw new DataError(`flows/${file}`, '/session', `the session is already given in flows/${session.file}`);
      session = { ...data.session, file };
    }
    for (const [name, def] of Object.entries(data.requests ?? {})) {
      if (requests[name])
        throw new DataError(
          `flows/${file}`,
          `/requests/${name}`,
          `request ${name} is already defined in flows/${requests[name].file}`,
        );
      requests[name] = { ...def, file };
    }
    for (const [id, def] of Object.entries(data.pages ?? {})) {
      if (raw[id])
        throw new DataError(`flows/${file}`, `/pages/${id}`, `page ${id} is already defined in flows/${raw[id].file}`);
      raw[id] = { ...def, file };
    }
    for (const [name, rows] of Object.entries(data.entries ?? {})) {
      if (entries[name]) throw new DataError(`flows/${file}`, `/entries/${name}`, `entry ${name} is defined twice`);
      entries[name] = rows;
    }
    if (data.everyPage) everyPage[file] = data.everyPage;
    for (const [name, rows] of Object.entries(data.always ?? {})) {
      if (always[name]) throw new DataError(`flows/${file}`, `/always/${name}`, `always row ${name} is defined twice`);
      always[name] = rows;
    }
  }
  const pages: Tables['pages'] = {};
  const resolve = (id: string, seen: string[]): PageDef & { file: string } => {
    const def = raw[id];
    if (!def.like) return def;
    if (seen.includes(def.like) || !raw[def.like]) {
      throw new DataError(
        `flows/${def.file}`,
        `/pages/${id}/like`,
        raw[def.like] ? `"like" makes a cycle: ${[...seen, def.like].join(' → ')}` : `page ${def.like} does not exist`,
      );
    }
    const base = resolve(def.like, [...seen, def.like]);
    const { like: _like, ...own } = def;
    // rows merge by nextAction and event: a key given here replaces the base page's rows for it, the others stay
    const on = merged(base.on, own.on);
    const events = merged(base.events, own.events);
    return { ...base, ...own, ...(on && { on }), ...(events && { events }) };
  };
  /** the files a page's own definition and its "like" bases are written in, nearest first */
  const filesOf = (id: string): string[] => {
    const def = raw[id];
    return [def.file, ...(def.like && raw[def.like] ? filesOf(def.like) : [])];
  };
  for (const id of Object.keys(raw)) {
    const def = resolve(id, [id]);
    if (!def.kind)
      throw new DataError(`flows/${def.file}`, `/pages/${id}`, 'a page needs "kind" (panel, dialog or action)');
    pages[id] = { ...def, kind: def.kind, ...sharedParts(def, def.kind, filesOf(id), everyPage) };
  }
  return { pages, entries, always, requests, settings, session, everyPage };
}
