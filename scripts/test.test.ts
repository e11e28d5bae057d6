// npm test on a machine without Chromium stops at once, with one line that says how to install it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

test('without Chromium, npm test says how to install it and stops before building anything', () => {
  const started = Date.now();
  const run = spawnSync(process.execPath, [path.join(__dirname, 'test.mjs')], {
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toEqual([
    'npm test: Chromium not found at /nonexistent/chromium. Install it with: apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH)',
  ]);
  expect(Date.now() - started).toBeLessThan(5000);
});
