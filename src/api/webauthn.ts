// The browser's passkey ceremonies (dist/auth-widget-webauthn.js, loaded on first use: src/api/ceremony.ts): the
// options a server reply gave, in the WebAuthn Level 3 JSON forms, to navigator.credentials, and its answer back as
// JSON. The browser's own JSON helpers (PublicKeyCredential.parse*OptionsFromJSON, toJSON) are used where they exist;
// the fallback below converts the few binary members by hand. The answer is never stored.
import { ceremoniesSupported, ceremonyError, type CeremonyKind } from './ceremony';

type Json = Record<string, unknown>;
type PKC = typeof PublicKeyCredential & {
  parseRequestOptionsFromJSON?: (o: unknown) => PublicKeyCredentialRequestOptions;
  parseCreationOptionsFromJSON?: (o: unknown) => PublicKeyCredentialCreationOptions;
  isConditionalMediationAvailable?: () => Promise<boolean>;
};
const pkc = () => (typeof PublicKeyCredential === 'undefined' ? undefined : (PublicKeyCredential as PKC));

/** The browser offers passkeys in its autofill (a conditional request). */
async function autofillSupported(): Promise<boolean> {
  const p = pkc();
  if (!ceremoniesSupported() || !p?.isConditionalMediationAvailable) return false;
  return p.isConditionalMediationAvailable().catch(() => false);
}

const fromB64 = (s: unknown): ArrayBuffer => {
  const b = atob(String(s).replace(/-/g, '+').replace(/_/g, '/'));
  const out = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) out[i] = b.charCodeAt(i);
  return out.buffer;
};
const toB64 = (buf: ArrayBuffer | ArrayBufferView | null | undefined): string | undefined => {
  if (!buf) return undefined;
  const bytes = ArrayBuffer.isView(buf)
    ? new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength)
    : new Uint8Array(buf);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const descriptors = (list: unknown) =>
  Array.isArray(list) ? list.map((d: Json) => ({ ...d, id: fromB64(d.id) })) : undefined;

/** The options of a reply, as the browser takes them. */
function parseOptions(kind: CeremonyKind, o: Json) {
  const p = pkc();
  if (kind === 'get' && p?.parseRequestOptionsFromJSON) return p.parseRequestOptionsFromJSON(o);
  if (kind === 'create' && p?.parseCreationOptionsFromJSON) return p.parseCreationOptionsFromJSON(o);
  if (kind === 'get')
    return { ...o, challenge: fromB64(o.challenge), allowCredentials: descriptors(o.allowCredentials) };
  const user = (o.user ?? {}) as Json;
  return {
    ...o,
    challenge: fromB64(o.challenge),
    user: { ...user, id: fromB64(user.id) },
    excludeCredentials: descriptors(o.excludeCredentials),
  };
}

/** The credential as the wire carries it (RegistrationResponseJSON or AuthenticationResponseJSON). */
function credentialJson(c: PublicKeyCredential): Json {
  const own = c as PublicKeyCredential & { toJSON?: (this: void) => Json };
  if (typeof own.toJSON === 'function') return (c as unknown as { toJSON: () => Json }).toJSON();
  const r = c.response as AuthenticatorResponse & Record<string, unknown>;
  const response: Json = { clientDataJSON: toB64(r.clientDataJSON) };
  for (const k of ['attestationObject', 'authenticatorData', 'signature', 'userHandle'])
    if (r[k]) response[k] = toB64(r[k] as ArrayBuffer);
  if (typeof r.getTransports === 'function') response.transports = (r.getTransports as () => string[])();
  return {
    id: c.id,
    rawId: toB64(c.rawId),
    type: c.type,
    response,
    clientExtensionResults: c.getClientExtensionResults?.() ?? {},
    authenticatorAttachment: (c as { authenticatorAttachment?: string | null }).authenticatorAttachment ?? undefined,
  };
}

// The browser takes one WebAuthn request at a time: a modal one ends the conditional one (which the autofill starts
// again once the modal one is over, src/flow/passkeyEffects.ts).
let conditionalOut: AbortController | null = null;
let modalOut: Promise<unknown> | null = null;

/** Resolves once no modal ceremony is out. */
async function modalCeremonyOver(): Promise<void> {
  while (modalOut) await modalOut.catch(() => undefined);
}

/**
 * Runs a ceremony with the reply's `publicKey` options. `conditional`: the browser's autofill offers the passkeys
 * and the request stays open until one is picked, `signal` aborts it or a modal ceremony replaces it (cancelled with
 * the message "replaced").
 */
async function runCeremony(
  kind: CeremonyKind,
  options: unknown,
  { conditional = false, signal }: { conditional?: boolean; signal?: AbortSignal } = {},
): Promise<Json> {
  if (!ceremoniesSupported()) throw ceremonyError(false, 'this browser has no passkeys (WebAuthn)');
  if (!options || typeof options !== 'object') throw ceremonyError(false, 'the reply has no passkey options');
  if (conditional) {
    const own = new AbortController();
    signal?.addEventListener('abort', () => own.abort(signal.reason), { once: true });
    conditionalOut?.abort();
    conditionalOut = own;
    try {
      return await ceremony(kind, options as Json, true, own.signal);
    } finally {
      if (conditionalOut === own) conditionalOut = null;
    }
  }
  const replaced = conditionalOut;
  replaced?.abort('replaced');
  const done = ceremony(kind, options as Json, false, signal);
  modalOut = done;
  try {
    return await done;
  } finally {
    if (modalOut === done) modalOut = null;
  }
}

async function ceremony(kind: CeremonyKind, options: Json, conditional: boolean, signal?: AbortSignal) {
  let credential: Credential | null;
  try {
    const publicKey = parseOptions(kind, options);
    credential =
      kind === 'get'
        ? await navigator.credentials.get({
            publicKey: publicKey as PublicKeyCredentialRequestOptions,
            signal,
            ...(conditional ? { mediation: 'conditional' as CredentialMediationRequirement } : {}),
          })
        : await navigator.credentials.create({ publicKey: publicKey as PublicKeyCredentialCreationOptions, signal });
  } catch (e) {
    const name = (e as { name?: string })?.name;
    if (signal?.aborted && signal.reason === 'replaced') throw ceremonyError(true, 'replaced');
    if (name === 'NotAllowedError' || name === 'AbortError' || signal?.aborted) throw ceremonyError(true, String(name));
    throw ceremonyError(false, `${name ?? 'Error'}: the browser refused the passkey request`);
  }
  if (!credential) throw ceremonyError(true, 'no credential');
  return credentialJson(credential as PublicKeyCredential);
}

/** What the lazily loaded file gives the widget (src/api/ceremony.ts WebauthnModule). */
export const webauthn = { runCeremony, autofillSupported, modalCeremonyOver };
