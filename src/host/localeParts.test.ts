// A chunk's words in the widget's language come beside the chunk: merged into the locale's messages before the chunk
// is handed on; en_US and platforms without split files load chunks alone; a part that cannot be had is reported and
// leaves the chunk loading.
import type { FlowChunk } from '../data/types';
import { partsBeside, withLoadedParts, withLocaleParts } from './localeParts';

const chunk = { file: 'x.json' } as unknown as FlowChunk;

test('the part is fetched beside the chunk and merged into the messages the translator reads, before the chunk returns', async () => {
  const messages: Record<string, string> = { 'a.key': 'A' };
  const asked: string[] = [];
  const load = withLocaleParts(
    async () => {
      // the messages hold the part once the chunk is handed on, not necessarily before it is fetched
      return chunk;
    },
    'de_DE',
    async () => messages,
    async (locale, name) => {
      asked.push(`${locale}/${name}`);
      return { 'x.key': 'X auf Deutsch' };
    },
    jest.fn(),
  );
  await expect(load('things')).resolves.toBe(chunk);
  expect(asked).toEqual(['de_DE/things']);
  expect(messages).toEqual({ 'a.key': 'A', 'x.key': 'X auf Deutsch' });
});

test('en_US, or no part loader: the chunk alone', async () => {
  const part = jest.fn();
  const flow = jest.fn(async () => chunk);
  expect(withLocaleParts(flow, 'en_US', jest.fn(), part, jest.fn())).toBe(flow);
  expect(withLocaleParts(flow, 'de_DE', jest.fn(), null, jest.fn())).toBe(flow);
  expect(partsBeside(null, fetch)).toBeNull();
});

test('a part that cannot be had is reported; the chunk still loads', async () => {
  const report = jest.fn();
  const messages = {};
  const load = withLocaleParts(
    async () => chunk,
    'fi_FI',
    async () => messages,
    async () => Promise.reject(new Error('HTTP 404')),
    report,
  );
  await expect(load('things')).resolves.toBe(chunk);
  expect(report).toHaveBeenCalledWith('AuthWidget: the fi_FI words of things could not be loaded', 'HTTP 404');
  const fetchFn = jest.fn(async () => new Response('{"k":"v"}', { status: 200 }));
  await expect(
    partsBeside('https://cdn.test/w/locales/', fetchFn as unknown as typeof fetch)!('de_DE', 'idp'),
  ).resolves.toEqual({ k: 'v' });
  expect(fetchFn).toHaveBeenCalledWith('https://cdn.test/w/locales/de_DE/idp.json');
});

test('a locale loaded after chunks came (an earlier mount, another language) brings their parts with it', async () => {
  const asked: string[] = [];
  const load = withLoadedParts(
    async () => ({ 'a.key': 'A' }),
    () => ['things', 'more'],
    async (locale, chunk) => {
      asked.push(`${locale}/${chunk}`);
      return { [`${chunk}.key`]: `${chunk} auf Deutsch` };
    },
    jest.fn(),
  );
  await expect(load('de_DE')).resolves.toEqual({
    'a.key': 'A',
    'things.key': 'things auf Deutsch',
    'more.key': 'more auf Deutsch',
  });
  expect(asked).toEqual(['de_DE/things', 'de_DE/more']);
  // en_US has no parts; no part loader, the locale alone
  await load('en_US');
  expect(asked).toHaveLength(2);
  const plain = async () => ({});
  expect(withLoadedParts(plain, () => ['x'], null, jest.fn())).toBe(plain);
});
