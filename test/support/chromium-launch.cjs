// The browser project's Chromium: where it is and how it starts (test/support/browser-env.cjs starts one per jest worker).
const { chromiumPath, INSTALL } = require('../../scripts/chromium-path.cjs');

const CHROMIUM = chromiumPath();
const MISSING = `Chromium not found at ${CHROMIUM}: ${INSTALL}`;

/** As the workplace's probe starts it: no sandbox (root), no GPU, none of the background connections. */
const ARGS = [
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

module.exports = { CHROMIUM, MISSING, ARGS };
