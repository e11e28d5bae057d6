// The widget in headless Chromium against the reference server (docs/bench.md, issue 8): for each CPU rate
// (1x and 4x throttling through the DevTools protocol), medians of RUNS runs of
// - time to an interactive sign-on panel: navigation start → the LOGIN_PAGE dialog usable (bench.js notes it), wall
//   and renderer main-thread CPU (Performance.getMetrics TaskDuration), and the JS heap (after a GC) once the
//   renderer owns that panel;
// - reply to next panel for three transitions: the reply's responseEnd (resource timing) → the next panel usable
//   (wall), and the main-thread CPU from the press to that panel;
// - opening forgot password on a warm page: the sign-on panel up for a second, "Forgot your password?" pressed → its
//   first panel usable (its country-code call answered), wall and main-thread CPU from the press;
// - the start with every API call a round trip of RTT_MS, and with every reply SLOW_MS late: then the time to the wait
//   message (#auth-widget-wait [data-wait], docs/host.md "DOM hooks") beside the time to the panel;
// and which locale files each language loads.
import { chromium } from 'playwright-core';
import chromiumPaths from '../scripts/chromium-path.cjs';
import fs from 'node:fs';
import { startServer } from './server.mjs';
import { serveBare, traced } from './trace.mjs';
import { visibleBench } from './visible.mjs';
import { lastClient, median, nextPanel, noteWait, open, panelCount, transition } from './page.mjs';

/** the simulated network round trip added to every API call in the round-trip run */
export const RTT_MS = 100;
/** every API call this late in the slow-replies run (a slow network or backend): the wait message shows meanwhile */
export const SLOW_MS = 1500;
/** traced page loads per side and CPU rate, for the breakdown (medians per kind) */
const TRACED = 3;

const { LAUNCH_ARGS } = chromiumPaths;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** The bare-stack reference page (bench/bare/), served from build/bench-bare on the server's origin. */
async function bare(browser, base, rate, dir) {
  const t = await open(browser, base, rate, null, serveBare(base, dir));
  const first = await nextPanel(t.page, 0);
  const out = { ttiWallMs: first.at, ttiCpuMs: (await t.metric('TaskDuration')) * 1000 };
  await t.cdp.send('HeapProfiler.collectGarbage');
  out.heapMB = (await t.metric('JSHeapUsedSize')) / (1024 * 1024);
  await t.context.close();
  return out;
}

async function run(browser, base, rate, bareDir) {
  const out = {};
  if (bareDir) out.bare = await bare(browser, base, rate, bareDir);
  // 1. time to an interactive sign-on panel, and the heap then
  const s = await open(browser, base, rate, 'flow=authenticateUser');
  const first = await nextPanel(s.page, 0);
  out.ttiWallMs = first.at;
  out.ttiCpuMs = (await s.metric('TaskDuration')) * 1000;
  out.startMs = first.at - (await s.page.evaluate(() => window.__bench.started));
  // the heap once the renderer owns the panel (react-modal's opened dialog), not at the first script's early panel,
  // which shows before the rest of the widget has loaded (docs/bench.md)
  await s.page.waitForFunction(() => document.querySelector('.ReactModal__Content--after-open'));
  await s.cdp.send('HeapProfiler.collectGarbage');
  out.heapMB = (await s.metric('JSHeapUsedSize')) / (1024 * 1024);
  out.localesEn = [...s.locales];
  // 2. opening forgot password from the sign-on panel, pressed after a second as a reader would (the page is warm: the
  // flow the link opens was loaded while idle, src/flow/prefetch.ts)
  await s.page.waitForTimeout(1000);
  // Playwright's own script in the page is made on its first query (about 12 ms at 1x): not the widget's, so first
  await s.page.locator('#auth-widget [role="dialog"] .aw-link').waitFor();
  const beforeFps = await panelCount(s.page);
  const cpuPress = await s.metric('TaskDuration');
  const pressedAt = await s.page.evaluate(() => performance.now());
  await s.page.click('#auth-widget [role="dialog"] .aw-link');
  const fps = await nextPanel(s.page, beforeFps);
  if (fps.page !== 'FORGOT_PASSWORD') throw new Error(`expected FORGOT_PASSWORD, the widget showed ${fps.page}`);
  out.openForgot = { wallMs: fps.at - pressedAt, cpuMs: ((await s.metric('TaskDuration')) - cpuPress) * 1000 };
  await s.context.close();
  // 2b. the start on a network: every API call a round trip of RTT_MS; from the flow's start to the usable panel
  if (rate === 1) {
    const r = await open(browser, base, rate, 'flow=authenticateUser', null, RTT_MS);
    const p = await nextPanel(r.page, 0);
    out.rttStartMs = p.at - (await r.page.evaluate(() => window.__bench.started));
    await r.context.close();
    // 2c. every reply slow: the wait message within the data's wait delay, then the panel
    const w = await open(browser, base, rate, 'flow=authenticateUser', noteWait, SLOW_MS);
    const q = await nextPanel(w.page, 0);
    const { started, waitAt } = await w.page.evaluate(() => ({ ...window.__bench, waitAt: window.__waitAt }));
    out.slow = { waitMs: (waitAt ?? NaN) - started, panelMs: q.at - started, waitFromNavigationMs: waitAt ?? NaN };
    await w.context.close();
  }
  const s2 = await open(browser, base, rate, 'flow=authenticateUser');
  await nextPanel(s2.page, 0);
  // 3. transitions: a failed sign-on (the panel again with its message), a temporary password (the reset choice)
  await s2.page.fill('#auth-widget input[name="userId"]', `bench.visitor${lastClient()}`);
  await s2.page.fill('#auth-widget input[name="password"]', 'Not#ThePassword1');
  out.signOnFailed = await transition(s2, '/authenticate/', 'LOGIN_PAGE');
  await s2.page.fill('#auth-widget input[name="userId"]', 'temp.user');
  await s2.page.fill('#auth-widget input[name="password"]', 'Welcome#2026');
  out.temporaryPassword = await transition(s2, '/login/wgt/getCSRFToken', 'RESET_PASSWORD');
  await s2.context.close();
  // 4. forgot password: the user's details → the code page
  const f = await open(browser, base, rate, 'flow=forgotPassword&language=de_DE');
  await nextPanel(f.page, 0);
  out.localesDe = [...f.locales];
  // any id gets the code page (no enumeration); a new one per run stays clear of the per-account limit
  await f.page.fill('#auth-widget input[name="userId"]', `bench.user${lastClient()}`);
  await f.page.check('#auth-widget input[name="deliveryChannel"][value="EMAIL"]');
  await f.page.fill('#auth-widget input[name="email"]', `bench.user${lastClient()}@example.com`);
  out.codeSent = await transition(f, '/validateuser/', 'FPW_ENTER_CODE');
  await f.context.close();
  return out;
}

