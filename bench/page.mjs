// The bench's pages in Chromium (bench/browser.mjs): a fresh context per page as a simulated client, the DevTools
// metrics, an optional delay on every API call, the panels bench.js notes, and one transition's timings.
export const median = (v) => {
  const s = [...v].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
let client = 0;
/** the number of the last simulated client (one per opened page: its own address, ids of its own) */
export const lastClient = () => client;

export async function open(browser, base, rate, query, prepare, rttMs = 0) {
  client += 1;
  const context = await browser.newContext({
    // one simulated client address per run (the server trusts the loopback proxy header), so no rate limit is shared
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${Math.floor(client / 250)}.${(client % 250) + 1}` },
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const locales = [];
  page.on('request', (r) => {
    const m = /\/dist\/locales\/(\w+)\.json/.exec(r.url());
    if (m) locales.push(m[1]);
  });
  const metric = async (name) =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? NaN;
  await prepare?.(page);
  // a round trip for every API call (not for the page, the bundle or its files): the start-up calls as on a network
  if (rttMs)
    await page.route(
      (url) => url.origin === new URL(base).origin && !/^\/(dist\/|bench\.|favicon)/.test(url.pathname),
      async (route) => {
        await new Promise((r) => setTimeout(r, rttMs));
        await route.continue();
      },
    );
  await page.goto(query === null ? `${base}/bare/bare.html` : `${base}/bench.html?${query}`);
  return { context, page, cdp, metric, locales };
}

/** Notes in the page (window.__waitAt) when the wait message is first drawn. */
export const noteWait = (page) =>
  page.addInitScript(() => {
    const look = () => {
      if (!window.__waitAt && document.querySelector('#auth-widget-wait [data-wait]'))
        window.__waitAt = performance.now();
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true });
  });

export const panelCount = (page) => page.evaluate(() => window.__bench.panels.length);
export async function nextPanel(page, before, timeout = 20_000) {
  await page.waitForFunction((n) => window.__bench.panels.length > n, before, { timeout });
  return page.evaluate(() => window.__bench.panels[window.__bench.panels.length - 1]);
}

/**
 * Presses submit and waits for the next usable panel. Wall: from the reply's responseEnd. CPU: main-thread task time
 * from the moment the reply finished loading (sampled on the DevTools Network.loadingFinished event) to the panel;
 * `pressCpuMs` is from the press instead (the form's own work on submit included).
 */
export async function transition(t, replyPath, expectPage) {
  const before = await panelCount(t.page);
  const cpuPress = await t.metric('TaskDuration');
  let requestId = null;
  const onRequest = (e) => {
    if (e.request.url.includes(replyPath)) requestId = e.requestId;
  };
  const replied = new Promise((resolve) => {
    const onDone = async (e) => {
      if (e.requestId !== requestId) return;
      t.cdp.off('Network.loadingFinished', onDone);
      resolve(await t.metric('TaskDuration'));
    };
    t.cdp.on('Network.loadingFinished', onDone);
  });
  t.cdp.on('Network.requestWillBeSent', onRequest);
  await t.page.click('#auth-widget [role="dialog"] button[type="submit"]');
  const panel = await nextPanel(t.page, before);
  const cpu1 = await t.metric('TaskDuration');
  t.cdp.off('Network.requestWillBeSent', onRequest);
  const atReply = await Promise.race([replied, new Promise((r) => setTimeout(() => r(NaN), 1000))]);
  if (expectPage && panel.page !== expectPage)
    throw new Error(`expected ${expectPage}, the widget showed ${panel.page}`);
  const replyEnd = await t.page.evaluate(
    (p) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(p))
        .pop()?.responseEnd ?? NaN,
    replyPath,
  );
  return { wallMs: panel.at - replyEnd, cpuMs: (cpu1 - atReply) * 1000, pressCpuMs: (cpu1 - cpuPress) * 1000 };
}
