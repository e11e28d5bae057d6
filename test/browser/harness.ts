// Browser tests: the reference server in-process on a free port (serving dist/ and demo/), and Debian's Chromium
// driven by playwright-core. CSP violations are collected three ways: the page event, the console, report-uri.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { buildServer } from '../../server/app';
import { TEST_LIMITS } from '../../server/guards/limits';
import type { Store } from '../../server/store/store';
import { ManualClock } from '../../server/store/clock';
import { liveRoutes } from '../../server/dev/live';
import { DEMO_PASSWORD } from '../../server/store/seed';
import { CHROMIUM, MISSING } from '../support/chromium';
import { tally } from '../support/figures';
import { opened, slotPage } from './tabSlots';

export const ROOT = path.join(__dirname, '../..');

/**
 * The jest worker's Chromium (test/support/browser-env.cjs starts one per worker and closes the contexts a file opened
 * when it ends), so a file never closes it. One per worker, driven in-process: a shared one behind playwright's server
 * cost every call a websocket hop and a JSON round trip through jest's main process, 16% more CPU for the same replay
 * (73 against 61 core-seconds for a conformance shard).
 */
export async function connectChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(MISSING);
  const shared = (globalThis as { __workerChromium?: () => Promise<Browser> }).__workerChromium;
  if (!shared) throw new Error('the browser project runs in test/support/browser-env.cjs (jest.config.cjs)');
  return shared();
}

export interface Harness {
  url: string;
  store: Store;
  /** the server's clock: tests move it past the 2- and 8-minute marks */
  clock: ManualClock;
  browser: Browser;
  cspReports: unknown[];
  /** every POST's decoded JSON payload (the form field `data`), by path */
  posts: { path: string; data: Record<string, unknown> }[];
  close(): Promise<void>;
}

/**
 * `live`: a folder whose build/status.json the dev live-reload routes watch (server/dev/live.ts); `root`: a project copy
 * whose dist/ and demo/ are served instead of this one's.
 */
