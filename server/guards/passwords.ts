// Password hashing with scrypt and constant-time comparison helpers. Requests hash and verify asynchronously (libuv's
// thread pool): a synchronous scrypt of ~40 ms would stop every other request meanwhile, and under load the server
// would answer nothing else. Seeding at start-up hashes synchronously.
import {
  randomBytes,
  scrypt,
  scryptSync,
  timingSafeEqual,
  createHash,
  type BinaryLike,
  type ScryptOptions,
} from 'node:crypto';
import { availableParallelism } from 'node:os';

const N = 16384;
const KEYLEN = 32;

/**
 * At most one scrypt per core at a time, the rest waiting in order: scrypt is bound by memory (16 MiB each), and
 * more at once than cores only share the cores and the memory bus worse (sign-on throughput 85% of cores ÷ one
 * scrypt with libuv's 4 threads, docs/bench.md); the other pool threads stay free for files and the store.
 */
const SCRYPTS_AT_ONCE = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];
const scryptAsync = async (password: BinaryLike, salt: BinaryLike, keylen: number, options: ScryptOptions) => {
  if (running >= SCRYPTS_AT_ONCE) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
    });
  } finally {
    running--;
    waiting.shift()?.();
  }
};
const format = (salt: Buffer, hash: Buffer) => `scrypt$${N}$${salt.toString('base64')}$${hash.toString('base64')}`;

/** For seeding at start-up only. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password.normalize('NFC'), salt, KEYLEN, { N, r: 8, p: 1 }));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password.normalize('NFC'), salt, KEYLEN, { N, r: 8, p: 1 }));
}

/**
 * A well-formed hash that no password has: verifying against it costs one scrypt, as against a real user, and fails
 * (its key is random bytes, which no scrypt output matches but by a 2^-256 chance). Made without a scrypt of its own,
 * so making one costs nothing (every test file that starts a server makes them anew).
 */
export const hashOfNoPassword = () => format(randomBytes(16), randomBytes(KEYLEN));
export const DUMMY_HASH = hashOfNoPassword();

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

/** Whether the password is one of these hashes (the password history), checked in parallel. */
export async function matchesAny(password: string, hashes: string[]): Promise<boolean> {
  return (await Promise.all(hashes.map((h) => verifyPassword(password, h)))).some(Boolean);
}

/** Compares two strings in constant time (for tokens and codes). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}
