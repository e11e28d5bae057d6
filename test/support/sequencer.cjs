// Test order: the long files first, so that the two workers finish together. Jest orders by the durations it saw on
// the last run, but a clean clone has none and falls back to file size, which put a 60 s Chromium shard last. This
// list only orders; a file missing from it still runs, after these, in jest's own order.
const Sequencer = require('@jest/test-sequencer').default;

const LONG_FIRST = [
  /test\/browser\/conformance-\d+\.test/,
  /test\/journeys\/conformance-\d+\.test/,
  /test\/browser\/gallery\.test/,
  /test\/fuzz\/replies-\d+\.test/,
  /test\/journeys\/forgot-password\.test/,
];

class LongFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const rank = (t) => {
      const i = LONG_FIRST.findIndex((re) => re.test(t.path));
      return i < 0 ? LONG_FIRST.length : i;
    };
    return ordered
      .map((t, i) => [t, i])
      .sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1])
      .map(([t]) => t);
  }
}
module.exports = LongFirst;
