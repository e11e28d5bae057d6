// The browser project's Chromium: where it is and how it starts. Each browser test file starts its own in its jest
// worker (test/browser/harness.ts connectChromium), so each worker drives one at a time.
import fs from 'node:fs';
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

/** The browser project's global set-up: no test file starts before a missing Chromium is reported, once. */
export async function setup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(MISSING);
}
