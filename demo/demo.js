// The demo host page's own script (no inline scripts under the CSP): one button per entry point.
(function () {
  var events = document.getElementById('events');
  function log(text) {
    var li = document.createElement('li');
    li.textContent = new Date().toLocaleTimeString() + ' ' + text;
    events.appendChild(li);
  }
  function config() {
    return {
      appId: document.getElementById('app').value,
      // ?brand=<id>: another of the app's brands (seed/apps.json), as a host of several brands would pass it
      brandId: new URLSearchParams(window.location.search).get('brand') || 'demo',
      language: document.getElementById('language').value,
      colorMode: document.getElementById('color-mode').value,
      userIdLabel: document.getElementById('email-label').checked ? 1 : 0,
      helpURL: '/help.html',
      targetUrl: '/signed-in.html',
      loginUrl: '/',
      callback: onStatus,
      behaviorScriptUrl: '/analytics.js',
    };
  }
  // The language picker lists the widget's locales: the files of locales/, as the build lists them (docs/locales.md),
  // each named in its own language by the build (scripts/locale-index.mjs localeNames).
  function fillLanguages(select, done) {
    fetch('/dist/locales.json')
      .then(function (r) {
        return r.json();
      })
      .then(function (index) {
        var chosen = select.value;
        select.textContent = '';
        index.locales.forEach(function (l) {
          select.appendChild(new Option((index.names && index.names[l]) || l, l, false, l === chosen));
        });
        if (done) done();
      });
  }
  // Back from a sign-on through an identity provider (docs/host.md "Sign-on through an identity provider"): a host that
  // offers one starts sign-on again on the page the provider sent the user back to, with the app and language the user
  // had chosen (once the language list is there); the widget takes the resume token from the address and goes on.
  function resumeFromProvider() {
    if (!/^#aw-resume=/.test(window.location.hash)) return;
    try {
      var kept = JSON.parse(window.localStorage.getItem('authWidgetDemo') || '{}');
      if (kept.appId) document.getElementById('app').value = kept.appId;
      if (kept.language) document.getElementById('language').value = kept.language;
      if (kept.colorMode) document.getElementById('color-mode').value = kept.colorMode;
    } catch (e) {
      /* storage may be off: the defaults */
    }
    show();
    log('returned from an identity provider');
    window.AuthWidget.authenticateUser(config());
  }
  fillLanguages(document.getElementById('language'), resumeFromProvider);

  // What a host does with the app callback: TWO_FACTOR starts two-factor; its SUCCESS goes on into the app.
  function onStatus(status) {
    log('callback("' + status + '")');
    if (status === 'TWO_FACTOR') twoFactor();
    if (status === 'SUCCESS') window.location.assign('/signed-in.html');
  }
  function twoFactor() {
    var c = config();
    window.AuthWidget.twoFactorAuth(c, document.getElementById('cancel-url').value, '/', onStatus);
  }
  // The signed-in page offers the voluntary change with the same app and language.
  function remember() {
    try {
      window.localStorage.setItem(
        'authWidgetDemo',
        JSON.stringify({ appId: config().appId, language: config().language, colorMode: config().colorMode }),
      );
    } catch (e) {
      /* storage may be off: the signed-in page then uses the defaults */
    }
  }
  function show() {
    var shown = Object.assign({}, config());
    shown.callback = 'function (status) { … }';
    shown.twoFactorCancelUrl = document.getElementById('cancel-url').value;
    document.getElementById('config').textContent = JSON.stringify(shown, null, 2);
  }
  document.addEventListener('change', show);
  document.addEventListener('demo-analytics', function (e) {
    log('analytics script run ' + e.detail.run);
  });
  show();
  // The demo identity provider: a signed assertion for the chosen federated user, then self-registration with it.
  document.getElementById('demo-idp').addEventListener('click', function () {
    var c = config();
    remember();
    var user = document.getElementById('federated-user').value;
    fetch('/dev/idp/assertion?userId=' + encodeURIComponent(user) + '&appId=' + encodeURIComponent(c.appId))
      .then(function (res) {
        return res.json();
      })
      .then(function (saml) {
        log('demo IdP: signed an assertion for ' + user);
        window.AuthWidget.userRegistration(
          c,
          { SAMLResponse: saml.SAMLResponse, RelayState: saml.RelayState },
          c.callback,
        );
      })
      .catch(function (e) {
        log('demo IdP failed: ' + e.message);
      });
  });
  // The reference-id variant: the IdP sends the browser back with REF and TargetResource; the page starts registration.
  document.getElementById('demo-idp-ref').addEventListener('click', function () {
    var user = document.getElementById('federated-user').value;
    remember();
    fetch('/dev/idp/reference?userId=' + encodeURIComponent(user))
      .then(function (res) {
        return res.json();
      })
      .then(function (ref) {
        window.location.assign(
          '/?REF=' + encodeURIComponent(ref.REF) + '&TargetResource=' + encodeURIComponent(ref.TargetResource),
        );
      });
  });
  if (new URLSearchParams(window.location.search).has('REF')) {
    log('returned from the demo IdP with a reference');
    window.AuthWidget.userRegistration(config(), null, onStatus);
  }
  document.querySelectorAll('[data-entry]').forEach(function (button) {
    button.addEventListener('click', function () {
      var entry = button.getAttribute('data-entry');
      var c = config();
      if (entry === 'close') return window.AuthWidget.close();
      if (entry === 'logout')
        return window.AuthWidget.logout(c, function () {
          log('logout callback');
        });
      remember();
      if (entry === 'twoFactorAuth') return twoFactor();
      if (entry === 'userRegistration') return window.AuthWidget.userRegistration(c, {}, c.callback);
      // a password reset or a new account's first password does not sign the user on: the landing page says so
      if (entry === 'forgotPassword' || entry === 'newUser') c.targetUrl = '/signed-in.html?after=' + entry;
      window.AuthWidget[entry](c);
    });
  });
})();
