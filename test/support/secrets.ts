// The secrets scan (issue: "passwords and codes never enter the store, an action, a log or a request they should
// not"): the values a user typed into secret fields, looked for in every action, every state, every console line and
// every request but the ones that must carry them (a password to the sign-on and password endpoints, a code to the
// code-validation endpoints); and what a reply gave to be shown once (an authenticator key, recovery codes), anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { decodeForm } from './conformance';

const FLOWS = path.join(__dirname, '../../flows');

export const SECRET_FIELDS: Record<string, 'password' | 'code'> = {
  password: 'password',
  currentPassword: 'password',
  newPassword: 'password',
  reenterPassword: 'password',
  validationCode: 'code',
  recoveryCode: 'code',
};
type Flow = { requests?: Record<string, { path?: unknown; payload?: unknown; reply?: Record<string, string> }> };
const flows = (): Flow[] =>
  fs
    .readdirSync(FLOWS)
    .filter((f) => f.endsWith('.json') && !f.includes('schema'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(FLOWS, f), 'utf8')) as Flow);

/** Every string in a value (a path may be a choice by a fact: each case is one). */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

/**
 * Where each kind of secret may go (with or without the ping prefix): the paths of the requests of flows/ whose
 * payload sends a secret field, read from the data so that a request a product owner adds is one too.
 */
export const CARRIERS: Record<'password' | 'code', RegExp> = (() => {
  const paths = { password: new Set<string>(), code: new Set<string>() };
  for (const flow of flows())
    for (const r of Object.values(flow.requests ?? {})) {
      const kinds = new Set(
        strings(r.payload).flatMap((s) => {
          const kind = /^field\.(\w+)$/.exec(s)?.[1];
          return kind && SECRET_FIELDS[kind] ? [SECRET_FIELDS[kind]] : [];
        }),
      );
      // a placeholder ({config.appId}) stands for one path segment; a path chosen by a fact is each of its cases
      const choice = r.path as { select?: string; cases?: Record<string, unknown>; default?: unknown } | undefined;
      const written = choice?.select ? [...Object.values(choice.cases ?? {}), choice.default] : [r.path];
      const patterns = strings(written).map((p) =>
        p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]*\\?\}/g, '[^/]+'),
      );
      for (const kind of kinds) for (const p of patterns) paths[kind].add(p);
    }
  const regex = (set: Set<string>) => new RegExp(`^(/ping)?/(${[...set].join('|')})$`);
  return { password: regex(paths.password), code: regex(paths.code) };
})();

/** The kinds of secret a place may hold. */
type Allowed = readonly ('password' | 'code' | 'shown')[];

export interface ScanCounts {
  actions: number;
  states: number;
  consoleLines: number;
  requests: number;
  carriers: number;
}

/** The reply fields the widget shows once and never keeps (a request's reply type secret or secretList in flows/). */
export const SHOWN_ONCE = new Set(
  flows().flatMap((flow) =>
    Object.values(flow.requests ?? {}).flatMap((r) =>
      Object.entries(r.reply ?? {}).flatMap(([field, type]) => (/^secret/.test(type) ? [field] : [])),
    ),
  ),
);

export class SecretsScan {
  private secrets = new Map<string, 'password' | 'code' | 'shown'>();
  /** values typed into other fields: a password equal to the user id (the checklist refuses it) may show as the id */
  private plain = new Set<string>();
  readonly leaks: string[] = [];
  /** replies still being read for what they show once (scanningFetch) */
  readonly reading: Promise<unknown>[] = [];
  readonly counts: ScanCounts = { actions: 0, states: 0, consoleLines: 0, requests: 0, carriers: 0 };

