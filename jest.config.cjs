// One jest run, three projects: jsdom (components, journeys), node (server, data, api), browser (Chromium).
const esm = [
  'ky',
  'messageformat',
  '@messageformat',
  '@x0k',
  'content-disposition',
  'cookie',
  'openid-client',
  'oauth4webapi',
  'jose',
  'oidc-provider',
  // rjsf's own widgets a chunk brings, by their module file (src/form/widgets/CheckboxWidget.ts)
  '@rjsf/core/lib',
];
const BUILTINS = '<rootDir>/test/support/builtins-transform.cjs';
const TS = { tsconfig: { allowJs: true, isolatedModules: true }, diagnostics: false };
const common = {
  transform: {
    // a locale file as the build gives it: no "$" settings (test/support/locale-transform.cjs)
    '/locales/[A-Za-z_]+\\.json$': '<rootDir>/test/support/locale-transform.cjs',
    [`/node_modules/(${esm.join('|')})/.+\\.m?js$`]: [BUILTINS, { ts: true, ...TS }],
    '/node_modules/.+\\.c?js$': [BUILTINS, {}],
    '^.+\\.m?[tj]sx?$': [BUILTINS, { ts: true, ...TS }],
  },
  transformIgnorePatterns: [
    '/node_modules/(jsdom|typescript|playwright-core|@jest|jest-[^/]+|esbuild|better-sqlite3)/',
  ],
  // The bundle leaves markdown out; fast-uri stays real here (ajv compiles schemas in tests; the bundle only ships
  // precompiled validators and the URL-based shim, compared with fast-uri in src/form/uriShim.test.ts).
  moduleNameMapper: {
    '^markdown-to-jsx(/.*)?$': '<rootDir>/src/form/noMarkdown.ts',
    '^fast-equals$': '<rootDir>/src/form/equalsShim.ts',
    '^react-lifecycles-compat$': '<rootDir>/src/form/noLifecyclesPolyfill.ts',
    // as in the bundle: no allOf merger (the journeys then run the shipped configuration)
    '^@x0k/json-schema-merge(/lib/array)?$': '<rootDir>/src/form/noAllOfMerge.ts',
    // react-modal's helpers as in the bundle; its development warnings (warning) stay on here, where they help
    '^prop-types$': '<rootDir>/src/form/noPropTypes.ts',
    '^exenv$': '<rootDir>/src/form/domShim.ts',
    // rjsf's own widgets a chunk brings (src/form/widgets/CheckboxWidget.ts): its package maps a require of one to a
    // per-file CommonJS build it does not ship, so its module file is taken (and transformed) instead
    '^@rjsf/core/lib/(.*)\\.js$': '<rootDir>/node_modules/@rjsf/core/lib/$1.js',
  },
};
module.exports = {
  // user-event types key by key: a journey through four panels takes a few seconds on 2 cores.
  testTimeout: 20000,
  // jest's default is one worker fewer than the cores: on this 2-core machine, one. Two keep both cores busy: the
  // static checks run beside jest (scripts/test.mjs) and Chromium has its own processes, so a third worker only
  // added switching (npm test 419 s with 3 workers against 350 s with 2, measured one after the other).
  maxWorkers: 2,
  // concurrent tests (the Chromium conformance replay, the gallery sweep) share this many lanes (test/support/lanes.ts)
  maxConcurrency: 3,
  // the long files first, also on a clean clone with no recorded durations
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
  reporters: ['default', '<rootDir>/test/support/figures-reporter.cjs'],
  projects: [
    {
      ...common,
      displayName: 'dom',
      testEnvironment: '<rootDir>/test/support/jsdom-env.cjs',
      testEnvironmentOptions: { url: 'http://auth.test/app/page.html' },
      setupFilesAfterEnv: ['<rootDir>/test/support/setup-dom.ts'],
      testMatch: [
        '<rootDir>/src/**/*.test.ts?(x)',
        '<rootDir>/test/journeys/**/*.test.ts?(x)',
        '<rootDir>/test/fuzz/**/*.test.ts?(x)',
      ],
      testPathIgnorePatterns: ['\\.node\\.test\\.ts$'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/server/**/*.test.ts',
        '<rootDir>/kit/**/*.test.ts',
        '<rootDir>/test/data/**/*.test.ts',
        '<rootDir>/src/**/*.node.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'browser',
      // Node's, with one Chromium per jest worker that the worker's test files share
      testEnvironment: '<rootDir>/test/support/browser-env.cjs',
      // Chromium is there before any file starts its own (test/support/chromium.ts)
      globalSetup: '<rootDir>/test/support/chromium-setup.ts',
      globalTeardown: '<rootDir>/test/support/chromium-teardown.cjs',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts', '<rootDir>/test/product-owner/**/*.test.ts'],
      slowTestThreshold: 30,
    },
  ],
};
