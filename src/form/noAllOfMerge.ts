// Stands in for @x0k/json-schema-merge, which rjsf uses only to merge "allOf" sub-schemas (and, internally, for
// "patternProperties"). No panel schema may use either (the data check refuses them), so merging is never needed;
// if it were called, rjsf catches the error and drops the allOf, and the message says why. Saves ~3.5 KiB gzip.
type Schema = Record<string, unknown>;

const refuse = (): never => {
  throw new Error('AuthWidget: "allOf" is not supported in panel schemas');
};

export function createComparator() {
  return { compareSchemaDefinitions: refuse, compareSchemaValues: refuse };
}
export function createMerger(_options?: unknown) {
  return { mergeArrayOfSchemaDefinitions: refuse };
}
export function createShallowAllOfMerge(_merge?: unknown): (schema: Schema) => Schema {
  return refuse;
}
export function createDeduplicator(_compare?: unknown) {
  return refuse;
}
export function createIntersector(_compare?: unknown) {
  return refuse;
}
