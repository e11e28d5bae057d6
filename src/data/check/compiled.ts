// What Ajv says of the data's schemas, compiled once per text of each: a check run after an edit (npm start's, the
// mutation fuzz's: test/data/check-mutations.test.ts) compiles only the schemas that changed.
import Ajv, { type ValidateFunction } from 'ajv';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { didYouMean, esc } from './report';
import { withDateKeyword } from '../../form/dateKeyword.cjs';

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
/** The meta-schema a panel's schema may name with "$schema" (an editor's help): the one the widget's Ajv knows. */
export const META_SCHEMA = 'http://json-schema.org/draft-07/schema#';

export function schemaProblems(given: object) {
  const text = JSON.stringify(given);
  let found = schemaVerdicts.get(text);
  if (!found) {
    found = [];
    // another "$schema" would have Ajv look for a meta-schema it has not: said here, and the rest judged without it
    const { $schema: meta, ...rest } = given as { $schema?: unknown };
    if (meta !== undefined && meta !== META_SCHEMA)
      found.push({
        pointer: '/$schema',
        message: `${JSON.stringify(meta)} is not the meta-schema the widget's validator knows (fix: write "${META_SCHEMA}", or leave "$schema" out)`,
      });
    const schema = meta === undefined || meta === META_SCHEMA ? given : rest;
    // (with the widget's own keywords, whose values it checks: src/form/dateKeyword.cjs)
    const ajv = (judge ??= withDateKeyword()(new Ajv({ allErrors: true, strict: false, logger: false })));
    if (!ajv.validateSchema(schema))
      // the deepest place the meta-schema objects to, not just "/"
      for (const e of ajv.errors ?? [])
        found.push({ pointer: e.instancePath, message: `not valid JSON Schema: ${e.message ?? ''}` });
    else
      try {
        found.push(...unknownKeywords(schema));
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

/**
 * The keywords the widget's validator knows: rjsf's Ajv as the build precompiles the panels with (JSON Schema's, the
 * formats' limits of ajv-formats, rjsf's own). That Ajv is not strict, so a keyword it does not know (a misspelt
 * `formatMaximun`) would be skipped without a word and check nothing: the check names it instead.
 */
let known: string[] | null = null;
const knownKeywords = () =>
  (known ??= Object.keys(customizeValidator({ extenderFn: withDateKeyword() }).ajv.RULES.keywords));

/** Where a keyword's value is a schema, a list of schemas, or schemas by name (JSON Schema's own places). */
const ONE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'items'];
const NAMED = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'];

/** Every key of the schema, at any depth, that is not a keyword the widget's validator knows, with the one meant. */
export function unknownKeywords(schema: unknown, at = ''): { pointer: string; message: string }[] {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return [];
  const found: { pointer: string; message: string }[] = [];
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    const pointer = `${at}/${esc(key)}`;
    if (!knownKeywords().includes(key))
      found.push({
        pointer,
        message: `"${key}" is not a JSON Schema keyword the widget's validator knows, so it would check nothing${didYouMean(key, knownKeywords())} (fix: spell it as one of the keywords of docs/validation.md, or remove it)`,
      });
    else if (ONE.includes(key) && !Array.isArray(value)) found.push(...unknownKeywords(value, pointer));
    else if (LIST.includes(key) && Array.isArray(value))
      value.forEach((v, i) => found.push(...unknownKeywords(v, `${pointer}/${i}`)));
    else if (NAMED.includes(key) && value && typeof value === 'object')
      for (const [name, v] of Object.entries(value as Record<string, unknown>))
        // (a dependency may be a list of names, not a schema)
        if (!Array.isArray(v)) found.push(...unknownKeywords(v, `${pointer}/${esc(name)}`));
  }
  return found;
}
