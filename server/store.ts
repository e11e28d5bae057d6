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
  /** per purpose: wrong code entries since `since` and the lock they set (server/codes.ts) */
  codeLocks?: Partial<Record<Purpose, { wrong: number; since: number; lockedUntil: number }>>;
  /** codes sent to this user (any purpose) since `since`, within the send window (server/codes.ts) */
  codeSends?: { count: number; since: number };
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
  /** where this session is in server/stages.json: the one thing that says what it may do (server/stage.ts) */
  stage: Stage;
}

/** The purposes a one-time code or grant is bound to (server/stages.json "purpose"). */
export type Purpose = 'RECOVERY' | 'NEW_USER' | 'STEP_UP' | 'TWO_FACTOR' | 'REGISTRATION';

/** A session's stage: its name in the table and what it holds, all bound to this one session. */
export interface Stage {
  name: string;
  /** the user this stage is about (null: nobody proven, or details that matched no account) */
  userId: string | null;
  /** after a password change or continue (CHANGE_*): the second factor still owed */
  then: 'STEP_UP' | 'TWO_FACTOR' | null;
  /** the code challenge of a *_CODE_SENT stage */
  challenge: Challenge | null;
  /** self-registration: the token the widget sends back and the channel of the first code */
  registration: { token: string; phoneId: string; deliveryMethod: string } | null;
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

  /** Development mode keeps the codes "sent" in the outbox for the developer to read; production never writes it. */
  keepOutbox = false;

  /** A notification that was "sent": kept in the dev outbox only. */
  deliver(n: OutboxEntry) {
    if (!this.keepOutbox) return;
    this.outbox.push(n);
    if (this.outbox.length > 500) this.outbox.splice(0, this.outbox.length - 500);
    this.save();
  }

  /** The failed sign-on counts changed. */
  saveAttempts() {
    this.save();
  }

  /** The error log changed. */
  saveErrorLog() {
    this.save();
  }

  /** A user's record changed (counters, locks, password). */
  touch(_user: User) {
    this.save();
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
