// jest globalTeardown of the browser project: the Chromium of a run in jest's own process (test/support/browser-env.cjs)
module.exports = () => require('./browser-env.cjs').closeWorkerChromium();
