// A scripted stand-in for the browser's WebAuthn, for the conformance journeys in jsdom and in Chromium (the stub's
// host page loads this file when a journey has a browser with passkeys): a modal request (the passkey button, "Create
// a passkey", a check) is answered at once from the journey's list in order — "answer" with the credential below,
// "cancel" as the user closing the prompt (NotAllowedError), "fail" as a browser error (SecurityError) — and a
// conditional request (the autofill) waits until the journey's `autofill` step picks the passkey. The credential is
// the same every time, so a replay sends what the recording sent. Self-contained: Chromium gets its source as it is.
(function (root) {
  function bytes(text) {
    return new TextEncoder().encode(text).buffer;
  }
  /** A credential as a browser hands it over: its binary members as ArrayBuffers, and no toJSON (the fallback runs). */
  function fakeCredential(kind, id) {
    const name = id || 'cred-1';
    const response =
      kind === 'get'
        ? {
            clientDataJSON: bytes('{"type":"webauthn.get"}'),
            authenticatorData: bytes('auth-data'),
            signature: bytes('signature'),
            userHandle: bytes('alice'),
          }
        : {
            clientDataJSON: bytes('{"type":"webauthn.create"}'),
            attestationObject: bytes('attestation'),
            getTransports: function () {
              return ['internal'];
            },
          };
    return {
      id: name,
      rawId: bytes(name),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      response: response,
      getClientExtensionResults: function () {
        return {};
      },
    };
  }
  function install(win, answers) {
    const queue = answers.slice();
    let conditional = null;
    const call = function (kind) {
      return function (options) {
        return new Promise(function (resolve, reject) {
          const refuse = function (name) {
            reject(new win.DOMException('refused', name));
          };
          const mine = { resolve: resolve };
          if (options.signal)
            options.signal.addEventListener('abort', function () {
              if (conditional === mine) conditional = null;
              refuse('AbortError');
            });
          if (options.mediation === 'conditional') {
            conditional = mine;
            return;
          }
          const next = queue.shift();
          if (next === 'answer') resolve(fakeCredential(kind));
          else if (next === 'cancel') refuse('NotAllowedError');
          else if (next === 'fail') refuse('SecurityError');
        });
      };
    };
    const pkc = win.PublicKeyCredential || function PublicKeyCredential() {};
    Object.defineProperty(pkc, 'isConditionalMediationAvailable', {
      value: function () {
        return Promise.resolve(true);
      },
      configurable: true,
    });
    Object.defineProperty(win, 'PublicKeyCredential', { value: pkc, configurable: true, writable: true });
    Object.defineProperty(win.navigator, 'credentials', {
      value: { get: call('get'), create: call('create') },
      configurable: true,
    });
    /** the autofill step: the user picks the passkey the browser offers; false when no conditional request is out */
    win.__answerAutofill = function () {
      if (!conditional) return false;
      conditional.resolve(fakeCredential('get'));
      conditional = null;
      return true;
    };
  }
  if (typeof module !== 'undefined' && module.exports)
    module.exports = { fakeCredential: fakeCredential, install: install };
  else root.__scriptedWebauthn = { fakeCredential: fakeCredential, install: install };
})(typeof window !== 'undefined' ? window : globalThis);
