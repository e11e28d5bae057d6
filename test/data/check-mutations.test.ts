// The check finds what the runtime would (issue 38, point 8): the shipped data is mutated the way an edit goes wrong —
// a value deleted, a name swapped for another name of the same file, a value of the wrong kind — and whenever the data
// check passes the result, the widget's own loading of it must hold: the flow tables build (src/flow/tables.ts), every
// page's panel and every row's target page exist, every schema compiles, and every panel's texts resolve in every
// locale with no ⟦missing⟧ key. `npm test` tries 150 on a new seed (a fixed budget: 8 minutes for the whole run); `npm run test:fuzz` forty times as many.
import path from 'node:path';
import Ajv from 'ajv';
import fc from 'fast-check';
import { readDataFiles } from '../../scripts/check-data';
import { checkData, STOPPED, type DataFiles } from '../../src/data/checkData';
import type { PanelFiles, Row } from '../../src/data/types';
import { buildTables } from '../../src/flow/tables';
import { createTranslator, type Messages } from '../../src/i18n/messages';
import { localizePanel } from '../../src/panels/localize';
import { figure } from '../support/figures';

const RUNS = Math.ceil(150 * (Number(process.env.FUZZ_RUNS ?? 0) / 100 || 1));
const { files: shipped } = readDataFiles(path.join(__dirname, '../..'));
/** the runs share the files they do not mutate: neither the check nor the loading may change them */
const pristine = JSON.stringify(shipped);

type Json = unknown;
type Place = { kind: 'flows' | 'schemas' | 'uis' | 'locales'; file: string; path: (string | number)[] };

/** Every place in a data file that holds a scalar (a name, a key, a number) or an object entry. */
function places(): Place[] {
  const out: Place[] = [];
  const walk = (kind: Place['kind'], file: string, v: Json, at: (string | number)[]) => {
    if (at.length) out.push({ kind, file, path: at });
    if (Array.isArray(v)) v.forEach((x, i) => walk(kind, file, x, [...at, i]));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v as Record<string, Json>)) walk(kind, file, x, [...at, k]);
  };
  for (const kind of ['flows', 'schemas', 'uis'] as const)
    for (const [file, data] of Object.entries(shipped[kind])) walk(kind, file, data, []);
  // a locale file is a flat list: its keys are its places
  for (const [file, data] of Object.entries(shipped.locales))
    for (const k of Object.keys(data)) out.push({ kind: 'locales', file, path: [k] });
  return out;
}
const ALL = places();
/** the strings of each file: what a mistaken name is most likely to be swapped for */
const strings = new Map<string, string[]>();
for (const p of ALL) {
  const v = get(shipped[p.kind][p.file], p.path);
  if (typeof v === 'string') strings.set(p.file, [...(strings.get(p.file) ?? []), v]);
}

function get(root: Json, at: (string | number)[]): Json {
  return at.reduce<Json>((v, k) => (v as Record<string | number, Json> | undefined)?.[k], root);
}

type Op = 'delete' | 'swap' | 'number' | 'text';
function mutate(files: DataFiles, place: Place, op: Op, pick: number): string {
  const parent = get(files[place.kind][place.file], place.path.slice(0, -1)) as Record<string | number, Json>;
  const key = place.path[place.path.length - 1];
  const was = JSON.stringify(parent[key])?.slice(0, 60);
  const where = `${place.kind}/${place.file} /${place.path.join('/')}`;
  if (op === 'delete') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
    return `${where}: deleted ${was}`;
  }
  const pool = strings.get(place.file) ?? ['x'];
  const next = op === 'swap' ? pool[pick % pool.length] : op === 'number' ? pick : `x${pick}`;
  parent[key] = next;
  return `${where}: ${was} → ${JSON.stringify(next)}`;
}

/** The shipped files with one file copied to mutate (the rest shared, read-only). */
function withCopyOf(place: Place): DataFiles {
  const files = { ...shipped, [place.kind]: { ...shipped[place.kind] } };
  (files[place.kind] as Record<string, Json>)[place.file] = structuredClone(shipped[place.kind][place.file]);
  return files;
}

