// The reference server's state: apps, users (scrypt hashes), sessions, the dev outbox and the error log.
// In memory by default; with a data file, users, outbox and error log are written atomically after each change.
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from './clock';

export interface App {
  appId: string;
  brands: string[];
  isPingEnabled: boolean;
  fpsNewUserSVChannel: string;
  newUserSVChannel: string;
  isIntlPhoneDisabled: boolean;
  isVoiceDisabled: boolean;
  nu_detect_on: boolean;
  defaultTarget: string;
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
  /** until when (ms) no one-time code is sent to this user or taken from them: the last challenge had too many wrong
   * entries (server/codes.ts) */
  codeLockedUntil?: number;
  /** wrong code entries in all of the user's challenges since `since` (ms), within one CODE_LOCKOUT window */
  codeWrong?: { count: number; since: number };
  contacts: Contact[];
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
  userId: string | null;
  authenticated: boolean;
  pendingAuth: 'STEP_UP' | 'TWO_FACTOR' | null;
  /** signed on with a temporary or expiring password: may skip the change (continueAuthentication) */
  mayContinue: boolean;
  recovery: Recovery | null;
  /** the step-up, two-factor or self-registration code challenge */
  secure: Recovery | null;
  /** a self-registration from a verified assertion: its token, the user, the channel chosen for the first code */
  selfReg: { token: string; userId: string; phoneId: string; deliveryMethod: string; verified: boolean } | null;
}

/** A forgot-password or new-user attempt in a session. userId is null when the details matched no account. */
export interface Recovery {
  userId: string | null;
  flow: 'FPS' | 'NEW_USER' | 'STEP_UP' | 'TWO_FACTOR' | 'SELF_REG';
  channel: 'TEXT' | 'VOICE' | 'EMAIL';
  destination: string;
  phoneId: string;
  codeHash: string | null;
  issuedAt: number;
  sends: number;
  wrong: number;
  verified: boolean;
  /** the password reset this verification allowed is done: the code is spent (the profile may still be read) */
  spent?: boolean;
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

/** Failed sign-ons of one account id (server/limits.ts). */
export interface Attempts {
  failures: number;
  firstAt: number;
  lockedUntil: number;
}

interface Persisted {
  users: Record<string, User>;
  attempts?: Record<string, Attempts>;
  outbox: OutboxEntry[];
  errorLog: ErrorLogEntry[];
  audit?: AuditEntry[];
}

export class Store {
  apps = new Map<string, App>();
  users = new Map<string, User>();
  sessions = new Map<string, Session>();
  /** accepted SAML assertion ids until they expire (replay check) */
  samlSeen = new Map<string, number>();
  /** one-time references the demo identity provider hands out instead of an assertion (REF → user, expiry) */
  references = new Map<string, { userId: string; expiresAt: number }>();
  outbox: OutboxEntry[] = [];
  errorLog: ErrorLogEntry[] = [];
  audit: AuditEntry[] = [];
  /** failed sign-ons per account id, known or not (server/limits.ts) */
  attempts = new Map<string, Attempts>();

  constructor(
    readonly clock: Clock,
    private readonly file: string | null = null,
  ) {}

  /** Loads the data file if there is one; returns whether it did. */
  load(): boolean {
    if (!this.file || !fs.existsSync(this.file)) return false;
    const data = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Persisted;
    this.users = new Map(Object.entries(data.users));
    this.attempts = new Map(Object.entries(data.attempts ?? {}));
    this.outbox = data.outbox ?? [];
    this.errorLog = data.errorLog ?? [];
    this.audit = data.audit ?? [];
    return true;
  }

  /** Writes the data file atomically: a temporary file in the same folder, then a rename. */
  save() {
    if (!this.file) return;
    const data: Persisted = {
      users: Object.fromEntries(this.users),
      attempts: Object.fromEntries(this.attempts),
      outbox: this.outbox.slice(-500),
      errorLog: this.errorLog.slice(-500),
      audit: this.audit.slice(-1000),
    };
    const tmp = path.join(path.dirname(this.file), `.${path.basename(this.file)}.${process.pid}.tmp`);
    fs.writeFileSync(tmp, JSON.stringify(data, null, 1));
    fs.renameSync(tmp, this.file);
  }

  addAudit(eventDesc: string, updatedBy: string) {
    this.audit.push({ eventDesc, updatedOn: new Date(this.clock.now()).toISOString(), updatedBy });
    if (this.audit.length > 1000) this.audit.splice(0, this.audit.length - 1000);
  }

  findUser(userId: string): User | undefined {
    const key = userId.trim().toLowerCase();
    return this.users.get(key) ?? [...this.users.values()].find((u) => u.email.toLowerCase() === key);
  }
}
