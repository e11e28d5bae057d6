// `npm run bench` (CONTRACT.md section 7): runs each part of the benchmark, prints its table and writes
// bench/results.json. Parts: the reference server under load (bench/load.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { loadTest } from './load.mjs';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const results = { at: new Date().toISOString(), node: process.version };
let failed = false;

console.log('\nReference server under load: 200 concurrent clients on loopback, sign-on and recovery calls, 10 s');
const load = await loadTest({ connections: 200, seconds: 10 });
results.load = load;
console.log(`  requests ${load.requests} (${load.throughputPerSecond}/s): ${load.ok} answered 200, ${load.intended429} refused 429 by a rate limit, ${load.errors} errors`);
for (const [call, counts] of Object.entries(load.byCall)) console.log(`    ${call.padEnd(20)} ${Object.entries(counts).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
console.log(`  latency p50 ${load.latencyMs.p50} ms, p90 ${load.latencyMs.p90} ms, p99 ${load.latencyMs.p99} ms, max ${load.latencyMs.max} ms`);
if (load.errors) {
  console.log('  FAIL: replies other than 200 and 429, timeouts or dropped connections');
  failed = true;
}

fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote bench/results.json');
process.exit(failed ? 1 : 0);
