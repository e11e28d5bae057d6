// Issue 52, the sign-on form as users feel it (docs/bench.md): the widget, the bare stack and React alone with a plain
// form, side by side in one run, a fresh browser context per sample and the sides interleaved. For each, from
// navigation start: the form visible (its first input drawn with a size), accepting typing (that input enabled and
// writable), owned by its renderer (the widget's and the bare stack's react-modal dialog opened by React; React alone
// draws its form itself), and the renderer's main-thread CPU until each moment by two methods of the DevTools
// protocol: TaskDuration (the main thread's task time, the figure the bench has always reported) and ThreadTime (the
// thread's CPU time); plus the bytes that arrived before the form showed.
import { serveBare } from './trace.mjs';

const MARKS = ['visible', 'typing', 'owned'];

/** Notes each moment in the page, and asks the DevTools protocol for the CPU figures at once. */
function watch() {
  const seen = {};
  const note = (name) => {
    if (seen[name]) return;
    seen[name] = performance.now();
    window.__awMark(name, seen[name]);
  };
  const look = () => {
    const input = document.querySelector('[role="dialog"] input');
    if (!input) return;
    const box = input.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(input).visibility === 'hidden') return;
    note('visible');
    if (!input.disabled && !input.readOnly) note('typing');
    const dialog = input.closest('[role="dialog"]');
    const modal = dialog.className.includes('ReactModal__Content');
    if (!modal || dialog.className.includes('ReactModal__Content--after-open')) note('owned');
    if (seen.owned && seen.typing) observer.disconnect();
  };
  const observer = new MutationObserver(look);
  // and every frame: a form drawn before the page's styles arrive is sized only when they do, with no mutation then
  const frame = () => {
    look();
    if (!(seen.owned && seen.typing)) requestAnimationFrame(frame);
  };
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    frame();
  });
}

async function sample(browser, base, rate, side, dirs, brotli) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (side !== 'widget') await serveBare(base, dirs[side], side === 'bare' ? 'bare' : 'react')(page);
  const marks = {};
  let resolveDone;
  const done = new Promise((resolve) => {
    resolveDone = resolve;
  });
  // registered before the page loads (the page calls it as soon as its form shows)
  await page.exposeBinding('__awMark', async (_source, name, at) => {
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const m = (n) => (metrics.find((x) => x.name === n)?.value ?? NaN) * 1000;
    marks[name] = { at, taskMs: m('TaskDuration'), threadMs: m('ThreadTime') };
    if (MARKS.every((k) => marks[k])) resolveDone();
  });
  await page.addInitScript(watch);
  const url = {
    widget: `${base}/bench.html?flow=authenticateUser`,
    bare: `${base}/bare/bare.html`,
    react: `${base}/react/react.html`,
  };
  await page.goto(url[side], { waitUntil: 'commit' });
  await Promise.race([
    done,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${side}: no form in 20 s`)), 20_000)),
  ]);
  // what had arrived when the form showed: each file at its brotli size (the server sends them as they are)
  const arrived = await page.evaluate(
    (at) =>
      [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')]
        .filter((e) => e.responseEnd <= at)
        .map((e) => ({ path: new URL(e.name).pathname, bytes: e.encodedBodySize })),
    marks.visible.at,
  );
  await context.close();
  const bytes = arrived.reduce((n, r) => n + (brotli(r.path) ?? r.bytes), 0);
  return { marks, bytes, files: arrived.length };
}

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

/** `dirs`: the bare stack's and React alone's built pages; `brotli(path)`: a dist/ file's brotli size, or undefined. */
export async function visibleBench(browser, base, { runs, rates = [1, 4], dirs, brotli }) {
  const out = {};
  for (const rate of rates) {
    const all = { widget: [], bare: [], react: [] };
    await sample(browser, base, rate, 'widget', dirs, brotli); // warm-up, not counted
    for (let i = 0; i < runs; i++)
      for (const side of Object.keys(all)) all[side].push(await sample(browser, base, rate, side, dirs, brotli));
    out[`${rate}x`] = Object.fromEntries(
      Object.entries(all).map(([side, list]) => [
        side,
        {
          ...Object.fromEntries(
            MARKS.map((k) => [
              k,
              {
                wallMs: median(list.map((s) => s.marks[k].at)),
                taskMs: median(list.map((s) => s.marks[k].taskMs)),
                threadMs: median(list.map((s) => s.marks[k].threadMs)),
              },
            ]),
          ),
          bytesBefore: median(list.map((s) => s.bytes)),
        },
      ]),
    );
  }
  return out;
}
