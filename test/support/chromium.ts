// The browser project's one Chromium: where it is, how it starts, and the global set-up and teardown that start it
// once for the whole run. Every browser test file connects to it (test/browser/harness.ts) instead of starting its
// own; its address reaches the workers in the environment.
import fs from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { chromiumPath, INSTALL } from '../../scripts/chromium-path.cjs';

export const CHROMIUM = chromiumPath();
export const MISSING = `Chromium not found at ${CHROMIUM}: ${INSTALL}`;

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
