// The conformance stub's host page script: starts the journey's entry point with its config, records what the
// host's callbacks hear in window.__heard, and adds the host containers the config names.
(async () => {
  const j = await (await fetch('/__journey.json')).json();
  // a browser with passkeys answers as the journey says (test/support/scripted-webauthn.js)
  if (j.passkeys) window.__scriptedWebauthn.install(window, j.passkeys);
  window.__heard = [];
  const heard = (v) => window.__heard.push(v);
  for (const key of ['loginErrorContainer', 'captchaMessageContainer']) {
    const id = j.config[key];
    if (typeof id === 'string' && !document.getElementById(id)) {
      const div = document.createElement('div');
      div.id = id;
      document.body.appendChild(div);
    }
  }
  const config = { ...j.config, authApiPath: window.location.origin };
  const fns = j.functions;
  if (fns.includes('callback')) config.callback = heard;
  if (fns.includes('returnToAppCallback')) config.returnToAppCallback = () => heard('returnToApp');
  const cb = fns.includes('callback') ? heard : undefined;
  const x = j.extra || {};
  const W = window.AuthWidget;
  switch (j.entry) {
    case 'userRegistration':
      W.userRegistration(config, x.samlInput, cb);
      break;
    case 'logout':
      W.logout(config, fns.includes('logoutCallback') ? () => heard('logout') : undefined);
      break;
    case 'twoFactorAuth':
      W.twoFactorAuth(config, x.cancelUrl, x.loginUrl, cb);
      break;
    default:
      W[j.entry](config);
  }
})();
