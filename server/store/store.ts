// The reference server's state: apps, users (scrypt hashes), sessions, the dev outbox and the error log.
// SQLite is the store of record (server/store/db.ts); the maps here are its identity cache, one object per row, so that a
// change made before any await is seen by every request at once, and written as that one row.
import type { AccountState } from './accounts';
import type { Clock } from './clock';
import { Db, KEPT } from './db';
import type { App, User, Session, AuditEntry, OutboxEntry, ErrorLogEntry, Attempts } from './records';

export type {
  App,
  Contact,
  User,
  Session,
  Purpose,
  Stage,
  Challenge,
  AuditEntry,
  OutboxEntry,
  ErrorLogEntry,
  Attempts,
  IdpClaims,
  IdpOutcome,
  ProviderRules,
} from './records';
export { stageOf } from './records';

export class Store {
  apps = new Map<string, App>();
  /** the users, one object per account (an identity map over the users table: a change is made once, then written) */
  users = new Map<string, User>();
  /** e-mail address (lower case) → the key of its user: a look-up by e-mail costs what one by id costs (E4) */
  private byEmail = new Map<string, string>();
  /** "<provider> <subject>" → the key of the user linked to it (server/idp/) */
  private byIdentity = new Map<string, string>();
  /** in memory only: a restart ends every session and with it every code and grant (server/store/db.ts) */
  sessions = new Map<string, Session>();
  /** accepted SAML assertion ids until they expire (replay check) */
  samlSeen = new Map<string, number>();
  /** one-time references the demo identity provider hands out instead of an assertion (REF → user, expiry) */
  references = new Map<string, { userId: string; expiresAt: number }>();
  /** development mode only, in memory only: the codes "sent", for the developer to read */
  outbox: OutboxEntry[] = [];
  errorLog: ErrorLogEntry[] = [];
  audit: AuditEntry[] = [];
  /** failed sign-ons per account id, known or not (server/guards/limits.ts) */
  attempts = new Map<string, Attempts>();
  /** the store of record: SQLite, in memory or in the data file (server/store/db.ts) */
  readonly db: Db;
  /** seed/accounts.json's states, and its accounts' (user id in lower case → state), read at every start: a state
   * follows the file, not the stored account (server/store/accounts.ts) */
  accountStates: Record<string, AccountState> = {};
  stateOfAccount = new Map<string, string>();

  /** The state a verified sign-on of this account answers with, if the data gives it one. */
  accountState(userId: string): AccountState | undefined {
    const name = this.stateOfAccount.get(userId.toLowerCase());
    return name === undefined ? undefined : this.accountStates[name];
  }

  constructor(
    readonly clock: Clock,
    file: string | null = null,
  ) {
    this.db = new Db(file);
  }

  /** Reads what the store of record holds; returns whether it held any user (a data file of an earlier run). */
  load(): boolean {
    this.users = new Map(this.db.users().map((u) => [u.userId.toLowerCase(), u]));
    this.byEmail = new Map([...this.users].map(([k, u]) => [u.email.toLowerCase(), k]));
    this.byIdentity = new Map(
      [...this.users].flatMap(([k, u]) =>
        (u.identities ?? []).map((i): [string, string] => [`${i.provider} ${i.subject}`, k]),
      ),
    );
    this.attempts = new Map(this.db.attempts());
    this.errorLog = this.db.recent('error_log');
    this.audit = this.db.recent('audit');
    return this.users.size > 0;
  }

  /** New users (the seed), written in one transaction. */
  addUsers(list: User[]) {
    for (const u of list) {
      this.users.set(u.userId.toLowerCase(), u);
      this.byEmail.set(u.email.toLowerCase(), u.userId.toLowerCase());
      for (const i of u.identities ?? []) this.byIdentity.set(`${i.provider} ${i.subject}`, u.userId.toLowerCase());
    }
    this.db.putUsers(list);
  }

  /** Development mode keeps the codes "sent" in the outbox for the developer to read; production never writes it. */
  keepOutbox = false;

  /** A notification that was "sent": kept in the dev outbox only. */
  deliver(n: OutboxEntry) {
    if (!this.keepOutbox) return;
    this.outbox.push(n);
    if (this.outbox.length > 500) this.outbox.splice(0, this.outbox.length - 500);
  }

  /** One account id's failed sign-ons changed (null: forgotten). */
  setAttempts(key: string, a: Attempts | null) {
    this.attempts.delete(key); // re-inserted last: the map's order is the eviction order
    if (a) this.attempts.set(key, a);
    this.db.putAttempts(key, a);
  }

  logError(entry: ErrorLogEntry) {
    this.errorLog.push(entry);
    if (this.errorLog.length > KEPT.error_log) this.errorLog.splice(0, this.errorLog.length - KEPT.error_log);
    this.db.append('error_log', entry);
  }

  /** A user's record changed (counters, locks, password): its one row is written. */
  touch(user: User) {
    this.db.putUser(user);
  }

  /**
   * A user's record changed on a path whose time must not depend on whether the account exists (a code sent, E4; a
   * wrong code, E5): its row is written a moment after the reply is out (a reply goes out over several ticks, so the
   * next tick would still be inside it), with whatever else changed meanwhile. The change itself is already made in
   * memory, where every request sees it; a crash within those milliseconds loses it.
   */
  touchSoon(user: User) {
    if (!this.dirty.size) setTimeout(() => this.flush(), 25).unref();
    this.dirty.add(user);
  }
  private dirty = new Set<User>();
  private flush() {
    for (const u of this.dirty) this.db.putUser(u);
    this.dirty.clear();
  }

  /** Writes what is pending and closes the store of record. */
  close() {
    this.flush();
    this.db.close();
  }

  addAudit(eventDesc: string, updatedBy: string) {
    const entry = { eventDesc, updatedOn: new Date(this.clock.now()).toISOString(), updatedBy };
    this.audit.push(entry);
    if (this.audit.length > KEPT.audit) this.audit.splice(0, this.audit.length - KEPT.audit);
    this.db.append('audit', entry);
  }

  /** The account with this e-mail address (not a user id that looks like one). */
  findByEmail(email: string): User | undefined {
    const key = this.byEmail.get(email.trim().toLowerCase());
    return key ? this.users.get(key) : undefined;
  }

  /** The account linked to this provider's subject. */
  findByIdentity(provider: string, subject: string): User | undefined {
    const key = this.byIdentity.get(`${provider} ${subject}`);
    return key ? this.users.get(key) : undefined;
  }

  /** Links an account to a provider's subject (one account per subject: a subject linked already is left as it is). */
  link(user: User, provider: string, subject: string): boolean {
    const id = `${provider} ${subject}`;
    if (this.byIdentity.has(id)) return false;
    user.identities = [...(user.identities ?? []), { provider, subject }];
    this.byIdentity.set(id, user.userId.toLowerCase());
    this.touch(user);
    return true;
  }

  /** Unlinks an account from every subject of one provider (its sign-on through it then finds no account). */
  unlink(user: User, provider: string) {
    for (const i of user.identities ?? [])
      if (i.provider === provider) this.byIdentity.delete(`${i.provider} ${i.subject}`);
    user.identities = (user.identities ?? []).filter((i) => i.provider !== provider);
    this.touch(user);
  }

  findUser(userId: string): User | undefined {
    const key = userId.trim().toLowerCase();
    const byEmail = this.byEmail.get(key);
    return this.users.get(key) ?? (byEmail ? this.users.get(byEmail) : undefined);
  }
}
