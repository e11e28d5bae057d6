// ky's retry-timing headers are left out of the bundles (scripts/lib-trim.mjs): ky delays a retry by them only for a
// status in afterStatusCodes, which the transport leaves empty. Read from ky's own file, so an upgrade that uses them
// otherwise fails here.
import fs from 'node:fs';
import path from 'node:path';
import { calculateRetryTimingDelay, getRetryTimingHeader } from './noRetryAfter';

const ky = fs.readFileSync(path.join(__dirname, '../../node_modules/ky/distribution/core/Ky.js'), 'utf8');

test('ky takes a delay from a header only for a status in afterStatusCodes', () => {
  const lines = ky.split('\n');
  const calls = lines.flatMap((l, i) => (/\bcalculateRetryTimingDelay\(/.test(l) ? [i] : []));
  expect(calls.length).toBeGreaterThan(0);
  for (const i of calls) expect(lines.slice(Math.max(0, i - 3), i).join('\n')).toMatch(/afterStatusCodes\.includes/);
  expect(ky.match(/\bgetRetryTimingHeader\(/g)?.length).toBe(1);
});

test('the transport names no status to wait on; were the delay asked for, it says so', () => {
  const transport = fs.readFileSync(path.join(__dirname, 'transport.ts'), 'utf8');
  expect(transport).toMatch(/afterStatusCodes: \[\]/);
  expect(getRetryTimingHeader()).toBeUndefined();
  expect(() => calculateRetryTimingDelay()).toThrow(/retry timing/);
});
