// The records the reference server keeps: apps, users, sessions and their stages, codes, logs (server/store/store.ts
// holds them; server/store/db.ts writes the ones that outlive a restart).
import type { PasskeyHold, StoredPasskey } from '../passkeys/webauthn';
import type { StoredRecoveryCodes } from '../factors/recoveryCodes';
import type { StoredTotp } from '../factors/totp';

/** An app of seed/apps.json: its settings are answered by the app-details call as they are written there. */
export interface App {
  appId: string;
  brands: string[];
  defaultTarget: string;
  settings: Record<string, string | number | boolean | null | string[] | Record<string, unknown>[]>;
  /** per identity provider the app lists: what it allows (seed/apps.json; never sent to the widget) */
  providerRules?: Record<string, ProviderRules>;
}

/** What an app allows a sign-on through one identity provider to do (docs/server.md "Identity providers"). */
export interface ProviderRules {
  /** a verified e-mail may link the account with that address, once its owner proves it (IDP_LINK) */
  linkByEmail?: boolean;
  /** a new account may be made from the provider's claims (IDP_REGISTER) */
  register?: boolean;
  /** the provider's own multi-factor sign-on (amr) stands for the second factor an account owes */
  trustsProviderMfa?: boolean;
}

export interface Contact {
  countryType: 'U' | 'I';
  countryCode: string;
  cityCode: string;
  phoneNumber: string;
  phoneType: 'Y' | 'N';
  extension?: string;
}

export interface User {
  userId: string;
  email: string;
  firstName: string;
  middleInitial: string;
  lastName: string;
  passwordHash: string;
  /** newest first, the last 6 hashes (docs/validation.md) */
  history: string[];
  passwordChangedAt: number;
  /** when the password expires; null never */
  passwordExpiresAt: number | null;
  graceDays: number;
  temporaryPassword: boolean;
  mustChangePassword: boolean;
  mustResetPassword: boolean;
  stepUp: boolean;
  twoFactor: boolean;
  disabled: boolean;
  federated: boolean;
  /** a new user whose account is set up through NEW_USER (no usable password yet) */
  awaitingSetup: boolean;
  /** a federated user who completed self-registration */
  selfRegistered?: boolean;
  /** the app does not redirect after this user's password change (DISABLE_REDIRECT) */
  redirectDisabled?: boolean;
  /** per purpose: wrong code entries since `since` and the lock they set (server/handlers/codes.ts) */
  codeLocks?: Partial<Record<Purpose, { wrong: number; since: number; lockedUntil: number }>>;
  /** codes sent by each channel (any purpose) in its window (server/handlers/codes.ts); an older single count: none */
  codeSends?: Record<string, { count: number; since: number }> | { count: number; since: number };
  contacts: Contact[];
  /** the user's passkeys: each one's public key and signature counter, never a private key (server/passkeys/) */
  passkeys?: StoredPasskey[];
  /** when the user last answered "Not now" to the offer of a passkey (server/passkeys/routes.ts) */
  passkeyOfferSkippedAt?: number;
  /** the user's authenticator app: its shared secret and the step of the last code taken (server/factors/totp.ts) */
  totp?: StoredTotp;
  /** the hashes of the user's recovery codes not yet taken (server/factors/recoveryCodes.ts) */
  recoveryCodes?: StoredRecoveryCodes;
  /** the identity providers' subjects this account is linked to (server/idp/): a sign-on through one of them is this
   * account's */
  identities?: { provider: string; subject: string }[];
  /** the profile fields a product owner added (schemas/user-profile.schema.json), as saved (server/handlers/profile.ts) */
  profile?: Record<string, unknown>;
  note: string;
}

export interface Session {
  id: string;
  sId: string;
  csrf: string;
  createdAt: number;
  lastSeen: number;
  failedSignOns: number;
  captcha: { token: string; answer: string; expiresAt: number } | null;
  /** a sign-on through an identity provider under way: what the provider's answer is checked against, spent once
   * (server/idp/routes.ts) */
  idpFlow?: IdpFlow | null;
  /** the outcome of that sign-on, waiting for the widget's resume call: the hash of its one-time token */
  idpResume?: IdpResume | null;
  /** where this session is in server/stages/stages.json: the one thing that says what it may do (server/stages/stage.ts) */
  stage: Stage;
}

/** The purposes a one-time code or grant is bound to (server/stages/stages.json "purpose"). */
export type Purpose = 'RECOVERY' | 'NEW_USER' | 'STEP_UP' | 'TWO_FACTOR' | 'REGISTRATION' | 'SIGN_ON' | 'LINK';

