// Scratch copies of the data files for tests that break them on purpose, and the data check's findings as text.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCheck } from '../../scripts/check-data';

export const root = path.join(__dirname, '../..');

/** A scratch copy of schemas/, flows/ and locales/ to break, with the server's stage table they are checked against. */
export function copy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-data-'));
  for (const d of ['schemas', 'flows', 'locales', 'seed', 'server/stages/stages.json'])
    fs.cpSync(path.join(root, d), path.join(dir, d), { recursive: true });
  return dir;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits any shape of JSON
export function edit(dir: string, rel: string, change: (json: any) => void) {
  const p = path.join(dir, rel);
  const json: unknown = JSON.parse(fs.readFileSync(p, 'utf8'));
  change(json);
  fs.writeFileSync(p, JSON.stringify(json, null, 2));
}
/** Writes a data file of a fixture product under `dir` (its folders made as needed). */
export function writeJson(dir: string, rel: string, json: unknown) {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), JSON.stringify(json));
}
export const messages = (dir: string) => runCheck(dir).map((p) => `${p.file} ${p.pointer}: ${p.message}`);

/** A flow file of a copy, to add a fixture page to (the first in name order). */
export const firstFlowFile = (dir: string) =>
  fs.readdirSync(path.join(dir, 'flows')).find((f) => f.endsWith('.json') && f !== 'flow-table.schema.json')!;
