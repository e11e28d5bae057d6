// Where the main thread's time goes up to a moment (the panel usable), from a Chromium trace of one page load: each
// trace event's own time (its duration less its children's) on the renderer's main thread, summed by kind. Traced
// runs are separate from the timed ones (tracing costs time of its own); docs/bench.md explains the kinds.
/* global window */
import fs from 'node:fs';
import path from 'node:path';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
  'toplevel',
  'mojom',
  'blink',
  'net',
];

const KINDS = {
  'parse/compile': [
    'V8.ParseFunction',
    'V8.PreParse',
    'V8.ParseProgram',
    'V8.CollectSourcePositions',
    'V8.CompileIgnitionFinalization',
    'V8.CompileIgnition',
    'v8.compile',
    'V8.CompileCode',
    'v8.compileModule',
    'V8.CompileLazy',
    'v8.produceCache',
    'v8.parseOnBackground',
    'V8.ScriptCompiler',
    'v8.deserializeOnBackground',
    'v8.wasm.compiledModule',
  ],
  script: [
    'EvaluateScript',
    'v8.run',
    'FunctionCall',
    'v8.callFunction',
    'TimerFire',
    'EventDispatch',
    'RunMicrotasks',
    'v8.evaluateModule',
    'FireAnimationFrame',
    'FireIdleCallback',
    'V8.Execute',
    'v8.execute',
    'XHRReadyStateChange',
    'ResourceReceivedData',
  ],
  gc: [
    'MinorGC',
    'MajorGC',
    'V8.GCScavenger',
    'V8.GCIncrementalMarking',
    'V8.GCFinalizeMC',
    'V8.GCCompactor',
    'BlinkGC.AtomicPhase',
    'CppGC.AtomicPhase',
    'V8.GC_MC_BACKGROUND_EVACUATE_COPY',
    'ThreadState::performIdleLazySweep',
  ],
  'style/layout': [
    'UpdateLayoutTree',
    'RecalculateStyles',
    'Layout',
    'ParseAuthorStyleSheet',
    'UpdateLayerTree',
    'InvalidateLayout',
    'ScheduleStyleRecalculation',
    'ComputeIntersections',
    'IntersectionObserverController::computeIntersections',
  ],
  paint: [
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'PaintImage',
    'CompositeLayers',
    'UpdateLayer',
    'RasterTask',
    'Decode Image',
  ],
  'html parse': ['ParseHTML'],
};
const kindOf = new Map(Object.entries(KINDS).flatMap(([k, names]) => names.map((n) => [n, k])));

export async function tracedLoad(browser, page, load) {
  await browser.startTracing(page, { categories: CATEGORIES });
  const at = await load();
  const trace = JSON.parse(String(await browser.stopTracing()));
  return breakdown(trace.traceEvents ?? trace, at);
}

/** ms per kind of the main thread's own time from navigation start to `atMs` (ms since navigation start). */
export function breakdown(events, atMs) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const nav = events.find(
    (e) =>
      e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame !== false && e.args?.data?.documentLoaderURL,
  );
  if (!nav) throw new Error('the trace has no navigationStart');
  const main = names.find((n) => n.pid === nav.pid && n.tid === nav.tid) ?? names.find((n) => n.pid === nav.pid);
  const start = nav.ts;
  const end = start + atMs * 1000;
  const mine = events
    .filter(
      (e) =>
        e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur > 0 && e.ts + e.dur > start && e.ts < end,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const out = { total: 0 };
  const stack = [];
  const own = new Map();
  for (const e of mine) {
    const s = Math.max(e.ts, start);
    const f = Math.min(e.ts + e.dur, end);
    while (stack.length && stack[stack.length - 1].f <= s) stack.pop();
    const parent = stack[stack.length - 1];
    const node = { e, s, f, kind: kindOf.get(e.name) ?? parent?.kind ?? 'other' };
    own.set(node, f - s);
    if (parent) own.set(parent, own.get(parent) - (f - s));
    else out.total += f - s;
    stack.push(node);
  }
  for (const [node, us] of own) out[node.kind] = (out[node.kind] ?? 0) + us;
  if (process.env.TRACE_DETAIL) {
    const by = new Map();
    for (const [node, us] of own) {
      const d = node.e.args?.data ?? {};
      const k = `${node.kind} ${node.e.name} ${(d.url ?? d.functionName ?? d.type ?? '').toString().slice(-40)}`;
      by.set(k, (by.get(k) ?? 0) + us);
    }
    console.log(
      [...by]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([k, v]) => `   ${(v / 1000).toFixed(1).padStart(6)} ${k}`)
        .join('\n'),
    );
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v / 1000]));
}

const hostHeaders = new Map();
/** The headers the server sends with the host page and with the widget's script, less those of one file or request. */
function headersOf(base) {
  if (!hostHeaders.has(base)) {
    const one = async (url) => {
      const r = await fetch(`${base}${url}`);
      await r.arrayBuffer();
      const own = /^(content-length|etag|last-modified|date|x-ratelimit-|connection|keep-alive)/;
      return Object.fromEntries([...r.headers].filter(([k]) => !own.test(k)));
    };
    hostHeaders.set(
      base,
      Promise.all([one('/bench.html'), one('/dist/auth-widget.js')]).then(([html, js]) => ({ html, js })),
    );
  }
  return hostHeaders.get(base);
}

/**
 * Serves a built reference page and its script (build/bench-bare, build/bench-react) on the server's origin, with the
 * headers the reference server gives the widget's own host page and script (demo/bench.html, dist/auth-widget.js):
 * the same host either way. Its headers matter to the timing: Cross-Origin-Opener-Policy puts the page in a browsing
 * context group of its own, which costs a new renderer process before the page's first byte is parsed.
 */
export const serveBare =
  (base, dir, prefix = 'bare') =>
  async (page) => {
    const headers = await headersOf(base);
    await page.route(`${base}/${prefix}/*`, (route) => {
      const file = path.join(dir, path.basename(new URL(route.request().url()).pathname));
      return route.fulfill({ body: fs.readFileSync(file), headers: headers[file.endsWith('.html') ? 'html' : 'js'] });
    });
  };

/**
 * Where the main thread's time goes up to the first usable panel, for the widget's sign-on or the bare stack. Now and
 * then (about 1 load in 6 here, with either page) Chromium's trace lacks the navigation's own navigationStart event, so
 * the load cannot be placed in it: that load is traced again, up to three times, rather than failing the whole bench.
 */
export async function traced(browser, base, rate, bareDir, tries = 3) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (bareDir) await serveBare(base, bareDir)(page);
  try {
    return await tracedLoad(browser, page, async () => {
      await page.goto(bareDir ? `${base}/bare/bare.html` : `${base}/bench.html?flow=authenticateUser`);
      await page.waitForFunction(() => window.__bench?.panels.length > 0);
      return page.evaluate(() => window.__bench.panels[0].at);
    });
  } catch (e) {
    if (tries <= 1 || !/no navigationStart/.test(e.message)) throw e;
  } finally {
    await context.close();
  }
  return traced(browser, base, rate, bareDir, tries - 1);
}
