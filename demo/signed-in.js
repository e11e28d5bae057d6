// The signed-in page of the demo host: a voluntary password change (AuthWidget.resetPassword) and sign-off,
// with the app and language chosen on the demo page. No inline scripts under the CSP.
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
      helpURL: '/help.html',
      targetUrl: '/signed-in.html',
      loginUrl: '/',
      callback: function (status) {
        log('callback("' + status + '")');
      },
    };
  }
  document.getElementById('change-password').addEventListener('click', function () {
    window.AuthWidget.resetPassword(config());
  });
  document.getElementById('sign-off').addEventListener('click', function () {
    window.AuthWidget.logout(config(), function () {
      window.location.assign('/');
    });
  });
})();
