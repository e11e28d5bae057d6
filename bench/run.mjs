// `npm run bench` (docs/bench.md): the sizes of dist/, the widget in headless Chromium against the reference
// server (bench/browser.mjs), the reference server under load (bench/load.mjs) and its sign-on throughput
// (bench/signon.mjs). Prints each table, checks the
// budgets of issue 8 and writes bench/results.json; exits non-zero when a budget or the load test fails.
// BENCH_RUNS sets the runs per CPU rate (default 7).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildBare, buildReactAlone } from './bare.mjs';
import { browserBench } from './browser.mjs';
import { loadTest } from './load.mjs';
import { signOnThroughput } from './signon.mjs';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..');
const results = { at: new Date().toISOString(), node: process.version, budgets: [] };
const KiB = 1024;
const budget = (name, value, limit, unit) => {
  const ok = value <= limit;
  results.budgets.push({ name, value: Number(value.toFixed(2)), limit, unit, ok });
  return ok;
};

// --- sizes ------------------------------------------------------------------------------------------------------
const files = [];
const walk = (dir) => {
  for (const f of fs.readdirSync(dir)) {
    const p = path.join(dir, f);
    if (fs.statSync(p).isDirectory()) walk(p);
    else files.push(p);
  }
};
walk(path.join(root, 'dist'));
results.sizes = Object.fromEntries(
  files.sort().map((p) => {
    const buf = fs.readFileSync(p);
    return [
      path.relative(path.join(root, 'dist'), p),
      {
        min: buf.length,
        gzip: zlib.gzipSync(buf, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      },
    ];
  }),
);
console.log('\nSizes of dist/ (KiB)');
console.log(`  ${'file'.padEnd(40)} ${'min'.padStart(8)} ${'gzip'.padStart(8)} ${'brotli'.padStart(8)}`);
for (const [f, s] of Object.entries(results.sizes))
  console.log(
    `  ${f.padEnd(40)} ${(s.min / KiB).toFixed(1).padStart(8)} ${(s.gzip / KiB).toFixed(1).padStart(8)} ${(s.brotli / KiB).toFixed(1).padStart(8)}`,
  );
// the sign-on's two scripts: the first, which draws the panel, and the rest it loads (docs/host.md)
const signOnGzip = results.sizes['auth-widget.js'].gzip + results.sizes['auth-widget-main.js'].gzip;
budget(
  'sign-on scripts gzip, auth-widget.js + auth-widget-main.js (the sign-on flow, en_US)',
  signOnGzip / KiB,
  150,
  'KiB',
);
const flowFiles = Object.entries(results.sizes).filter(([f]) => f.startsWith('auth-widget-flow-'));
budget('largest other flow file gzip', Math.max(...flowFiles.map(([, s]) => s.gzip)) / KiB, 12, 'KiB');
const locales = Object.entries(results.sizes).filter(([f]) => f.startsWith('locales/') && f !== 'locales/en_US.json');
budget('largest other locale file gzip', Math.max(...locales.map(([, s]) => s.gzip)) / KiB, 6, 'KiB');

// --- in Chromium --------------------------------------------------------------------------------------------------
const runs = Number(process.env.BENCH_RUNS ?? 7);
console.log(`\nIn headless Chromium against the reference server: medians of ${runs} runs per CPU rate`);
const bareBuild = await buildBare();
results.bareStack = { min: bareBuild.min, gzip: bareBuild.gzip };
console.log(
  `  the bare stack for comparison (bench/bare/: React, rjsf with a precompiled validator, Redux Toolkit, ky, react-modal, a two-field form in a modal): ${(bareBuild.min / KiB).toFixed(1)} KiB min, ${(bareBuild.gzip / KiB).toFixed(1)} KiB gzip`,
);
const reactBuild = await buildReactAlone();
results.reactAlone = { min: reactBuild.min, gzip: reactBuild.gzip };
const brotli = (p) => (p.startsWith('/dist/') ? results.sizes[p.slice('/dist/'.length)]?.brotli : undefined);
const b = await browserBench({
  runs,
  bareDir: bareBuild.dir,
  visible: { dirs: { bare: bareBuild.dir, react: reactBuild.dir }, brotli },
});
results.browser = b;
const ms = (v) => `${v.toFixed(1)} ms`;
for (const [rate, r] of Object.entries(b.rates)) {
  console.log(
    `  ${rate} CPU: interactive sign-on panel ${ms(r.ttiWallMs)} wall, ${ms(r.ttiCpuMs)} main-thread CPU (runs ${r.ttiCpuMsRange.map((v) => v.toFixed(0)).join('–')}); JS heap then ${r.heapMB.toFixed(2)} MB`,
  );
  if (r.bare)
    console.log(
      `    the bare stack's form in a modal: ${ms(r.bare.ttiWallMs)} wall, ${ms(r.bare.ttiCpuMs)} main-thread CPU; JS heap then ${r.bare.heapMB.toFixed(2)} MB`,
    );
  const show = (k) =>
    Object.entries(k)
      .filter(([name]) => name !== 'total')
      .sort((x, y) => y[1] - x[1])
      .map(([name, v]) => `${name} ${v.toFixed(0)}`)
      .join(', ');
  console.log(
    `    where the main thread goes to the panel (traced loads, medians; ms): widget ${r.breakdown.widget.total.toFixed(0)} = ${show(r.breakdown.widget)}`,
  );
  if (r.breakdown.bare)
    console.log(
      `      bare stack ${r.breakdown.bare.total.toFixed(0)} = ${show(r.breakdown.bare)}; main-thread CPU ratio widget / bare ${(r.ttiCpuMs / r.bare.ttiCpuMs).toFixed(2)}`,
    );
  if (r.rttStartMs !== undefined)
    console.log(
      `    with a ${b.rttMs} ms round trip per API call: start → usable panel ${ms(r.rttStartMs)} (${ms(r.startMs)} without; one round trip more would be ${ms(r.startMs + b.rttMs)})`,
    );
  console.log(
    `    forgot password opened on a warm page: first panel ${ms(r.openForgot.wallMs)} wall, ${ms(r.openForgot.cpuMs)} main thread from the press, slowest run ${ms(r.openForgot.cpuMsMax)}`,
  );
  for (const [name, t] of Object.entries(r.transitions)) {
    console.log(
      `    reply → next panel, ${name.padEnd(18)} ${ms(t.wallMs).padStart(9)} wall, ${ms(t.cpuMs).padStart(9)} main thread, slowest run ${ms(t.cpuMsMax)} (${ms(t.pressCpuMs)} from the press)`,
    );
  }
}
// --- the form as users feel it (issue 52) ---
console.log(
  `\n  The sign-on form, side by side (bench/visible.mjs; React alone: bench/react/, ${(reactBuild.gzip / KiB).toFixed(1)} KiB gzip): medians, ms from navigation start; CPU = renderer main thread, TaskDuration / ThreadTime`,
);
const targets = [];
for (const [rate, sides] of Object.entries(b.visible)) {
  for (const [side, v] of Object.entries(sides))
    console.log(
      `    ${rate} ${side.padEnd(7)} visible ${ms(v.visible.wallMs)} (CPU ${v.visible.taskMs.toFixed(0)} / ${v.visible.threadMs.toFixed(0)}), accepts typing ${ms(v.typing.wallMs)}, renderer owns it ${ms(v.owned.wallMs)} (CPU ${v.owned.taskMs.toFixed(0)} / ${v.owned.threadMs.toFixed(0)}); ${(v.bytesBefore / KiB).toFixed(1)} KiB (brotli) before it showed`,
    );
  const { widget: w, bare: x, react: r } = sides;
  // issue 70's budgets: the form visible (with the script-tag start) at most half the bare stack's time, the renderer
  // owning it at most 1.25× (1x) and 1.15× (4x); the rest stay printed targets
  budget(`visible form, widget / bare stack, ${rate}`, w.visible.wallMs / x.visible.wallMs, 0.5, '×');
  budget(
    `the renderer owns the form, widget / the bare stack's form, ${rate}`,
    w.owned.wallMs / x.owned.wallMs,
    rate === '4x' ? 1.15 : 1.25,
    '×',
  );
  targets.push(
    [`the renderer owns the form, widget / the bare stack's form, ${rate}`, w.owned.wallMs / x.owned.wallMs, 1.05],
    [
      `visible form, main-thread CPU (TaskDuration), widget / bare stack, ${rate}`,
      w.visible.taskMs / x.visible.taskMs,
      0.5,
    ],
    [`CPU until the renderer owns it (TaskDuration), widget / bare stack, ${rate}`, w.owned.taskMs / x.owned.taskMs, 1],
    [
      `CPU until the renderer owns it (ThreadTime), widget / bare stack, ${rate}`,
      w.owned.threadMs / x.owned.threadMs,
      1,
    ],
    [`visible form, widget / React alone, ${rate}`, w.visible.wallMs / r.visible.wallMs, 1],
  );
}

const one = b.rates['1x'];
for (const [name, t] of Object.entries(one.transitions))
  budget(`reply → next panel main thread at 1x, ${name}`, t.cpuMs, 50, 'ms');
budget('forgot password opened on a warm page: first panel, main thread at 1x', one.openForgot.cpuMs, 100, 'ms');
// 4.0 MB since issue 70: the compile hint's eagerly compiled code costs ~0.35 MB (still under both peers, docs/bench.md)
budget('JS heap after the sign-on panel at 1x', one.heapMB, 4.0, 'MB');
// every reply slow: the wait message within the data's wait delay (and a frame's slack) of the host's call
const { waitDelayMs } = JSON.parse(fs.readFileSync(path.join(root, 'flows/common.json'), 'utf8')).settings;
console.log(
  `  every reply ${b.slowMs} ms late, 1x: the wait message ${ms(one.slow.waitMs)} after the host's call (${ms(one.slow.waitFromNavigationMs)} from navigation), the panel ${ms(one.slow.panelMs)}`,
);
budget(
  `every reply ${b.slowMs} ms late: the wait message after the host's call`,
  one.slow.waitMs,
  waitDelayMs + 100,
  'ms',
);
// one round trip before the panel (the start-up calls go out together): within 15% of the 1x start time for noise
budget(
  `start → usable panel with ${b.rttMs} ms per API call, minus one round trip and the 1x start`,
  one.rttStartMs - b.rttMs - one.startMs,
  Math.max(15, one.startMs * 0.15),
  'ms',
);
// printed beside the budgets, not budgets: issue 18's CPU ratios and issue 52's further targets
targets.push(
  ['main-thread CPU to the sign-on panel, widget / bare stack, 1x', one.ttiCpuMs / one.bare.ttiCpuMs, 1],
  [
    'main-thread CPU to the sign-on panel, widget / bare stack, 4x',
    b.rates['4x'].ttiCpuMs / b.rates['4x'].bare.ttiCpuMs,
    1,
  ],
);
results.targets = targets.map(([name, value, limit]) => ({
  name,
  value: Number(value.toFixed(2)),
  limit,
  ok: value <= limit,
}));
const localeOk = one.localesLoaded.en_US.length === 0 && JSON.stringify(one.localesLoaded.de_DE) === '["de_DE"]';
console.log(
  `  locale files loaded: en_US ${JSON.stringify(one.localesLoaded.en_US)}, de_DE ${JSON.stringify(one.localesLoaded.de_DE)}`,
);
results.budgets.push({
  name: 'a locale file is loaded only when chosen',
  value: localeOk ? 1 : 0,
  limit: 1,
  unit: '',
  ok: localeOk,
});

// --- under load -----------------------------------------------------------------------------------------------------
console.log('\nReference server under load: 200 concurrent clients on loopback, sign-on and recovery calls, 10 s');
const load = await loadTest({ connections: 200, seconds: 10 });
results.load = load;
console.log(
  `  requests ${load.requests} (${load.throughputPerSecond}/s): ${load.ok} answered 200, ${load.intended429} refused 429 by a rate limit, ${load.errors} errors`,
);
for (const [call, counts] of Object.entries(load.byCall))
  console.log(
    `    ${call.padEnd(20)} ${Object.entries(counts)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
console.log(
  `  latency p50 ${load.latencyMs.p50} ms, p90 ${load.latencyMs.p90} ms, p99 ${load.latencyMs.p99} ms, max ${load.latencyMs.max} ms`,
);
results.budgets.push({
  name: 'load test: no errors but intended 429s',
  value: load.errors,
  limit: 0,
  unit: 'errors',
  ok: load.errors === 0,
});

// --- sign-on throughput (issue 33) ----------------------------------------------------------------------------------
console.log(
  '\nSign-on throughput: 200 clients signing on to 20,000 accounts in a SQLite data file, 10 s after 2 s of warm-up',
);
const signOn = await signOnThroughput({ connections: 200, seconds: 10, accounts: 20_000 });
results.signOn = signOn;
console.log(
  `  ${signOn.signOnsPerSecond} sign-ons/s; the password hash allows ${signOn.ceilingPerSecond}/s (${signOn.cores} cores ÷ one scrypt of ${signOn.scryptMs} ms, the median of 14 timings before and after the run: ${signOn.scryptMsBefore} / ${signOn.scryptMsAfter} ms), scrypt alone on every core at once ${signOn.scryptsPerSecondAtOnce}/s`,
);
console.log(
  `  ${(signOn.ratio * 100).toFixed(1)}% of cores ÷ one scrypt, ${(signOn.ratioToScryptAlone * 100).toFixed(1)}% of scrypt alone; latency p50 ${signOn.latencyMs.p50} ms, p99 ${signOn.latencyMs.p99} ms; outcomes ${JSON.stringify(signOn.outcomes)}`,
);
// a floor, not a ceiling: at least 90% of what the password hash allows
results.budgets.push({
  name: 'sign-on throughput, share of cores ÷ one scrypt (at least)',
  value: signOn.ratio,
  limit: 0.9,
  unit: '',
  ok: signOn.ratio >= 0.9,
});
results.budgets.push({
  name: 'sign-on throughput: no errors',
  value: signOn.errors,
  limit: 0,
  unit: 'errors',
  ok: signOn.errors === 0,
});

// --- budgets ------------------------------------------------------------------------------------------------------
console.log('\nBudgets');
for (const x of results.budgets)
  console.log(
    `  ${x.ok ? 'ok  ' : 'FAIL'} ${x.name}: ${x.value}${x.unit ? ` ${x.unit}` : ''} (limit ${x.limit}${x.unit ? ` ${x.unit}` : ''})`,
  );
console.log('\nTargets (printed, not budgets)');
for (const x of results.targets) console.log(`  ${x.ok ? 'met ' : 'open'} ${x.name}: ${x.value} (target ≤ ${x.limit})`);
fs.writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWrote bench/results.json');
process.exit(results.budgets.every((x) => x.ok) ? 0 : 1);
