// The conformance kit's command: against the reference server with its accounts file it passes and says what it did
// not check; a backend that is not there, a broken file and missing arguments are said, with exit code 2.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../server/app';
import { TEST_LIMITS } from '../../server/guards/limits';
import { NOT_YET, run } from './cli';

const root = path.join(__dirname, '../..');
const FILE = path.join(root, 'seed/conformance-accounts.json');

test('the reference server passes; the flows the kit does not drive yet are not checked, never passed', async () => {
  const { app } = await buildServer({ root, limits: TEST_LIMITS, dev: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const text = await run(['--api', api, '--accounts', FILE]);
    expect(text.code).toBe(0);
    const lines = text.text.split('\n');
    expect(lines).toContain('passed       sign-on → CPW');
    for (const flow of NOT_YET) expect(lines).toContain(`not checked  ${flow}: the kit does not check this flow yet`);
    expect(lines[lines.length - 1]).toMatch(/^passed: \d+ passed, 0 failed, \d+ not checked of \d+ flows$/);
  } finally {
    await app.close();
  }
  // --json, on a backend of its own: the new-user account is set up by a run, so a second run on the same backend
  // finds it set up (its password reset answers REDIRECT, not PROFILE), as the scenario says
  const again = await buildServer({ root, limits: TEST_LIMITS, dev: true });
  await again.app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const api = `http://127.0.0.1:${(again.app.server.address() as AddressInfo).port}`;
    const json = JSON.parse((await run(['--api', api, '--accounts', FILE, '--json'])).text) as {
      summary: { failed: number; passed: number };
    };
    expect(json.summary.failed).toBe(0);
    expect(json.summary.passed).toBeGreaterThanOrEqual(10);
  } finally {
    await again.app.close();
  }
});

test('a backend that does not answer fails at its first step, with the cause', async () => {
  // a port nothing listens on: one just closed
  const { app } = await buildServer({ root, limits: TEST_LIMITS, dev: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const api = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await app.close();
  const { text, code } = await run(['--api', api, '--accounts', FILE]);
  expect(code).toBe(1);
  expect(text).toContain('  at:        GET /appsdetails/wgt/apps/demo');
  expect(text).toContain('  received:  0 no reply: ECONNREFUSED');
});

test.each([
  [[], '--api is missing'],
  [['--api', 'http://localhost:1'], '--accounts is missing'],
  [['--api', 'localhost', '--accounts', FILE], '--api localhost: not a URL'],
  [['--api', 'http://localhost:1', '--accounts', '/nonexistent/accounts.json'], 'no such file'],
])('%j: said, exit code 2', async (args, message) => {
  const { text, code } = await run(args);
  expect(code).toBe(2);
  expect(text).toContain(message);
});

test('a broken accounts file is refused with its place and fix, before any call', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-kit-'));
  const file = path.join(dir, 'accounts.json');
  fs.writeFileSync(file, JSON.stringify({ appId: 'demo', brandId: 'demo', codes: {}, roles: {} }));
  try {
    const { text, code } = await run(['--api', 'http://localhost:1', '--accounts', file]);
    expect(code).toBe(2);
    expect(text).toBe(
      `${file} /codes: must be { "url": … } or { "command": … }. Fix: name the URL that lists the codes sent (the reference server: "/dev/outbox.json") or a command that prints them`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