/** `visible`: the pages and sizes for the side-by-side form timings of bench/visible.mjs ({ dirs, brotli }). */
export async function browserBench({ runs = 7, rates = [1, 4], bareDir = null, visible = null } = {}) {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package or set CHROMIUM_PATH`);
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: LAUNCH_ARGS,
  });
  const result = { runs, chromium: browser.version(), rttMs: RTT_MS, slowMs: SLOW_MS, rates: {} };
  try {
    // one warm-up run (disk cache, JIT of the server), not counted
    await run(browser, server.url, 1, bareDir);
    for (const rate of rates) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await run(browser, server.url, rate, bareDir));
      const pick = (f) => median(all.map(f));
      const breakdown = { widget: [], bare: [] };
      for (let i = 0; i < TRACED; i++) {
        breakdown.widget.push(await traced(browser, server.url, rate, null));
        if (bareDir) breakdown.bare.push(await traced(browser, server.url, rate, bareDir));
      }
      const kinds = (list) =>
        Object.fromEntries(
          [...new Set(list.flatMap((k) => Object.keys(k)))].map((k) => [k, median(list.map((x) => x[k] ?? 0))]),
        );
      result.rates[`${rate}x`] = {
        breakdown: { widget: kinds(breakdown.widget), ...(bareDir ? { bare: kinds(breakdown.bare) } : {}) },
        ttiWallMs: pick((r) => r.ttiWallMs),
        ttiCpuMs: pick((r) => r.ttiCpuMs),
        heapMB: pick((r) => r.heapMB),
        transitions: Object.fromEntries(
          ['signOnFailed', 'temporaryPassword', 'codeSent'].map((k) => [
            k,
            {
              wallMs: pick((r) => r[k].wallMs),
              cpuMs: pick((r) => r[k].cpuMs),
              pressCpuMs: pick((r) => r[k].pressCpuMs),
              // this machine's spread is wide: the slowest run is kept beside the median
              cpuMsMax: Math.max(...all.map((r) => r[k].cpuMs)),
            },
          ]),
        ),
        openForgot: {
          wallMs: pick((r) => r.openForgot.wallMs),
          cpuMs: pick((r) => r.openForgot.cpuMs),
          cpuMsMax: Math.max(...all.map((r) => r.openForgot.cpuMs)),
        },
        ...(rate === 1
          ? {
              startMs: pick((r) => r.startMs),
              rttStartMs: pick((r) => r.rttStartMs),
              slow: Object.fromEntries(
                ['waitMs', 'panelMs', 'waitFromNavigationMs'].map((k) => [k, pick((r) => r.slow[k])]),
              ),
            }
          : {}),
        ttiCpuMsRange: [Math.min(...all.map((r) => r.ttiCpuMs)), Math.max(...all.map((r) => r.ttiCpuMs))],
        localesLoaded: { en_US: all[0].localesEn, de_DE: all[0].localesDe },
        ...(bareDir
          ? {
              bare: {
                ttiWallMs: pick((r) => r.bare.ttiWallMs),
                ttiCpuMs: pick((r) => r.bare.ttiCpuMs),
                heapMB: pick((r) => r.bare.heapMB),
              },
            }
          : {}),
      };
    }
    if (visible) result.visible = await visibleBench(browser, server.url, { runs, rates, ...visible });
  } finally {
    await browser.close();
    await server.stop();
  }
  return result;
}
