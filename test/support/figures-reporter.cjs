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
    const rows = fs.readdirSync(DIR).filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')))
      .sort((a, b) => a.key.localeCompare(b.key, 'en', { numeric: true }));
    if (!rows.length) return;
    process.stdout.write(`\nMeasured by this run:\n${rows.map((r) => `  ${r.text}`).join('\n')}\n`);
  }
}
module.exports = FiguresReporter;