/**
 * What goes wrong when the widget loads these files (nothing, when the check was right to pass them). `only`: the
 * mutated file; the shipped rest loads (the first test), so only what that file reaches is drawn again.
 */
function loadProblems(files: DataFiles, only?: Place): string[] {
  const problems: string[] = [];
  let tables: ReturnType<typeof buildTables>;
  try {
    tables = buildTables(files.flows);
  } catch (e) {
    return [`the flow tables do not build: ${(e as Error).message}`];
  }
  const rows = (rs: Row[] | undefined) => rs ?? [];
  const targets = [
    ...Object.values(tables.entries).flatMap(rows),
    ...Object.values(tables.always).flatMap(rows),
    ...Object.values(tables.pages).flatMap((p) => [
      ...rows(p.onEnter),
      ...Object.values(p.on ?? {}).flatMap(rows),
      ...Object.values(p.events ?? {}).flatMap(rows),
    ]),
  ].flatMap((r) => (r.goto ? [r.goto] : []));
  for (const t of targets) if (!tables.pages[t]) problems.push(`a row goes to page ${t}, which no flow defines`);
  const ajv = new Ajv({ strict: false, allErrors: true });
  const locales = Object.entries(files.locales) as [string, Messages][];
  const en = files.locales.en_US as Messages;
  for (const [id, page] of Object.entries(tables.pages)) {
    if (!page.panel) continue;
    const reached = !only || only.kind === 'locales' || only.file === page.panel;
    const schema = files.schemas[page.panel];
    const ui = files.uis[page.panel] as PanelFiles['ui'] | undefined;
    if (!schema || !ui) {
      problems.push(`page ${id} draws panel ${page.panel}, which has no schema or UI schema`);
      continue;
    }
    if (!reached) continue;
    // (the shipped schemas compile: the first test; a mutation elsewhere leaves them as they are)
    if (!only || only.kind === 'schemas')
      try {
        ajv.compile(schema);
      } catch (e) {
        problems.push(`panel ${page.panel}: the schema does not compile: ${(e as Error).message}`);
      }
    for (const [locale, messages] of locales) {
      if (only?.kind === 'locales' && only.file !== locale) continue;
      try {
        const shown = JSON.stringify(localizePanel(ui, createTranslator(locale, messages, en), {}));
        const missing = /⟦([^⟧]*)⟧/.exec(shown);
        if (missing) problems.push(`panel ${page.panel} in ${locale} shows ⟦${missing[1]}⟧`);
      } catch (e) {
        problems.push(`panel ${page.panel} in ${locale} cannot be drawn: ${(e as Error).message}`);
      }
    }
  }
  return problems;
}

test('the shipped data passes the check and loads', () => {
  expect(checkData(structuredClone(shipped))).toEqual([]);
  expect(loadProblems(structuredClone(shipped))).toEqual([]);
});

test(`whatever the check passes loads: ${RUNS} mutations of the shipped data`, () => {
  let passed = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: ALL.length - 1 }),
      fc.constantFrom<Op>('delete', 'swap', 'number', 'text'),
      fc.nat(),
      (i, op, pick) => {
        const files = withCopyOf(ALL[i]);
        const what = mutate(files, ALL[i], op, pick);
        const found = checkData(files);
        // the check names what is wrong; stopping at data it could not read is a check to mend
        const stopped = found.find((p) => p.message.startsWith(STOPPED));
        if (stopped) throw new Error(`the check stopped on ${what}: ${stopped.message}`);
        if (found.length) return;
        passed += 1;
        const failed = loadProblems(files, ALL[i]);
        if (failed.length) throw new Error(`the check passed ${what}, but loading it: ${failed.join('; ')}`);
      },
    ),
    { numRuns: RUNS },
  );
  expect(JSON.stringify(shipped)).toBe(pristine);
  figure(
    '8.4 check mutations',
    `Data check against the runtime: ${RUNS} mutations of the shipped data, ${passed} passed the check and all of those loaded`,
  );
});
