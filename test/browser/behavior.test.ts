// Behavioural monitoring in Chromium under the strict CSP: the demo's analytics script runs only when both flags are
// set and one has just changed, is loaded as an external script, and its values reach the sign-on payload.
import { openTab, startHarness, submit, type Harness } from './harness';
import { DEMO_PASSWORD } from '../../server/store/seed';

jest.setTimeout(90_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

test('the load rule, and the fingerprint and device print in the sign-on payload', async () => {
  const tab = await openTab(h);
  const runs = () =>
    tab.page.evaluate(() => ((window as unknown as { __analyticsRuns?: unknown[] }).__analyticsRuns ?? []).length);
  const click = (entry: string) => tab.page.click(`[data-entry="${entry}"]`);
  await click('beginBehaviorMonitoring');
  expect(await tab.page.locator('script[data-auth-widget-analytics]').count()).toBe(0);
  await click('loadBehaviorAnalyticsScript');
  await tab.page.waitForFunction(
    () => ((window as unknown as { __analyticsRuns?: unknown[] }).__analyticsRuns ?? []).length === 1,
  );
  expect(await tab.page.getAttribute('script[data-auth-widget-analytics]', 'src')).toBe(`${h.url}/analytics.js`);
  await click('loadBehaviorAnalyticsScript'); // no change: no run
  await click('beginBehaviorMonitoring');
  expect(await runs()).toBe(1);
  await click('stopBehaviorMonitoring');
  await click('beginBehaviorMonitoring'); // the auth flag just changed, both set: runs again
  expect(await runs()).toBe(2);
  expect(
    await tab.page.evaluate(
      () => (window as unknown as { __analyticsRuns: { appId: string }[] }).__analyticsRuns[1].appId,
    ),
  ).toBe('demo');

  await click('authenticateUser');
  await tab.page.waitForSelector('#auth-widget [role="dialog"][data-page="LOGIN_PAGE"]');
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="password"]', DEMO_PASSWORD);
  await Promise.all([tab.page.waitForResponse((r) => r.url().includes('/authenticate/')), submit(tab)]);
  const data = h.posts.filter((p) => p.path.includes('/authenticate/')).at(-1)?.data;
  expect(data).toMatchObject({ nuDataFP: 'demo-fingerprint-2', cfmDevicePrint: 'demo-device-print' });
  await tab.page.waitForURL('**/signed-in.html');
  expect(tab.violations).toEqual([]);
  await tab.release();
});
