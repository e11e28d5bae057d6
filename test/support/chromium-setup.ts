// jest globalSetup of the browser project (test/support/chromium.ts)
export { setup as default } from './chromium';
