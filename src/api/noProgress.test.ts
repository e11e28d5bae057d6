// ky's body streaming is left out of the bundles (scripts/lib-trim.mjs): ky calls it only for progress callbacks, and
// the transport gives none. Read from ky's own file, so an upgrade that calls it otherwise fails here.
import fs from 'node:fs';
import path from 'node:path';
import { getBodySize, streamRequest, streamResponse } from './noProgress';

const ky = fs.readFileSync(path.join(__dirname, '../../node_modules/ky/distribution/core/Ky.js'), 'utf8');

test('ky streams a body only for onDownloadProgress or onUploadProgress', () => {
  const lines = ky.split('\n');
  const calls = lines.flatMap((l, i) => (/\b(streamResponse|streamRequest|getBodySize)\(/.test(l) ? [i] : []));
  expect(calls.length).toBeGreaterThan(0);
  for (const i of calls)
    expect(lines.slice(Math.max(0, i - 12), i + 1).join('\n')).toMatch(/on(Download|Upload)Progress/);
});

test('the transport gives ky no progress callback; were one called, it says so', () => {
  const transport = fs.readFileSync(path.join(__dirname, 'transport.ts'), 'utf8');
  expect(transport).not.toMatch(/on(Download|Upload)Progress/);
  for (const f of [getBodySize, streamRequest, streamResponse]) expect(() => f()).toThrow(/progress/);
});
