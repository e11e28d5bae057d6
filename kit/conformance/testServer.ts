// The kit's tests' backend: the reference server on a port of its own, as a host's backend is reached (real sockets),
// with one rule broken when a test asks, and the reference server's own accounts file.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../../server/app';
import { TEST_LIMITS } from '../../server/guards/limits';
import { parseAccounts } from './accounts';
import { loadKit, ROLES } from './cli';
import { accountNeeds } from './scenario';
import { CHANNELS, forChannel } from '../../src/flow/channels';

export const root = path.join(__dirname, '../..');
export const FILE = 'seed/conformance-accounts.json';

/** The reference server's accounts file, read as the command reads it. */
export function seedAccounts() {
  const needs = accountNeeds(loadKit(root).scenarios);
  return parseAccounts(fs.readFileSync(path.join(root, FILE), 'utf8'), FILE, ROLES, needs);
}

/**
 * Sessions that outlive every code the data makes (the longest lifetime of any channel, and five minutes), so a
 * scenario that lets a code expire meets the code's end, not the session's (a session ending first is "not checked":
 * scenario.test.ts).
 */
function sessionMs() {
  const { settings } = loadKit(root).tables;
  const minutes = Math.max(...[undefined, ...CHANNELS].map((ch) => forChannel(settings, ch).codeValidMinutes));
  return (minutes + 5) * 60_000;
}

/**
 * The reference server on a port, with `breakIt` changing what a route answers (a backend with a rule broken), or
 * `alter` changing the server itself, or `options` starting it otherwise.
 */
export async function serve(
  breakIt?: (url: string, body: Record<string, unknown>) => Record<string, unknown> | undefined,
  alter?: (app: FastifyInstance) => void,
  options: Partial<ServerOptions> = {},
) {
  const { app } = await buildServer({ root, limits: TEST_LIMITS, dev: true, idleTimeoutMs: sessionMs(), ...options });
  alter?.(app);
  if (breakIt)
    app.addHook('onSend', async (req, _reply, payload) => {
      if (typeof payload !== 'string' || !payload.startsWith('{')) return payload;
      const changed = breakIt(req.url, JSON.parse(payload) as Record<string, unknown>);
      return changed ? JSON.stringify(changed) : payload;
    });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
