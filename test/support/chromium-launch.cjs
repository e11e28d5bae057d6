// The browser project's Chromium: where it is and how it starts (test/support/browser-env.cjs starts one per jest worker).
const { chromiumPath, INSTALL, LAUNCH_ARGS } = require('../../scripts/chromium-path.cjs');

const CHROMIUM = chromiumPath();
const MISSING = `Chromium not found at ${CHROMIUM}: ${INSTALL}`;

/** As every Chromium here starts (scripts/chromium-path.cjs), and: */
const ARGS = [
  ...LAUNCH_ARGS,
  // the conformance journeys' host names (auth.test and its subdomains) resolve to their stub on loopback
  '--host-resolver-rules=MAP *.test 127.0.0.1, MAP auth.test 127.0.0.1',
];

module.exports = { CHROMIUM, MISSING, ARGS };
