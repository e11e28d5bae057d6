// A provider the attack suite controls: Demo ID behind a proxy on a port of its own, which the server is started to
// name as its public origin (--public-origin), so that the browser, the server's calls to the provider and the
// provider's redirects all pass through it. Everything passes as it is, unless a test arms `forge`: then the ID token
// of the token endpoint's answer gets the claims the test makes of it, signed with a key of the proxy's own that it adds
// to the keys the provider publishes (its JWKS), as a token the provider itself had issued would be
// (docs/server-rules.md "Identity providers").
import { generateKeyPairSync, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_ID_PATH } from '../../server/dev/demoId';

type Claims = Record<string, unknown>;

export interface ProviderProxy {
  /** the origin the server is started under: http://localhost:<the proxy's port> */
  origin: string;
  /** where it passes requests on to: the server's own address */
  target: string;
  /** what the next ID tokens' claims become; null: passed on as issued */
  forge: ((claims: Claims) => Claims) | null;
  close(): Promise<void>;
}

const KID = 'in-the-middle';
const part = (x: object) => Buffer.from(JSON.stringify(x)).toString('base64url');
const parsed = (b64: string) => JSON.parse(Buffer.from(b64, 'base64url').toString('utf8')) as Claims;

export async function providerProxy(): Promise<ProviderProxy> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' };

  /** the token endpoint's answer with its ID token remade by `forge` and signed by the proxy's key */
  const forged = (body: Claims, forge: (c: Claims) => Claims): Claims => {
    if (typeof body.id_token !== 'string') return body;
    const input = `${part({ alg: 'RS256', typ: 'JWT', kid: KID })}.${part(forge(parsed(body.id_token.split('.')[1])))}`;
    const signature = sign('sha256', Buffer.from(input), privateKey).toString('base64url');
    return { ...body, id_token: `${input}.${signature}` };
  };
  /** the provider's published keys, the proxy's among them */
  const withOwnKey = (body: Claims): Claims => ({ ...body, keys: [...((body.keys as object[]) ?? []), jwk] });

  const proxy: ProviderProxy = {
    origin: '',
    target: '',
    forge: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', proxy.target);
    const forge = proxy.forge;
    const rewrite =
      url.pathname === `${DEMO_ID_PATH}/token` && forge
        ? (b: Claims) => forged(b, forge)
        : url.pathname === `${DEMO_ID_PATH}/jwks`
          ? withOwnKey
          : null;
    // (an answer to rewrite is asked for uncompressed)
    const { 'accept-encoding': _e, ...plain } = req.headers;
    const upstream = http.request(url, { method: req.method, headers: rewrite ? plain : req.headers }, (up) => {
      if (!rewrite || up.statusCode !== 200) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      let text = '';
      up.on('data', (d: Buffer) => (text += String(d)));
      up.on('end', () => {
        const body = JSON.stringify(rewrite(JSON.parse(text) as Claims));
        const { 'content-length': _l, 'transfer-encoding': _t, ...headers } = up.headers;
        res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return proxy;
}
