// ESLint (flat config): typescript-eslint's type-checked rules, the rules of hooks and jsx-a11y. Import cycles are
// test/data/imports.test.ts's (src/, server/ and test/support/, type imports included).
// `npm run lint` runs it with zero warnings allowed (npm test does too); `npm run lint -- --fix` fixes what it can.
// Formatting is Prettier's (`npm run format`), so no stylistic rule is here.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      'conformance/',
      'coverage/',
      'src/generated/',
      'test/fixtures/react-host/node_modules/',
      'test/fixtures/react-host/dist/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  // TypeScript: the type-checked rule set, with types from tsconfig.json (test/fixtures and bench/bare have their own)
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter a callback's shape requires)
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Fastify's route handlers and the flow's thunks implement Promise-returning contracts and read best as `async`
      // with or without an await; the hazards (a promise left floating or passed where none is awaited) stay checked.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // the benchmark's reference pages (the bare stack's imports a validator generated under build/): linted without type
  // information
  {
    files: ['bench/bare/**/*.tsx', 'bench/react/**/*.tsx'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { parserOptions: { projectService: false } },
  },
  // React: the rules of hooks, and accessibility of what the JSX says
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  // Plain JavaScript: Node scripts and configs, and the demo's browser scripts
  {
    files: JS,
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  // the benchmark hands functions to the page (page.evaluate), where they run with the page's globals
  {
    files: ['bench/browser.mjs', 'bench/page.mjs', 'bench/visible.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['demo/**/*.js', 'test/support/conformance-host.js', 'test/support/scripted-webauthn.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  // These tests break data files on purpose, editing them by deep paths as a product owner would: the documents are
  // `any` there by design (typing them would restate the JSON Schemas the data check already holds them to).
  {
    files: [
      'test/data/data.test.ts',
      'test/data/check-rules.test.ts',
      'test/data/check-settings.test.ts',
      'test/data/check-fallback.test.ts',
      'test/data/check-links.test.ts',
      'scripts/one-loader.test.ts',
      'test/data/check-apps.test.ts',
      'test/product-owner/edits.test.ts',
      'test/data/locales-folder.test.ts',
      'test/journeys/new-panel.test.tsx',
      'test/support/security-question.ts',
      'test/data/readme-examples.test.ts',
      'test/support/readme-examples.ts',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: [
      'test/**/*.ts',
      'test/**/*.tsx',
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'server/**/*.test.ts',
      'kit/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.jest } },
  },
);
