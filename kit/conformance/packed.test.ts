// The conformance kit as a host runs it from the npm package (bin auth-widget-conformance): the built command and its
// data.json copied where nothing of this repository is beside them, run against the reference server with its
// accounts file — every flow the kit drives passes, the exit code is 0, and the JSON report says so.
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FILE, root, serve } from './testServer';

const BUILT = path.join(root, 'conformance');
let server: { app: FastifyInstance; origin: string } | undefined;
let dir: string;
beforeAll(() => {
  // npm test builds first (esbuild.mjs); a lone run of this file builds when the command is missing
  if (!fs.existsSync(path.join(BUILT, 'conformance.cjs')))
    execFileSync(process.execPath, ['esbuild.mjs', '--quiet'], { cwd: root });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-kit-'));
  for (const f of ['conformance.cjs', 'data.json']) fs.copyFileSync(path.join(BUILT, f), path.join(dir, f));
  fs.copyFileSync(path.join(root, FILE), path.join(dir, 'accounts.json'));
});
afterAll(async () => {
  await server?.app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the packed command, alone, passes the reference server', async () => {
  server = await serve();
  const args = ['conformance.cjs', '--api', server.origin, '--accounts', 'accounts.json', '--json'];
  const { code, out, err } = await new Promise<{ code: number; out: string; err: string }>((resolve) =>
    execFile(process.execPath, args, { cwd: dir }, (e, stdout, stderr) =>
      resolve({ code: e ? Number(e.code) : 0, out: stdout, err: stderr }),
    ),
  );
  // exit 2 (it could not start: a build older than the accounts file, say) says why on stderr
  expect(code === 2 ? err : '').toBe('');
  const report = JSON.parse(out) as { summary: { passed: number; failed: number }; outcomes: { result: string }[] };
  expect([code, report.summary.failed]).toEqual([0, 0]);
  expect(report.summary.passed).toBeGreaterThanOrEqual(17);
});
