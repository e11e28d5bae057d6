// `npm run conformance -- --api <origin> --accounts <file> [--json]`: checks a backend against the widget's wire with the
// host's test accounts and prints per flow passed, failed or not checked (docs/backend.md "The conformance kit"). The flows the
// kit does not drive yet are listed as not checked, so that nothing unchecked is ever taken for passed.
import fs from 'node:fs';
import path from 'node:path';
import signOnTable from '../../flows/sign-on.json';
import type { FlowFile } from '../../src/data/types';
import { buildTables } from '../../src/flow/tables';
import { AccountsError, parseAccounts } from './accounts';
import { exitCode, formatReport, reportJson, type Outcome } from './report';
import { accountNeeds, runScenario, type Scenario } from './scenario';
import { checkSignOn } from './signOn';
import { readSchemas, requiredBoxes, type KitTables } from './boxes';

/** The project's root (its flows/), from the sources (kit/conformance/) or the repository's build. */
export function projectRoot(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'flows/flow-table.schema.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no flows/ above ${from}`);
  }
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The flow tables as the widget builds them, and the kit's scenarios: from data.json beside the built command (what
 * the data check passed, with the scenarios: esbuild.mjs writes it, and the npm package carries it), or else from the
 * project's flows/ and kit/conformance/scenarios/ (the kit's own tests).
 */
export function loadKit(root?: string) {
  const packed = path.join(__dirname, 'data.json');
  const data =
    !root && fs.existsSync(packed)
      ? (readJson(packed) as { flows: Record<string, FlowFile>; scenarios: Scenario[]; schemas?: Record<string, unknown> })
      : readSources(root ?? projectRoot());
  const tables: KitTables = Object.assign(buildTables(data.flows), { boxes: requiredBoxes(data.schemas ?? {}) });
  return { tables, scenarios: data.scenarios };
}

/** The flow files and the scenarios as the project holds them (esbuild.mjs packs the same for the command). */
export function readSources(root: string) {
  const json = (dir: string) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.json') && !f.includes('schema'))
      .sort();
  const flows = Object.fromEntries(json('flows').map((f) => [f, readJson(path.join(root, 'flows', f)) as FlowFile]));
  const dir = 'kit/conformance/scenarios';
  const scenarios = json(dir).map((f) => readJson(path.join(root, dir, f)) as Scenario);
  return { flows, scenarios, schemas: readSchemas(root) };
}

/**
 * the roles: the sign-on outcomes the sign-on panel's rows route (flows/sign-on.json), built into the kit; LOGIN (a
 * refusal) is what every wrong password answers, checked without an account of its own
 */
export const ROLES = Object.keys((signOnTable as { pages: { LOGIN_PAGE: { on: object } } }).pages.LOGIN_PAGE.on).filter(
  (r) => r !== '*' && r !== 'LOGIN',
);

/** the widget's other flows, which the kit reports as not checked until it drives them */
export const NOT_YET = [
  'self-registration',
  'the forced, temporary and expiring password changes made (continuing without them is checked)',
  'passkeys',
  'authenticator app set-up and recovery codes',
  'identity providers',
  "security settings' changes (reading them is checked)",
];

const USAGE = 'usage: npm run conformance -- --api <origin> --accounts <file> [--json]';

/** Runs the kit; resolves with what to print and the exit code (2: it could not start). */
export async function run(args: string[]): Promise<{ text: string; code: number }> {
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : undefined;
  };
  const api = value('--api');
  const file = value('--accounts');
  if (!api || !file) return { text: `${USAGE}\n${!api ? '--api' : '--accounts'} is missing`, code: 2 };
  try {
    new URL(api);
  } catch {
    return {
      text: `${USAGE}\n--api ${api}: not a URL (give the backend's origin, e.g. http://localhost:8080)`,
      code: 2,
    };
  }
  if (!fs.existsSync(file)) return { text: `--accounts ${file}: no such file`, code: 2 };
  const { tables, scenarios } = loadKit();
  let accounts;
  try {
    const needs = accountNeeds(scenarios);
    accounts = parseAccounts(fs.readFileSync(file, 'utf8'), file, ROLES, needs);
  } catch (e) {
    if (e instanceof AccountsError) return { text: e.message, code: 2 };
    throw e;
  }
  const outcomes: Outcome[] = [
    ...(await checkSignOn(api, accounts, ROLES, tables)),
    ...(await scenarios.reduce<Promise<Outcome[]>>(
      async (done, sc) => [...(await done), await runScenario(api, accounts, sc, tables)],
      Promise.resolve([]),
    )),
    ...NOT_YET.map((flow): Outcome => ({ flow, result: 'not checked', why: 'the kit does not check this flow yet' })),
  ];
  return { text: args.includes('--json') ? reportJson(outcomes) : formatReport(outcomes), code: exitCode(outcomes) };
}
