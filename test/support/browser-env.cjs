// The browser project's test environment: Node's, plus one Chromium per jest worker, shared by the test files the
// worker runs one after another. A test file gets it from `globalThis.__workerChromium()` (test/browser/harness.ts
// connectChromium) and never closes it: when the file ends, the contexts it opened are closed here, so the next file
// starts with none. A Chromium start and the load of playwright-core cost every file ~1 core-second (README "How the
// tests are run"); playwright-core here is also loaded once, outside the test file's sandbox.
const { TestEnvironment } = require('jest-environment-node');
const { chromium } = require('playwright-core');
const { ARGS, CHROMIUM } = require('./chromium-launch.cjs');

/** @type {Promise<import('playwright-core').Browser> | undefined} */
let launched;

async function workerChromium() {
  const browser = launched && (await launched.catch(() => undefined));
  // a Chromium that crashed or was closed by a file is replaced, not handed on
  if (!browser?.isConnected()) launched = chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return launched;
}

class BrowserEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__workerChromium = workerChromium;
  }

  async teardown() {
    const browser = launched && (await launched.catch(() => undefined));
    if (browser?.isConnected()) await Promise.all(browser.contexts().map((c) => c.close().catch(() => undefined)));
    await super.teardown();
  }
}

/**
 * Closes the worker's Chromium. A jest worker's Chromium ends with the worker (playwright kills it on exit); when jest
 * runs the files in its own process (one file, or --runInBand), the project's global teardown calls this, or the
 * browser would keep jest from exiting.
 */
async function closeWorkerChromium() {
  const browser = launched && (await launched.catch(() => undefined));
  launched = undefined;
  await browser?.close();
}

module.exports = BrowserEnvironment;
module.exports.closeWorkerChromium = closeWorkerChromium;
