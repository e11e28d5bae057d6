import { checkRedirect, withAuthTrue } from './redirects';

const policy = { base: 'https://app.example.com/page', hostOrigin: 'https://app.example.com', apiOrigin: 'https://auth.example.com', allowedRedirectOrigins: ['https://partner.example.org'] };

test.each([
  ['/home', 'https://app.example.com/home'],
  ['home?x=1', 'https://app.example.com/home?x=1'],
  ['https://app.example.com/a', 'https://app.example.com/a'],
  ['  https://auth.example.com/login  ', 'https://auth.example.com/login'],
  ['https://partner.example.org/x', 'https://partner.example.org/x'],
  ['HTTPS://APP.EXAMPLE.COM/A', 'https://app.example.com/A'],
])('allows %s', (url, expected) => {
  expect(checkRedirect(url, policy)).toBe(expected);
});

test.each([
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>',
  'vbscript:x', '//evil.example.net/', 'https://evil.example.net/', 'https://app.example.com.evil.net/', 'https://app.example.com@evil.net/',
  'https://user:pass@app.example.com/', '/\\evil.example.net', '\\\\evil.example.net', 'https:\\\\evil.example.net', 'https://evil.example.net%2f@app.example.com',
  'http://app.example.com:8443/', 'ftp://app.example.com/', 'https://app.example.com/\n/evil', '\u0000https://app.example.com/', '', 42, null,
  'https://partner.example.org.evil.net/',
])('refuses %p', (url) => {
  expect(checkRedirect(url, policy)).toBeNull();
});

test('auth=true is appended under ping', () => {
  expect(withAuthTrue('https://app.example.com/x?y=1')).toBe('https://app.example.com/x?y=1&auth=true');
});
