// The browser project's Chromium: where it is and how it starts (test/support/browser-env.cjs starts one per jest worker).
const { chromiumPath, INSTALL, LAUNCH_ARGS } = require('../../scripts/chromium-path.cjs');

const CHROMIUM = chromiumPath();
const MISSING = `Chromium not found at ${CHROMIUM}: ${INSTALL}`;

/** As every Chromium here starts (scripts/chromium-path.cjs), and: */
const ARGS = [
  ...LAUNCH_ARGS,
  // the conformance journeys' host names (auth.test and its subdomains) resolve to their stub on loopback
  '--host-resolver-rules=MAP *.test 127.0.0.1, MAP auth.test 127.0.0.1',
  // V8's interpreter and its baseline compiler only: a test's page lives seconds, too short for the optimizing
  // compilers (Maglev, TurboFan) to earn back their compiling, and what the code does is the same. Measured machine-wide,
  // each A/B twice: the gallery 60-62 core-seconds against 70-71, a conformance shard 45-46 against 51-53, sign-on and
  // recovery 51-55 against 54-59 (ignition alone, --max-opt=0, was no better). The benchmark keeps the full JIT.
  '--js-flags=--max-opt=1',
  // one renderer process for the pages of one site in one context, as Chromium does under memory pressure: a test's
  // tab opens a page in a context an earlier test's tab used, in its process, with the widget already compiled there
  // (test/browser/tabSlots.ts): 1.0 against 1.55 core-seconds a tab opened to the sign-on panel
  '--process-per-site',
];

module.exports = { CHROMIUM, MISSING, ARGS };
