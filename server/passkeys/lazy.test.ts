// The passkey library is loaded at the first passkey call, not when the server starts (server/passkeys/webauthn.ts):
// a started server that has answered no passkey call has not loaded it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../kit/attack/target';

test('a started server has not loaded @simplewebauthn/server', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-lazy-'));
  const report = path.join(dir, 'loaded.json');
  // preloaded into the server's process: the CommonJS modules it has loaded, written as it exits
  const reporter = path.join(dir, 'reporter.cjs');
  fs.writeFileSync(
    reporter,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, JSON.stringify(Object.keys(require.cache))));`,
  );
  const server = await startServer(['--dev'], { NODE_OPTIONS: `--require=${reporter}` });
  try {
    expect((await fetch(`${server.url}/appsdetails/wgt/apps/demo`)).status).toBe(200);
  } finally {
    await server.stop();
  }
  const loaded = JSON.parse(fs.readFileSync(report, 'utf8')) as string[];
  // the reporter saw the server's own modules (it works), and none of the library's
  expect(loaded.some((f) => f.includes(`${path.sep}fastify${path.sep}`))).toBe(true);
  expect(loaded.filter((f) => f.includes('@simplewebauthn'))).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});
