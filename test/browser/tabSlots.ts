// The browser contexts and pages a test file's tabs take turns in (test/browser/harness.ts openTab). A fresh context
// per tab cost a renderer process and a cold V8 each time, most of a tab's CPU (1.55 core-seconds a tab opened to the
// sign-on panel; 1.0 for a new page in a used context, Chromium running with --process-per-site as here, see
// test/support/chromium-launch.cjs; 0.57 for the same page navigated again). So a later test's tab takes the page an
// earlier test's tab left, its context's cookies, permissions, HTTP cache and storage cleared first, its listeners and
// routes removed. A page a test changed in a way that cannot be undone (an init script, an exposed function, a clock,
// emulated media, a DevTools session: TAINTING below) is not handed on: the next tab opens a new page in the context,
// and the earlier pages close once it has loaded, so that the site's renderer process lives on. docs/contributing.md
// "How the tests are run".
import type { Browser, BrowserContext, Page } from 'playwright-core';

interface Slot {
  context: BrowserContext;
  /**
   * the test whose tabs are in it; undefined when opened outside a test (a beforeAll's tab is kept for the file);
   * RELEASED once its test said it was done with the tab
   */
  test?: string;
  /** the origins its pages loaded, whose storage is cleared before another test's tab */
  origins: Set<string>;
  /** the origins its last tab's page showed: a page that left its first keeps that one's sessionStorage, so is not reused */
  shown: Set<string>;
  closed: boolean;
  /** the page its last tab had, and whether that tab changed it beyond what a reuse undoes */
  page: Page;
  tainted: boolean;
  /** what `prepare` made for the page */
  prepared: unknown;
}

/** What a tab's page or context does that a reuse cannot undo. */
const TAINTING = {
  page: new Set<PropertyKey>([
    'addInitScript',
    'exposeFunction',
    'exposeBinding',
    'clock',
    'emulateMedia',
    'setExtraHTTPHeaders',
    'setDefaultTimeout',
    'setDefaultNavigationTimeout',
    'routeFromHAR',
    'routeWebSocket',
    'addLocatorHandler',
  ]),
  context: new Set<PropertyKey>([
    'addInitScript',
    'exposeFunction',
    'exposeBinding',
    'clock',
    'newCDPSession',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setOffline',
    'setHTTPCredentials',
    'setDefaultTimeout',
    'setDefaultNavigationTimeout',
    'route',
    'routeFromHAR',
    'routeWebSocket',
  ]),
};

const slots: Slot[] = [];
const RELEASED = '';
/** how this file's tabs were opened: on a page an earlier tab left, on a new page in a used context, in a new context */
export const opened = { reused: 0, newPage: 0, newContext: 0 };

/** The running test, or undefined in a beforeAll or at collection. */
function currentTest(): string | undefined {
  const state = expect.getState();
  return state.currentTestName ? `${state.testPath}::${state.currentTestName}` : undefined;
}

/** The object, with a use of any of `members` marking the slot tainted. */
function watched<T extends object>(target: T, members: Set<PropertyKey>, slot: Slot): T {
  return new Proxy(target, {
    get(t, prop) {
      if (members.has(prop)) slot.tainted = true;
      const value: unknown = Reflect.get(t, prop, t);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}

export interface SlotTab<T> {
  page: Page;
  context: BrowserContext;
  loaded: T;
  release: () => Promise<void>;
}

/**
 * A page for a tab of the running test, in a context no tab of this test is in: an earlier test's when one is free.
 * `prepare` runs once for each new page; `load` (its listeners, its navigation) for each tab.
 */
export async function slotPage<T, P>(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
  prepare: (page: Page) => Promise<P>,
  load: (page: Page, prepared: P) => Promise<T>,
): Promise<SlotTab<T>> {
  const test = currentTest();
  let slot = slots.find(
    (s) => !s.closed && s.test !== undefined && (s.test === RELEASED || (test !== undefined && s.test !== test)),
  );
  let earlier: Page[] = [];
  if (!slot) {
    opened.newContext += 1;
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const prepared = await prepare(page);
    slot = { context, test, origins: new Set(), shown: new Set(), closed: false, page, tainted: false, prepared };
    const made = slot;
    context.on('close', () => {
      made.closed = true;
    });
    slots.push(slot);
  } else {
    slot.test = test;
    const { context } = slot;
    const pages = context.pages();
    await Promise.all(pages.map((p) => freeze(context, p)));
    await context.clearCookies();
    await context.clearPermissions();
    const reuse = !slot.tainted && pages.length === 1 && pages[0] === slot.page && slot.shown.size === 1;
    opened[reuse ? 'reused' : 'newPage'] += 1;
    if (reuse) {
      slot.page.removeAllListeners();
      await slot.page.unrouteAll({ behavior: 'ignoreErrors' });
    } else {
      earlier = pages;
      slot.page = await context.newPage();
      slot.tainted = false;
      slot.prepared = await prepare(slot.page);
    }
    await clearStorage(context, slot.page, slot.origins, reuse ? [...slot.shown] : []);
  }
  track(slot);
  // the tab's own set-up (a route, a script before the load) is watched too
  const page = watched(slot.page, TAINTING.page, slot);
  const loaded = await load(page, slot.prepared as P);
  await Promise.all(earlier.map((p) => p.close()));
  const done = slot;
  return { page, context: watched(slot.context, TAINTING.context, slot), loaded, release: () => release(done) };
}

/**
 * A test done with its tab: the page is frozen and the context is free for the next tab, of this test or another. A
 * slot opened outside a test stays the file's.
 */
async function release(slot: Slot) {
  if (slot.closed || slot.test === undefined) return;
  slot.test = RELEASED;
  await Promise.all(slot.context.pages().map((p) => freeze(slot.context, p)));
}

/** Notes each origin the page's main frame shows. */
function track(slot: Slot) {
  const { page } = slot;
  slot.shown.clear();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    slot.origins.add(new URL(frame.url()).origin);
    slot.shown.add(new URL(frame.url()).origin);
  });
}

/** Stops a page's scripts and timers (the page lifecycle's frozen state) until it navigates or closes. */
async function freeze(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page).catch(() => undefined);
  await cdp?.send('Page.setWebLifecycleState', { state: 'frozen' }).catch(() => undefined);
  await cdp?.detach().catch(() => undefined);
}

/**
 * The HTTP cache (a reply an earlier test's tab cached is no answer for this one: the app's details after a setting
 * changed), what each origin keeps (local storage, IndexedDB and the rest), and a reused page's sessionStorage (of the
 * origin it shows: the only one it has). The compiled code stays: V8 keeps it in the renderer process, not in the cache.
 */
async function clearStorage(context: BrowserContext, page: Page, origins: Set<string>, session: string[]) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  for (const origin of origins)
    if (origin.startsWith('http')) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  for (const origin of session)
    if (origin.startsWith('http'))
      await cdp.send('DOMStorage.clear', { storageId: { securityOrigin: origin, isLocalStorage: false } });
  await cdp.detach();
}
