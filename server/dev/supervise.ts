// `npm start` (--watch): the server follows the data. The build watches schemas/, flows/, locales/, seed/, src/ and
// server/ (esbuild.mjs --watch) and rebuilds the widget and this server. The server carries the settings and the stage
// table and reads the seed, the schemas and the locales when it starts, so after each build that passes the data
// check it is stopped (requests under way finish) and started again on the same port; the demo pages reconnect and
// reload (server/dev/live.ts). An edit the check refuses changes nothing: the running server and the built files stay
// as they were, and the pages show the check's messages. Each server is told which build it serves (AUTH_WIDGET_BUILD:
// that build's time in build/status.json), so that only the new one tells the pages to reload.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

type Status = { ok?: boolean; at?: number };

export function supervise(args: string[], root: string) {
  const status = path.join(root, 'build/status.json');
  const read = (): Status | null => {
    try {
      return JSON.parse(fs.readFileSync(status, 'utf8')) as Status;
    } catch {
      return null;
    }
  };
  // a status left by an earlier run is not this run's: the first server starts with the watcher's first status
  const stale = read()?.at ?? 0;
  const watcher = spawn(process.execPath, [path.join(root, 'esbuild.mjs'), '--watch'], { cwd: root, stdio: 'inherit' });
  const serverArgs = [...args.filter((a) => a !== '--watch'), '--dev', '--live'];
  let child: ChildProcess | null = null;
  let serving = 0;
  let stopping = false;
  let restarting = false;

  const start = (build: number) => {
    serving = build;
    const c = spawn(process.execPath, [path.join(root, 'build/server.cjs'), ...serverArgs], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, AUTH_WIDGET_BUILD: String(build) },
    });
    c.on('exit', (code) => {
      if (child === c) child = null;
      // the server stopped on its own (a port in use, a data file it will not open): so does npm start
      if (!stopping && !restarting) stop(code ?? 1);
    });
    child = c;
  };
  const restart = async (build: number) => {
    restarting = true;
    const old = child;
    if (old) {
      const gone = new Promise<void>((r) => old.once('exit', () => r()));
      old.kill('SIGTERM');
      await gone;
    }
    start(build);
    restarting = false;
  };
  const stop = (code = 0) => {
    stopping = true;
    fs.unwatchFile(status);
    watcher.kill();
    if (child) child.once('exit', () => process.exit(code)).kill('SIGTERM');
    else process.exit(code);
  };
  const follow = () => {
    const s = read();
    const at = s?.at ?? 0;
    if (!s?.ok || at <= stale || at === serving || restarting || stopping) return;
    if (!child && !serving) return start(at);
    console.log('rebuilt: restarting the server with the edited data');
    void restart(at).then(follow); // a build that finished meanwhile
  };
  fs.watchFile(status, { interval: 200 }, follow);
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
  // the watcher writes its first status within a few seconds; should it not, the server starts anyway
  setTimeout(() => {
    if (!child && !serving && !stopping) start(read()?.at ?? 0);
  }, 10_000).unref();
}
