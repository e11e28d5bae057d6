// The one redirect gate (docs/host.md): crafted URLs a server or a config might carry.
import { checkRedirect, withAuthTrue } from './redirects';
import { figure } from '../../test/support/figures';

const policy = {
  base: 'https://app.example.com/page',
  hostOrigin: 'https://app.example.com',
  apiOrigin: 'https://auth.example.com',
  allowedRedirectOrigins: ['https://partner.example.org'],
};

const allowed: [string, string][] = [
  ['/home', 'https://app.example.com/home'],
  ['home?x=1', 'https://app.example.com/home?x=1'],
  ['https://app.example.com/a', 'https://app.example.com/a'],
  ['  https://auth.example.com/login  ', 'https://auth.example.com/login'],
  ['https://partner.example.org/x', 'https://partner.example.org/x'],
  ['HTTPS://APP.EXAMPLE.COM/A', 'https://app.example.com/A'],
  // percent-encoding in the host is decoded by the URL parser: this is the host page itself
  ['https://%61pp.example.com/b', 'https://app.example.com/b'],
  // an encoded scheme is only a path on the host page
  ['javascript%3Aalert(1)', 'https://app.example.com/javascript%3Aalert(1)'],
  ['https://app.example.com:443/c', 'https://app.example.com/c'],
  // surrounding whitespace and control characters are trimmed, as the URL parser itself does
  ['https://app.example.com/\t', 'https://app.example.com/'],
];

const refused: unknown[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>1</script>',
  'DATA:text/html;base64,PHNjcmlwdD4xPC9zY3JpcHQ+',
  'vbscript:x',
  'blob:https://app.example.com/1',
  'file:///etc/passwd',
  'ftp://app.example.com/',
  '//evil.example.net/',
  '///evil.example.net/',
  'https://evil.example.net/',
  'https://app.example.com.evil.net/',
  'https://app.example.com%2eevil.net/',
  'https://app.example.com@evil.net/',
  'https://app.example.com%40evil.net/',
  'https://user:pass@app.example.com/',
  'https://user@app.example.com/',
  '/\\evil.example.net',
  '\\\\evil.example.net',
  'https:\\\\evil.example.net',
  '\\/evil.example.net',
  'https://evil.example.net%2f@app.example.com',
  'https://evil.example.net\\@app.example.com',
  'http://app.example.com/',
  'http://app.example.com:8443/',
  'https://app.example.com:8443/',
  'https://аpp.example.com/', // Cyrillic а: another host once in punycode
  'https://app.example.com/\n/evil',
  '\u0000https://app.example.com/',
  'https://app.example.com\u200b.evil.net/',
  'https://partner.example.org.evil.net/',
  'https://partner.example.org@evil.net/',
  `https://app.example.com/${'a'.repeat(5000)}`,
  '',
  '   ',
  42,
  null,
  undefined,
  {},
  ['https://app.example.com/'],
];

test.each(allowed)('allows %s', (url, expected) => {
  expect(checkRedirect(url, policy)).toBe(expected);
});

test.each(refused.map((u) => [u]))('refuses %p', (url) => {
  expect(checkRedirect(url, policy)).toBeNull();
});

test('an allowed origin given with a path or a bad scheme in allowedRedirectOrigins allows only its origin', () => {
  const p = {
    ...policy,
    allowedRedirectOrigins: ['https://partner.example.org/some/path', 'javascript:alert(1)', 'not a url'],
  };
  expect(checkRedirect('https://partner.example.org/x', p)).toBe('https://partner.example.org/x');
  expect(checkRedirect('javascript:alert(1)', p)).toBeNull();
});

test('auth=true is appended under ping', () => {
  expect(withAuthTrue('https://app.example.com/x?y=1')).toBe('https://app.example.com/x?y=1&auth=true');
});

afterAll(() =>
  figure(
    '7.3 redirects',
    `Redirect gate: ${allowed.length + refused.length} crafted URLs (${refused.length} refused, ${allowed.length} allowed as same-origin)`,
  ),
);