/** A session's stage: its name in the table and what it holds, all bound to this one session. */
export interface Stage {
  name: string;
  /** the user this stage is about (null: nobody proven, or details that matched no account) */
  userId: string | null;
  /** after a password change or continue (CHANGE_*): the second factor still owed */
  then: 'STEP_UP' | 'TWO_FACTOR' | null;
  /** the code challenge of a *_CODE_SENT stage */
  challenge: Challenge | null;
  /** self-registration: the hash of the token the widget sends back, and the channel of the first code */
  registration: { tokenHash: string; phoneId: string; deliveryMethod: string } | null;
  /** the passkey challenge given out at this stage, spent by the answer that reads it (server/passkeys/webauthn.ts) */
  passkey: PasskeyHold | null;
  /** the authenticator-app secret given out to be set up at this stage, kept by the account once a code proves it */
  totp: string | null;
  /** after a sign-on by code: the phone id or EMAIL that carried it, not offered for the second factor owed */
  via: string | null;
  /** IDP_LINK_PENDING, IDP_REGISTER_PENDING: the provider and subject (and for a registration, the claims) waiting
   * to be linked or registered */
  idp: IdpHold | null;
  /** a stage marked "proves" (AUTHENTICATED): when the user was last checked (a sign-on or a step-up), which a change of
   * security settings needs within settings.reverifyMinutes (server/account/) */
  checkedAt: number | null;
  /** a check a settings change owes: what its pass answers, kept through the stages that owe that check */
  resume: 'SECURITY_SETTINGS' | null;
  /** BUSY: the stage a request took to spend its grant, given back only if the spending fails */
  held: Stage | null;
  /** BUSY: which request holds it (a compare-and-set on this marker) */
  marker: string | null;
}

/** A stage with nothing held: the fields a stage does not name are empty. */
export const stageOf = (name: string, fields: Partial<Stage> = {}): Stage => ({
  name,
  userId: null,
  then: null,
  challenge: null,
  registration: null,
  passkey: null,
  totp: null,
  via: null,
  idp: null,
  checkedAt: null,
  resume: null,
  held: null,
  marker: null,
  ...fields,
});

/** A one-time code sent for one purpose to one user (null: the details matched no account; nothing was sent). */
export interface Challenge {
  purpose: Purpose;
  userId: string | null;
  channel: 'TEXT' | 'VOICE' | 'EMAIL';
  destination: string;
  phoneId: string;
  /** sha-256 of the salt and the code; the code itself is never kept */
  codeHash: string | null;
  salt: string;
  issuedAt: number;
  sends: number;
  wrong: number;
  /** sign-on by code: the user id and channel asked for, matched or not (a send of the same again is a resend) */
  asked?: string;
}

/** docs/server.md, audit entries. */
export interface AuditEntry {
  eventDesc: string;
  updatedOn: string;
  updatedBy: string;
}

/** docs/server.md, notifications, plus what a developer needs to read the code off the dev outbox. */
export interface OutboxEntry {
  messageId: string;
  notificationCreatedDT: string;
  notificationName: string;
  userId: string;
  status: string;
  emailStatus: string | null;
  emailRejectedDT: string | null;
  emailRejectedReason: string | null;
  channel: 'TEXT' | 'VOICE' | 'EMAIL';
  to: string;
  text: string;
  code: string;
}

export interface ErrorLogEntry {
  at: number;
  appId: string;
  brandId: string;
  entry: unknown;
}

/** Failed sign-ons of one account id (server/guards/limits.ts). */
export interface Attempts {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

/** A sign-on through an identity provider, from the start route to the provider's answer (server/idp/routes.ts). */
export interface IdpFlow {
  provider: string;
  appId: string;
  state: string;
  nonce: string;
  /** the PKCE verifier: never leaves the server */
  verifier: string;
  returnTo: string;
  language: string;
  expiresAt: number;
}

/** What the provider's answer came to, waiting to be taken by the resume call with its one-time token. */
export interface IdpResume {
  tokenHash: string;
  expiresAt: number;
  appId: string;
  provider: string;
  outcome: IdpOutcome;
}

/** The claims of a provider's ID token the server keeps (a registration's profile). */
export interface IdpClaims {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** the provider did multi-factor authentication itself (amr "mfa", or two methods) */
  mfa: boolean;
}

export type IdpOutcome =
  | { kind: 'cancelled' }
  | { kind: 'failed' }
  | { kind: 'account'; userId: string; mfa: boolean }
  | { kind: 'link'; userId: string; claims: IdpClaims }
  | { kind: 'register'; claims: IdpClaims }
  | { kind: 'refused'; message: 'idpUnverified' | 'idpNoAccount' };

export interface IdpHold {
  provider: string;
  claims: IdpClaims;
}
