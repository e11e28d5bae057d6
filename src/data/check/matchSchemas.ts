// A condition's "matches" (src/panels/conditions.ts) is a JSON Schema the build compiles for the widget: the check
// holds it to what the widget's validator knows, as it does a panel's schema — valid JSON Schema, no keyword it would
// skip without a word (a misspelt `formatMaximun`), and only formats it tests.
import { schemaProblems } from './compiled';
import { VALIDATED } from './keywords';
import { didYouMean, esc, type Report } from './report';

export function checkMatchSchema(r: Report, schema: unknown, file: string, pointer: string) {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) {
    r.add(file, pointer, 'a condition\'s "matches" is a JSON Schema object ({ "pattern": "…" }, { "enum": [...] }, …)');
    return;
  }
  for (const p of schemaProblems(schema)) r.add(file, `${pointer}${p.pointer}`, p.message);
  const walk = (x: unknown, at: string) => {
    if (!x || typeof x !== 'object') return;
    if (Array.isArray(x)) return x.forEach((y, i) => walk(y, `${at}/${i}`));
    for (const [k, v] of Object.entries(x as Record<string, unknown>)) {
      if (k === 'format' && typeof v === 'string' && !VALIDATED.includes(v))
        r.add(
          file,
          `${at}/format`,
          `format "${v}" is not one the widget can test, so the condition would never hold as meant${didYouMean(v, VALIDATED)} (fix: one of ${VALIDATED.join(', ')}, or a pattern)`,
        );
      walk(v, `${at}/${esc(k)}`);
    }
  };
  walk(schema, pointer);
}
