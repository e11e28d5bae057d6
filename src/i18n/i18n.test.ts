import fs from 'node:fs';
import path from 'node:path';
import { MessageFormat } from 'messageformat';
import { resolveLocale, bcp47, LOCALES } from './locale';
import { createTranslator, needsRuntime } from './messages';
import { compileError } from './compileCheck';
import { WidgetMessageFormat } from './runtime';
import { formatSimple, parseSimple } from './simpleFormat';

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
  // one per file of locales/ (a new file is a new locale)
  expect([...LOCALES].sort()).toEqual(
    fs
      .readdirSync(path.join(__dirname, '../../locales'))
      .filter((f) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(f))
      .map((f) => f.slice(0, -5))
      .sort(),
  );
  expect(bcp47('no_NO')).toBe('nb-NO');
});

test('simple messages format exactly as MessageFormat 2 does', () => {
  const samples = [
    'Hello {$name}',
    'Step {$step} of {$total}: {$label}',
    'Braces \\{ and \\} and \\\\',
    '{ $spaced }',
    'Plain text.',
    'Missing {$nope}',
    'Count {$n}',
  ];
  for (const s of samples) {
    const parts = parseSimple(s);
    expect(parts).not.toBeNull();
    for (const locale of ['en-US', 'de-DE']) {
      const params = { name: 'Ann', step: '2', total: '4', label: 'x', n: 1234.5 };
      expect(formatSimple(parts!, params, () => new Intl.NumberFormat(locale))).toBe(
        new MessageFormat(locale, s, { bidiIsolation: 'none' }).format(params, () => undefined),
      );
    }
  }
  expect(parseSimple('.input {$n :number} {{x}}')).toBeNull();
  expect(parseSimple('{$n :number}')).toBeNull();
  expect(parseSimple('{|literal|}')).toBeNull();
});

test('translator: simple messages without the runtime; complex ones with it; fallback to en_US; visible missing keys', () => {
  const plural = '.input {$count :number}\n.match $count\none {{{$count} Datei}}\n* {{{$count} Dateien}}';
  const fr = createTranslator(
    'fr_FR',
    { greet: 'Bonjour {$name}', files: plural },
    { greet: 'Hello {$name}', only: 'English only' },
  );
  expect(fr('greet', { name: 'Ann' })).toBe('Bonjour Ann');
  expect(fr('only')).toBe('English only');
  expect(fr('missing')).toBe('⟦missing⟧');
  expect(fr('files', { count: 2 })).toBe('⟦files⟧');
  const de = createTranslator('de_DE', { files: plural }, {}, MessageFormat);
  expect(de('files', { count: 1 })).toBe('1 Datei');
  expect(de('files', { count: 3 })).toBe('3 Dateien');
  expect(needsRuntime({ a: 'x {$y}' })).toBe(false);
  expect(needsRuntime({ a: plural })).toBe(true);
});

test('compileError reports MF2 syntax errors', () => {
  expect(compileError('en_US', 'Hello {$name}')).toBeNull();
  expect(compileError('en_US', 'Hello {$name')).toBe(
    'the { at character 7 is not closed: end the placeholder with }, or write \\{ for a brace in the text',
  );
  expect(compileError('en_US', 'a } b')).toBe('the } at character 3 closes nothing: write \\} for a brace in the text');
  expect(compileError('en_US', 'Hi \\q')).toBe(
    '\\q at character 4 is not an escape (only \\\\, \\{, \\} and \\| are), near "Hi \\q"',
  );
  // what the words do not cover keeps the parser's own account, with the place and the text around it
  expect(compileError('en_US', 'Hi {{x}}')).toBe('unexpected syntax at character 5, near "Hi {{x}}"');
});

test("compileError names a function the widget's MessageFormat does not have, in any variant or declaration", () => {
  // compiles, but the browser would show "{$name}": the check must not pass it
  expect(compileError('en_US', 'Hello {$name :foo}')).toMatch(
    /^the function :foo is not one the widget formats with, so the browser would show the placeholder: use :integer, :number, .*:string, :date, :datetime, :time, or none$/,
  );
  expect(compileError('en_US', '.input {$n :number}\n.match $n\none {{one}}\n* {{on {$d :dat}}}')).toMatch(
    /^the function :dat is not one/,
  );
  // the date functions are the widget's (src/i18n/runtime.ts)
  expect(compileError('en_US', 'Changed {$at :date length=long}, at {$at :time}')).toBeNull();
  expect(
    compileError('en_US', '.input {$n :integer}\n.match $n\none {{one {#link}more{/link}}}\n* {{{$n :number} left}}'),
  ).toBeNull();
});

