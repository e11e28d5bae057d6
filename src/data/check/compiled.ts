// What Ajv says of the data's schemas, compiled once per text of each: a check run after an edit (npm start's, the
// mutation fuzz's: test/data/check-mutations.test.ts) compiles only the schemas that changed.
import Ajv, { type ValidateFunction } from 'ajv';

/** The flow-table schema compiled once per text of it (a check run after each edit compiles it once). */
let compiled: { text: string; validate: ValidateFunction } | null = null;
export function flowValidator(schema: object): ValidateFunction {
  const text = JSON.stringify(schema);
  if (compiled?.text !== text)
    // verbose: each error names its schema, which tells a oneOf's forms apart (./branches.ts)
    compiled = { text, validate: new Ajv({ allErrors: true, strict: false, verbose: true }).compile(schema) };
  return compiled.validate;
}

/** What Ajv says of a schema, by its text: a check run compiles only the schemas that changed. */
const schemaVerdicts = new Map<string, { pointer: string; message: string }[]>();
/**
 * One Ajv for every verdict: a new one compiles the JSON Schema meta-schema again before it can say anything, which
 * cost more than the panel's schema itself. Each schema is removed from it once judged, so it holds none.
 * No console: a format Ajv does not know is the keyword check's to report (./keywords.ts), with its fix.
 */
let judge: Ajv | null = null;
export function schemaProblems(schema: object) {
  const text = JSON.stringify(schema);
  let found = schemaVerdicts.get(text);
  if (!found) {
    found = [];
    const ajv = (judge ??= new Ajv({ allErrors: true, strict: false, logger: false }));
    if (!ajv.validateSchema(schema))
      // the deepest place the meta-schema objects to, not just "/"
      for (const e of ajv.errors ?? [])
        found.push({ pointer: e.instancePath, message: `not valid JSON Schema: ${e.message ?? ''}` });
    else
      try {
        ajv.compile(schema);
      } catch (e) {
        found.push({ pointer: '', message: `not a valid JSON Schema: ${(e as Error).message}` });
      } finally {
        ajv.removeSchema(schema);
      }
    schemaVerdicts.set(text, found);
  }
  return found;
}
