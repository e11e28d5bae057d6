// The ESM platform's loaders: dynamic imports, only of shipped locale names.
import { esmPlatform } from './platform';

test('a shipped locale loads; any other name is refused before an import is tried', async () => {
  const de = await esmPlatform.loadLocale!('de_DE');
  expect(de['panel.signOn.submit']).toBe('Anmelden');
  for (const bad of ['../package', 'de-DE', 'xx_XX', ''])
    await expect(esmPlatform.loadLocale!(bad)).rejects.toThrow(`no locale ${bad}`);
});

test('the captcha (its sanitizer and controls) and the MessageFormat runtime load on demand', async () => {
  const { purifier, Block } = await esmPlatform.loadCaptcha!();
  expect(purifier.sanitize('<img src="x" onerror="alert(1)">')).toBe('<img src="x">');
  expect(Block.name).toBe('CaptchaBlock');
  const MF = await esmPlatform.loadMessageFormat!();
  expect(new MF('en', 'Hello {$name}', { bidiIsolation: 'none' }).format({ name: 'Ann' })).toBe('Hello Ann');
  expect(esmPlatform.scriptSrc).toBeNull();
});
