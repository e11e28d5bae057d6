import { ConfigError, cookieDomain, resolveConfig, targetUrlFor } from './config';

const page = (href: string, scriptSrc: string | null = 'https://auth.example.com/widget/auth-widget.js') => ({
  href,
  scriptSrc,
});

test('the cookie domain is the last two host labels, or three under a country second level', () => {
  expect(cookieDomain('www.shop.example.com')).toBe('example.com');
  expect(cookieDomain('example.com')).toBe('example.com');
  expect(cookieDomain('a.b.example.co.uk')).toBe('example.co.uk');
  expect(cookieDomain('app.example.com.au')).toBe('example.com.au');
  expect(cookieDomain('app.example.de')).toBe('example.de');
  expect(cookieDomain('localhost')).toBe('localhost');
  expect(cookieDomain('127.0.0.1')).toBe('127.0.0.1');
});

test('the API origin comes from the widget script unless authApiPath is given', () => {
  const c = resolveConfig({ appId: 'a', brandId: 'b' }, page('https://www.example.com/p'));
  expect(c.apiBase).toBe('https://auth.example.com');
  expect(c.hostOrigin).toBe('https://www.example.com');
  expect(
    resolveConfig({ appId: 'a', brandId: 'b', authApiPath: '/api/' }, page('https://www.example.com/p')).apiBase,
  ).toBe('https://www.example.com/api');
});

test('the target URL: config, else TARGET, or resourceUrl under ping', () => {
  const href = 'https://www.example.com/p?TARGET=%2Fhome&resourceUrl=%2Fres';
  const c = resolveConfig({ appId: 'a', brandId: 'b' }, page(href));
  expect(targetUrlFor(c, false)).toBe('/home');
  expect(targetUrlFor(c, true)).toBe('/res');
  expect(targetUrlFor(resolveConfig({ appId: 'a', brandId: 'b', targetUrl: '/x' }, page(href)), true)).toBe('/x');
});

test('REDIRECT_REASON makes authReason REAUTH; flowId and sessionExpired come from the query', () => {
  const c = resolveConfig(
    { appId: 'a', brandId: 'b' },
    page('https://h.example.com/?REDIRECT_REASON=x&flowId=f1&sessionExpired=true'),
  );
  expect(c).toMatchObject({ authReason: 'REAUTH', flowId: 'f1', sessionExpiredReload: true });
  expect(resolveConfig({ appId: 'a', brandId: 'b' }, page('https://h.example.com/')).authReason).toBeNull();
});

test('language, label, delay and theme are normalized', () => {
  const c = resolveConfig(
    {
      appId: 'a',
      brandId: 'b',
      language: 'en_AU',
      userIdLabel: '1',
      redirectDelay: -5,
      theme: { primaryColor: ' #123 ', textColor: '' },
    },
    page('https://h.example.com/'),
  );
  expect(c).toMatchObject({ locale: 'en_US', userIdLabel: 1, redirectDelay: 0, theme: { primaryColor: '#123' } });
});

test('appId and brandId are required', () => {
  expect(() => resolveConfig({ appId: '', brandId: 'b' }, page('https://h.example.com/'))).toThrow(ConfigError);
  expect(() => resolveConfig(null as never, page('https://h.example.com/'))).toThrow(ConfigError);
});

test('requestTimeoutMs: 30 s unless given; kept between 1 and 120 s', () => {
  const t = (v: unknown) =>
    resolveConfig({ appId: 'a', brandId: 'b', requestTimeoutMs: v as number }, page('https://www.example.com/p'))
      .requestTimeoutMs;
  expect(t(undefined)).toBe(30000);
  expect(t(5000)).toBe(5000);
  expect(t('8000')).toBe(8000);
  expect(t(10)).toBe(1000);
  expect(t(1e9)).toBe(120000);
  expect(t('soon')).toBe(30000);
  expect(t(-1)).toBe(30000);
});

test('autoFocus: on unless the host passes false', () => {
  const f = (v: unknown) =>
    resolveConfig({ appId: 'a', brandId: 'b', autoFocus: v as boolean }, page('https://www.example.com/p')).autoFocus;
  expect(f(undefined)).toBe(true);
  expect(f(true)).toBe(true);
  expect(f(false)).toBe(false);
  expect(f('false')).toBe(true);
});

test('brand: a logo URL resolved against the host page, with its name; no logo from an unusable URL', () => {
  const brandOf = (brand: unknown) =>
    resolveConfig({ appId: 'a', brandId: 'b', brand } as never, page('https://www.example.com/app/p')).brand;
  expect(brandOf({ logoUrl: 'logo.svg', name: ' Example Bank ' })).toEqual({
    logoUrl: 'https://www.example.com/app/logo.svg',
    name: 'Example Bank',
  });
  expect(brandOf({ logoUrl: 'https://cdn.example.net/l.png' })).toEqual({
    logoUrl: 'https://cdn.example.net/l.png',
    name: '',
  });
  expect(brandOf({ logoUrl: 'data:image/png;base64,AAAA', name: 'X' })?.logoUrl).toBe('data:image/png;base64,AAAA');
  for (const bad of [
    undefined,
    {},
    { logoUrl: '' },
    { logoUrl: 'javascript:alert(1)' },
    { logoUrl: 'data:text/html,x' },
  ])
    expect(brandOf(bad)).toBeNull();
});
