/** @jest-environment node */
// The first script asks for a start-up call at the address the transport would: the main script then takes its reply
// instead of asking again (src/first/early.ts). Held to the real transport, on requests of this test's own.
import { createApi } from '../api/client';
import { resolveConfig } from '../host/config';
import type { RequestDef } from '../data/types';
import { runRequest } from '../api/requests';
import { startCallUrl } from './startUrl';

const config = resolveConfig(
  { appId: 'app 1', brandId: 'b/1', language: 'de_DE', authApiPath: 'https://auth.test/base' },
  { href: 'https://host.test/page', scriptSrc: 'https://auth.test/dist/auth-widget.js' },
);

/** the address the transport fetches for this request, at the start (no session id yet) */
async function sent(def: RequestDef): Promise<string> {
  let url = '';
  const api = createApi({
    apiBase: config.apiBase,
    language: config.locale,
    appId: config.appId,
    brandId: config.brandId,
    session: () => ({ csrf: null, sessionId: null, ping: false }),
    fetch: (input) => {
      url = input instanceof Request ? input.url : String(input);
      return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    },
  });
  const env = { api, config, host: { browserInfo: () => ({}) } };
  const state = { flow: { context: {} }, session: {} };
  await runRequest('x', { data: true, ...def }, {
    env,
    state,
    formData: {},
    facts: {},
  } as unknown as Parameters<typeof runRequest>[2]).catch(() => undefined);
  return url;
}

test.each<[string, RequestDef]>([
  ['a path with config values', { method: 'GET', path: 'apps/{config.appId}/brands/{config.brandId}' }],
  [
    'a query of a value and of config',
    { method: 'GET', path: 'details', query: { fields: { value: 'a,b c' }, appId: { from: 'config.appId' } } },
  ],
  ['no query', { method: 'GET', path: 'login/wgt/sessionId' }],
])('%s: the same address as the transport', async (_name, def) => {
  const url = await sent(def);
  expect(url).toMatch(/^https:\/\/auth\.test\/base\//);
  expect(startCallUrl(def, config)).toBe(url);
});