test("a date a reply gives (ISO 8601) is shown in the user's language and time zone by :date, :datetime and :time", () => {
  const messages = {
    changed: 'Changed on {$at :date length=long}',
    when: 'At {$at :datetime dateLength=short}',
    born: 'Born {$day :date length=long}',
  };
  const at = '2026-03-14T12:00:00Z';
  // the day and hour the user's time zone gives (the machine's, as the browser's is the user's)
  const day = new Date(at);
  const en = createTranslator('en_US', messages, messages, WidgetMessageFormat);
  expect(en('changed', { at })).toBe(
    `Changed on ${day.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}`,
  );
  const de = createTranslator(
    'de_DE',
    { changed: 'Geändert am {$at :date length=long}' },
    messages,
    WidgetMessageFormat,
  );
  expect(de('changed', { at })).toBe(
    `Geändert am ${day.toLocaleDateString('de-DE', { year: 'numeric', month: 'long', day: 'numeric' })}`,
  );
  expect(en('when', { at })).toMatch(
    new RegExp(
      `^At ${day.toLocaleDateString('en-US', { year: 'numeric', month: 'numeric', day: 'numeric' })}, \\d{1,2}:\\d{2}`,
    ),
  );
  // a day without a time is that day in every time zone (read as UTC midnight, it would be the day before west of UTC)
  expect(en('born', { day: '1990-01-15' })).toBe('Born January 15, 1990');
  // the widget's runtime has them; messageformat's own, without them, shows the placeholder
  expect(createTranslator('en_US', messages, messages, MessageFormat)('changed', { at })).toContain('{$at}');
});

test('no Intl.NumberFormat is made until a message formats a number (its first one is costly in Chromium)', () => {
  const spy = jest.spyOn(Intl, 'NumberFormat');
  try {
    const t = createTranslator('de_DE', { a: 'Hallo {$name}', b: 'Noch {$n} Versuche' }, {}); // de-DE: no other test here formats with it
    expect(t('a', { name: 'Ann' })).toBe('Hallo Ann');
    // the countdowns and attempt counts: whole numbers below 1000
    expect(t('b', { n: 2 })).toBe('Noch 2 Versuche');
    expect(t('b', { n: 119 })).toBe('Noch 119 Versuche');
    expect(spy).not.toHaveBeenCalled();
    expect(t('b', { n: 1234.5 })).toBe('Noch 1.234,5 Versuche');
    expect(t('b', { n: -0 })).toBe('Noch -0 Versuche');
    expect(spy).toHaveBeenCalledTimes(1);
  } finally {
    spy.mockRestore();
  }
});

test('whole numbers 0-999 format as Intl.NumberFormat does in every shipped locale', () => {
  const parts = parseSimple('{$n}')!;
  for (const l of LOCALES) {
    const nf = new Intl.NumberFormat(bcp47(l));
    for (let n = 0; n < 1000; n++) expect(formatSimple(parts, { n }, () => nf)).toBe(nf.format(n));
    for (const n of [1000, 12345, 2.5, -1, -0]) expect(formatSimple(parts, { n }, () => nf)).toBe(nf.format(n));
  }
});

test('a number named …Minutes or …Seconds is a duration in words of the locale, plural included, in simple and complex messages', () => {
  const en = createTranslator(
    'en_US',
    { valid: 'Valid for {$codeValidMinutes}.', wait: 'Wait {$resendAfterSeconds}' },
    {},
  );
  expect(en('valid', { codeValidMinutes: 8 })).toBe('Valid for 8 minutes.');
  expect(en('valid', { codeValidMinutes: 1 })).toBe('Valid for 1 minute.');
  expect(en('wait', { resendAfterSeconds: 90 })).toBe('Wait 90 seconds');
  const fi = createTranslator('fi_FI', { valid: 'Se on voimassa {$codeValidMinutes}.' }, {});
  expect(fi('valid', { codeValidMinutes: 8 })).toBe('Se on voimassa 8 minuuttia.');
  expect(fi('valid', { codeValidMinutes: 1 })).toBe('Se on voimassa 1 minuutti.');
  const zh = createTranslator('zh_CN', { valid: '{$codeValidMinutes}内有效' }, {});
  expect(zh('valid', { codeValidMinutes: 8 })).toBe('8分钟内有效');
  const complex =
    '.input {$maxSends :number}\n.match $maxSends\none {{{$maxSends} Code, {$codeValidMinutes}}}\n* {{{$maxSends} Codes, {$codeValidMinutes}}}';
  const de = createTranslator('de_DE', { c: complex }, {}, MessageFormat);
  expect(de('c', { maxSends: 3, codeValidMinutes: 1 })).toBe('3 Codes, 1 Minute');
  // other numbers stay numbers
  expect(en('valid', { codeValidMinutes: 'soon' })).toBe('Valid for soon.');
});
