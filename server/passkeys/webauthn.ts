// Passkeys (WebAuthn) for the reference server, the two ceremonies of docs/host.md "Passkeys" with
// @simplewebauthn/server: options for a session, then the browser's JSON answer verified against them — the challenge,
// the origin, the RP ID, user verification and the signature counter. The challenge is held by the session's stage (a
// holder), one at a time: the verification that reads it spends it before anything is awaited, whatever its outcome, so
// an answer is good once (a replay finds no challenge), and a stage the session leaves takes its challenge with it. An
// answer for a credential of another user than the one the session is for is refused, and so is a counter that does not
// move on (a cloned authenticator). The routes, their lockout and rates are server/passkeys/routes.ts.
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransportFuture,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * The library, loaded at the first passkey call rather than when the server starts: it and the ASN.1 and COSE
 * parsers it loads were an eighth of a start's CPU (about 110 of 830 ms), which every start paid, passkeys or not.
 */
let library: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => (library ??= import('@simplewebauthn/server'));

/** A user's passkey as the server keeps it: never its private key, which stays in the authenticator. */
export interface StoredPasskey {
  /** the credential id, base64url */
  id: string;
  userId: string;
  /** the COSE public key, base64url */
  publicKey: string;
  counter: number;
  transports: string[];
  /** the user's name for it (security settings), ms since the epoch it was made and last used */
  name?: string;
  createdAt?: number;
  lastUsedAt?: number;
}

export interface PasskeyStore {
  forUser(userId: string): StoredPasskey[];
  byId(id: string): StoredPasskey | undefined;
  add(passkey: StoredPasskey): void;
  /** a sign-on with it: its new counter, and when it was used */
  setCounter(id: string, counter: number, usedAt?: number): void;
  /** the user renamed it (security settings) */
  rename(id: string, name: string): void;
  /** the user removed it: no sign-on or check finds it again */
  remove(id: string): void;
}

/** Who the passkeys are for: the site's name, its RP ID (the host name) and the origins its pages are served from. */
export interface RelyingParty {
  name: string;
  id: string;
  origins: string[];
  /** how long a challenge stays good (from the settings) */
  challengeMs: number;
}

export type Refusal = 'no-challenge' | 'expired' | 'refused' | 'unknown-credential' | 'another-user' | 'cloned';
export type Outcome<T> = ({ ok: true } & T) | { ok: false; why: Refusal };

/** A challenge given out and not yet answered. */
export interface PasskeyHold {
  challenge: string;
  kind: 'register' | 'authenticate';
  /** the user the session is for (null: a sign-on, where the passkey says who) */
  userId: string | null;
  until: number;
}

/** What holds a session's one challenge: its stage (server/store/records.ts), so it ends with the stage. */
export interface Holder {
  passkey: PasskeyHold | null;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

export class Passkeys {
  constructor(
    private readonly store: PasskeyStore,
    private readonly rp: RelyingParty,
    private readonly now: () => number = Date.now,
  ) {}

  /** The account a credential id belongs to, if any. */
  ownerOf(id: string): string | undefined {
    return this.store.byId(id)?.userId;
  }

  /** The user's own passkey of that id (another user's is none of theirs). */
  own(userId: string, id: string): StoredPasskey | undefined {
    const p = this.store.byId(id);
    return p?.userId === userId ? p : undefined;
  }

  rename(id: string, name: string) {
    this.store.rename(id, name);
  }

  remove(id: string) {
    this.store.remove(id);
  }

