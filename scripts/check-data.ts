// `npm run check`: reads schemas/, flows/ and locales/ from disk and prints every problem as
// "file pointer: what is wrong", with line and column for JSON that does not parse. Exits 1 on any problem. The
// reference server's stage table is checked with them, and against flows/ (server/stages/stageFlows.ts).
import fs from 'node:fs';
import path from 'node:path';
import { checkStageTable } from '../server/stages/stageCheck';
import { crossCheckFlows, crossCheckStates } from '../server/stages/stageFlows';
import { readAccounts } from '../server/store/accounts';
import { seedAccounts } from '../server/store/seed';
import { checkData, type DataFiles, type Problem } from '../src/data/checkData';
import { newReport } from '../src/data/check/report';
import { brandTexts, withInherited } from '../src/i18n/inherit';

export function parseJson(file: string, text: string): { value?: unknown; problem?: Problem } {
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    const msg = (e as Error).message;
    const m = /position (\d+)/.exec(msg);
    let where = '';
    if (m) {
      const before = text.slice(0, Number(m[1]));
      const line = before.split('\n').length;
      const col = Number(m[1]) - before.lastIndexOf('\n');
      where = ` (line ${line}, column ${col})`;
    }
    return {
      problem: {
        file,
        pointer: '/',
        message: `invalid JSON${where}: ${msg.replace(/ in JSON at position \d+.*$/, '')}`,
      },
    };
  }
}

export function readDataFiles(root: string): { files: DataFiles; problems: Problem[] } {
  const problems: Problem[] = [];
  const read = (rel: string) => {
    const { value, problem } = parseJson(rel, fs.readFileSync(path.join(root, rel), 'utf8'));
    if (problem) problems.push(problem);
    return value;
  };
  const list = (dir: string, suffix: string) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith(suffix))
      .sort();
  const files: DataFiles = { flowSchema: {}, flows: {}, schemas: {}, uis: {}, locales: {} };
  files.flowSchema = read('flows/flow-table.schema.json') as object;
  for (const f of list('flows', '.json'))
    if (f !== 'flow-table.schema.json') files.flows[f] = read(`flows/${f}`) as DataFiles['flows'][string];
  for (const f of list('schemas', '.schema.json')) files.schemas[f.slice(0, -12)] = read(`schemas/${f}`) as object;
  for (const f of list('schemas', '.ui.json')) files.uis[f.slice(0, -8)] = read(`schemas/${f}`) as object;
  for (const f of list('locales', '.json'))
    files.locales[f.slice(0, -5)] = read(`locales/${f}`) as Record<string, unknown>;
  const brands = path.join(root, 'locales/brands');
  for (const brand of fs.existsSync(brands) ? fs.readdirSync(brands).sort() : []) {
    if (!fs.statSync(path.join(brands, brand)).isDirectory()) {
      problems.push({
        file: `locales/brands/${brand}`,
        pointer: '/',
        message: 'unexpected file: locales/brands/ holds a folder per brand, <brand>/<locale>.json in it',
      });
      continue;
    }
    const own: Record<string, Record<string, unknown>> = {};
    for (const f of list(`locales/brands/${brand}`, '.json'))
      own[f.slice(0, -5)] = read(`locales/brands/${brand}/${f}`) as Record<string, unknown>;
    (files.brandLocales ??= {})[brand] = own;
  }
  if (fs.existsSync(path.join(root, 'seed/apps.json'))) files.apps = read('seed/apps.json');
  if (fs.existsSync(path.join(root, 'seed/identity-providers.json')))
    files.identityProviders = read('seed/identity-providers.json');
  for (const f of fs.readdirSync(path.join(root, 'schemas'))) {
    if (!f.endsWith('.schema.json') && !f.endsWith('.ui.json'))
      problems.push({
        file: `schemas/${f}`,
        pointer: '/',
        message: 'unexpected file: schemas/ holds <panel>.schema.json and <panel>.ui.json pairs',
      });
  }
  return { files, problems };
}

/** The data files read once, and every problem the check finds in them. */
export function checkRoot(root: string): { files: DataFiles; problems: Problem[]; keyPlaces: Map<string, string[]> } {
  const { files, problems } = readDataFiles(root);
  const r = newReport();
  if (problems.length) return { files, problems, keyPlaces: r.keyPlaces };
  return { files, problems: [...checkData(files, r), ...checkServerStages(root, files)], keyPlaces: r.keyPlaces };
}

export function runCheck(root: string): Problem[] {
  return checkRoot(root).problems;
}

/**
 * The reference server's stage table (server/stages/stages.json), through the loader the server starts with, and against
 * flows/: every nextAction a route answers is one the flows route (server/stages/stageFlows.ts).
 */
function checkServerStages(root: string, files: DataFiles): Problem[] {
  const rel = 'server/stages/stages.json';
  const { value, problem } = parseJson(rel, fs.readFileSync(path.join(root, rel), 'utf8'));
  if (problem) return [problem];
  const { table, problems } = checkStageTable(value);
  // the owner's accounts and states, through the loader the server seeds with (server/store/accounts.ts)
  const accounts = readAccounts(
    root,
    seedAccounts(0).map((a) => a.userId),
    files.locales.en_US ?? {},
  );
  const found = problems.length
    ? problems
    : [
        ...crossCheckFlows(table, files.flows),
        ...accounts.problems,
        ...crossCheckStates(table, files.flows, accounts.data.states),
      ];
  return found.map((p) => ({ file: p.file, pointer: p.pointer, message: `${p.message}; fix: ${p.fix}` }));
}

/**
 * `--out FILE`: the data as this check read and passed it, for the build (scripts/generate-data.mjs, dist/locales,
 * the bundled locale). The build reads schemas/, flows/ and locales/ through nothing else, so what reaches the
 * browser is what the check saw (docs/product-owner.md "The check and the build").
 */
function writeLoaded(files: DataFiles, keyPlaces: Map<string, string[]>, out: string) {
  const { flows, schemas, uis } = files;
  // a locale that inherits goes out whole (src/i18n/inherit.ts): dist/locales, the bundles and the package need no chain
  const locales = withInherited(files.locales);
  // by brand, each locale's messages the brand words its own way (src/i18n/inherit.ts brandTexts)
  const brands = brandTexts(files.locales, files.brandLocales ?? {});
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify({ flows, schemas, uis, locales, brands, keyPlaces: Object.fromEntries(keyPlaces) }),
  );
}

if (require.main === module) {
  const root = process.cwd();
  const { files, problems, keyPlaces } = checkRoot(root);
  const outAt = process.argv.indexOf('--out');
  const out = outAt > 0 ? path.resolve(root, process.argv[outAt + 1]) : undefined;
  // a failed check leaves no data for the build to use
  if (out) fs.rmSync(out, { force: true });
  if (!problems.length && out) writeLoaded(files, keyPlaces, out);
  if (problems.length) {
    console.error(`Data check: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    for (const p of problems) console.error(`  ${p.file} ${p.pointer}: ${p.message}`);
    process.exit(1);
  } else if (!process.argv.includes('--quiet')) {
    console.log('Data check: schemas/, flows/ and locales/ are consistent.');
  }
}
