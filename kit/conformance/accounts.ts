// The host's accounts file for the conformance kit (docs/backend.md "The conformance kit"): a test account per role —
// the outcome the account's sign-on gives (a sign-on nextAction of flows/sign-on.json) — and where the codes the
// backend sends can be read. A file that cannot be used is refused with its file, the place in it, the cause and the
// fix, before any call is made; a role the file leaves out is a flow reported as not checked, never as passed.

export interface Account {
  userId: string;
  password: string;
  /** the app the account signs on at, when not the file's own (an authenticator-app account at its own app) */
  appId?: string;
}

export interface Accounts {
  appId: string;
  brandId: string;
  /** where the sent codes are listed: a URL (absolute, or a path on the API's origin), or a command that prints them */
  codes: { url: string } | { command: string };
  roles: Record<string, Account>;
  /** per flow the kit drives from a scenario (kit/conformance/scenarios/), the values its account gives */
  flows: Record<string, Record<string, string>>;
  /** a test backend's clock: a URL the kit POSTs { "advanceMs": n } to, to let time pass (a code's lifetime) */
  clock?: { url: string };
}

export class AccountsError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads an accounts file's JSON text; `roles` are the roles the kit knows (any other name is a misspelling), `needs`
 * the values each scenario's flow asks of its account.
 */
export function parseAccounts(
  text: string,
  file: string,
  roles: readonly string[],
  needs: Record<string, readonly string[]> = {},
): Accounts {
  const fail = (pointer: string, cause: string, fix: string): never => {
    throw new AccountsError(`${file} ${pointer || '/'}: ${cause}. Fix: ${fix}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail('', `not JSON (${(e as Error).message})`, 'write the file as one JSON object');
  }
  if (!isObject(data)) return fail('', 'not a JSON object', 'write { "appId", "brandId", "codes", "roles" }');
  for (const key of ['appId', 'brandId'] as const)
    if (typeof data[key] !== 'string' || !data[key])
      fail(`/${key}`, 'missing or not a string', `give the ${key} the widget starts with`);
  const codes = data.codes;
  const codesOk =
    isObject(codes) &&
    Object.keys(codes).length === 1 &&
    ((typeof codes.url === 'string' && codes.url !== '') ||
      (typeof codes.command === 'string' && codes.command !== ''));
  if (!codesOk)
    fail(
      '/codes',
      'must be { "url": … } or { "command": … }',
      'name the URL that lists the codes sent (the reference server: "/dev/outbox.json") or a command that prints them',
    );
  if (!isObject(data.roles))
    return fail('/roles', 'missing or not an object', 'give { "<role>": { "userId", "password" } }');
  const out: Record<string, Account> = {};
  for (const [role, account] of Object.entries(data.roles)) {
    const at = `/roles/${role}`;
    if (!roles.includes(role)) fail(at, `"${role}" is not a role the kit knows`, `use one of ${roles.join(', ')}`);
    if (!isObject(account)) return fail(at, 'not an object', 'give { "userId", "password" }');
    for (const key of ['userId', 'password'] as const)
      if (typeof account[key] !== 'string' || !account[key])
        fail(
          `${at}/${key}`,
          'missing or not a string',
          `give the ${key} of a test account whose sign-on answers ${role}`,
        );
    if (account.appId !== undefined && (typeof account.appId !== 'string' || !account.appId))
      fail(`${at}/appId`, 'not a string', 'leave it out, or name the app this account signs on at');
    out[role] = {
      userId: account.userId as string,
      password: account.password as string,
      ...(account.appId ? { appId: account.appId as string } : {}),
    };
  }
  const flows: Accounts['flows'] = {};
  if (data.flows !== undefined && !isObject(data.flows))
    fail('/flows', 'not an object', 'give { "<flow>": { "<value>": "…" } }, or leave it out');
  for (const [flow, values] of Object.entries(isObject(data.flows) ? data.flows : {})) {
    const at = `/flows/${flow}`;
    const keys = needs[flow];
    if (!keys) fail(at, `"${flow}" is not a flow the kit drives`, `use one of ${Object.keys(needs).join(', ')}`);
    if (!isObject(values)) return fail(at, 'not an object', `give { ${keys.map((k) => `"${k}"`).join(', ')} }`);
    for (const key of keys)
      if (typeof values[key] !== 'string' || !values[key])
        fail(`${at}/${key}`, 'missing or not a string', `give the ${key} of a test account for ${flow}`);
    if (values.appId !== undefined && (typeof values.appId !== 'string' || !values.appId))
      fail(`${at}/appId`, 'not a string', 'leave it out, or name the app this flow runs at');
    // an account may name its own app (sign-on by code where the app offers it), as a role's may
    flows[flow] = Object.fromEntries(
      [...keys, ...(values.appId ? ['appId'] : [])].map((k) => [k, values[k] as string]),
    );
  }
  const clock = data.clock;
  if (clock !== undefined && !(isObject(clock) && typeof clock.url === 'string' && clock.url))
    fail(
      '/clock',
      'must be { "url": … }',
      'name the URL that moves your test backend\'s clock forward (the reference server: "/dev/clock"), or leave it out',
    );
  return {
    ...(isObject(clock) ? { clock: { url: clock.url as string } } : {}),
    appId: data.appId as string,
    brandId: data.brandId as string,
    codes: codes as Accounts['codes'],
    roles: out,
    flows,
  };
}