  /** Options to create a passkey for a signed-on user; their existing passkeys are excluded. */
  async registrationOptions(session: Holder, user: { userId: string; displayName: string }) {
    const { generateRegistrationOptions } = await webauthn();
    const options: PublicKeyCredentialCreationOptionsJSON = await generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: user.userId,
      userDisplayName: user.displayName,
      userID: new TextEncoder().encode(user.userId),
      attestationType: 'none',
      timeout: this.rp.challengeMs,
      excludeCredentials: this.store.forUser(user.userId).map((p) => ({ id: p.id, transports: this.transports(p) })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    this.hold(session, { challenge: options.challenge, kind: 'register', userId: user.userId });
    return options;
  }

  /** Verifies a new passkey against the session's challenge and keeps it for the user. */
  async register(
    session: Holder,
    response: RegistrationResponseJSON,
    name?: string,
  ): Promise<Outcome<{ passkey: StoredPasskey }>> {
    const held = this.spend(session, 'register');
    if ('why' in held) return { ok: false, why: held.why };
    // awaited only once the challenge is spent: a second answer meanwhile finds none
    const { verifyRegistrationResponse } = await webauthn();
    try {
      const { verified, registrationInfo } = await verifyRegistrationResponse({ response, ...this.expected(held) });
      if (!verified || !registrationInfo) return { ok: false, why: 'refused' };
      const { credential } = registrationInfo;
      if (this.store.byId(credential.id)) return { ok: false, why: 'refused' };
      const passkey: StoredPasskey = {
        id: credential.id,
        userId: held.userId as string,
        publicKey: b64(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        createdAt: this.now(),
        ...(name ? { name } : {}),
      };
      this.store.add(passkey);
      return { ok: true, passkey };
    } catch {
      return { ok: false, why: 'refused' };
    }
  }

  /** Options to use a passkey: any of the site's (sign-on: the browser offers them) or the session user's. */
  async authenticationOptions(session: Holder, userId: string | null = null) {
    const { generateAuthenticationOptions } = await webauthn();
    const options: PublicKeyCredentialRequestOptionsJSON = await generateAuthenticationOptions({
      rpID: this.rp.id,
      timeout: this.rp.challengeMs,
      userVerification: 'required',
      allowCredentials: userId
        ? this.store.forUser(userId).map((p) => ({ id: p.id, transports: this.transports(p) }))
        : [],
    });
    this.hold(session, { challenge: options.challenge, kind: 'authenticate', userId });
    return options;
  }

  /** Verifies a passkey's answer against the session's challenge; the user it proves is the passkey's. */
  async authenticate(session: Holder, response: AuthenticationResponseJSON): Promise<Outcome<{ userId: string }>> {
    const held = this.spend(session, 'authenticate');
    if ('why' in held) return { ok: false, why: held.why };
    const passkey = this.store.byId(response.id);
    if (!passkey) return { ok: false, why: 'unknown-credential' };
    if (held.userId && passkey.userId !== held.userId) return { ok: false, why: 'another-user' };
    const { verifyAuthenticationResponse } = await webauthn();
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        ...this.expected(held),
        credential: {
          id: passkey.id,
          publicKey: bytes(passkey.publicKey),
          counter: passkey.counter,
          transports: this.transports(passkey),
        },
      });
      if (!verified) return { ok: false, why: 'refused' };
      // judged again after the await, against the counter kept now: two answers sent together, each against the
      // counter read before either was verified, would both pass (a clone's burst); the second now finds the first's
      const { newCounter } = authenticationInfo;
      const kept = this.store.byId(passkey.id)?.counter ?? 0;
      if (newCounter !== 0 && newCounter <= kept) return { ok: false, why: 'cloned' };
      this.store.setCounter(passkey.id, newCounter, this.now());
      return { ok: true, userId: passkey.userId };
    } catch (e) {
      // the library refuses a counter that does not move on past the one kept: the mark of a cloned authenticator
      return { ok: false, why: /counter/i.test((e as Error).message) ? 'cloned' : 'refused' };
    }
  }

  /** What every answer is held to: the session's challenge, the site's origins and RP ID, a verified user. */
  private expected(held: PasskeyHold) {
    return {
      expectedChallenge: held.challenge,
      expectedOrigin: this.rp.origins,
      expectedRPID: this.rp.id,
      requireUserVerification: true,
    };
  }

  private transports(p: StoredPasskey) {
    return p.transports as AuthenticatorTransportFuture[];
  }

  /** New options replace the challenge held before: one per session. */
  private hold(session: Holder, p: Omit<PasskeyHold, 'until'>) {
    session.passkey = { ...p, until: this.now() + this.rp.challengeMs };
  }

  /** The session's challenge of this kind, taken away before anything is awaited: good once, whatever the answer. */
  private spend(session: Holder, kind: PasskeyHold['kind']): PasskeyHold | { why: Refusal } {
    const held = session.passkey;
    if (!held || held.kind !== kind) return { why: 'no-challenge' };
    session.passkey = null;
    return held.until < this.now() ? { why: 'expired' } : held;
  }
}
