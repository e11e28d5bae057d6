// What the widget's engine knows of passkey ceremonies before their code is loaded (docs/api.md "Ceremonies"): whether
// the browser can run one, how a cancel and a failure are told apart, and the shape of the lazily loaded module
// (src/api/webauthn.ts, dist/auth-widget-webauthn.js), so that an app without passkeys carries none of it.

export type CeremonyKind = 'get' | 'create';

/** The name of an error that says the user closed the prompt, or a newer request replaced it: nothing to say. */
export const CANCELLED = 'CeremonyCancelled';
/** The name of an error that says the ceremony could not be done (no passkey here, an authenticator error). */
export const FAILED = 'CeremonyFailed';

export function ceremonyError(cancelled: boolean, message: string): Error {
  const e = new Error(message);
  e.name = cancelled ? CANCELLED : FAILED;
  return e;
}

/** The browser can run a ceremony at all (a secure context with WebAuthn). */
export const ceremoniesSupported = () =>
  typeof PublicKeyCredential !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.credentials;

export interface WebauthnModule {
  /** Runs a ceremony with a reply's publicKey options; `conditional`: the browser's autofill offers the passkeys. */
  runCeremony(
    kind: CeremonyKind,
    options: unknown,
    opts?: { conditional?: boolean; signal?: AbortSignal },
  ): Promise<Record<string, unknown>>;
  /** The browser offers passkeys in its autofill (a conditional request). */
  autofillSupported(): Promise<boolean>;
  /** Resolves once no modal ceremony is out (the browser takes one request at a time). */
  modalCeremonyOver(): Promise<void>;
}
