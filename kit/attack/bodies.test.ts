// Malformed and oversized requests, forged cross-site requests and floods against a started server, on every route it
// lists (docs/server-rules.md, rules B1–B5, X1–X2 and M1): each is refused with a 4xx and a generic message, the server
// stays up, and its memory stays bounded while the floods run.
import { figure } from '../../test/support/figures';
import { Attacker, call, nextAddress, oracle, oversized, Score, type Answer } from './client';
import { startServer, type Target } from './target';
import { STAGES } from '../../server/stages/stageTable';

jest.setTimeout(90_000);
let server: Target;
let routes: { method: string; url: string }[];
const score = new Score('bodies');
let peakMB = 0;
beforeAll(async () => {
  server = await startServer(['--dev', '--trust-proxy']);
  routes = (await oracle(server.url).routes()).filter((r) => !r.url.startsWith('/dev/'));
});
beforeEach(() => score.fresh());
afterAll(async () => {
  score.report();
  await server?.stop();
});

const MB = 1024 * 1024;
/** a route's URL with its parameters filled in */
const concrete = (url: string) =>
  url
    .replace(/:appId|:brandId/g, 'demo')
    .replace(/:userId/, 'alice')
    .replace(/:\w+/g, 'x')
    .replace(/\*$/, 'x');
