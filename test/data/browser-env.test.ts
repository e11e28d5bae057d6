// test/support/browser-env.cjs: a jest worker that holds the browser project's Chromium ends by itself when jest
// tells it to (no "worker process has failed to exit gracefully"): the worker's Chromium is closed on jest's end
// message. The worker here is a forked process that loads the environment and starts its Chromium, as a browser
// file does, and is then sent jest-worker's end message.
import { spawn } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(30_000);

const CHILD = `
const env = require(${JSON.stringify(path.join(__dirname, '../support/browser-env.cjs'))});
// as jest-worker's child: it listens for jest's messages (and stops listening when told to end)
function fromJest(m) {
  if (Array.isArray(m) && m[0] === 2) process.off('message', fromJest);
}
process.on('message', fromJest);
env.workerChromium().then((b) => process.send({ up: b.isConnected() }));
`;

test('told to end, a worker with its Chromium running exits by itself, its Chromium closed', async () => {
  const child = spawn(process.execPath, ['-e', CHILD], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const up = await new Promise<unknown>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the worker exited early (${code})`)));
  });
  expect(up).toEqual({ up: true });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.send([2]);
  const code = await Promise.race([
    exited,
    new Promise<'still running'>((r) => setTimeout(() => r('still running'), 10_000)),
  ]);
  if (code === 'still running') child.kill('SIGKILL');
  expect(code).toBe(0);
});
