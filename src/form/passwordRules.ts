// The password rules of docs/validation.md, as pure checks shared by the live checklist widget and the reference
// server (which enforces them, plus the 6-password history). Each rule has a message key for the checklist.

export interface PasswordContext {
  userId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** the current or temporary password, which the new one must differ from */
  current?: string;
}

export interface RuleResult {
  id: string;
  ok: boolean;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 15;
export const HISTORY_SIZE = 6;

const classes = (p: string) =>
  [/[a-z]/.test(p), /[A-Z]/.test(p), /[0-9]/.test(p), /[^A-Za-z0-9]/.test(p)].filter(Boolean).length;

function containsPersonal(p: string, ctx: PasswordContext): boolean {
  const lower = p.toLowerCase();
  const parts = [ctx.userId, ctx.firstName, ctx.lastName, ctx.email, ctx.email?.split('@')[0]]
    .map((x) => (x ?? '').trim().toLowerCase())
    .filter((x) => x.length >= 3);
  return parts.some((x) => lower.includes(x));
}

/** The rules in checklist order; `reentered` is checked only for the match rule. */
export function checkPassword(
  password: string,
  reentered: string | undefined,
  ctx: PasswordContext = {},
): RuleResult[] {
  const p = password ?? '';
  const lower = p.toLowerCase();
  return [
    { id: 'length', ok: p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX },
    { id: 'classes', ok: classes(p) >= 3 },
    { id: 'personal', ok: p.length > 0 && !containsPersonal(p, ctx) },
    { id: 'months', ok: p.length > 0 && !MONTHS.some((m) => lower.includes(m)) },
    { id: 'repeats', ok: p.length > 0 && !/(.)\1\1/.test(p) },
    { id: 'differs', ok: p.length > 0 && (!ctx.current || ctx.current !== p) },
    { id: 'match', ok: p.length > 0 && reentered !== undefined && p === reentered },
  ];
}

export function passwordAcceptable(
  password: string,
  reentered: string | undefined,
  ctx: PasswordContext = {},
): boolean {
  return checkPassword(password, reentered, ctx).every((r) => r.ok);
}
