// The reference server as an attacker meets it: started as its own process (build/server.cjs), over real HTTP, with
// its default limits. The attack suite starts it in development mode for its oracle only (the outbox to know the real
// code, the clock to cross the 2-, 8- and 15-minute marks, the route list to attack every route), and behind a
// loopback proxy (--trust-proxy) so that one test can be many clients: X-Forwarded-For names each attacker's address.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { oracle, Score } from './client';

const ROOT = path.join(__dirname, '../..');

export interface Target {
  url: string;
  child: ChildProcess;
  /** the server's resident memory now, in MB (Linux /proc) */
  rssMB(): number;
  /**
   * the CPU time its main thread has run, in ms (Linux /proc schedstat, ns): where every handler runs, so what another
   * client waits behind on an idle core; a loaded machine stretches wall time several-fold, this far less
   */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** Starts build/server.cjs on a free port with these arguments; resolves once it listens. */
export async function startServer(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Target> {
  const child = spawn(process.execPath, [path.join(ROOT, 'build/server.cjs'), '--port', '0', ...args], {
    env: { ...process.env, AUTH_WIDGET_DEV: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 20 s')), 20_000);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      // read on to the end (its log lines), so that a full pipe never stalls it
      if (out.length > 4096) return;
      out += String(d);
      const m = /reference server: http:\/\/(?:localhost|[\d.]+):(\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        // its own address, as an attacker on this machine reaches it (localhost may name ::1 first)
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return {
    url,
    child,
    rssMB() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuMs: () => Number(fs.readFileSync(`/proc/${child.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

/**
 * An attack file's usual set-up: one server started for the whole file (development mode behind a loopback proxy, or
 * with `args`: a function is read when the server starts, after the file's earlier beforeAll), the oracle on it, and
 * the file's score reported at its end. Read `server` and `o` in tests (they are set before the first one runs).
 */
export function attackSuite(part: string, args: string[] | (() => string[]) = ['--dev', '--trust-proxy']) {
  jest.setTimeout(60_000);
  const suite = {
    server: null as unknown as Target,
    o: null as unknown as ReturnType<typeof oracle>,
    score: new Score(part),
  };
  beforeAll(async () => {
    suite.server = await startServer(typeof args === 'function' ? args() : args);
    suite.o = oracle(suite.server.url);
  });
  afterAll(async () => {
    suite.score.report();
    await suite.server?.stop();
  });
  return suite;
}
