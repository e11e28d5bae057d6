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
export function schemaProblems(schema: object) {
  const text = JSON.stringify(schema);
  let found = schemaVerdicts.get(text);
  if (!found) {
    found = [];
    // no console: a format Ajv does not know is the keyword check's to report (./keywords.ts), with its fix
    const ajv = new Ajv({ allErrors: true, strict: false, logger: false });
    if (!ajv.validateSchema(schema))
      // the deepest place the meta-schema objects to, not just "/"
      for (const e of ajv.errors ?? [])
        found.push({ pointer: e.instancePath, message: `not valid JSON Schema: ${e.message ?? ''}` });
    else
      try {
        ajv.compile(schema);
      } catch (e) {
        found.push({ pointer: '', message: `not a valid JSON Schema: ${(e as Error).message}` });
      }
    schemaVerdicts.set(text, found);
  }
  return found;
}
