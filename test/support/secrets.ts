// The secrets scan (issue: "passwords and codes never enter the store, an action, a log or a request they should
// not"): the values a user typed into secret fields, looked for in every action, every state, every console line and
// every request but the ones that must carry them (a password to the sign-on and password endpoints, a code to the
// code-validation endpoints).
import { decodeForm } from './conformance';

export const SECRET_FIELDS: Record<string, 'password' | 'code'> = {
  password: 'password',
  currentPassword: 'password',
  newPassword: 'password',
  reenterPassword: 'password',
  validationCode: 'code',
};
/** Where each kind of secret may go (with or without the ping prefix). */
const CARRIERS: Record<'password' | 'code', RegExp> = {
  password:
    /^(\/ping)?\/(login\/wgt\/authenticate\/|cpw\/wgt\/(updatePaswrd|changepwd|fpschangepwd)$|userReg\/wgt\/createpassword$)/,
  code: /^(\/ping)?\/((fpc|svauth)\/wgt\/validatesv|(stepup|userReg)\/wgt\/validateSV)$/,
};

export interface ScanCounts {
  actions: number;
  states: number;
  consoleLines: number;
  requests: number;
  carriers: number;
}

export class SecretsScan {
  private secrets = new Map<string, 'password' | 'code'>();
  /** values typed into other fields: a password equal to the user id (the checklist refuses it) may show as the id */
  private plain = new Set<string>();
  readonly leaks: string[] = [];
  readonly counts: ScanCounts = { actions: 0, states: 0, consoleLines: 0, requests: 0, carriers: 0 };

  /** Values typed into the secret fields of a submit (short values could match by chance, so 4 characters or more). */
  typed(values: Record<string, string | boolean>) {
    for (const [name, value] of Object.entries(values)) {
      if (typeof value !== 'string') continue;
      if (!SECRET_FIELDS[name]) this.plain.add(value.trim());
      else if (value.trim().length >= 4) this.secrets.set(value.trim(), SECRET_FIELDS[name]);
    }
  }

  get size() {
    return [...this.secrets.keys()].filter((v) => !this.plain.has(v)).length;
  }

  private look(where: string, text: string, allowed?: 'password' | 'code') {
    for (const [value, kind] of this.secrets) {
      if (kind === allowed || this.plain.has(value)) continue;
      if (text.includes(value) || text.includes(encodeURIComponent(value)))
        this.leaks.push(`a typed ${kind} in ${where}`);
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
    const carrier = (Object.keys(CARRIERS) as ('password' | 'code')[]).find((k) => CARRIERS[k].test(url.pathname));
    if (carrier) this.counts.carriers += 1;
    const text = `${url.pathname}?${url.search} ${body} ${JSON.stringify(body ? decodeForm(body) : {})}`;
    this.look(`${method} ${url.pathname}`, text, carrier);
  }
}

/** A fetch that shows each request to the scan, then makes it. */
export function scanningFetch(scan: () => SecretsScan | null): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    const s = scan();
    if (s) s.request(req.method, new URL(req.url), req.method === 'POST' ? await req.clone().text() : '');
    return fetch(req);
  };
}
