// Stands in for rjsf's findSchemaDefinition.js (@rjsf/utils lib), which resolves a schema's "$ref" (with jsonpointer
// and fast-uri): rjsf looks one up only for a schema that has a "$ref", and the data check refuses "$ref" in panel
// schemas (docs/panels.md "What a schema may use"). src/form/noSchemaRefs.test.ts holds rjsf to it.
const never = (): never => {
  throw new Error("AuthWidget: rjsf's $ref resolution is not part of this build (scripts/lib-trim.mjs)");
};

export default never;
export const findSchemaDefinitionRecursive = never;

/** rjsf rewrites the "$ref"s of a 2020-12 schema to absolute URIs (and copies the objects on the way): with no
 * "$ref" to rewrite, the schema is the same. */
export const makeAllReferencesAbsolute = <S>(schema: S): S => schema;

/** The object without `key`, and its value at `key` (rjsf's own, for a schema's dependencies). */
export function splitKeyElementFromObject(
  key: string,
  object: Record<string, unknown>,
): [Record<string, unknown>, unknown] {
  const { [key]: value, ...remaining } = object;
  return [remaining, value];
}
