// The development tools exist only in development mode: a server started any other way answers 404 on every /dev/*
// path, as started (build/server.cjs) and as built (buildServer).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { buildServer } from './app';

const ROOT = path.join(__dirname, '..');
const DEV_PATHS: [string, string][] = [
  ['GET', '/dev/outbox.json'],
  ['GET', '/dev/outbox'],
  ['GET', '/dev/errors.json'],
  ['GET', '/dev/audit.json'],
  ['GET', '/dev/captcha/0123abcd'],
  ['GET', '/dev/faults'],
  ['POST', '/dev/faults'],
  ['GET', '/dev/idp/assertion?userId=federated.user'],
  ['GET', '/dev/idp/reference?userId=federated.email'],
];

test.each([false, true])('dev %s: every /dev path is there only in development mode', async (dev) => {
  const { app } = await buildServer({ root: ROOT, dev });
  for (const [method, url] of DEV_PATHS) {
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    // Fastify's own answer when no route matches (a route may answer 404 itself, e.g. for an unknown challenge)
    const noRoute =
      res.statusCode === 404 && /^Route \w+:\S+ not found$/.test(res.json<{ message?: string }>().message ?? '');
    expect([method, url, noRoute]).toEqual([method, url, !dev]);
  }
  // the API itself is the same either way
  expect((await app.inject({ method: 'GET', url: '/appsdetails/wgt/apps/demo/brands/demo' })).statusCode).toBe(200);
  await app.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function started(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'build/server.cjs'), '--port', String(port), ...args], {
    env: { ...process.env, AUTH_WIDGET_DEV: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 20 s')), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      if (String(d).includes('reference server:')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

test.each([
  ['node build/server.cjs', [], {}, 404],
  ['node build/server.cjs --dev', ['--dev'], {}, 200],
  ['AUTH_WIDGET_DEV=1 node build/server.cjs', [], { AUTH_WIDGET_DEV: '1' }, 200],
] as const)(
  '%s: /dev/outbox.json answers %i',
  async (_name, args, env, status) => {
    const { url, child } = await started([...args], env);
    try {
      expect((await fetch(`${url}/dev/outbox.json`)).status).toBe(status);
      expect((await fetch(`${url}/appsdetails/wgt/apps/demo/brands/demo`)).status).toBe(200);
    } finally {
      child.kill();
    }
  },
  30_000,
);
