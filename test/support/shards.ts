// Long test files are cut into shards (a few small files that each run a share) so that two jest workers finish
// together instead of one waiting on a single long file. Round-robin, so neighbouring (similar) items spread out.
import fs from 'node:fs';

export function shard<T>(items: readonly T[], index: number, of: number): T[] {
  return items.filter((_, i) => i % of === index);
}

/** The shard files of a long test: `<base>-<n>.test.ts(x)` in `dir`. Each long test checks that all of its shards exist. */
export function shardFiles(dir: string, base: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => new RegExp(`^${base}-\\d+\\.test\\.tsx?$`).test(f))
    .sort();
}
