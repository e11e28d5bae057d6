// The reference server's store of record: SQLite through better-sqlite3, in memory by default or in the `--data`
// file (created owner-only, write-ahead log). Each change is one row written in one statement or transaction, never
// the whole store; codes and grants are never written at all (they live in sessions, as hashes, in memory: a restart
// ends every session and so spends every grant). A data file of the earlier JSON format is imported once; any other
// file is refused with a message that says what to do (docs/server.md "Data file").
import fs from 'node:fs';
import Database from 'better-sqlite3';
import type { Attempts, AuditEntry, ErrorLogEntry, User } from './records';

const SQLITE_HEADER = 'SQLite format 3\u0000';
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS users (key TEXT PRIMARY KEY, record TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS attempts (key TEXT PRIMARY KEY, record TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS error_log (id INTEGER PRIMARY KEY, record TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS audit (id INTEGER PRIMARY KEY, record TEXT NOT NULL);
`;
/** rows kept of the error log and the audit (the oldest leave first) */
export const KEPT = { error_log: 1000, audit: 1000 } as const;

/** The JSON data file of earlier versions (users, failed sign-ons, error log, audit; its outbox is not carried over). */
interface Earlier {
  users: Record<string, User>;
  attempts?: Record<string, Attempts>;
  errorLog?: ErrorLogEntry[];
  audit?: AuditEntry[];
}

export class DataFileError extends Error {}

/** What kind of file `file` is: none yet, SQLite, or the earlier JSON (parsed); anything else is refused. */
function inspect(file: string): { kind: 'new' } | { kind: 'sqlite' } | { kind: 'json'; data: Earlier } {
  if (!fs.existsSync(file) || fs.statSync(file).size === 0) return { kind: 'new' };
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(16);
  fs.readSync(fd, head, 0, 16, 0);
  fs.closeSync(fd);
  if (head.toString('latin1') === SQLITE_HEADER) return { kind: 'sqlite' };
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    data = null;
  }
  const users = (data as Earlier | null)?.users;
  if (users && typeof users === 'object') return { kind: 'json', data: data as Earlier };
  throw new DataFileError(
    `${file} is neither a data file of this server (SQLite) nor one of its earlier JSON data files. ` +
      'Nothing was changed: move it away, or start with --data naming another file.',
  );
}

export class Db {
  private readonly db: Database.Database;
  /** set when an earlier JSON file was imported: where its copy (without the outbox) was kept */
  readonly importedFrom: string | null = null;

  constructor(file: string | null) {
    const found = file ? inspect(file) : { kind: 'new' as const };
    let earlier: Earlier | null = null;
    if (file && found.kind === 'json') {
      earlier = found.data;
      // the old file held every code "sent" in plain text: its copy keeps everything else, owner-only
      const { users, attempts, errorLog, audit } = earlier;
      this.importedFrom = `${file}.imported.json`;
      fs.writeFileSync(this.importedFrom, JSON.stringify({ users, attempts, errorLog, audit }), { mode: 0o600 });
      fs.unlinkSync(file);
    }
    if (file && !fs.existsSync(file)) fs.closeSync(fs.openSync(file, 'w', 0o600));
    if (file) fs.chmodSync(file, 0o600);
    this.db = new Database(file ?? ':memory:');
    if (file) {
      this.db.pragma('journal_mode = WAL');
      // a crash may lose the last changes, never corrupt the file: each is small and kept by the next checkpoint
      this.db.pragma('synchronous = NORMAL');
    }
    this.db.exec(SCHEMA);
    if (earlier) this.importEarlier(earlier);
  }

  private importEarlier(e: Earlier) {
    this.db.transaction(() => {
      this.putUsers(Object.values(e.users));
      for (const [k, a] of Object.entries(e.attempts ?? {})) this.putAttempts(k, a);
      for (const x of e.errorLog ?? []) this.append('error_log', x);
      for (const x of e.audit ?? []) this.append('audit', x);
    })();
  }

  private readonly stmt = (() => {
    const cache = new Map<string, Database.Statement>();
    return (sql: string) => {
      let s = cache.get(sql);
      if (!s) cache.set(sql, (s = this.db.prepare(sql)));
      return s;
    };
  })();

  users(): User[] {
    return this.stmt('SELECT record FROM users')
      .all()
      .map((r) => JSON.parse((r as { record: string }).record) as User);
  }
  putUser(u: User) {
    this.stmt('INSERT OR REPLACE INTO users (key, record) VALUES (?, ?)').run(
      u.userId.toLowerCase(),
      JSON.stringify(u),
    );
  }
  /** many users in one transaction (the seed) */
  putUsers(list: User[]) {
    this.db.transaction(() => list.forEach((u) => this.putUser(u)))();
  }

  attempts(): [string, Attempts][] {
    return this.stmt('SELECT key, record FROM attempts')
      .all()
      .map((r) => {
        const { key, record } = r as { key: string; record: string };
        return [key, JSON.parse(record) as Attempts];
      });
  }
  putAttempts(key: string, a: Attempts | null) {
    if (a) this.stmt('INSERT OR REPLACE INTO attempts (key, record) VALUES (?, ?)').run(key, JSON.stringify(a));
    else this.stmt('DELETE FROM attempts WHERE key = ?').run(key);
  }

  /** the last rows of the error log or the audit, oldest first */
  recent<T>(table: keyof typeof KEPT): T[] {
    return this.stmt(`SELECT record FROM ${table} ORDER BY id`)
      .all()
      .map((r) => JSON.parse((r as { record: string }).record) as T);
  }
  /** one more row; past what is kept, the oldest leaves (both in one transaction) */
  append(table: keyof typeof KEPT, entry: unknown) {
    this.db.transaction(() => {
      const { lastInsertRowid } = this.stmt(`INSERT INTO ${table} (record) VALUES (?)`).run(JSON.stringify(entry));
      this.stmt(`DELETE FROM ${table} WHERE id <= ?`).run(Number(lastInsertRowid) - KEPT[table]);
    })();
  }

  /** rows per table (the tests' view of what a change wrote) */
  counts(): Record<'users' | 'attempts' | keyof typeof KEPT, number> {
    const n = (t: string) => (this.stmt(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n;
    return { users: n('users'), attempts: n('attempts'), error_log: n('error_log'), audit: n('audit') };
  }

  close() {
    if (this.db.open) this.db.close();
  }
}
