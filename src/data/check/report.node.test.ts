// didYouMean: the nearest option within a third of the word's length, the first of equals, never a rewrite of every
// letter; its bounded edit distance agrees with the textbook one wherever that is under the bound.
import fc from 'fast-check';
import { didYouMean } from './report';

/** The textbook Levenshtein distance, unbounded. */
function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i || j));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

/** What didYouMean should answer, from the textbook distance. */
function expected(given: string, options: string[]): string {
  const word = given.toLowerCase();
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: string | null = null;
  let bestDist = limit + 1;
  for (const o of options) {
    const d = levenshtein(word, o.toLowerCase());
    if (d < bestDist) [best, bestDist] = [o, d];
  }
  return best !== null && bestDist < Math.min(word.length, best.length) ? `; did you mean ${best}?` : '';
}

test('names the nearest key, the first of equals, and nothing far', () => {
  expect(didYouMean('signOn.pasword', ['signOn.password', 'signOn.userId'])).toBe('; did you mean signOn.password?');
  expect(didYouMean('FORGOT_PASWORD', ['FORGOT_PASSWORD', 'FORGOT_PASSWORDS'])).toBe('; did you mean FORGOT_PASSWORD?');
  expect(didYouMean('Email', ['EMAIL'])).toBe('; did you mean EMAIL?');
  expect(didYouMean('CA', ['US'])).toBe('');
  expect(didYouMean('somethingElse', ['password', 'userId'])).toBe('');
});

test('agrees with the textbook distance on drawn words', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'A', '.', '_'), maxLength: 14 });
  fc.assert(
    fc.property(word, fc.array(word, { maxLength: 8 }), (given, options) => {
      expect(didYouMean(given, options)).toBe(expected(given, options));
    }),
    { numRuns: 400 },
  );
});
