// Reply types for what a page lists (a user's passkeys, linked providers, the state of a factor): flat records of
// plain values, bounded, so nothing of unexpected shape or size reaches the flow context. They come with the chunks
// whose requests read them (src/api/chunk-reply-types.json), not with auth-widget.js.
import type { ReplyType } from './replyTypes';

const MAX_TEXT = 500;
const MAX_FIELDS = 20;
const MAX_RECORDS = 50;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

export type FlatRecord = Record<string, string | number | boolean | null>;

/** An object's plain fields: a name of letters and digits, a value that is text (cut), a finite number, true or false,
 * or null; at most MAX_FIELDS; anything else is left out. Not an object: undefined. */
export function flatRecord(v: unknown): FlatRecord | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const out: FlatRecord = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>).slice(0, MAX_FIELDS)) {
    if (!NAME.test(k)) continue;
    if (typeof x === 'string') out[k] = x.slice(0, MAX_TEXT);
    else if (x === null || typeof x === 'boolean' || (typeof x === 'number' && Number.isFinite(x))) out[k] = x;
  }
  return out;
}

export const recordReplies: Record<string, ReplyType> = {
  /** an object of plain fields (a factor's state: { "enrolled": true }); null when the reply says null (none) */
  record: (b, f) => (b[f] === null ? null : flatRecord(b[f])),
  /** a list of such objects (a user's passkeys), at most MAX_RECORDS; an element of another shape is left out */
  recordList: (b, f) =>
    Array.isArray(b[f])
      ? b[f]
          .slice(0, MAX_RECORDS)
          .map(flatRecord)
          .filter((r): r is FlatRecord => !!r)
      : undefined,
};
