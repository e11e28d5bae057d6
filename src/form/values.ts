// Form values are whatever rjsf and the user left in them: read them as text only where they are text. A number or a
// boolean reads as its text; anything else (an object, a list, nothing) as empty, never as "[object Object]".
export function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}
