// Inputs named by their role, made from the product's rules as the data gives them (flows/common.json settings), so
// a test or a conformance journey types a valid code or an acceptable new password whatever a product owner set: a
// longer code, a stricter password, a rule of their own (docs/conformance.md, docs/product-owner.md).
// A journey writes `{ "$role": "code" }` where it types the code (and where a request sends it); the runners put the
// value in before replaying, and the recorder writes the role back where the value was.
import { tables } from '../../src/data/load';
import { checkPassword, type PasswordContext, type PasswordRule } from '../../src/form/passwordRules';

export const settings = () => tables.settings;
export const codeLength = () => tables.settings.codeLength;
const rules = (): PasswordRule[] => tables.settings.passwordRules;

/** A code of the settings' length: variant 0 is 1234…, variant k starts at digit k (a second, different code). */
export function validCode(variant = 0): string {
  return Array.from({ length: codeLength() }, (_x, i) => String((variant + i + 1) % 10)).join('');
}

// characters that add each class without repeating a neighbour, tried in turn to meet a rule the base breaks
const FILLER = 'Xq7!Zm3@Rw5$Tn8%Ky2&Pd4*Hb6+';
const ALPHABET = `${FILLER}0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ#-_.~^=?`;

/**
 * An acceptable new password: `base` when the rules accept it (so what a test typed under the shipped rules stays as
 * it was), else `base` lengthened, shortened or given the characters a rule asks for; when no such change of `base`
 * will do (it holds the user id, a run the rules forbid), a password of the filler characters chosen by `base`.
 * Deterministic; a list of rules no password meets is named.
 */
export function validPassword(ctx: PasswordContext = {}, base = 'Blue#Kite42', list: PasswordRule[] = rules()): string {
  const broken = (p: string) =>
    checkPassword(p, p, ctx, list)
      .filter((r) => !r.ok)
      .map((r) => r.id);
  const length = list.find((r) => r.rule === 'length');
  const min = Number(length?.min ?? 1);
  const max = Number(length?.max ?? 128);
  /** `start` made long enough, short enough, then given one character at a time what a rule still asks for */
  const fit = (start: string, from: number) => {
    let p = start;
    for (let i = from; p.length < min; i += 1) p += FILLER[i % FILLER.length];
    if (p.length > max) p = p.slice(0, max);
    for (let round = 0; broken(p).length && round < 8; round += 1) {
      const before = broken(p).length;
      // the character whose addition (at the end, or in place of the last) breaks the fewest rules
      const tries = [...ALPHABET].flatMap((c) => [p + c, p.slice(0, -1) + c]).filter((t) => t.length <= max);
      const best = tries.sort((a, b) => broken(a).length - broken(b).length)[0];
      if (!best || broken(best).length >= before) break;
      p = best;
    }
    return p;
  };
  const tried = [fit(base, 0)];
  const seed = [...base].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % FILLER.length, 0);
  for (let k = 0; k < FILLER.length && broken(tried[tried.length - 1]).length; k += 1) tried.push(fit('', seed + k));
  const p = tried[tried.length - 1];
  if (broken(p).length)
    throw new Error(
      `no acceptable password found from "${base}": the rules ${broken(tried[0]).join(', ')} refuse "${tried[0]}"`,
    );
  return p;
}

/** A second acceptable new password, different from validPassword's (a password changed twice). */
export const otherValidPassword = (ctx: PasswordContext = {}) => validPassword(ctx, 'Green#Lake73');

export type Role = 'code' | 'code2' | 'newPassword' | 'newPassword2';
const ROLES: Record<Role, () => string> = {
  code: () => validCode(),
  code2: () => validCode(1),
  newPassword: () => validPassword(),
  newPassword2: () => otherValidPassword(),
};
export const ROLE_NAMES = Object.keys(ROLES) as Role[];

const isMarker = (v: unknown): v is { $role: string } =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && '$role' in v;

export function roleValue(name: string): string {
  const make = ROLES[name as Role];
  if (!make) throw new Error(`no input role "${name}": the roles are ${ROLE_NAMES.join(', ')}`);
  return make();
}

/** A copy with every `{ "$role": name }` replaced by the role's value. */
export function withRoles<T>(v: T): T {
  if (isMarker(v)) return roleValue(v.$role) as T;
  if (Array.isArray(v)) return v.map(withRoles) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withRoles(x)])) as T;
  return v;
}

/** A copy with every string that is one of `roles`' values replaced by its marker (what the recorder writes). */
export function markRoles<T>(v: T, roles: readonly Role[] = ROLE_NAMES): T {
  if (typeof v === 'string') {
    const role = roles.find((r) => roleValue(r) === v);
    return (role ? { $role: role } : v) as T;
  }
  if (Array.isArray(v)) return v.map((x: unknown) => markRoles(x, roles)) as T;
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, markRoles(x, roles)])) as T;
  return v;
}

/** The roles a value names anywhere in it (a journey's steps). */
export function rolesIn(v: unknown): Role[] {
  if (isMarker(v)) return [v.$role as Role];
  if (v && typeof v === 'object') return [...new Set(Object.values(v).flatMap(rolesIn))];
  return [];
}
