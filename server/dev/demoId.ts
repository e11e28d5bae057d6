// Demo ID: a real OpenID provider (oidc-provider, the certified Node implementation) that the reference server mounts
// at /dev/demo-id in development mode, so that sign-on through a provider runs end to end with no internet (`npm start`,
// the browser tests). Its users are seed/demo-id.json's; its sign-in page takes a username and the demo password, and
// its Cancel answers access_denied, as a real provider's does when the user declines.
import { generateKeyPairSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';

export const DEMO_ID_PATH = '/dev/demo-id';

interface DemoUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
  amr?: string[];
}

export function readDemoUsers(root: string): { password: string; users: Map<string, DemoUser> } {
  const data = JSON.parse(fs.readFileSync(path.join(root, 'seed/demo-id.json'), 'utf8')) as {
    password: string;
    users: Record<string, DemoUser>;
  };
  return { password: data.password, users: new Map(Object.entries(data.users)) };
}

/**
 * oidc-provider says at load that it prefers Node 22 (on Node 20 it runs: its round trips are tested here) and at start
 * that its store is in memory (Demo ID's is, on purpose: a development provider): those two lines are left out of the
 * log, every other warning kept.
 */
async function quietly<T>(load: () => Promise<T>): Promise<T> {
  const known = /oidc-provider WARNING: (Unsupported runtime|a quick start development-only in-memory adapter)/;
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void (known.test(String(args[0])) || warn(...args));
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Demo ID's sign-in page: a plain form (no script), its error said in words. */
function signInPage(uid: string, client: string, error = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo ID: sign in</title><link rel="stylesheet" href="${DEMO_ID_PATH}/page.css"></head><body><main>
<h1>Demo ID</h1><p>Sign in to continue to ${escapeHtml(client)}.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DEMO_ID_PATH}/interaction/${escapeHtml(uid)}">
<label for="login">Username</label><input id="login" name="login" autocomplete="username" required autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit" name="do" value="sign-in">Sign in</button>
<button type="submit" name="do" value="cancel" formnovalidate class="secondary">Cancel</button>
</form></main></body></html>`;
}

const PAGE_CSS = `body{font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;margin:0;color:#111827}
main{max-width:22rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 1px 3px #0002}
h1{margin:0 0 .5rem;color:#4338ca}label{display:block;margin-top:1rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;border:1px solid #6b7280;border-radius:6px;font:inherit}
button{width:100%;margin-top:1.25rem;padding:.7rem;border:0;border-radius:6px;background:#4338ca;color:#fff;font:inherit;cursor:pointer}
button.secondary{background:none;color:#4338ca;margin-top:.5rem}.error{color:#b91c1c}`;

const readForm = async (req: IncomingMessage) => {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 4096) break;
  }
  return new URLSearchParams(body);
};

/**
 * Mounts Demo ID. `origin` is the server's own (known once it listens); `redirectUris` the callback URIs its one client
 * may use. Returns the issuer's URL.
 */
export function mountDemoId(
  app: FastifyInstance,
  root: string,
  client: { clientId: string; clientSecret: string },
  origin: () => string,
): { issuer: () => string } {
  const { password, users } = readDemoUsers(root);
  let provider: Promise<Provider> | null = null;
  const issuer = () => `${origin()}${DEMO_ID_PATH}`;
  // made on first use (its keys, its package): a server that never signs anyone on through it pays nothing
  const get = () => (provider ??= create());
  const create = async () => {
    const { default: OidcProvider } = await quietly(() => import('oidc-provider'));
    const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    const config: Configuration = {
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          client_name: 'auth-widget demo',
          redirect_uris: [`${origin()}/login/wgt/idp/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      jwks: { keys: [{ ...jwk, kid: 'demo-id', use: 'sig', alg: 'RS256' }] },
      cookies: { keys: [randomBytes(24).toString('base64url')] },
      claims: {
        openid: ['sub', 'amr'],
        email: ['email', 'email_verified'],
        profile: ['given_name', 'family_name', 'name'],
      },
      features: { devInteractions: { enabled: false } },
      // a development provider's lifetimes, short (seconds): a sign-in page, its grant and session, the tokens
      ttl: { Interaction: 600, Grant: 3600, Session: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      pkce: { required: () => true },
      interactions: { url: (_ctx, interaction) => `${DEMO_ID_PATH}/interaction/${interaction.uid}` },
      findAccount: (_ctx, sub) => {
        const user = [...users.values()].find((u) => u.sub === sub);
        if (!user) return undefined;
        const { amr: _amr, ...claims } = user;
        return {
          accountId: sub,
          claims: () => ({ ...claims, name: `${user.given_name} ${user.family_name}` }),
        };
      },
      // Demo ID's one client is first-party: what it asks for is granted without a consent page
      loadExistingGrant: async (ctx) => {
        const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
        if (grantId) return ctx.oidc.provider.Grant.find(grantId);
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client!.clientId,
          accountId: ctx.oidc.session!.accountId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
    };
    return quietly(async () => new OidcProvider(issuer(), config));
  };
  const passwordOk = (given: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(password);
    return a.length === b.length && timingSafeEqual(a, b);
  };

  void app.register(async (scope) => {
    // the provider reads its own bodies: nothing is parsed on its way there
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.get(`${DEMO_ID_PATH}/page.css`, async (_req, reply) => reply.type('text/css').send(PAGE_CSS));
    scope.get(`${DEMO_ID_PATH}/interaction/:uid`, async (req, reply) => {
      const details = await (await get()).interactionDetails(req.raw, reply.raw);
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(signInPage(details.uid, 'the demo'));
    });
    scope.post(`${DEMO_ID_PATH}/interaction/:uid`, async (req, reply) => {
      const details = await (await get()).interactionDetails(req.raw, reply.raw);
      const form = await readForm(req.raw);
      if (form.get('do') === 'cancel') {
        reply.hijack();
        return (await get()).interactionFinished(req.raw, reply.raw, {
          error: 'access_denied',
          error_description: 'The user declined to sign in',
        });
      }
      const user = users.get(
        String(form.get('login') ?? '')
          .trim()
          .toLowerCase(),
      );
      if (!user || !passwordOk(String(form.get('password') ?? '')))
        return reply
          .code(401)
          .type('text/html; charset=utf-8')
          .send(signInPage(details.uid, 'the demo', 'That username and password did not match.'));
      reply.hijack();
      return (await get()).interactionFinished(
        req.raw,
        reply.raw,
        { login: { accountId: user.sub, amr: user.amr ?? ['pwd'] } },
        { mergeWithLastSubmission: false },
      );
    });
    const pass = async (req: { raw: IncomingMessage }, reply: { hijack: () => void; raw: ServerResponse }) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(DEMO_ID_PATH.length) || '/';
      await (await get()).callback()(raw, reply.raw);
    };
    scope.all(`${DEMO_ID_PATH}/*`, pass);
  });
  return { issuer };
}
