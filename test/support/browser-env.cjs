// The browser project's test environment: Node's, plus one Chromium per jest worker, shared by the test files the
// worker runs one after another. A test file gets it from `globalThis.__workerChromium()` (test/browser/harness.ts
// connectChromium) and never closes it: when the file ends, the contexts it opened are closed here, so the next file
// starts with none. A Chromium start and the load of playwright-core cost every file ~1 core-second (docs/contributing.md "How the
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

/** A frame of this project's own code (a test file or what it imports), which jest maps back to its TypeScript lines. */
function ownFrame(frame) {
  const file = frame.getFileName();
  return !!file && !file.startsWith('node:') && !file.includes('/node_modules/');
}

/**
 * playwright-core, loaded here outside the file's sandbox, takes a stack at every call it makes (its calls' metadata,
 * its races against a closed page) and never shows most of them. jest maps every frame of every stack taken in its
 * worker through the source maps, a tenth of a browser file's CPU in the worker. A stack with a frame of the project's
 * own code is still mapped, so a failing call points at its TypeScript line; the others are formatted as V8 does.
 */
function mapOwnStacksOnly(mapped) {
  const cheap = (error, frames) => {
    if (frames.some(ownFrame)) return mapped(error, frames);
    let head;
    try {
      head = Error.prototype.toString.call(error);
    } catch {
      head = '<error>';
    }
    return [head, ...frames.map((f) => `    at ${f}`)].join('\n');
  };
  cheap.mapped = mapped;
  return cheap;
}

class BrowserEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__workerChromium = workerChromium;
    // jest installs its mapping for each file before the file's environment is set up
    const current = Error.prepareStackTrace;
    if (current && !current.mapped) Error.prepareStackTrace = mapOwnStacksOnly(current);
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

/**
 * jest ends a worker with a message (jest-worker's CHILD_MESSAGE_END, [2]) and then waits for its event loop to drain;
 * the worker's Chromium (its process and pipe) kept it alive until jest forced the exit, and every run ended with "A
 * worker process has failed to exit gracefully". Closing it when that message comes lets the worker end on its own.
 * The listener goes with it: a 'message' listener keeps a worker's channel to jest open.
 */
const CHILD_MESSAGE_END = 2;
function onEnd(message) {
  if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return;
  process.off('message', onEnd);
  void closeWorkerChromium().catch(() => undefined);
}
if (process.send) process.on('message', onEnd);

module.exports = BrowserEnvironment;
module.exports.closeWorkerChromium = closeWorkerChromium;
module.exports.workerChromium = workerChromium;
