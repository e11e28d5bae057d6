// The development tools exist only in development mode: a server started any other way answers 404 on every /dev/*
// path, as started (build/server.cjs) and as built (buildServer).
import path from 'node:path';
import { buildServer } from '../app';
import { startServer } from '../../kit/attack/target';

const ROOT = path.join(__dirname, '../..');
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
  ['GET', '/dev/routes.json'],
  ['GET', '/dev/clock'],
  ['POST', '/dev/clock'],
  // Demo ID, the development OpenID provider (its page's style needs no provider made)
  ['GET', '/dev/demo-id/page.css'],
];

test.each([false, true])('dev %s: every /dev path is there only in development mode', async (dev) => {
  const { app } = await buildServer({ root: ROOT, dev });
  for (const [method, url] of DEV_PATHS) {
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    // the server's answer when no route matches (a route may answer 404 itself, e.g. for an unknown challenge)
    const noRoute =
      res.statusCode === 404 &&
      res.json<{ messages?: { detail?: string } }>().messages?.detail ===
        'The requested page or service was not found.';
    expect([method, url, noRoute]).toEqual([method, url, !dev]);
  }
  // the API itself is the same either way
  expect((await app.inject({ method: 'GET', url: '/appsdetails/wgt/apps/demo/brands/demo' })).statusCode).toBe(200);
  await app.close();
});

test.each([
  ['node build/server.cjs', 404, [], {}],
  ['node build/server.cjs --dev', 200, ['--dev'], {}],
  ['AUTH_WIDGET_DEV=1 node build/server.cjs', 200, [], { AUTH_WIDGET_DEV: '1' }],
] as const)(
  '%s: /dev/outbox.json answers %i',
  async (_name, status, args, env) => {
    const server = await startServer([...args], env);
    try {
      expect((await fetch(`${server.url}/dev/outbox.json`)).status).toBe(status);
      expect((await fetch(`${server.url}/appsdetails/wgt/apps/demo/brands/demo`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  },
  30_000,
);

test('dev: the clock moves forward on request (at most a day at a time); the route list names the API', async () => {
  const { app } = await buildServer({ root: ROOT, dev: true });
  const now = (await app.inject({ method: 'GET', url: '/dev/clock' })).json<{ now: number }>().now;
  const moved = await app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs: 16 * 60_000 } });
  expect(moved.json<{ now: number }>().now - now).toBeGreaterThanOrEqual(16 * 60_000);
  for (const advanceMs of [-1, 'x', 2 * 86_400_000])
    expect((await app.inject({ method: 'POST', url: '/dev/clock', payload: { advanceMs } })).statusCode).toBe(400);
  const { routes } = (await app.inject({ method: 'GET', url: '/dev/routes.json' })).json<{
    routes: { method: string; url: string }[];
  }>();
  expect(routes).toEqual(
    expect.arrayContaining([
      { method: 'POST', url: '/login/wgt/authenticate/apps/:appId/:brandId' },
      { method: 'POST', url: '/ping/fpc/wgt/validatesv' },
      { method: 'GET', url: '/login/auth/logout' },
    ]),
  );
  await app.close();
});

test('the demo asks for live reload only where the server reloads its pages: elsewhere live.js is a no-op', async () => {
  const { app } = await buildServer({ root: ROOT, dev: true });
  const off = await app.inject({ method: 'GET', url: '/live.js' });
  expect([off.statusCode, off.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
  // nothing but a comment: no request for /dev/status.json, so no 404 in the page's console
  expect(off.body).toMatch(/^\/\/[^\n]*\n$/);
  const { liveRoutes } = await import('./live');
  const watched = await buildServer({ root: ROOT, dev: true });
  liveRoutes(watched.app, ROOT);
  const on = await watched.app.inject({ method: 'GET', url: '/live.js' });
  expect(on.body).toContain("fetch('/dev/status.json')");
  await Promise.all([app.close(), watched.app.close()]);
});
