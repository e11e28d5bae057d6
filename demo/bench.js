// The benchmark host page's script (npm run bench, bench/browser.mjs): starts the flow named in ?flow= and records,
// in window.__bench.panels, the time (ms since navigation start) each page's panel became usable: its dialog is in
// the page, no request is out and no wait message shows, and its first input or button can take focus; __bench.started is when the
// flow was started.
(function () {
  var q = new URLSearchParams(window.location.search);
  var panels = [];
  window.__bench = { panels: panels, started: 0 };
  var last = null;
  function check() {
    var dialogs = document.querySelectorAll('#auth-widget [role="dialog"][data-page]');
    var top = dialogs[dialogs.length - 1];
    // no request out (the wait message itself shows only after its delay) and no wait message
    var waiting =
      document.querySelector('#auth-widget-wait[aria-busy="true"]') ||
      document.querySelector('#auth-widget-wait [data-wait]');
    var field = top && top.querySelector('input:not([disabled]), button:not([disabled])');
    var key = top
      ? top.getAttribute('data-page') +
        '|' +
        (top.querySelector('[data-message-type]') ? top.querySelector('[data-message-type]').textContent : '')
      : null;
    if (top && field && !waiting && key !== last) {
      last = key;
      panels.push({ page: top.getAttribute('data-page'), at: performance.now() });
    }
  }
  new MutationObserver(check).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
  window.__bench.started = performance.now();
  var config = {
    appId: q.get('app') || 'demo',
    brandId: 'demo',
    language: q.get('language') || 'en_US',
    targetUrl: '/signed-in.html',
  };
  // ?brand=1: the host's logo on every panel (config.brand, docs/embedding.md)
  if (q.get('brand')) config.brand = { logoUrl: '/favicon.svg', name: 'Demo' };
  window.AuthWidget[q.get('flow') || 'authenticateUser'](config);
})();
