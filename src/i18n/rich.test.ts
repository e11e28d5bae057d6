import { MessageFormat } from 'messageformat';
import { createTranslator, needsRuntime } from './messages';
import { richFromParts, toRich } from './rich';
import { formatSimple, parseSimple } from './simpleFormat';

const TERMS = 'I accept the {#link event=SHOW_TERMS}terms of use{/link}, {$name}.';

test('a link is markup of a simple message: no runtime, and its plain text is what MessageFormat 2 formats', () => {
  expect(needsRuntime({ a: TERMS })).toBe(false);
  const parts = parseSimple(TERMS)!;
  expect(parts).toContainEqual({ open: 'link', options: { event: 'SHOW_TERMS' } });
  expect(parts).toContainEqual({ close: 'link' });
  const nf = () => new Intl.NumberFormat('en-US');
  for (const source of [
    TERMS,
    'See {#link setting=|supportUrl|}help{/link}',
    'Two {#link event=A}a{/link} {#link event=B}b{/link}',
  ])
    expect(formatSimple(parseSimple(source)!, { name: 'Ann' }, nf)).toBe(
      new MessageFormat('en-US', source, { bidiIsolation: 'none' }).format({ name: 'Ann' }),
    );
});

test('t.rich: text and links in order; t alone gives the words', () => {
  const t = createTranslator('en_US', { terms: TERMS, help: 'Need help? {#link setting=supportUrl}Ask us{/link}' }, {});
  expect(t('terms', { name: 'Ann' })).toBe('I accept the terms of use, Ann.');
  expect(t.rich!('terms', { name: 'Ann' })).toEqual([
    'I accept the ',
    { link: { event: 'SHOW_TERMS' }, text: 'terms of use' },
    ', Ann.',
  ]);
  expect(t.rich!('help')).toEqual(['Need help? ', { link: { setting: 'supportUrl' }, text: 'Ask us' }]);
  expect(t.rich!('missing')).toEqual(['⟦missing⟧']);
});

test('a value from a reply stays text, even when it looks like markup', () => {
  const t = createTranslator('en_US', { m: 'Hello {$name}' }, {});
  expect(t.rich!('m', { name: '{#link event=X}x{/link}' })).toEqual(['Hello {#link event=X}x{/link}']);
});

test('a message that needs the runtime keeps its links (each variant)', () => {
  const source =
    '.input {$n :number}\n.match $n\none {{Read {#link event=SHOW_TERMS}the term{/link}.}}\n* {{Read {#link event=SHOW_TERMS}the {$n} terms{/link}.}}';
  const t = createTranslator('en_US', { m: source }, {}, MessageFormat);
  expect(t.rich!('m', { n: 1 })).toEqual(['Read ', { link: { event: 'SHOW_TERMS' }, text: 'the term' }, '.']);
  expect(t.rich!('m', { n: 3 })).toEqual(['Read ', { link: { event: 'SHOW_TERMS' }, text: 'the 3 terms' }, '.']);
  expect(t('m', { n: 3 })).toBe('Read the 3 terms.');
});

test('unknown markup, a link with no or two targets, or one never closed: the words stay, as text', () => {
  expect(toRich([{ text: 'a ' }, { open: 'b', options: {} }, { text: 'bold' }, { close: 'b' }])).toEqual(['a bold']);
  expect(toRich([{ open: 'link', options: {} }, { text: 'x' }, { close: 'link' }])).toEqual(['x']);
  expect(toRich([{ open: 'link', options: { event: 'A', setting: 'b' } }, { text: 'x' }, { close: 'link' }])).toEqual([
    'x',
  ]);
  expect(toRich([{ text: 'a ' }, { open: 'link', options: { event: 'A' } }, { text: 'open' }])).toEqual(['a open']);
  expect(richFromParts([{ type: 'fallback', source: '$x' }])).toEqual(['{$x}']);
});
