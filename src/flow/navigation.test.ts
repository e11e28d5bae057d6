// The navigation effects' targets: a configured URL or an app setting as the server gave it, in this tab or a new one,
// and always through the redirect gate (a URL outside the allowed origins, or a setting the reply lacks, is refused).
import type { Env } from '../app/env';
import type { RootState } from '../app/state';
import type { EffectContext } from './effectTypes';
import { navigationEffects } from './navigation';
import { createSecrets } from './secrets';
import * as guards from './guards';
import { takeCarriedUserId } from './carry';

function run(effect: string, value: string, app: Record<string, unknown> | null) {
  const seen = {
    navigated: [] as string[],
    opened: [] as string[],
    followed: [] as unknown[],
    reports: [] as string[],
  };
  const env = {
    config: { hostOrigin: 'https://host.example', apiOrigin: 'https://api.example', allowedRedirectOrigins: [] },
    host: {
      href: () => 'https://host.example/page',
      navigate: (u: string) => seen.navigated.push(u),
      open: (u: string) => seen.opened.push(u),
    },
    report: (m: string) => seen.reports.push(m),
    secrets: createSecrets(),
  } as unknown as Env;
  const ctx = {
    env,
    value,
    dispatch: () => undefined,
    getState: () => ({ session: { app } }) as unknown as RootState,
    follow: (next: unknown) => seen.followed.push(next),
  } as unknown as EffectContext;
  void navigationEffects[effect](ctx);
  return seen;
}

test('an app setting opens in a new tab, resolved against the host page; the page itself stays', () => {
  const seen = run('openInNewTab', 'app.supportUrl', { supportUrl: '/support.html' });
  expect(seen.opened).toEqual(['https://host.example/support.html']);
  expect(seen.navigated).toEqual([]);
});

test('navigateTo goes to an app setting in this tab', () => {
  expect(run('navigateTo', 'app.termsUrl', { termsUrl: 'https://api.example/terms' }).navigated).toEqual([
    'https://api.example/terms',
  ]);
});

test('a setting on another origin, or one the reply did not give, is refused with the redirect message', () => {
  for (const app of [{ supportUrl: 'https://evil.example/' }, {}, null]) {
    const seen = run('openInNewTab', 'app.supportUrl', app);
    expect(seen.opened).toEqual([]);
    expect(seen.followed).toEqual([
      { goto: 'ERROR', effects: [{ effect: 'showMessageKey', value: 'REDIRECT_REFUSED' }] },
    ]);
  }
  // an inherited property is not a setting
  expect(run('navigateTo', 'app.toString', {}).navigated).toEqual([]);
});

test('navigateToRequest: the wait message, then the page goes to the URL the request makes under the API base', async () => {
  const navigated: string[] = [];
  const actions: { type: string }[] = [];
  const def = {
    method: 'GET',
    navigate: true,
    path: 'go/{context.picked.code}/start',
    query: { app: { from: 'config.appId' }, back: { from: 'config.pageUrl' } },
  };
  const env = {
    config: {
      apiBase: 'https://api.example/auth',
      appId: 'app 1',
      pageUrl: 'https://host.example/page?x=1',
      hostOrigin: 'https://host.example',
      apiOrigin: 'https://api.example',
      allowedRedirectOrigins: [],
    },
    tables: { requests: { goThere: def }, settings: {} },
    host: { href: () => 'https://host.example/page', navigate: (u: string) => navigated.push(u) },
    report: () => undefined,
    ensure: async () => undefined,
  } as unknown as Env;
  const state = { flow: { context: { picked: { code: 'a/b' } }, page: 'P' }, session: { app: null } };
  const ctx = {
    env,
    value: 'goThere',
    dispatch: (a: { type: string }) => actions.push(a),
    getState: () => state as unknown as RootState,
    follow: () => undefined,
  } as unknown as EffectContext;
  jest.spyOn(guards, 'computeFacts').mockReturnValue({});
  await navigationEffects.navigateToRequest(ctx);
  expect(actions.map((a) => a.type)).toContain('flow/waitShown');
  expect(navigated).toEqual([
    'https://api.example/auth/go/a%2Fb/start?app=app+1&back=https%3A%2F%2Fhost.example%2Fpage%3Fx%3D1',
  ]);
});

test('navigateToRequest: the user id typed comes back with the page (the tab keeps it), a password never', async () => {
  const env = {
    config: {
      apiBase: 'https://api.example/auth',
      appId: 'app',
      brandId: 'brand',
      hostOrigin: 'https://host.example',
      apiOrigin: 'https://api.example',
      allowedRedirectOrigins: [],
    },
    tables: { requests: { trip: { method: 'GET', navigate: true, path: 'trip/start' } }, settings: {} },
    host: { href: () => 'https://host.example/page', navigate: () => undefined },
    report: () => undefined,
    ensure: async () => undefined,
  } as unknown as Env;
  const state = { flow: { context: { userId: 'alice' }, page: 'P' }, session: { app: null } };
  const ctx = {
    env,
    value: 'trip',
    dispatch: () => undefined,
    getState: () => state as unknown as RootState,
    follow: () => undefined,
  } as unknown as EffectContext;
  jest.spyOn(guards, 'computeFacts').mockReturnValue({});
  await navigationEffects.navigateToRequest(ctx);
  expect(Object.keys(sessionStorage)).toEqual(['auth-widget.carried']);
  expect(sessionStorage.getItem('auth-widget.carried')).not.toMatch(/password/i);
  expect(takeCarriedUserId('app/brand')).toBe('alice');
});