  /** Values typed into the secret fields of a submit (short values could match by chance, so 4 characters or more). */
  typed(values: Record<string, string | boolean>) {
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string') continue;
      if (!SECRET_FIELDS[name]) this.plain.add(value.trim());
      else if (value.trim().length >= 4) this.secrets.set(value.trim(), SECRET_FIELDS[name]);
    }
  }

  /** What a server's reply gave to be shown once (a key, recovery codes): it may go nowhere, not even a request. */
  given(reply: unknown) {
    if (!reply || typeof reply !== 'object') return;
    for (const [field, v] of Object.entries(reply))
      if (SHOWN_ONCE.has(field))
        for (const value of [v].flat())
          if (typeof value === 'string' && value.length >= 8) this.secrets.set(value, 'shown');
  }

  get size() {
    return [...this.secrets.keys()].filter((v) => !this.plain.has(v)).length;
  }

  /** `allowed`: the kinds of secret the place may hold (a request's own: linking an account takes a password or a code) */
  protected look(where: string, text: string, allowed: Allowed = []) {
    for (const [value, kind] of this.secrets) {
      if (allowed.includes(kind) || this.plain.has(value)) continue;
      if (text.includes(value) || text.includes(encodeURIComponent(value)))
        this.leaks.push(kind === 'shown' ? `a value shown once in ${where}` : `a typed ${kind} in ${where}`);
    }
  }

  action(action: unknown) {
    if (typeof action === 'function') return; // a thunk: its closure is not kept anywhere
    this.counts.actions += 1;
    this.look(`the action ${(action as { type?: string })?.type}`, JSON.stringify(action) ?? '');
  }

  state(state: unknown) {
    this.counts.states += 1;
    this.look('the store', JSON.stringify(state));
  }

  console(method: string, args: unknown[]) {
    this.counts.consoleLines += 1;
    this.look(
      `console.${method}`,
      args
        .map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a)))
        .join(' '),
    );
  }

  /** A request the widget made: its path, query and (form-encoded) body. */
  request(method: string, url: URL, body: string) {
    this.counts.requests += 1;
    const carries = (['password', 'code'] as const).filter((k) => CARRIERS[k].test(url.pathname));
    if (carries.length) this.counts.carriers += 1;
    const text = `${url.pathname}?${url.search} ${body} ${JSON.stringify(body ? decodeForm(body) : {})}`;
    this.look(`${method} ${url.pathname}`, text, carries);
  }
}

/**
 * The scan of a journey run live by its test (test/support/widget.tsx), not replayed from a recording: the secrets are
 * learned as they go out (a secret field's value in a request's payload) and come in (a value a reply gives to be
 * shown once), so everything seen is kept and looked through when the journey ends.
 */
export class LiveSecretsScan extends SecretsScan {
  private seen: [where: string, text: string, allowed?: Allowed][] = [];
  private states = new Set<unknown>();

  protected override look(where: string, text: string, allowed?: Allowed) {
    this.seen.push([where, text, allowed]);
  }
  /** a state is kept by reference (the store's states are immutable) and read at the end */
  override state(state: unknown) {
    if (this.states.has(state)) return;
    this.states.add(state);
    this.counts.states += 1;
  }
  override request(method: string, url: URL, body: string) {
    const form = body ? decodeForm(body) : {};
    const data = (form.data ?? form) as Record<string, unknown>;
    this.typed(
      Object.fromEntries(Object.entries(data).filter(([, v]) => typeof v === 'string')) as Record<string, string>,
    );
    super.request(method, url, body);
  }
  /** What leaked, once the journey has ended (and its replies are read). */
  async finish(): Promise<string[]> {
    await Promise.all(this.reading);
    for (const state of this.states) super.look('the store', JSON.stringify(state));
    for (const [where, text, allowed] of this.seen) super.look(where, text, allowed);
    this.seen = [];
    this.states.clear();
    return [...new Set(this.leaks)];
  }
}

/** Every console line the file's tests write goes to the scan `current()` gives (when there is one), then on as before. */
export function scanConsole(current: () => SecretsScan | null) {
  const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
  const originals = Object.fromEntries(methods.map((m) => [m, console[m].bind(console)]));
  beforeAll(() => {
    for (const m of methods)
      console[m] = (...args: unknown[]) => {
        current()?.console(m, args);
        originals[m].apply(console, args);
      };
  });
  afterAll(() => {
    for (const m of methods) console[m] = originals[m];
  });
}

/** A fetch that shows each request (and each reply) to the scan, then makes it. */
export function scanningFetch(scan: () => SecretsScan | null): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    const s = scan();
    if (s) s.request(req.method, new URL(req.url), req.method === 'POST' ? await req.clone().text() : '');
    const res = await fetch(req);
    // read beside the widget's own reading, not before it: a scan must not make a reply slower (the wait message)
    if (s && res.headers.get('content-type')?.includes('json'))
      s.reading.push(
        res
          .clone()
          .json()
          .then((body) => s.given(body))
          .catch(() => undefined),
      );
    return res;
  };
}
