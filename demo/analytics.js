// The demo's stand-in for a behavioural-analytics script: the widget loads it (external, under the CSP) when both
// monitoring flags are set and one has just changed. It records each run, so the demo and the tests can see the rule,
// and gives a fingerprint and device print that the widget puts into the sign-on and code payloads.
(function () {
  var runs = [];
  window.__analyticsRuns = runs;
  window.__authWidgetAnalytics = {
    start: function (input) {
      runs.push(input);
      document.dispatchEvent(new CustomEvent('demo-analytics', { detail: { run: runs.length, input: input } }));
    },
    stop: function () {},
    fingerprint: function () {
      return 'demo-fingerprint-' + runs.length;
    },
    devicePrint: function () {
      return 'demo-device-print';
    },
  };
})();
