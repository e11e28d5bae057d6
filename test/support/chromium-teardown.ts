// jest globalTeardown of the browser project (test/support/chromium.ts)
export { teardown as default } from './chromium';
