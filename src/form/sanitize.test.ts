// The captcha markup's sanitizer: DOMPurify with the allowlist, and the handler-renaming step before any parsing.
import DOMPurify from 'dompurify';
import { sanitizeCaptcha, withoutHandlers } from './sanitize';

const html = (f: DocumentFragment) => {
  const d = document.createElement('div');
  d.append(f);
  return d.innerHTML;
};

test.each([
  ['<img src="/c.svg" onerror="alert(1)">', '<img src="/c.svg" x-onerror="alert(1)">'],
  ['<IMG SRC=/c.svg ONERROR=alert(1)>', '<IMG SRC=/c.svg x-ONERROR=alert(1)>'],
  ['<img/onerror=alert(1) src=x>', '<img/x-onerror=alert(1) src=x>'],
  ['<img alt=""onerror="alert(1)">', '<img alt=""x-onerror="alert(1)">'],
  ['<img alt="a > b" onload="x()">', '<img alt="a > b" x-onload="x()">'],
  ['<svg onload\t=x>', '<svg x-onload\t=x>'],
  ['<p onclick>hi</p>', '<p x-onclick>hi</p>'],
])('renames event-handler attributes in start tags: %s', (input, output) => {
  expect(withoutHandlers(input)).toBe(output);
});

test('leaves text, attribute values and non-handler attributes alone', () => {
  const text =
    '<p class="online">Type the digits shown online=yes</p> seen online today <img alt="onerror=1" src="/c.svg">';
  expect(withoutHandlers(text)).toBe(text);
});

test('sanitizing keeps images and text and drops scripts, handlers, styles and foreign URLs', () => {
  const out = html(
    sanitizeCaptcha(
      DOMPurify,
      '<img src="/captcha/t1.svg" alt="" onerror="alert(1)"><script>alert(2)</script>' +
        '<span style="color:red" onmouseover=x>5 digits</span><img src="javascript:alert(3)"><img src="//evil.test/x.png"><img src="/\\evil.test/x.png">' +
        '<a href="https://evil.test">go</a><iframe src="/x"></iframe>',
    ),
  );
  expect(out).toBe('<img src="/captcha/t1.svg" alt=""><span>5 digits</span><img><img><img>go');
});
