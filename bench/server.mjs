// Starts the built reference server (build/server.cjs; npm run build makes it) on a free loopback port for the
// benchmark, trusting X-Forwarded-For from loopback so that each simulated client has its own address.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** `args`: more options for the server (a data file: `--data FILE`). */
export async function startServer(args = []) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'build/server.cjs'), '--port', String(port), '--trust-proxy', ...args],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the reference server did not start within 20 s')), 20_000);
    child.stdout.on('data', (d) => {
      if (String(d).includes('reference server:')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the reference server exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}
