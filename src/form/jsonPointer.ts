// Stands in for the jsonpointer package in rjsf's findSchemaDefinition, its one user in the bundles
// (scripts/lib-trim.mjs): rjsf only reads a $ref's target (jsonpointer.get), never sets or compiles one. The same
// reading of RFC 6901 pointers, held to the package by src/form/jsonPointer.test.ts.
const untilde = (s: string) => s.replace(/~[01]/g, (m) => (m === '~1' ? '/' : '~'));

function get(obj: unknown, pointer: string): unknown {
  if (typeof obj !== 'object') throw new Error('Invalid input object.');
  const parts = pointer.split('/');
  if (parts[0] !== '') throw new Error('Invalid JSON pointer.');
  let at = obj as Record<string, unknown>;
  for (let p = 1; p < parts.length; p++) {
    const next = at[untilde(parts[p])];
    if (p === parts.length - 1) return next;
    if (typeof next !== 'object' || next === null) return undefined;
    at = next as Record<string, unknown>;
  }
  return at;
}

export default { get };
