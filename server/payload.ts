// What a client sent: the JSON payload of a POST's `data` field, and its fields read as text only where they are text.
// A field of another type (an object, a list) reads as empty, never as "[object Object]".
export type Payload = Record<string, unknown>;

export function parsePayload(data: unknown): Payload {
  if (typeof data !== 'string') return {};
  try {
    const v: unknown = JSON.parse(data);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Payload) : {};
  } catch {
    return {};
  }
}

export const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
