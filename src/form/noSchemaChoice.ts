// Stands in for rjsf's getClosestMatchingOption.js, getFirstMatchingOption.js and findSelectedOptionInXxxOf.js
// (@rjsf/utils lib/schema), which pick the branch of a oneOf or anyOf that fits the form data: rjsf calls them only
// for a schema that has one, and the data check refuses oneOf and anyOf in panel schemas (docs/panels.md "What a
// schema may use"). src/form/noSchemaChoice.test.ts holds rjsf to it; were one called, it says so.
const never = (): never => {
  throw new Error("AuthWidget: rjsf's oneOf / anyOf choice is not part of this build (scripts/lib-trim.mjs)");
};

export default never;
