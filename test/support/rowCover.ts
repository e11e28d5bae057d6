// The journeys Chromium replays in npm test: a set that follows every flow-table row any journey follows (greedy set
// cover: the journey that follows the most rows not yet followed, the one of fewer steps on a tie, in file order
// otherwise). jsdom replays every journey on every run (test/journeys/conformance-replay.tsx); in Chromium a row
// followed once shows the built bundle does what jsdom saw, and the rest is `npm run test:conformance` (docs/contributing.md).

/** The items of a cover of every row `rowsOf` gives, in their original order. Deterministic. */
export function rowCover<T>(items: readonly T[], rowsOf: (item: T) => string[], cost: (item: T) => number): T[] {
  const rows = items.map((item) => new Set(rowsOf(item)));
  const left = new Set(rows.flatMap((r) => [...r]));
  const chosen = new Set<number>();
  while (left.size) {
    let best = -1;
    let gain = 0;
    for (const [i, r] of rows.entries()) {
      if (chosen.has(i)) continue;
      const n = [...r].filter((row) => left.has(row)).length;
      if (n > gain || (n === gain && n > 0 && cost(items[i]) < cost(items[best]))) [best, gain] = [i, n];
    }
    chosen.add(best);
    for (const row of rows[best]) left.delete(row);
  }
  return items.filter((_, i) => chosen.has(i));
}
