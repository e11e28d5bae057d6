// The JSON Schemas a condition's "matches" tests a value against (docs/panels.md "Conditions"). The page's CSP allows
// no eval, so the build compiles each with ajv ahead of time (scripts/condition-schemas.mjs) and the bundle and every
// chunk register theirs here, keyed by the schema's JSON text as shipped. A test on fixtures
// registers a compiler instead (test/support/conditionSchemas.ts), as the build would have compiled the same schema.

export type Matcher = (data: unknown) => boolean;
const byKey: Record<string, Matcher> = {};
const bySchema = new WeakMap<object, Matcher>();
let compiler: ((schema: object) => Matcher) | null = null;

/** The compiled matchers of the bundle or of a chunk, by key. */
export const addMatchers = (fns: Record<string, Matcher> | undefined) => Object.assign(byKey, fns);

/** Outside the browser only: compiles a schema no build has (a test's fixture). */
export const setMatcherCompiler = (c: typeof compiler) => (compiler = c);

/** Whether the value meets the schema. A schema no build compiled is a fault of the build, never a false. */
export function matches(schema: object, value: unknown): boolean {
  let fn = bySchema.get(schema);
  if (!fn) {
    const key = JSON.stringify(schema);
    fn = byKey[key] ?? (compiler ? (byKey[key] = compiler(schema)) : undefined);
    if (!fn) throw new Error(`AuthWidget: no compiled condition ${key}`);
    bySchema.set(schema, fn);
  }
  return fn(value) === true;
}
