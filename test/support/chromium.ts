// The browser project's one Chromium: where it is, how it starts, and the global set-up and teardown that start it
// once for the whole run. Every browser test file connects to it (test/browser/harness.ts) instead of starting its
// own; its address reaches the workers in the environment.
import fs from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';

/**
 * Debian's headless shell when it is there: the same Chromium (Blink, V8, the DevTools protocol) without the desktop
 * browser around it, as Playwright runs headless tests. It costs a quarter less CPU than the full browser on the
 * conformance replay (README, "Commands"); the full browser still serves where the shell is missing.
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p)) ||
  '/usr/bin/chromium';
export const MISSING = `Chromium not found at ${CHROMIUM}: apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH)`;

/** As the workplace's probe starts it: no sandbox (root), no GPU, none of the background connections. */
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // the conformance journeys' host names (auth.test and its subdomains) resolve to their stub on loopback
  '--host-resolver-rules=MAP *.test 127.0.0.1, MAP auth.test 127.0.0.1',
];

const KEY = '__authWidgetChromium';
type WithServer = typeof globalThis & { [KEY]?: BrowserServer };

export async function setup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(MISSING);
  const server = await chromium.launchServer({ executablePath: CHROMIUM, args: ARGS });
  process.env.AW_CHROMIUM_WS = server.wsEndpoint();
  (globalThis as WithServer)[KEY] = server;
}

export async function teardown(): Promise<void> {
  await (globalThis as WithServer)[KEY]?.close();
}