const posts = () => routes.filter((r) => r.method === 'POST');
/** what no answer may show: a stack, Fastify's codes and texts, a parser's message */
const INTERNAL = /FST_|Unexpected token|SyntaxError|at [\w.<>]+ \(|node:internal|\/server\/|Route \w+:/;
const refusedCleanly = (r: Answer) => r.status >= 400 && r.status < 500 && !INTERNAL.test(r.text);
const up = async () => (await call(`${server.url}/appsdetails/wgt/apps/demo/brands/demo`)).status === 200;

/** Samples the server's resident memory while `work` runs. */
async function watchingMemory<T>(work: () => Promise<T>): Promise<T> {
  const timer = setInterval(() => (peakMB = Math.max(peakMB, server.rssMB())), 25);
  try {
    return await work();
  } finally {
    clearInterval(timer);
    peakMB = Math.max(peakMB, server.rssMB());
  }
}

test('every POST route refuses oversized, foreign and malformed bodies with a 4xx and a generic message', async () => {
  expect(posts().length).toBeGreaterThan(20);
  // one client per route: eleven bodies a route over every route would pass the per-client limit (M2) on its own
  let a = await new Attacker(server.url).start();
  const form = (data: string) => `data=${encodeURIComponent(data)}&_csrf=${a.csrf}&sId=${a.sId}`;
  const bodiesOf = (): [string, string, string][] => [
    ['a foreign type', 'text/plain', 'userId=alice'],
    ['XML', 'application/xml', '<a>&lt;</a>'],
    ['invalid JSON', 'application/x-www-form-urlencoded', form('{"userId": ')],
    ['JSON that is a list', 'application/x-www-form-urlencoded', form('[1,2]')],
    ['an object for the user id', 'application/x-www-form-urlencoded', form('{"userId":{"$ne":null}}')],
    ['a list for the password', 'application/x-www-form-urlencoded', form('{"password":["a","b"]}')],
    ['control characters', 'application/x-www-form-urlencoded', form('{"userId":"al\\u0000ice\\u001b[2J"}')],
    ['data twice', 'application/x-www-form-urlencoded', `${form('{}')}&data=%7B%7D`],
    ['a broken JSON body', 'application/json', '{"data": '],
  ];
  const large = [`data=${'x'.repeat(MB)}`, `data=${'x'.repeat(10 * MB)}`];
  await watchingMemory(async () => {
    for (const r of posts()) {
      a = await new Attacker(server.url).start();
      const bodies = bodiesOf();
      for (const body of large) {
        const status = await oversized(`${server.url}${concrete(r.url)}`, body, { 'x-forwarded-for': a.address });
        score.attack(`${r.url}: ${body.length >> 20} MB (${status})`, status === 413);
      }
      for (const [what, type, body] of bodies) {
        const answer = await a.post(concrete(r.url), {}, { raw: body, type });
        score.attack(`${r.url}: ${what} (${answer.status})`, refusedCleanly(answer));
      }
    }
  });
  expect(await up()).toBe(true);
  expect(score.fresh()).toEqual([]);
});

test('every GET route refuses an oversized URL and a broken escape with a 4xx, never a 500', async () => {
  const a = await new Attacker(server.url).start();
  for (const r of routes.filter((x) => x.method === 'GET')) {
    const url = concrete(r.url);
    const long = await a.get(`${url}${url.includes('?') ? '&' : '?'}q=${'x'.repeat(64 * 1024)}`);
    score.attack(`${r.url}: an oversized URL (${long.status})`, refusedCleanly(long));
    const broken = await a.get(
      r.url.includes(':') ? concrete(r.url).replace(/alice|x(?=\/|$)/, '%E0%A4%A') : `${url}?appId=%E0%A4%A`,
    );
    score.attack(`${r.url}: a broken escape (${broken.status})`, broken.status < 500 && !INTERNAL.test(broken.text));
    if (r.url.includes(':')) {
      // an escape that decodes to a lone % (a second decoding of it would throw)
      const percent = await a.get(concrete(r.url).replace(/alice|x(?=\/|$)/, '100%25'));
      score.attack(`${r.url}: a decoded % (${percent.status})`, percent.status < 500 && !INTERNAL.test(percent.text));
    }
  }
  expect(await up()).toBe(true);
  expect(score.fresh()).toEqual([]);
});

test('every state-changing route refuses a request without its CSRF token (and logout-like GETs without the session id)', async () => {
  const stateful = posts().filter((r) => r.url !== '/csp-report');
  // one session, a new address per route: the client rate limits (M2) would otherwise answer 429 before the CSRF check
  const first = await new Attacker(server.url).start();
  await first.signOn('alice', 'Wrong#Pass1');
  let a = first;
  const fresh = () => {
    a = Object.assign(new Attacker(server.url), { cookie: first.cookie, csrf: first.csrf, sId: first.sId });
  };
  for (const r of stateful) {
    fresh();
    const token = a.csrf;
    for (const [what, csrf] of [
      ['no token', ''],
      ['a wrong token', `${token.slice(0, -2)}xx`],
    ] as const) {
      const forged = await a.post(concrete(r.url), { userId: 'alice', appId: 'demo' }, { csrf });
      // (the header is not sent either: a cross-site form can send neither)
      score.attack(`${r.url}: ${what} (${forged.status})`, [302, 403].includes(forged.status));
    }
  }
  const link = (url: string, headers: Record<string, string>) =>
    call(`${server.url}${url}`, { headers: { 'x-forwarded-for': a.address, ...headers } });
  // every GET the stage table reads by its CSRF header and session id (they change state: X2)
  const sent = [...STAGES.routes.values()]
    .filter((rule) => rule.key.startsWith('GET ') && rule.session === 'sent')
    .map((rule) => `${concrete(rule.key.slice(4))}?appId=demo-passkey&brandId=demo`);
  expect(sent.length).toBeGreaterThanOrEqual(7);
  for (const url of sent) {
    fresh();
    for (const [what, headers, query] of [
      ['a link', { cookie: a.cookie }, ''],
      ['no session id', { cookie: a.cookie, 'x-xsrf-token': a.csrf }, ''],
      ['no CSRF header', { cookie: a.cookie }, `sId=${a.sId}`],
    ] as const) {
      const r = await link(`${url}${url.includes('?') ? '&' : '?'}${query}`, headers);
      score.attack(`GET ${url}: ${what} (${r.status})`, r.status === 302 && !r.headers['set-cookie']);
    }
  }
  // the session lived through all of it
  const still = await a.get('/login/wgt/captcha');
  expect(still.status).toBe(200);
  expect(score.fresh()).toEqual([]);
});

/** npm test's flood, a third of `npm run test:attack`'s (ATTACK_FLOOD=full): the bound is the server's caps, and a
 * third of the traffic already passes the per-client limit and grows the session table by thousands */
const FLOOD =
  process.env.ATTACK_FLOOD === 'full'
    ? { sessions: 6000, logs: 1500, bodies: 60 }
    : { sessions: 2000, logs: 500, bodies: 20 };

test('floods: new sessions, full-size error logs, oversized bodies; memory stays under 200 MB and the server answers', async () => {
  const before = server.rssMB();
  const many = (n: number, each: (i: number) => Promise<unknown>, width = 16) =>
    Promise.all(
      Array.from({ length: width }, async (_, w) => {
        for (let i = w; i < n; i += width) await each(i);
      }),
    );
  // five clients share the error-log flood, so that it is not only the per-client rate limit that stops it
  const loggers = await Promise.all(Array.from({ length: 5 }, () => new Attacker(server.url).start()));
  const entry = (i: number) => ({
    errorLogs: { correlationId: `f${i}`, errorMessage: 'y'.repeat(15 * 1024), url: 'LOGIN_PAGE' },
  });
  let refused = 0;
  const big = `data=${'z'.repeat(4 * MB)}`;
  await watchingMemory(async () => {
    await many(FLOOD.sessions, async () => {
      await new Attacker(server.url).get('/login/wgt/getCSRFToken?appId=demo');
    });
    await many(FLOOD.logs, async (i) => {
      const r = await loggers[i % 5].post('/login/wgt/logErrorMessage/apps/demo/demo', entry(i));
      if (r.status !== 200) refused += 1;
    });
    await many(
      FLOOD.bodies,
      async () => {
        const status = await oversized(`${server.url}/login/wgt/logErrorMessage/apps/demo/demo`, big, {
          'x-forwarded-for': nextAddress(),
        });
        score.attack('a 4 MB error log', status === 413);
      },
      4,
    );
  });
  score.attack('memory grew past 200 MB', peakMB < 200);
  figure(
    '19.3 attack memory',
    `Attack floods: server memory ${before.toFixed(0)} MB at the start, at most ${peakMB.toFixed(0)} MB during them (limit 200); ${FLOOD.sessions} new sessions, ${FLOOD.logs} error logs of 15 KB (${refused} refused by the rate limit), ${FLOOD.bodies} bodies of 4 MB${process.env.ATTACK_FLOOD === 'full' ? '' : ' (npm run test:attack: three times as many)'}`,
  );
  expect(await up()).toBe(true);
  const kept = (await call(`${server.url}/dev/errors.json`)).text.length;
  expect(kept).toBeLessThanOrEqual(300 * 1024);
  expect(score.fresh()).toEqual([]);
});
