// The sign-on's start on the script tag, and start-up replies a browser keeps (docs/host.md "The panel before the
// bundle", issue 70), in Chromium through the reference server. The demo page's tag carries app demo and brand demo:
// the start-up calls go out as the first script runs, before the host's call, and that call takes them (no call is made
// twice), whatever its entry; a call for another app asks afresh; a reload answers the start-up calls from the browser's cache (no round
// trip) and still draws the sign-on panel.
import type { CDPSession } from 'playwright-core';
import { DIALOG, idle, onPage, openTab, start, startHarness, type Harness, type Tab } from './harness';

jest.setTimeout(60_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The start-up calls the page asked for, in order, with when (page time) and whether the browser's cache answered. */
async function watchStartCalls(tab: Tab) {
  const cdp: CDPSession = await tab.context.newCDPSession(tab.page);
  await cdp.send('Network.enable');
  const calls: { id: string; url: string; at: number; cached: boolean }[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes('/appsdetails/'))
      calls.push({ id: e.requestId, url: e.request.url, at: e.timestamp, cached: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const call = calls.find((c) => c.id === e.requestId);
    if (call) call.cached = e.response.fromDiskCache === true;
  });
  return calls;
}
/** Both start-up calls of the tag's start are out (before anybody called the widget). */
const tagStartOut = (tab: Tab) =>
  tab.page.waitForFunction(
    () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/appsdetails/')).length === 2,
  );
const appOf = (url: string) => new URL(url).pathname.replace('/appsdetails/wgt/apps/', '');

test('the tag starts the calls as the script runs; the host call later takes them: none is made twice', async () => {
  const tab = await openTab(h, '/', { waitUntil: 'domcontentloaded' });
  const calls = await watchStartCalls(tab);
  await tab.page.reload();
  await tab.page.waitForFunction(() => (window as { AuthWidget?: object }).AuthWidget);
  // both calls out before anybody called the widget
  await tagStartOut(tab);
  expect(calls.map((c) => appOf(c.url))).toEqual(['demo', 'demo/brands/demo']);
  await tab.page.waitForTimeout(200);
  await start(tab, 'authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  expect(calls.map((c) => appOf(c.url))).toEqual(['demo', 'demo/brands/demo']);
  expect(tab.errors).toEqual([]);
  expect(tab.violations).toEqual([]);
  await tab.release();
});

test('another entry takes them too: the signed-in page’s settings make no start-up call twice', async () => {
  // the demo's signed-in page carries the same start on its tag (docs/host.md "Embedding")
  const tab = await openTab(h, '/signed-in.html', { waitUntil: 'domcontentloaded' });
  const calls = await watchStartCalls(tab);
  await tab.page.reload();
  await tagStartOut(tab);
  await tab.page.click('#security-settings');
  // nobody signed on in this tab: the settings' loader asks, then the sign-on opens
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  expect(calls.map((c) => appOf(c.url))).toEqual(['demo', 'demo/brands/demo']);
  expect(tab.errors).toEqual([]);
  expect(tab.violations).toEqual([]);
  await tab.release();
});

test('a host call for another app asks afresh; the tag’s replies are left unread', async () => {
  const tab = await openTab(h, '/');
  const calls = await watchStartCalls(tab);
  await tab.page.reload();
  await start(tab, 'authenticateUser', { app: 'demo-passkey' });
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  expect(calls.map((c) => appOf(c.url))).toEqual([
    'demo',
    'demo/brands/demo',
    'demo-passkey',
    'demo-passkey/brands/demo',
  ]);
  // the panel is demo-passkey's (passkeys offered: its button)
  expect(await tab.page.locator(`${DIALOG} [data-action="passkey"]`).count()).toBe(1);
  await tab.release();
});

test('back again, the start-up replies come from the browser’s cache and the panel shows as before', async () => {
  const tab = await openTab(h, '/bench.html?flow=authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  const calls = await watchStartCalls(tab);
  await tab.page.reload();
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  expect(calls.map((c) => [appOf(c.url), c.cached])).toEqual([
    ['demo', true],
    ['demo/brands/demo', true],
  ]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});
