import { resolveLocale, bcp47, LOCALES } from './locale';
import { compileError, createTranslator } from './messages';

test('locale resolution: exact, base language, au → en, fallback en_US', () => {
  expect(resolveLocale('fr_CA')).toBe('fr_CA');
  expect(resolveLocale('fr-ca')).toBe('fr_CA');
  expect(resolveLocale('fr_BE')).toBe('fr_FR');
  expect(resolveLocale('de')).toBe('de_DE');
  expect(resolveLocale('en_AU')).toBe('en_US');
  expect(resolveLocale('au')).toBe('en_US');
  expect(resolveLocale('nb_NO')).toBe('no_NO');
  expect(resolveLocale('xx_YY')).toBe('en_US');
  expect(resolveLocale('')).toBe('en_US');
  expect(LOCALES).toHaveLength(14);
  expect(bcp47('no_NO')).toBe('nb-NO');
});

test('MessageFormat 2 with parameters, no bidi marks; fallback to en_US; visible missing keys', () => {
  const t = createTranslator('fr_FR', { greet: 'Bonjour {$name}' }, { greet: 'Hello {$name}', only: 'English only' });
  expect(t('greet', { name: 'Ann' })).toBe('Bonjour Ann');
  expect(t('only')).toBe('English only');
  expect(t('missing')).toBe('⟦missing⟧');
});

test('compileError reports MF2 syntax errors', () => {
  expect(compileError('en_US', 'Hello {$name}')).toBeNull();
  expect(compileError('en_US', 'Hello {$name')).toMatch(/./);
});
