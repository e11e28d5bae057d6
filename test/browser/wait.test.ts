// The wait, in real Chromium through the reference server (docs/host.md "DOM hooks", the wait message): in the widget's
// language from the first frame (a MutationObserver records every text the widget shows, in de_DE and zh_CN, through
// sign-on, forgot password, new user and change password: no en_US string); during a slow sign-on focus stays in the
// widget and the first field is not covered; a quick reply never draws the wait; a slow one draws it, localized,
// within 500 ms. Screenshots of the busy state at both sizes go to build/screenshots/wait/ (git-ignored).
import fs from 'node:fs';
import path from 'node:path';
import { wholeLocales } from '../support/locales';
import {
  DIALOG,
  idle,
  onPage,
  openTab,
  ROOT,
  start,
  startHarness,
  type Harness,
  type Tab,
  submit,
  tickRequired,
  SIZES,
} from './harness';

jest.setTimeout(60_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});
afterEach(async () => {
  await fetch(`${h.url}/dev/faults`, { method: 'DELETE' });
});

const SHOTS = path.join(ROOT, 'build/screenshots/wait');
const slow = (route: string, delayMs: number) =>
  fetch(`${h.url}/dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: route, fault: 'delay', delayMs, times: 1 }),
  });

/**
 * Records, from each document's first frame (across reloads), every text shown in the widget's containers, and when
 * the wait message appeared (page time).
 */
async function recordTexts(tab: Tab) {
  const seen = { texts: [] as string[], waitAt: [] as number[] };
  await tab.page.exposeFunction('__seenText', (t: string) => void seen.texts.push(t));
  await tab.page.exposeFunction('__seenWait', (at: number) => void seen.waitAt.push(at));
  await tab.page.addInitScript(() => {
    const w = window as unknown as { __seenText(t: string): void; __seenWait(at: number): void };
    const look = (n: Node) => {
      const inWidget = (n instanceof Element ? n : n.parentElement)?.closest('#auth-widget, #auth-widget-wait');
      if (!inWidget) return;
      if (n.nodeType === Node.TEXT_NODE) w.__seenText(n.textContent ?? '');
      const walker = document.createTreeWalker(n, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) w.__seenText(t.textContent ?? '');
      if (n instanceof Element && (n.matches('[data-wait]') || n.querySelector('[data-wait]')))
        w.__seenWait(performance.now());
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') look(r.target);
        r.addedNodes.forEach(look);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await tab.page.reload();
  return seen;
}

// each language at one of the sizes: the words a panel shows are the same at both (the layout is the gallery's)
describe.each([
  ['de_DE', SIZES[0]],
  ['zh_CN', SIZES[1]],
])('%s', (language, size) => {
  const en = JSON.parse(fs.readFileSync(path.join(ROOT, 'locales/en_US.json'), 'utf8')) as Record<string, string>;
  const own = wholeLocales(ROOT)[language];
  // the en_US strings this locale says otherwise (a word both share, such as "OK", proves nothing)
  const english = new Set(
    Object.entries(en)
      .filter(([k, v]) => v !== own[k] && !v.includes('{') && v.trim().length >= 4)
      .map(([, v]) => v.trim()),
  );

  test(`at ${size.width}×${size.height}, from the first frame, through sign-on, forgot password, new user and change password: no en_US string`, async () => {
    const tab = await openTab(h);
    await tab.page.setViewportSize(size);
    const seen = await recordTexts(tab);
    await start(tab, 'authenticateUser', { language });
    await onPage(tab, 'LOGIN_PAGE');
    // an id of its own (failures count per id toward the captcha); unknown, it gets the same answers as any
    await tab.page.fill('input[name="userId"]', `texts.${language}.${size.width}`);
    await tab.page.fill('input[name="password"]', 'Wrong#Pass1');
    await submit(tab);
    await tab.page.waitForSelector(`${DIALOG} [data-message-type="ERROR"]`);
    await tab.page.click(`${DIALOG} [data-action="forgot-password"]`);
    await onPage(tab, 'FORGOT_PASSWORD');
    await idle(tab);
    await tab.page.fill('input[name="phoneNumber"]', '5550100123');
    await submit(tab);
    await onPage(tab, 'FPW_ENTER_CODE');
    await tab.page.keyboard.press('Escape');
    await tab.page.waitForSelector(`${DIALOG}[data-dialog="warning"]`);
    await tab.page.reload();
    await start(tab, 'newUser', { language });
    await onPage(tab, 'NEW_USER');
    await idle(tab);
    await tab.page.reload();
    await start(tab, 'resetPassword', { language });
    await tab.page.waitForSelector(DIALOG);
    await idle(tab);
    const shown = seen.texts.map((t) => t.trim()).filter(Boolean);
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.filter((t) => english.has(t))).toEqual([]);
    expect(tab.errors).toEqual([]);
    await tab.release();
  });
});

// at each size in turn, in one page: the refused sign-on leaves the panel as it was, ready for the next try
test('a slow sign-on (1.5 s), at 375 and 1280 px: focus stays in the widget, the first field in sight, the wait localized within 500 ms', async () => {
  const tab = await openTab(h);
  const seen = await recordTexts(tab);
  await start(tab, 'authenticateUser', { language: 'de_DE' });
  await onPage(tab, 'LOGIN_PAGE');
  await idle(tab);
  for (const size of SIZES) {
    await tab.page.setViewportSize(size);
    // an id of its own: failures count per id toward the captcha
    const userId = `waiting.${size.width}`;
    await tab.page.fill('input[name="userId"]', userId);
    await tab.page.fill('input[name="password"]', 'Wrong#Pass1');
    await tickRequired(tab);
    await slow('/login/wgt/authenticate', 1500);
    const pressedAt = await tab.page.evaluate(() => performance.now());
    await tab.page.keyboard.press('Enter');
    await tab.page.waitForSelector('#auth-widget-wait [data-wait]', { state: 'visible', timeout: 2000 });
    const shownAt = seen.waitAt.at(-1) ?? Infinity;
    expect(shownAt - pressedAt).toBeLessThan(500);
    expect(await tab.page.textContent('#auth-widget-wait [data-wait]')).toContain('Bitte warten');
    // while the request is out: focus in the widget (where the user pressed Enter), the user id field not covered
    const during = await tab.page.evaluate(() => {
      const field = document.querySelector('input[name="userId"]') as HTMLElement;
      const r = field.getBoundingClientRect();
      const submit = document.querySelector('#auth-widget button[type="submit"]');
      return {
        focusInWidget: !!document.activeElement?.closest('#auth-widget'),
        busy: submit?.getAttribute('aria-busy'),
        uncovered: document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === field,
      };
    });
    expect(during).toEqual({ focusInWidget: true, busy: 'true', uncovered: true });
    fs.mkdirSync(SHOTS, { recursive: true });
    await tab.page.screenshot({ path: path.join(SHOTS, `sign-on-busy-${size.width}.png`) });
    // a second press sends nothing
    await tab.page.keyboard.press('Enter');
    // (the reply's message, not the one the size before left: the wait is up until the reply)
    await idle(tab);
    await tab.page.waitForSelector(`${DIALOG} [data-message-type="ERROR"]`);
    expect(h.posts.filter((p) => p.path.includes('/authenticate/') && p.data.userId === userId)).toHaveLength(1);
    // after the reply: the message box has focus (a failed submit)
    await tab.page.waitForFunction(() => document.activeElement?.hasAttribute('data-message-type'));
  }
  await tab.release();
});

// whether a wait is drawn does not depend on the size: at the phone's
test('a quick reply never draws the wait message', async () => {
  const tab = await openTab(h);
  const seen = await recordTexts(tab);
  await tab.page.setViewportSize(SIZES[0]);
  await start(tab, 'forgotPassword');
  await onPage(tab, 'FORGOT_PASSWORD');
  await idle(tab);
  const before = seen.waitAt.length;
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="phoneNumber"]', '5550100123');
  await submit(tab);
  await onPage(tab, 'FPW_ENTER_CODE');
  await idle(tab);
  // the validate-user reply takes a few ms: no wait was drawn for it
  expect(seen.waitAt.length).toBe(before);
  await tab.release();
});
