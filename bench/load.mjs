// The reference server under load (issue 7): 200 concurrent clients on loopback, each a simulated address of its own
// (X-Forwarded-For through a trusted loopback proxy), running sign-on and the recovery calls for a bounded time.
// Every reply must be a 200 or an intended 429 (a rate limit); anything else, a timeout or a dropped connection is
// an error. Prints and returns the status counts and the latency percentiles.
import autocannon from 'autocannon';
import { startServer } from './server.mjs';
import { keepSession, Q, sessionPost } from './wire.mjs';

// Accounts to sign on to and recover: seeded ones (right and wrong passwords) and ids that match no account.
const KNOWN = [
  'alice',
  'temp.user',
  'forced.change',
  'grace.user',
  'expiring.user',
  'stepup.user',
  'twofactor.user',
  'disabled.user',
];
const UNKNOWN = Array.from({ length: 40 }, (_, i) => `visitor${i}`);
const PASSWORD = 'Welcome#2026';

export async function loadTest({ connections = 200, seconds = 10 } = {}) {
  const server = await startServer();
  const statuses = {};
  let clients = 0;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  // the session cookie and CSRF token of a new session, kept in the connection's context
  /** status counts per call */
  const byCall = {};
  const count = (name, status) => {
    byCall[name] ??= {};
    byCall[name][status] = (byCall[name][status] ?? 0) + 1;
  };
  const session = (name) => ({
    method: 'GET',
    path: `/login/wgt/getCSRFToken?appId=demo&${Q}`,
    setupRequest: (req, ctx) => {
      if (name === 'first')
        ctx.ip = `10.0.${Math.floor((clients % connections) / 250)}.${((clients++ % connections) % 250) + 1}`;
      return { ...req, headers: { ...req.headers, 'x-forwarded-for': ctx.ip } };
    },
    onResponse: (status, body, ctx, headers) => {
      count('getCSRFToken', status);
      keepSession(ctx, headers, body, true);
    },
  });
  const post = (p, data) => ({
    method: 'POST',
    path: `${p}?${Q}`,
    onResponse: (status) =>
      count(
        p
          .split('/')
          .filter((s) => s && !['apps', 'demo'].includes(s))
          .pop(),
        status,
      ),
    setupRequest: (req, ctx) => sessionPost(req, ctx, typeof data === 'function' ? data(ctx) : data),
  });
  const requests = [
    session('first'),
    post('/login/wgt/authenticate/apps/demo/demo', () => {
      const known = Math.random() < 0.5;
      return {
        userId: encodeURIComponent(known ? pick(KNOWN) : pick(UNKNOWN)),
        password: known && Math.random() < 0.5 ? PASSWORD : 'Wrong#Guess1',
      };
    }),
    session('again'),
    post('/fpc/wgt/validateuser/apps/demo/demo', () => ({
      userId: Math.random() < 0.5 ? pick(KNOWN) : pick(UNKNOWN),
      deliveryChannelDetails: { deliveryChannel: 'EMAIL', email: 'someone@example.com' },
    })),
    post('/fpc/wgt/validatesv', { otc: '000000', appId: 'demo' }),
  ];
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections,
      duration: seconds,
      timeout: 20,
      requests,
      setupClient: (client) =>
        client.on('response', (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        }),
    });
    const intended = statuses[429] ?? 0;
    const ok = statuses[200] ?? 0;
    const unexpected = Object.entries(statuses).filter(([s]) => s !== '200' && s !== '429');
    return {
      connections,
      seconds,
      requests: result.requests.total,
      statuses,
      byCall,
      ok,
      intended429: intended,
      errors: result.errors + result.timeouts + unexpected.reduce((n, [, c]) => n + c, 0),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      throughputPerSecond: Math.round(result.requests.average),
    };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const r = await loadTest();
  console.log(JSON.stringify(r, null, 2));
  process.exit(r.errors ? 1 : 0);
}
