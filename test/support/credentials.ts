// A stand-in for the browser's WebAuthn in jsdom (navigator.credentials and PublicKeyCredential): each call of get or
// create waits until the test answers it — with a credential, the user's cancel (NotAllowedError) or another error —
// and an aborted signal rejects it as a browser does (AbortError). The credentials have no toJSON, so the widget's
// fallback serializer runs here; Chromium's own helpers run in the browser tests.
import { fakeCredential as scripted } from './scripted-webauthn';
import { recordAutofill, recordPasskey, recordPasskeyBrowser } from './recorder';

type Kind = 'get' | 'create';

export interface Asked {
  kind: Kind;
  options: CredentialRequestOptions & CredentialCreationOptions & { mediation?: string };
  answer(credential: object): void;
  refuse(name: string): void;
  settled: boolean;
}

/** A credential as a browser hands it over (the one the conformance journeys' scripted browser gives too). */
export const fakeCredential = (kind: Kind) => scripted(kind);

export function installCredentials(opts: { autofill?: boolean } = {}) {
  const asked: Asked[] = [];
  const call = (kind: Kind) => (options: Asked['options']) =>
    new Promise((resolve, reject) => {
      const a: Asked = {
        kind,
        options,
        settled: false,
        answer: (c) => {
          a.settled = true;
          if (options.mediation === 'conditional') recordAutofill();
          else recordPasskey('answer');
          resolve(c);
        },
        refuse: (name) => {
          if (a.settled) return;
          a.settled = true;
          // an abort is the widget's own doing (a modal request, the page left), not the user's answer
          if (name !== 'AbortError') recordPasskey(name === 'NotAllowedError' ? 'cancel' : 'fail');
          reject(new DOMException('refused', name));
        },
      };
      options.signal?.addEventListener('abort', () => a.refuse('AbortError'));
      asked.push(a);
    });
  class FakePublicKeyCredential {
    static isConditionalMediationAvailable = async () => opts.autofill !== false;
  }
  Object.defineProperty(window, 'PublicKeyCredential', { value: FakePublicKeyCredential, configurable: true });
  recordPasskeyBrowser(true);
  Object.defineProperty(navigator, 'credentials', {
    value: { get: call('get'), create: call('create') },
    configurable: true,
  });
  return {
    asked,
    /** the calls still waiting for the user */
    open: () => asked.filter((a) => !a.settled),
    remove() {
      recordPasskeyBrowser(false);
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
      delete (navigator as { credentials?: unknown }).credentials;
    },
  };
}

/** The same reply n times (a request the widget makes again). */
export const repeat = <T>(n: number, reply: T): T[] => Array.from({ length: n }, () => reply);

/** The publicKey options a server gives, in their JSON form. */
export const REQUEST_OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'required',
  timeout: 300000,
};
export const CREATION_OPTIONS = {
  challenge: 'bmV3LWNoYWxsZW5nZQ',
  rp: { name: 'auth-widget demo', id: 'localhost' },
  user: { id: 'YWxpY2U', name: 'alice', displayName: 'Alice Example' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  excludeCredentials: [{ id: 'b2xk', type: 'public-key', transports: ['internal'] }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  attestation: 'none',
  timeout: 300000,
};

/** A browser with passkeys for each test of the file or describe block that calls it; the widget unmounted after. */
export function withCredentials(unmount: () => Promise<void>) {
  const held = { creds: null as unknown as ReturnType<typeof installCredentials> };
  beforeEach(() => {
    held.creds = installCredentials();
  });
  afterEach(async () => {
    await unmount();
    held.creds.remove();
  });
  return held;
}
