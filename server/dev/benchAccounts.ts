// `npm run bench`'s accounts (bench/signon.mjs): writes N plain accounts that sign on ("bench.user.0" …) into a new
// SQLite data file through the server's own store, and times one scrypt of the server's password hash on this
// machine, alone and with one per core at once. Prints {"password", "scryptMs", "scryptsPerSecondAtOnce", "accounts"}. Every account shares one hash, made once: hashing
// 20,000 passwords would take minutes, and a sign-on costs one scrypt whatever the salt.
import fs from 'node:fs';
import { systemClock } from '../store/clock';
import { availableParallelism } from 'node:os';
import { hashPassword, hashPasswordSync } from '../guards/passwords';
import { accountOf } from '../store/seed';
import { Store } from '../store/store';

const [file, count = '20000'] = process.argv.slice(2);
const password = 'Bench#Pass2026';

/** Seven timings of one scrypt, alone on the machine. */
function timeScrypt(): { hash: string; times: number[] } {
  const times: number[] = [];
  let hash = '';
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    hash = hashPasswordSync(password);
    times.push(Number((performance.now() - t0).toFixed(2)));
  }
  return { hash, times };
}

// `--scrypt-only`: the timings alone, taken again after the throughput run (bench/signon.mjs)
if (file === '--scrypt-only') {
  console.log(JSON.stringify({ times: timeScrypt().times }));
  process.exit(0);
}
if (!file || fs.existsSync(file)) {
  console.error('usage: bench-accounts.cjs NEW_FILE [N]: the file must not exist yet');
  process.exit(2);
}
async function main() {
  const { hash, times } = timeScrypt();
  // the median of seven: what one scrypt costs (the fastest would flatter a noisy machine, the slowest a busy one)
  const scryptMs = [...times].sort((a, b) => a - b)[3];
  // what scrypt alone does with every core hashing at once: it is bound by memory, so less than cores ÷ one scrypt
  const cores = availableParallelism();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: cores }, async () => {
      for (let i = 0; i < 20; i++) await hashPassword(password);
    }),
  );
  const scryptsPerSecondAtOnce = (cores * 20 * 1000) / (performance.now() - t0);
  const store = new Store(systemClock, file);
  const now = Date.now();
  store.addUsers(
    Array.from({ length: Number(count) }, (_, i) =>
      accountOf({ userId: `bench.user.${i}`, note: 'bench account' }, hash, now),
    ),
  );
  store.close();
  console.log(
    JSON.stringify({
      password,
      scryptMs: Number(scryptMs.toFixed(2)),
      scryptTimes: times,
      scryptsPerSecondAtOnce: Number(scryptsPerSecondAtOnce.toFixed(1)),
      accounts: Number(count),
    }),
  );
}

void main();