export async function startHarness(opts: { live?: string; root?: string } = {}): Promise<Harness> {
  const root = opts.root ?? ROOT;
  if (!fs.existsSync(path.join(root, 'dist/auth-widget.js')))
    throw new Error('dist/ is missing: run `npm run build` (npm test does it first)');
  const clock = new ManualClock(Date.now());
  // one test file drives the server from one address: no rate limits (the server tests check them)
  const { app, store } = await buildServer({ root, clock, limits: TEST_LIMITS, dev: true });
  if (opts.live) liveRoutes(app, opts.live);
  const cspReports: unknown[] = [];
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/csp-report')) cspReports.push(req.url);
  });
  const posts: Harness['posts'] = [];
  app.addHook('preHandler', async (req) => {
    const body = req.body as { data?: string } | undefined;
    if (req.method !== 'POST' || typeof body?.data !== 'string') return;
    try {
      posts.push({ path: req.url.split('?')[0], data: JSON.parse(body.data) as Record<string, unknown> });
    } catch {
      /* not JSON: the route answers it */
    }
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await connectChromium();
  return {
    url,
    store,
    clock,
    browser,
    cspReports,
    posts,
    async close() {
      tally(...CSP_TALLY, path.basename(expect.getState().testPath ?? 'harness'), {
        pages: tabs.length,
        violations: tabs.reduce((n, t) => n + t.violations.length, 0),
      });
      tally(...TAB_TALLY, path.basename(expect.getState().testPath ?? 'harness'), opened);
      // this file's pages first (the worker's Chromium stays): the server's close waits for the connections they hold
      // open, the demo pages' live-reload stream among them, which never ends on its own
      await Promise.all(browser.contexts().map((c) => c.close()));
      await app.close();
    },
  };
}

export interface Tab {
  page: Page;
  context: BrowserContext;
  violations: string[];
  errors: string[];
  /** the path of every request the page made, from before its first navigation */
  requests: string[];
  /** done with it: its context is free for the next tab (test/browser/tabSlots.ts); the page closes when that opens */
  release(): Promise<void>;
}

/** Collects the page's CSP and Trusted Types violations: its securitypolicyviolation events and console reports. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await reportViolations(page, (v) => violations.push(v));
  page.on('console', consoleViolations(violations));
  return violations;
}

/** Hands the page's securitypolicyviolation events to `report`, from every document it loads. */
async function reportViolations(page: Page, report: (v: string) => void) {
  await page.exposeFunction('__cspViolation', report);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
}

/** A console listener that notes the violations Chromium reports there. */
const consoleViolations = (into: string[]) => (m: ConsoleMessage) => {
  if (m.type() === 'error' && /Content.Security.Policy|Trusted.?Type|TrustedHTML|TrustedScriptURL/i.test(m.text()))
    into.push(m.text());
};

/** Every tab this test file opened, for the CSP / Trusted Types tally printed by npm test. */
const tabs: Tab[] = [];
const TAB_TALLY = [
  '7.6 tabs',
  'Browser tabs (test/browser/tabSlots.ts): {reused} on the page an earlier test left, {newPage} on a new page in a used context, {newContext} in a new context',
] as const;
export const CSP_TALLY = [
  '7.5 csp',
  'CSP and Trusted Types: {pages} browser pages under the strict policy, {violations} violations',
] as const;

/** `localhost`: the page is served as http://localhost (a secure context: passkeys need one), not by its address. */
export async function openTab(
  h: Harness,
  pathAndQuery = '/',
  opts: {
    localhost?: boolean;
    viewport?: { width: number; height: number };
    /** set-up the page needs before it loads (a route that holds a file back) */
    beforeLoad?: (page: Page) => Promise<unknown>;
    /** when the load counts as done (a held file holds back the load event) */
    waitUntil?: 'load' | 'domcontentloaded';
  } = {},
): Promise<Tab> {
  const { localhost = false, viewport = { width: 1280, height: 800 } } = opts;
  // Chromium's own user agent, not "HeadlessChrome": react-modal reads the user agent and, for anything it takes for
  // desktop Safari (which "HeadlessChrome/…" matches), moves Tab focus itself, onto unchecked radios of a group.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${h.browser.version()} Safari/537.36`;
  // reduced motion: the widget then draws no spinner or transition (src/styles/wait.css), which a headless
  // renderer otherwise paints every frame while a test waits: about a tenth of a browser test's CPU, for nothing these
  // tests look at (the gallery and first-look draw the full motion)
  const errors: string[] = [];
  const requests: string[] = [];
  const violations: string[] = [];
  const { page, context, release } = await slotPage(
    h.browser,
    { viewport, userAgent, reducedMotion: 'reduce' },
    // a page's reported violations go to the tab it serves now
    async (p) => {
      const sink = { into: violations };
      await reportViolations(p, (v) => sink.into.push(v));
      return sink;
    },
    async (p, sink) => {
      sink.into = violations;
      p.on('console', consoleViolations(violations));
      await p.setViewportSize(viewport);
      p.on('pageerror', (e) => errors.push(e.message));
      p.on('request', (r) => requests.push(new URL(r.url()).pathname));
      await opts.beforeLoad?.(p);
      await p.goto(`${localhost ? h.url.replace('127.0.0.1', 'localhost') : h.url}${pathAndQuery}`, {
        waitUntil: opts.waitUntil ?? 'load',
      });
    },
  );
  const tab = { page, context, violations, errors, requests, release };
  tabs.push(tab);
  return tab;
}

/** Starts a flow from the demo page's own controls. */
export async function start(tab: Tab, entry: string, opts: { language?: string; app?: string } = {}) {
  if (opts.language) await tab.page.selectOption('#language', opts.language);
  if (opts.app) await tab.page.selectOption('#app', opts.app);
  await tab.page.click(`[data-entry="${entry}"]`);
}

let axeSource: string | undefined;

/**
 * Runs axe-core in the page (evaluated through the DevTools protocol, so the page's CSP does not block it), once per
 * document: a page that shows many panels in turn (the gallery sweep) pays for its 500 KB once. Only violations are
 * collected: the passes and incomplete lists cost as much again and nobody reads them. `stylesheets: false` skips
 * axe's fetch of every stylesheet, which only its orientation-lock rule reads: for a sweep of one page's CSS in many
 * states, where the other axe calls (each flow's browser tests) still run that rule.
 */
export async function axe(
  page: Page,
  selector = '#auth-widget',
  { stylesheets = true } = {},
): Promise<{ id: string; help: string; nodes: string[] }[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ sel, preload }) => {
      const w = window as unknown as {
        axe: {
          run(
            ctx: unknown,
            opts: unknown,
          ): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      };
      const r = await w.axe.run(
        { include: [sel] },
        {
          resultTypes: ['violations'],
          preload,
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        },
      );
      return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { sel: selector, preload: stylesheets },
  );
}

