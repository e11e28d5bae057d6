// The browser project's Chromium for TypeScript callers: where it is and how it starts (test/support/chromium-launch.cjs,
// which the browser project's environment also reads to start one per jest worker).
import fs from 'node:fs';
import { CHROMIUM, MISSING } from './chromium-launch.cjs';

export { ARGS, CHROMIUM, MISSING } from './chromium-launch.cjs';

/** The browser project's global set-up: no test file starts before a missing Chromium is reported, once. */
export async function setup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(MISSING);
}
