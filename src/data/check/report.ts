// How the data check reports: one problem per finding, with the file, the JSON pointer and what is wrong; the message
// keys the data and the code use (the locale check holds every locale to them); "did you mean" for a misspelt name.
import { allKeys } from '../../panels/localize';
import { APP_SETTING_PREFIX } from '../../api/settings';
import type { FlowFile, TextRef } from '../types';
import { follow, type Shape } from './contextShapes';

export interface DataFiles {
  flowSchema: object;
  flows: Record<string, FlowFile>;
  schemas: Record<string, object>;
  uis: Record<string, object>;
  locales: Record<string, Record<string, unknown>>;
  /** a brand's own words, locales/brands/<brand>/<locale>.json: by brand, by locale (docs/locales.md "Words of a brand") */
  brandLocales?: Record<string, Record<string, Record<string, unknown>>>;
  /** the reference server's apps (seed/apps.json), when the project has them */
  apps?: unknown;
  /** the reference server's identity providers (seed/identity-providers.json), when the project has them */
  identityProviders?: unknown;
}

export interface Problem {
  file: string;
  pointer: string;
  message: string;
}

export interface Report {
  problems: Problem[];
  add: (file: string, pointer: string, message: string) => void;
  /** a message key used at this place (a key that cannot be one is reported here) */
  useKey: (key: string, file: string, pointer: string) => void;
  /** every key used, with the first place that uses it */
  usedKeys: Map<string, { file: string; pointer: string }>;
  /** every place each key is used ("file pointer"): the build carries a key only some flow's chunk uses in it */
  keyPlaces: Map<string, string[]>;
  /** a key whose message may name only these variables (those its place supplies); every locale is held to it */
  limitVars: (key: string, vars: string[], file: string, pointer: string) => void;
  /** a key shown where a link can be drawn (src/data/check/links.ts), on this panel */
  /** `pages`: the pages it shows on, for a text no UI schema holds (a flow file's "everyPage") */
  allowLinks: (ref: TextRef | undefined, file: string, pointer: string, pages?: string[]) => void;
  /** a place a link may be: the panel it is in, or the pages it shows on */
  linkPlaces: Map<string, { panel?: string; pages?: string[]; file: string; pointer: string }[]>;
  /** a key some locales give and others show a fallback for: in one locale at least, not required in each */
  optionalKey: (key: string, file: string, pointer: string) => void;
  optionalKeys: Map<string, { file: string; pointer: string }>;
  varLimits: Map<string, { vars: string[]; file: string; pointer: string }>;
  /** what a UI schema's text is given to name: the view facts and the scalar settings (set by checkData) */
  textVars: string[];
  /** the fields of a list's elements (`app.identityProviders`: the seed's apps give them), what the label of a control
   * per element may name besides the text variables (set by checkData) */
  listFields: (list: string) => string[];
  /** the flow-context names that exist: the widget's own and what requests keep (set by checkData) */
  contextNames: string[];
  /** each context name's shape (set by checkData: src/data/check/contextShapes.ts) */
  contextShapes: Record<string, Shape>;
  /** a context fact's problem (its name is not kept by anything, or its path leads nowhere), '' when it is sound;
   * null for a name that is no context fact */
  contextFact: (name: string) => string | null;
  /** the app settings the app-details request asks for (null: all it is given), or null when no request keeps them
   * (set by checkData): an "app.<setting>" fact is checked against it by contextFact */
  appSettings: { request: string; names: string[] | null } | null;
  /** what a context fact's path holds, when known */
  contextShape: (name: string) => Shape | null;
}

export function newReport(): Report {
  const problems: Problem[] = [];
  const usedKeys = new Map<string, { file: string; pointer: string }>();
  const add = (file: string, pointer: string, message: string) => {
    problems.push({ file, pointer: pointer || '/', message });
  };
  const useKey = (key: string, file: string, pointer: string) => {
    if (/\s/.test(key) || !/^[A-Za-z][\w.-]*$/.test(key)) {
      add(file, pointer, `"${key}" is not a message key (write the text in locales/*.json and put its key here)`);
      return;
    }
    if (!usedKeys.has(key)) usedKeys.set(key, { file, pointer });
    keyPlaces.set(key, [...(keyPlaces.get(key) ?? []), `${file} ${pointer}`]);
  };
  const keyPlaces = new Map<string, string[]>();
  const varLimits = new Map<string, { vars: string[]; file: string; pointer: string }>();
  const limitVars = (key: string, vars: string[], file: string, pointer: string) => {
    const before = varLimits.get(key);
    varLimits.set(
      key,
      before ? { ...before, vars: before.vars.filter((v) => vars.includes(v)) } : { vars, file, pointer },
    );
  };
  const linkPlaces: Report['linkPlaces'] = new Map();
  const allowLinks = (ref: TextRef | undefined, file: string, pointer: string, pages?: string[]) => {
    const panel = /^schemas\/(.+)\.ui\.json$/.exec(file)?.[1];
    if (ref === undefined || (!panel && !pages)) return;
    const place = { ...(panel ? { panel } : { pages }), file, pointer };
    for (const key of safeKeys(ref)) linkPlaces.set(key, [...(linkPlaces.get(key) ?? []), place]);
  };
  const optionalKeys = new Map<string, { file: string; pointer: string }>();
  const optionalKey = (key: string, file: string, pointer: string) => {
    if (!/^[A-Za-z][\w.-]*$/.test(key)) return add(file, pointer, `"${key}" is not a message key`);
    if (!optionalKeys.has(key)) optionalKeys.set(key, { file, pointer });
  };
  const report: Report = {
    problems,
    add,
    useKey,
    usedKeys,
    keyPlaces,
    limitVars,
    varLimits,
    optionalKey,
    optionalKeys,
    allowLinks,
    linkPlaces,
    textVars: [],
    listFields: () => [],
    contextNames: [],
    contextShapes: {},
    appSettings: null,
    contextFact: (name) => {
      if (name.startsWith(APP_SETTING_PREFIX)) return appFactProblem(name, report.appSettings);
      if (!name.startsWith('context.')) return null;
      const [, first = '', ...path] = name.split('.');
      if (!report.contextNames.includes(first))
        return `${name}: ${first} is nothing a request keeps or the widget sets${didYouMean(first, report.contextNames)}`;
      const shape = report.contextShapes[first];
      const found = shape ? follow(shape, path, `context.${first}`) : null;
      return typeof found === 'string' ? `${name}: ${found}` : '';
    },
    contextShape: (name) => {
      const [, first = '', ...path] = name.split('.');
      const shape = name.startsWith('context.') ? report.contextShapes[first] : undefined;
      const found = shape ? follow(shape, path, first) : null;
      return found && typeof found !== 'string' ? found : null;
    },
  };
  return report;
}

