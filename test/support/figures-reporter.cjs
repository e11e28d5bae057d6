// Prints the figures the tests recorded (test/support/figures.ts) after jest's own summary, and clears them at the
// start of a run so that a figure shown always comes from this run.
const fs = require('node:fs');
const path = require('node:path');

const DIR = path.join(__dirname, '../../build/figures');

class FiguresReporter {
  onRunStart() {
    fs.rmSync(DIR, { recursive: true, force: true });
  }

  onRunComplete() {
    if (!fs.existsSync(DIR)) return;
    const read = (dir) =>
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
    const rows = read(DIR);
    const tallies = path.join(DIR, 'tally');
    // a tally: the parts several test files wrote, summed
    if (fs.existsSync(tallies)) {
      for (const key of fs.readdirSync(tallies)) {
        const parts = read(path.join(tallies, key));
        if (!parts.length) continue;
        const sum = {};
        for (const p of parts) for (const [k, v] of Object.entries(p.counts)) sum[k] = (sum[k] ?? 0) + v;
        rows.push({ key: parts[0].key, text: parts[0].text.replace(/\{(\w+)\}/g, (_, k) => String(sum[k] ?? 0)) });
      }
    }
    rows.sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
    if (!rows.length) return;
    process.stdout.write(`\nMeasured by this run:\n${rows.map((r) => `  ${r.text}`).join('\n')}\n`);
  }
}
module.exports = FiguresReporter;
