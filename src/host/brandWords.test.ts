// A brand's words over a locale, on loaders of its own: laid over the locale's messages (in en_US they are the
// messages, the bundled words answering for the rest), never covered by a chunk's words that come later, and a brand
// file that cannot be had leaves the locale's own words, reported.
import { brandWordsBeside, withBrandWords } from './brandWords';
import { addWords } from './localeParts';

const locale = async (l: string) => ({ 'a.title': `${l} title`, 'a.body': `${l} body` });

test('over the locales the brand words, and only those; in en_US the brand words alone', async () => {
  const brand = jest.fn(async (l: string, b: string) => ({ 'a.title': `${b} ${l} title` }));
  const load = withBrandWords(locale, 'acme', ['de_DE', 'en_US'], brand, () => undefined);
  expect(await load('de_DE')).toEqual({ 'a.title': 'acme de_DE title', 'a.body': 'de_DE body' });
  expect(await load('fr_FR')).toEqual({ 'a.title': 'fr_FR title', 'a.body': 'fr_FR body' });
  expect(await load('en_US')).toEqual({ 'a.title': 'acme en_US title' });
  expect(brand.mock.calls.map(([l]) => l)).toEqual(['de_DE', 'en_US']);
  // no brand words anywhere: the loader itself
  expect(withBrandWords(locale, 'acme', [], brand, () => undefined)).toBe(locale);
});

test("a chunk's words laid on later keep the brand's", async () => {
  const load = withBrandWords(
    locale,
    'acme',
    ['de_DE'],
    async () => ({ 'b.chunk': 'brand chunk word' }),
    () => undefined,
  );
  const messages = await load('de_DE');
  addWords(messages, { 'b.chunk': 'chunk word', 'b.other': 'other' });
  expect(messages).toMatchObject({ 'b.chunk': 'brand chunk word', 'b.other': 'other' });
  // a locale no brand words takes a chunk's words whole
  const plain = await locale('fr_FR');
  addWords(plain, { 'a.title': 'chunk title' });
  expect(plain['a.title']).toBe('chunk title');
});

test("a brand file that cannot be had: the locale's words, and the report says which", async () => {
  const report = jest.fn();
  const get = jest.fn(async (_url: string) => new Response('', { status: 404 }));
  const load = withBrandWords(
    locale,
    'acme',
    ['de_DE'],
    brandWordsBeside('https://cdn.example/w/locales/', get as unknown as typeof fetch),
    report,
  );
  expect(await load('de_DE')).toEqual(await locale('de_DE'));
  expect(get.mock.calls[0][0]).toBe('https://cdn.example/w/locales/brands/acme/de_DE.json');
  expect(report).toHaveBeenCalledWith("AuthWidget: the brand's de_DE words could not be loaded", 'HTTP 404');
});
