// `npm start`: the reference auth server with the demo host page. Options: PORT, --port N, --data FILE, --dev (the
// /dev/* tools: outbox, error log, fault switch, demo identity provider; also AUTH_WIDGET_DEV=1), --watch (rebuild on
// edits, restart the server with the edited data and live-reload the demo pages; implies --dev: server/dev/supervise.ts) and --trust-proxy (client addresses from a loopback proxy's
// X-Forwarded-For: the load test's simulated clients), --public-origin URL (or PUBLIC_ORIGIN: the origin of the
// server's own URLs in replies; relative when unset). Started without --dev, the /dev/* paths answer 404.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildServer } from './app';
import { DataFileError } from './store/db';
import { liveRoutes } from './dev/live';
import { supervise } from './dev/supervise';
import { DEMO_PASSWORD } from './store/seed';

async function main() {
  const args = process.argv.slice(2);
  const arg = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const port = Number(arg('--port') ?? process.env.PORT ?? 8080);
  const root = path.join(__dirname, '..');
  // npm start: the build watches the data and the code, and this process runs the server, restarted on each new build
  if (args.includes('--watch')) return supervise(args, root);
  const dev = args.includes('--dev') || process.env.AUTH_WIDGET_DEV === '1';
  const { app, store, seeded } = await buildServer({
    root,
    dataFile: arg('--data') ?? null,
    // refused and malformed requests are logged (one JSON line each, with their cause); LOG_LEVEL=info for every request
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    trustProxy: args.includes('--trust-proxy'),
    // the origin of the server's own URLs in replies (the captcha's), never a request's Host header
    publicOrigin: arg('--public-origin') ?? process.env.PUBLIC_ORIGIN,
    dev,
    editing: args.includes('--live'),
  });
  // started by npm start's supervisor (server/dev/supervise.ts): the demo pages reload after each rebuild
  if (args.includes('--live')) liveRoutes(app, root, Number(process.env.AUTH_WIDGET_BUILD ?? 0));
  // a clean stop: requests under way finish, the store is closed (its write-ahead log folded into the file)
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (store.db.importedFrom)
    console.log(
      `The JSON data file was imported into SQLite; the rest of it (not its outbox of plain-text codes) is kept in ${store.db.importedFrom}, owner-only: delete it once the import is checked.`,
    );
  await app.listen({ port, host: '127.0.0.1' });
  // the port it got (PORT=0: any free one, as the attack suite starts it). Named localhost, not by its address:
  // passkeys (WebAuthn) need a secure context, and http is one only on localhost.
  const url = `http://localhost:${(app.server.address() as AddressInfo).port}/`;
  console.log(`auth-widget demo and reference server: ${url}`);
  console.log(`Panel gallery (every panel in any two languages): ${url}gallery.html`);
  if (dev) console.log(`Dev outbox (codes sent by text, voice or e-mail): ${url}dev/outbox`);
  else console.log('Production mode: the /dev/* tools are off (start with --dev or AUTH_WIDGET_DEV=1 for them).');
  console.log(`Seeded accounts (app "demo", brand "demo"; every password is ${DEMO_PASSWORD}):`);
  // the seed's own and seed/accounts.json's (not every account of a data file: a bench file holds 20,000)
  for (const a of seeded) console.log(`  ${a.userId.padEnd(18)} ${a.note}`);
  console.log(
    'App "demo-passkey" offers passkeys: sign on there with a password, create one, then sign on with it (open the localhost URL).',
  );
  console.log(
    'App "demo-totp" offers authenticator apps and recovery codes: totp.new sets one up from its QR code, totp.user has one.',
  );
  console.log('Any other user id or a wrong password: LOGIN with a message; after 3 failures the captcha is required.');
}

main().catch((e) => {
  // a data file it will not open says why and what to do, without a stack
  console.error(e instanceof DataFileError ? `auth-widget server: ${e.message}` : e);
  process.exit(1);
});
