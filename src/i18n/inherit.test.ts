// Locale inheritance on locales of its own (never the shipped files).
import { brandTexts, parentChain, withInherited } from './inherit';

const LOCALES = {
  en_US: { a: 'A', b: 'B', c: 'C' },
  fr_FR: { $primary: true, a: 'Af', b: 'Bf', c: 'Cf' },
  fr_CA: { $parent: 'fr_FR', b: 'Bc' },
  fr_BE: { $parent: 'fr_CA', c: 'Cb' },
  de_AT: { $parent: 'en_US', a: 'Aat' },
};

test('a file gives its own messages over its parents, nearest first; a complete file is left as it is', () => {
  const all = withInherited(LOCALES);
  expect(all.fr_CA).toEqual({ $parent: 'fr_FR', a: 'Af', b: 'Bc', c: 'Cf' });
  expect(all.fr_BE).toEqual({ $parent: 'fr_CA', a: 'Af', b: 'Bc', c: 'Cb' });
  expect(all.de_AT).toEqual({ $parent: 'en_US', a: 'Aat', b: 'B', c: 'C' });
  expect(all.fr_FR).toBe(LOCALES.fr_FR);
});

test("a parent's own settings are not passed on", () => {
  expect(withInherited(LOCALES).fr_CA).not.toHaveProperty('$primary');
});

test('a chain stops at a missing file and before a loop (the data check reports both)', () => {
  const broken = {
    en_US: { a: 'A' },
    x_X: { $parent: 'y_Y', a: 'x' },
    y_Y: { $parent: 'x_X', b: 'y' },
    z_Z: { $parent: 'q_Q' },
  };
  expect(parentChain(broken, 'x_X')).toEqual(['y_Y']);
  expect(parentChain(broken, 'z_Z')).toEqual([]);
  expect(withInherited(broken).x_X).toEqual({ $parent: 'y_Y', a: 'x', b: 'y' });
});

test("a brand's words: over its locale, and over a parent below the child's own; only what differs, by locale", () => {
  const texts = brandTexts(LOCALES, {
    acme: { fr_FR: { a: 'Acme-f', b: 'Acme-bf', $schema: 'x' }, en_US: { c: 'Acme-c', b: 'B' } },
    plain: { en_US: { a: 'A' } },
  });
  expect(texts.acme.fr_FR).toEqual({ a: 'Acme-f', b: 'Acme-bf' });
  // fr_CA words b its own way: the brand's b for fr_FR does not reach it, its a does
  expect(texts.acme.fr_CA).toEqual({ a: 'Acme-f' });
  expect(texts.acme.fr_BE).toEqual({ a: 'Acme-f' });
  // (a message the brand gives as the locale has it is no word of the brand's)
  expect(texts.acme.en_US).toEqual({ c: 'Acme-c' });
  expect(texts.acme.de_AT).toEqual({ c: 'Acme-c' });
  expect(texts.plain).toBeUndefined();
});
