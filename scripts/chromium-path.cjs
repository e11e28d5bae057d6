// Which Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell when it is installed (the same
// Chromium without the desktop browser, as Playwright runs headless tests: about a quarter less CPU), else Debian's
// full Chromium (docs/contributing.md "Commands"). One answer for npm test's early check (scripts/test.mjs) and the browser
// project's global set-up (test/support/chromium.ts).
const fs = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

function chromiumPath() {
  return process.env.CHROMIUM_PATH || CANDIDATES.find((p) => fs.existsSync(p)) || CANDIDATES[CANDIDATES.length - 1];
}

const INSTALL = 'apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH)';

/** How every Chromium here starts (the browser tests, the benchmark): no sandbox (root), no GPU, no background calls. */
const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { chromiumPath, INSTALL, LAUNCH_ARGS };
