// The tabs a test file's tests take turns in (test/browser/tabSlots.ts): a later test's tab is the page an earlier
// test left, with nothing of that test left on it, unless the test changed the page beyond what can be undone; a tab
// opened before the tests is kept for them.
import { openTab, startHarness, type Harness, type Tab } from './harness';

let h: Harness;
let kept: Tab;
beforeAll(async () => {
  h = await startHarness();
  kept = await openTab(h, '/?kept');
});
afterAll(async () => {
  await h?.close();
});

/** what the page keeps for the test's origin, and how many listeners of the test's kind it has */
const leftOver = (tab: Tab) =>
  tab.page.evaluate(() => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    marker: (window as unknown as { marker?: string }).marker ?? null,
  }));

let first: Tab;
const heardByFirst: string[] = [];
test('a tab leaves its cookies, storage and listeners behind', async () => {
  first = await openTab(h);
  await first.page.evaluate(() => {
    document.cookie = 'left=1; path=/';
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
  });
  first.page.on('dialog', (d) => {
    heardByFirst.push(d.message());
    void d.dismiss();
  });
  expect(await leftOver(first)).toEqual({ cookie: 'left=1', local: 1, session: 1, marker: null });
  await first.release();
});

let second: Tab;
test("the next test's tab is the same page, with none of it", async () => {
  second = await openTab(h);
  expect(second.page.mainFrame()).toBe(first.page.mainFrame());
  expect(await leftOver(second)).toEqual({ cookie: '', local: 0, session: 0, marker: null });
  // the first test's listener hears nothing of this one's page (a page with no listener dismisses a dialog itself)
  await second.page.evaluate(() => alert('to the second test'));
  expect(heardByFirst).toEqual([]);
  // a script the page runs before every load cannot be taken back: the page is not handed on
  await second.page.addInitScript(() => {
    (window as unknown as { marker: string }).marker = 'left';
  });
  await second.page.reload();
  expect((await leftOver(second)).marker).toBe('left');
});

test('after a change that cannot be undone, a new page, in the same context', async () => {
  const third = await openTab(h);
  expect(third.page.mainFrame()).not.toBe(second.page.mainFrame());
  expect(third.page.context()).toBe(second.page.context());
  expect(await leftOver(third)).toEqual({ cookie: '', local: 0, session: 0, marker: null });
  expect(second.page.isClosed()).toBe(true);
});

test('two tabs of one test are two contexts: two users', async () => {
  const [a, b] = [await openTab(h), await openTab(h)];
  await a.page.evaluate(() => {
    document.cookie = 'user=a; path=/';
  });
  expect(await b.page.evaluate(() => document.cookie)).toBe('');
  // the tab opened before the tests is still there, as it was
  expect(kept.page.isClosed()).toBe(false);
  expect(new URL(kept.page.url()).search).toBe('?kept');
});