/** The open panel or dialog (an alert dialog too: role alertdialog, docs/panels.md "Alert dialogs"). */
export const DIALOG = '#auth-widget [aria-modal="true"]';

/** The two widths every panel is held to (a phone, a desktop), and the two together. */
export const PHONE = { width: 375, height: 667 };
export const DESKTOP = { width: 1280, height: 800 };
export const SIZES = [PHONE, DESKTOP];
export const onPage = (tab: Tab, page: string) => tab.page.waitForSelector(`${DIALOG}[data-page="${page}"]`);
/** Waits until no request is out and the wait message is gone. */
export const idle = async (tab: Tab) => {
  // busy from the first moment (the message itself shows only after the wait delay, and stays its minimum)
  await tab.page.waitForSelector('#auth-widget-wait[aria-busy="true"]', { state: 'detached' });
  await tab.page.waitForSelector('#auth-widget-wait [data-wait]', { state: 'detached' });
};
/**
 * Presses the top panel's primary button as a user who goes on: every box the panel requires ticked first (a consent
 * box a product owner adds holds back no test that was not about it: docs/product-owner.md).
 */
export async function submit(tab: Pick<Tab, 'page'>) {
  await tickRequired(tab);
  await tab.page.click(`${DIALOG} button[type="submit"]`);
}

/** Ticks every box the top panel requires that is not ticked and answers every question it requires that has no answer
 * (its first answer), then gives focus back to where it was. */
export async function tickRequired(tab: Pick<Tab, 'page'>) {
  // (the locator is live: a box ticked leaves it, so the first is always the next one, never the nth of the first look)
  const unticked = tab.page.locator(`${DIALOG} input[type="checkbox"][required]:not(:checked)`);
  // a question the panel requires with no answer yet: its first answer, as a user who goes on gives one
  const unanswered = tab.page.locator(
    `${DIALOG} [role="radiogroup"][aria-required="true"]:not(:has(input:checked)) input[type="radio"]`,
  );
  const [boxes, questions] = [await unticked.count(), await unanswered.count()];
  if (!boxes && !questions) return;
  const back = await tab.page.evaluateHandle(() => document.activeElement);
  for (let i = 0; i < boxes; i++) await unticked.first().check();
  // (a bound: an answer that did not take would otherwise be tried until the test's time ran out)
  for (let i = 0; i < questions && (await unanswered.count()); i++) await unanswered.first().check();
  await back.asElement()?.focus();
}

/** Types each value into the panel's input of that name, in order, then presses the primary button. */
export async function fillAndSubmit(tab: Tab, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await tab.page.fill(`input[name="${name}"]`, value);
  await submit(tab);
}

/** Signs on from the demo page's own controls (its app selector picks ping mode). */
export async function signOn(tab: Tab, userId: string, password = DEMO_PASSWORD, app?: string) {
  await start(tab, 'authenticateUser', app ? { app } : {});
  await onPage(tab, app === 'demo-ping' ? 'PING_LOGIN_PAGE' : 'LOGIN_PAGE');
  await tab.page.fill('input[name="userId"]', userId);
  await tab.page.fill('input[name="password"]', password);
  await submit(tab);
}
