// Stands in for fast-uri, which rjsf uses only to resolve and compare $ref / $id URIs: the browser's URL does the
// same for the references our schemas can hold (local "#/..." pointers, and absolute URIs). Saves ~8 KiB gzip.

function absolute(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function resolve(base: string, ref: string): string {
  const b = base ? absolute(base) : null;
  if (!b) return ref; // no absolute base ("", "#"): the reference stays as written
  return new URL(ref, b).href;
}

export function equal(a: string, b: string): boolean {
  const ua = absolute(a);
  const ub = absolute(b);
  return ua && ub ? ua.href === ub.href : a === b;
}

const uri = { resolve, equal };
export default uri;
