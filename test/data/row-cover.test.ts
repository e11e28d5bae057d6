// The Chromium replay's cover of the flow-table rows (test/support/rowCover.ts), on fixtures of its own.
import { rowCover } from '../support/rowCover';

type J = { name: string; rows: string[]; steps: number };
const cover = (items: J[]) =>
  rowCover(
    items,
    (j) => j.rows,
    (j) => j.steps,
  ).map((j) => j.name);

test('every row any item follows is followed by a chosen item; an item adding nothing is left out', () => {
  const items: J[] = [
    { name: 'a', rows: ['r1', 'r2'], steps: 2 },
    { name: 'b', rows: ['r2'], steps: 1 },
    { name: 'c', rows: ['r3', 'r1'], steps: 3 },
    { name: 'd', rows: [], steps: 1 },
  ];
  const chosen = cover(items);
  expect(chosen).toEqual(['a', 'c']);
  const followed = new Set(items.filter((j) => chosen.includes(j.name)).flatMap((j) => j.rows));
  expect(followed).toEqual(new Set(items.flatMap((j) => j.rows)));
});

test('on a tie the item of fewer steps is chosen, and the order of the items is kept', () => {
  expect(
    cover([
      { name: 'long', rows: ['x', 'y'], steps: 9 },
      { name: 'z', rows: ['z'], steps: 1 },
      { name: 'short', rows: ['y', 'x'], steps: 2 },
    ]),
  ).toEqual(['z', 'short']);
});

test('no items, no rows: nothing chosen', () => {
  expect(cover([])).toEqual([]);
});
