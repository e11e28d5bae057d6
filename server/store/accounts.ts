// seed/accounts.json: accounts a product owner adds to the reference server's seed, and the account states that give
// a sign-on an outcome of their own (docs/server-rules.md "Account states"). A state names the nextAction a verified
// sign-on of such an account answers and the server message it says; the session stays anonymous (the account proves
// nothing usable), by password or passkey alike. Read when the server starts, as seed/apps.json is: `npm start`
// restarts on an edit, no build. The server refuses to start on a broken file and `npm run check` runs this same
// loader, with the answers held against flows/ (server/stages/stageFlows.ts) and the messages against locales/.
import fs from 'node:fs';
import path from 'node:path';
import type { TableProblem } from '../stages/stageCheck';

export const ACCOUNTS_FILE = 'seed/accounts.json';

export interface AccountState {
  /** the nextAction a verified sign-on answers */
  answer: string;
  /** a server message: a "server.*" key of the locale files */
  message: string;
  /** how the widget shows the message */
  type: 'ERROR' | 'INFO';
}

export interface DataAccount {
  userId: string;
  note: string;
  state?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** the dates the flows show, in whole days from the server's start: when the password was last changed (0 or more
   * days ago), when it expires (days from now; 0 or less: it has expired) */
  passwordChangedDaysAgo?: number;
  passwordExpiresInDays?: number;
}

export interface AccountsData {
  states: Record<string, AccountState>;
  accounts: DataAccount[];
}

const TEXT_FIELDS = ['note', 'state', 'email', 'firstName', 'lastName'] as const;
/** day counts, each with the least it may be */
const DAY_FIELDS: Record<string, number> = { passwordChangedDaysAgo: 0, passwordExpiresInDays: -36500 };
const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The file's states and accounts with what is wrong in it. `taken`: the user ids the seed's own accounts have;
 * `messages`: the en_US messages, for the keys the states name.
 */
export function checkAccounts(
  raw: unknown,
  taken: string[],
  messages: Record<string, unknown>,
): { data: AccountsData; problems: TableProblem[] } {
  const problems: TableProblem[] = [];
  const data: AccountsData = { states: {}, accounts: [] };
  const say = (pointer: string, message: string, fix: string) =>
    problems.push({ file: ACCOUNTS_FILE, pointer, message, fix });
  if (!isObject(raw)) {
    say('', 'the file is not a JSON object', 'write { "states": { … }, "accounts": { … } }');
    return { data, problems };
  }
  for (const k of Object.keys(raw))
    if (!['description', 'states', 'accounts'].includes(k))
      say(`/${esc(k)}`, `${k} is not a section of the file`, 'use "states" and "accounts" (and "description")');
  /** each entry of a section that is an object of objects (a section that is not says so once) */
  const entries = (section: 'states' | 'accounts', shape: string) => {
    const v = raw[section] ?? {};
    if (!isObject(v)) {
      say(`/${section}`, `"${section}" is not an object`, `write { ${shape} }`);
      return [];
    }
    return Object.entries(v).flatMap(([name, x]) => {
      if (isObject(x)) return [[name, x, `/${section}/${esc(name)}`] as const];
      say(`/${section}/${esc(name)}`, `${name} is not an object`, `write ${shape.replace(/^"<[^>]+>": /, '')}`);
      return [];
    });
  };
  const stateShape = '"<state>": { "answer": NEXT_ACTION, "message": "server.<key>", "type": "ERROR" }';
  const stateNames = isObject(raw.states) ? Object.keys(raw.states) : [];
  for (const [name, s, at] of entries('states', stateShape)) {
    const { answer, message, type } = s;
    let ok = true;
    if (typeof answer !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(answer)) {
      say(
        `${at}/answer`,
        `the answer ${JSON.stringify(answer)} is not a nextAction`,
        'name one in capitals, as flows/ route it (ACCOUNT_LOCKED)',
      );
      ok = false;
    }
    if (typeof message !== 'string' || !message.startsWith('server.') || typeof messages[message] !== 'string') {
      say(
        `${at}/message`,
        `the message ${JSON.stringify(message)} is not a server message of locales/en_US.json`,
        'add a "server.<key>" message to every locale file and name it here',
      );
      ok = false;
    }
    if (type !== 'ERROR' && type !== 'INFO') {
      say(`${at}/type`, `the type ${JSON.stringify(type)} is neither ERROR nor INFO`, 'write "ERROR" or "INFO"');
      ok = false;
    }
    for (const k of Object.keys(s))
      if (!['answer', 'message', 'type', 'description'].includes(k))
        say(`${at}/${esc(k)}`, `${k} is not a field of a state`, 'use "answer", "message", "type" (and "description")');
    if (ok) data.states[name] = { answer, message, type } as AccountState;
  }
  // user ids are one account whatever their case (the store keys them in lower case): "Alice" is alice
  const seen = new Map(taken.map((id) => [id.toLowerCase(), `the seed has an account ${id} already`]));
  for (const [userId, a, at] of entries(
    'accounts',
    '"<user id>": { "note": what the demo lists it for, "state": a state of "states" }',
  )) {
    let ok = true;
    const clash = seen.get(userId.toLowerCase());
    if (clash) {
      say(at, clash, 'choose another user id');
      ok = false;
    } else if (!/^[^\s\p{Cc}]+$/u.test(userId)) {
      say(at, `${JSON.stringify(userId)} is not a user id`, 'write it with no spaces or control characters');
      ok = false;
    }
    seen.set(userId.toLowerCase(), `the file has an account ${userId} already (user ids are one whatever their case)`);
    for (const [k, v] of Object.entries(a))
      if (k in DAY_FIELDS) {
        if (!Number.isInteger(v) || (v as number) < DAY_FIELDS[k]) {
          say(
            `${at}/${esc(k)}`,
            `${k} is a whole number of days`,
            `write a number${DAY_FIELDS[k] === 0 ? ', 0 or more' : ''}`,
          );
          ok = false;
        }
      } else if (!(TEXT_FIELDS as readonly string[]).includes(k)) {
        const all = [...TEXT_FIELDS, ...Object.keys(DAY_FIELDS)];
        say(`${at}/${esc(k)}`, `${k} is not a field of an account here`, `use ${all.join(', ')}`);
        ok = false;
      } else if (typeof v !== 'string') {
        say(`${at}/${esc(k)}`, `${k} is not a string`, 'write it in quotes');
        ok = false;
      }
    if (typeof a.note !== 'string') {
      say(at, `account ${userId} has no note`, 'add "note": what the demo lists it for');
      ok = false;
    }
    if (typeof a.state === 'string' && !stateNames.includes(a.state)) {
      say(
        `${at}/state`,
        `state ${a.state} is not in "states"${stateNames.length ? ` (${stateNames.join(', ')})` : ''}`,
        'add it to "states", or name one there',
      );
      ok = false;
    }
    if (ok) data.accounts.push({ userId, ...(a as Omit<DataAccount, 'userId'>) });
  }
  return { data, problems };
}

/** The file under `root` (none: no states, no accounts). */
export function readAccounts(root: string, taken: string[], messages: Record<string, unknown>) {
  const file = path.join(root, ACCOUNTS_FILE);
  if (!fs.existsSync(file)) return { data: { states: {}, accounts: [] } as AccountsData, problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    return {
      data: { states: {}, accounts: [] } as AccountsData,
      problems: [
        { file: ACCOUNTS_FILE, pointer: '', message: `not JSON: ${(e as Error).message}`, fix: 'mend the JSON' },
      ],
    };
  }
  return checkAccounts(raw, taken, messages);
}
