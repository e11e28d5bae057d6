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
      brandId: 'demo',
      language: document.getElementById('language').value,
      userIdLabel: document.getElementById('email-label').checked ? 1 : 0,
      helpURL: '/help.html',
      targetUrl: '/signed-in.html',
      loginUrl: '/',
      callback: function (status) { log('callback("' + status + '")'); },
    };
  }
  function show() {
    var shown = Object.assign({}, config());
    shown.callback = 'function (status) { … }';
    document.getElementById('config').textContent = JSON.stringify(shown, null, 2);
  }
  document.addEventListener('change', show);
  show();
  document.querySelectorAll('[data-entry]').forEach(function (button) {
    button.addEventListener('click', function () {
      var entry = button.getAttribute('data-entry');
      var c = config();
      if (entry === 'close') return window.AuthWidget.close();
      if (entry === 'logout') return window.AuthWidget.logout(c, function () { log('logout callback'); });
      if (entry === 'twoFactorAuth') return window.AuthWidget.twoFactorAuth(c, 'CLOSE_OVERLAY', '/', c.callback);
      if (entry === 'userRegistration') return window.AuthWidget.userRegistration(c, {}, c.callback);
      window.AuthWidget[entry](c);
    });
  });
})();
