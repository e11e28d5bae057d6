// JSON Schemas the server validates with (a panel's fields, the profile), compiled once per text: a server started
// again on the same data (npm start's reload after an edit elsewhere, the tests' many servers in one process) reuses
// them, and an edited schema is a new text, compiled anew. Compiling is most of a server's start (ajv generates and
// evaluates code for each), while a look-up by text costs microseconds.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { withDateKeyword } from '../../src/form/dateKeyword.cjs';

/** Past this many texts the cache starts again: edits in a long npm start stay bounded. */
const MOST = 500;
/**
 * One Ajv (a new one compiles the meta-schema again), holding no schema once it is compiled: an edited schema that
 * keeps its `$id` would otherwise be refused as a second schema of that id.
 */
let ajv: Ajv | null = null;
const compiled = new Map<string, ValidateFunction>();

/** The validator of `schema` (its `format`s checked, every error collected). */
export function compileSchema(schema: object): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = compiled.get(text);
  if (!validate) {
    if (compiled.size >= MOST) compiled.clear();
    // a date relative to today (src/form/dateKeyword.cjs): the latest today anywhere, never stricter than a user's own
    ajv ??= withDateKeyword('latest')(addFormats(new Ajv({ allErrors: true, strict: false })));
    try {
      validate = ajv.compile(schema);
    } finally {
      ajv.removeSchema(schema);
    }
    compiled.set(text, validate);
  }
  return validate;
}
