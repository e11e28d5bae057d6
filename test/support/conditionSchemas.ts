// A test on fixtures evaluates conditions whose schemas no build compiled: they are compiled here with the Ajv and
// options the build uses (scripts/condition-schemas.mjs), so a condition means in a test what it means in the bundle.
// The Ajv is made at the first such condition, not for every test file (most never meet one).
import type Ajv from 'ajv';
import { setMatcherCompiler, type Matcher } from '../../src/panels/matchers';

let ajv: Ajv | undefined;

export function compileMatchersHere() {
  setMatcherCompiler((schema) => {
    if (!ajv) {
      /* eslint-disable @typescript-eslint/no-require-imports -- loaded when first needed */
      const { customizeValidator } = require('@rjsf/validator-ajv8') as typeof import('@rjsf/validator-ajv8');
      const { withDateKeyword } =
        require('../../src/form/dateKeyword.cjs') as typeof import('../../src/form/dateKeyword.cjs');
      /* eslint-enable @typescript-eslint/no-require-imports */
      ajv = customizeValidator({
        ajvOptionsOverrides: { messages: false, verbose: false, allErrors: false },
        extenderFn: withDateKeyword('local'),
      }).ajv;
    }
    return ajv.compile(schema) as Matcher;
  });
}