/** What is wrong with an "app.<setting>" fact, or '' (a setting the app-details request asks for). */
function appFactProblem(name: string, asked: Report['appSettings']): string {
  // a list setting is read by its count or an element (a record's field): app.signOnByCode.length, app.signOnByCode.0,
  // app.identityProviders.0.name
  const setting = name.slice(APP_SETTING_PREFIX.length).replace(/\.(length|\d(\.\w+)?)$/, '');
  if (!asked) return `${name}: no request keeps the app's settings (a reply field "appSettings")`;
  if (!/^\w+$/.test(setting))
    return `${name}: an app setting is one name (e.g. app.supportUrl), or a list setting's count or element (app.signOnByCode.length, app.signOnByCode.0)`;
  if (asked.names && !asked.names.includes(setting))
    return `${name}: request ${asked.request} does not ask for ${setting}; add it to its query "properties"${didYouMean(setting, asked.names)}`;
  return '';
}

/** "; did you mean X?" for the closest option within a few edits, else "". */
export function didYouMean(given: string, options: string[]): string {
  const best = nearest(given, options);
  return best === null ? '' : `; did you mean ${best}?`;
}

/** The option nearest to what was given, when one is near enough to be what was meant; else null. */
export function nearest(given: string, options: string[]): string | null {
  // a value of the wrong kind (a number where a name goes) is compared as the text it would show
  const word = String(given).toLowerCase();
  const limit = Math.max(2, Math.floor(word.length / 3));
  // the first option at the least distance; one further than `limit` could not be offered, so it is not measured
  // (a check after a bad edit asks this of every locale and every key: npm start's check, the mutation fuzz)
  let best: string | null = null;
  let bestDist = limit + 1;
  for (const o of options) {
    const apart = o.length - word.length;
    if (apart >= bestDist || -apart >= bestDist) continue;
    const d = editDistance(word, o.toLowerCase(), bestDist);
    if (d < bestDist) [best, bestDist] = [o, d];
  }
  // a near word, not any word: changing every letter of a short one ("CA" → "US") is no suggestion
  return best !== null && bestDist < Math.min(word.length, best.length) ? best : null;
}

/**
 * Levenshtein distance, or `bound` as soon as it cannot be less than that. Two rows of numbers reused and plain
 * comparisons: a check after a bad edit runs this for every key of every locale (npm start's check, the mutation
 * fuzz), and under a test runner's vm context each lookup of a global such as Math costs some 25 times more.
 */
function editDistance(a: string, b: string, bound: number): number {
  let prev = new Uint32Array(b.length + 1);
  let row = new Uint32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    const c = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const del = prev[j] + 1;
      const ins = row[j - 1] + 1;
      const sub = prev[j - 1] + (c === b.charCodeAt(j - 1) ? 0 : 1);
      const d = del < ins ? (del < sub ? del : sub) : ins < sub ? ins : sub;
      row[j] = d;
      if (d < least) least = d;
    }
    if (least >= bound) return bound;
    [prev, row] = [row, prev];
  }
  return prev[b.length];
}

/** A value from a data file as a message shows it: a name as it is, anything else as JSON. */
export const shown = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** A key as a JSON pointer segment (RFC 6901). */
export const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The message keys a text reference names, or none when it is malformed (reported where it is checked). */
export function safeKeys(ref: TextRef): string[] {
  try {
    return allKeys(ref);
  } catch {
    return [];
  }
}

/** The variables a MessageFormat 2 message names ({$name}), less those it declares itself (.local $name = …). */
export function messageVars(source: string): string[] {
  let vars = varsBySource.get(source);
  if (!vars) {
    const local = new Set([...source.matchAll(/\.local\s+\$([\w.-]+)/g)].map((m) => m[1]));
    vars = [...new Set([...source.matchAll(/\{\s*\$([\w.-]+)/g)].map((m) => m[1]))].filter((v) => !local.has(v));
    varsBySource.set(source, vars);
  }
  return vars;
}
/** Read once per text: a check run after one edit (npm start's, the mutation fuzz's) reads the same messages again. */
const varsBySource = new Map<string, string[]>();
