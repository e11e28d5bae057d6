// Which Chromium the browser tests drive: CHROMIUM_PATH, else Debian's headless shell when it is installed (the same
// Chromium without the desktop browser, as Playwright runs headless tests: about a quarter less CPU), else Debian's
// full Chromium (README "Commands"). One answer for npm test's early check (scripts/test.mjs) and the browser
// project's global set-up (test/support/chromium.ts).
const fs = require('node:fs');

const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

function chromiumPath() {
  return process.env.CHROMIUM_PATH || CANDIDATES.find((p) => fs.existsSync(p)) || CANDIDATES[CANDIDATES.length - 1];
}

const INSTALL = 'apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH)';

module.exports = { chromiumPath, INSTALL };
