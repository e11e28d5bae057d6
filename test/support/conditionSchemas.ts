// A test on fixtures evaluates conditions whose schemas no build compiled: they are compiled here with the Ajv and
// options the build uses (scripts/condition-schemas.mjs), so a condition means in a test what it means in the bundle.
import { customizeValidator } from '@rjsf/validator-ajv8';
import { withDateKeyword } from '../../src/form/dateKeyword.cjs';
import { setMatcherCompiler, type Matcher } from '../../src/panels/matchers';

export function compileMatchersHere() {
  const { ajv } = customizeValidator({
    ajvOptionsOverrides: { messages: false, verbose: false, allErrors: false },
    extenderFn: withDateKeyword('local'),
  });
  setMatcherCompiler((schema) => ajv.compile(schema) as Matcher);
}
