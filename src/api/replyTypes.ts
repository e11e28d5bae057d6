// How a reply field a request names (its "reply" in flows/) is read: each type checks and bounds what the server sent,
// so nothing of unexpected shape or size reaches the flow context. Named in data, implemented once here.
import { readDeliveryOptions } from './settings';

const MAX_TEXT = 500;
const MAX_LIST = 1000;

/** THE reply types. `(body, field)` → the value, or undefined when the reply has none of that type. */
export const REPLY_TYPES: Record<string, (body: Record<string, unknown>, field: string) => unknown> = {
  string: (b, f) =>
    typeof b[f] === 'string' ? b[f].slice(0, MAX_TEXT) : typeof b[f] === 'number' ? String(b[f]) : undefined,
  integer: (b, f) => {
    const v = b[f];
    if (typeof v === 'number' && Number.isInteger(v)) return v;
    return typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : undefined;
  },
  boolean: (b, f) => (b[f] === true || b[f] === 'true' ? true : b[f] === false || b[f] === 'false' ? false : undefined),
  deliveryOptions: (b) => readDeliveryOptions(b),
  /** a list of short texts (codes, names): at most MAX_LIST, each text as the string type reads it */
  textList: (b, f) =>
    Array.isArray(b[f])
      ? b[f]
          .slice(0, MAX_LIST)
          .filter((v) => typeof v === 'string' || typeof v === 'number')
          .map((v) => String(v).slice(0, MAX_TEXT))
      : undefined,
};

export function readReplyFields(body: unknown, spec: Record<string, string> = {}): Record<string, unknown> {
  const b = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, type] of Object.entries(spec)) {
    const v = REPLY_TYPES[type]?.(b, field);
    if (v !== undefined) out[field] = v;
  }
  return out;
}
