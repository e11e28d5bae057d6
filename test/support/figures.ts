// Figures the tests measure (journeys replayed, fuzz cases, crafted URLs, CSP violations, scanned requests), kept one
// file each under build/figures/ so that the jest reporter test/support/figures-reporter.cjs prints them together at
// the end of `npm test`, whichever worker measured them.
import fs from 'node:fs';
import path from 'node:path';

export const FIGURES_DIR = path.join(__dirname, '../../build/figures');

/**
 * Adds counts to a figure that several test files contribute to (each file writes its own part; the reporter sums
 * them): `text` names the counts in braces, e.g. "{pages} pages, {violations} violations".
 */
export function tally(key: string, text: string, part: string, counts: Record<string, number>) {
  const dir = path.join(FIGURES_DIR, 'tally', key.replace(/[^\w.-]+/g, '_'));
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${part.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify({ key, text, counts }));
}

/** Records a figure; `key` orders the table (e.g. "7.1 fuzz"), `text` is the line printed. */
export function figure(key: string, text: string) {
  fs.mkdirSync(FIGURES_DIR, { recursive: true });
  fs.writeFileSync(path.join(FIGURES_DIR, `${key.replace(/[^\w.-]+/g, '_')}.json`), JSON.stringify({ key, text }));
}
