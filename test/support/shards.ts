// Long test files are cut into shards (a few small files that each run a share) so that two jest workers finish
// together instead of one waiting on a single long file. Round-robin, so neighbouring (similar) items spread out.
import fs from 'node:fs';

export function shard<T>(items: readonly T[], index: number, of: number): T[] {
  return items.filter((_, i) => i % of === index);
}

/**
 * Shards of about equal work when items differ in size (journeys of 2 to 12 steps): the largest first, each to the
 * lightest shard so far. Deterministic, so every shard file computes the same split.
 */
export function balancedShard<T>(items: readonly T[], index: number, of: number, weight: (item: T) => number): T[] {
  const loads = new Array<number>(of).fill(0);
  const owner = new Map<number, number>();
  [...items.keys()]
    .sort((a, b) => weight(items[b]) - weight(items[a]) || a - b)
    .forEach((i) => {
      const lightest = loads.indexOf(Math.min(...loads));
      owner.set(i, lightest);
      loads[lightest] += weight(items[i]);
    });
  return items.filter((_, i) => owner.get(i) === index);
}

/** The shard files of a long test: `<base>-<n>.test.ts(x)` in `dir`. Each long test checks that all of its shards exist. */
export function shardFiles(dir: string, base: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => new RegExp(`^${base}-\\d+\\.test\\.tsx?$`).test(f))
    .sort();
}
