// The signed-in page of the demo host: the user's security settings (AuthWidget.securitySettings), a voluntary
// password change (AuthWidget.resetPassword) and sign-off,
// with the app, language and colours chosen on the demo page. No inline scripts under the CSP.
(function () {
  var saved = {};
  try {
    saved = JSON.parse(window.localStorage.getItem('authWidgetDemo') || '{}') || {};
  } catch (e) {
    saved = {};
  }
  var events = document.getElementById('events');
  function log(text) {
    var li = document.createElement('li');
    li.textContent = new Date().toLocaleTimeString() + ' ' + text;
    events.appendChild(li);
  }
  function config() {
    return {
      appId: saved.appId || 'demo',
      brandId: 'demo',
      language: saved.language || 'en_US',
      colorMode: saved.colorMode || 'light',
      helpURL: '/help.html',
      targetUrl: '/signed-in.html',
      loginUrl: '/',
      callback: function (status) {
        log('callback("' + status + '")');
      },
    };
  }
  // after forgot password or a new user's setup the user is not signed on: say what happened and where to go
  var after = new URLSearchParams(window.location.search).get('after');
  if (after === 'forgotPassword' || after === 'newUser') {
    document.title = 'Password changed — auth-widget demo';
    document.getElementById('signed-in').textContent =
      after === 'newUser' ? 'Your account is set up' : 'Password changed';
    document.getElementById('landing-note').textContent = 'Sign on with your new password.';
    document.getElementById('signed-in-actions').hidden = true;
    document.getElementById('sign-on-again').hidden = false;
  }
  document.getElementById('security-settings').addEventListener('click', function () {
    window.AuthWidget.securitySettings(config());
  });
  document.getElementById('change-password').addEventListener('click', function () {
    window.AuthWidget.resetPassword(config());
  });
  document.getElementById('sign-off').addEventListener('click', function () {
    window.AuthWidget.logout(config(), function () {
      window.location.assign('/');
    });
  });
})();
