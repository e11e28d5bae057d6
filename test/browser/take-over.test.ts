// Issue 52 in Chromium through the reference server, under the demo's strict CSP and Trusted Types: the first script
// draws the sign-on panel made at build time before the rest of the widget has loaded, and the renderer takes it over
// in place. The rest (dist/auth-widget-main.js) is held back by the test until it lets it go, so "before" is certain.
import type { Route } from 'playwright-core';
import { axe, DESKTOP, DIALOG, openTab, PHONE, startHarness, tickRequired, type Harness, type Tab } from './harness';
import { decodePng } from '../support/png';
import { DEMO_PASSWORD } from '../../server/store/seed';
import prebuilt from '../../src/generated/prebuilt.json';

jest.setTimeout(60_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** the renderer owns the dialog: react-modal's class for an opened dialog, set only once it has mounted */
const OWNED = `${DIALOG}.ReactModal__Content--after-open`;

interface Held extends Tab {
  /** lets the rest of the widget load; resolves when the renderer owns the panel (or `owned: false`: when it ran) */
  letGo(owned?: boolean): Promise<void>;
}

/** The benchmark host page (it starts sign-on as soon as the widget's script has run), the rest of the widget held. */
async function held(query: Record<string, string>, size = DESKTOP): Promise<Held> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const tab = await openTab(
    h,
    `/bench.html?${new URLSearchParams({ flow: 'authenticateUser', ...query }).toString()}`,
    {
      viewport: size,
      beforeLoad: (page) =>
        page.route('**/dist/auth-widget-main.js', async (route: Route) => {
          await gate;
          await route.continue();
        }),
      // the load event waits for the held script
      waitUntil: 'domcontentloaded',
    },
  );
  const { page } = tab;
  // the widget's own errors too (the demo's signed-in page asks for a live-reload file this server does not serve)
  page.on('console', (m) => {
    const where = m.location().url;
    if (m.type() === 'error' && (m.text().includes('AuthWidget') || where.includes('/dist/')))
      tab.errors.push(`${m.text()} ${where}`);
  });
  return {
    ...tab,
    letGo: async (owned = true) => {
      release();
      if (owned) await page.waitForSelector(OWNED);
      else
        await page.waitForFunction(
          () =>
            (window as { AuthWidget?: object }).AuthWidget && document.querySelector('script[src*="auth-widget-main"]'),
        );
    },
  };
}

/** The first script's panel is up and usable (the rest still held). */
async function early(t: Held) {
  await t.page.waitForSelector(`${DIALOG}[data-page="${prebuilt.page}"]`);
  expect(await t.page.locator(OWNED).count()).toBe(0);
}

test('the panel shows before the rest of the widget: usable, focused, axe-clean, no CSP or Trusted Types violation', async () => {
  const t = await held({});
  await early(t);
  // focus on its first empty field; every hook of docs/host.md "DOM hooks" there
  expect(await t.page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('userId');
  const dialog = t.page.locator(DIALOG);
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  expect(await dialog.getAttribute('data-flow')).toBe(prebuilt.flow);
  expect(await t.page.locator(`${DIALOG} input[name="password"]`).getAttribute('autocomplete')).toBe(
    'current-password',
  );
  expect(await t.page.locator(`${DIALOG} button[type="submit"]`).getAttribute('aria-disabled')).toBe('true');
  expect(await axe(t.page)).toEqual([]);
  // the start-up calls were made once, by the first script, and the renderer took their replies
  await t.letGo();
  expect(t.requests.filter((r) => r.startsWith('/appsdetails/')).length).toBe(2);
  expect(t.violations).toEqual([]);
  expect(t.errors).toEqual([]);
});

test('typing during the take-over loses nothing: the values, the caret and the focus stay', async () => {
  const t = await held({});
  await early(t);
  const before = await t.page.evaluateHandle(() => document.querySelector('#auth-widget input[name="password"]'));
  await t.page.keyboard.type('alice');
  await t.page.keyboard.press('Tab');
  await t.page.keyboard.type('Welcome2026');
  // the caret put back between "Welcome" and "2026"
  for (let i = 0; i < 4; i++) await t.page.keyboard.press('ArrowLeft');
  await t.letGo();
  await t.page.keyboard.type('#');
  const state = await t.page.evaluate((el) => {
    const p = el as HTMLInputElement;
    return {
      same: p === document.querySelector('#auth-widget input[name="password"]'),
      focused: document.activeElement === p,
      user: (document.querySelector('#auth-widget input[name="userId"]') as HTMLInputElement).value,
      password: p.value,
      caret: p.selectionStart,
    };
  }, before);
  expect(state).toEqual({ same: true, focused: true, user: 'alice', password: DEMO_PASSWORD, caret: 8 });
  // the renderer has the values: its primary is active (it was inactive while the fields were empty), once any box the
  // panel requires is ticked, as by a user who goes on
  await tickRequired(t);
  expect(await t.page.locator(`${DIALOG} button[type="submit"]`).getAttribute('aria-disabled')).toBeNull();
  expect(t.errors).toEqual([]);
});

test('what was typed before the take-over is filtered as typing on the renderer is: spaces leave the user id', async () => {
  const t = await held({});
  await early(t);
  await t.page.keyboard.type('  al ice ');
  await t.page.keyboard.press('Tab');
  await t.page.keyboard.type('Welcome2026');
  await t.letGo();
  await tickRequired(t);
  await t.page.locator(`${DIALOG} button[type="submit"]:not([aria-disabled])`).waitFor();
  expect(await t.page.inputValue('#auth-widget input[name="userId"]')).toBe('alice');
  expect(await t.page.inputValue('#auth-widget input[name="password"]')).toBe('Welcome2026');
  expect(t.errors).toEqual([]);
});

test('another language: its prebuilt panel comes beside the script, in its words, and is taken over in place', async () => {
  const t = await held({ language: 'de_DE' });
  await early(t);
  const title = await t.page.textContent(`${DIALOG} h2`);
  expect(title).not.toBe('Sign on');
  expect(await t.page.getAttribute('#auth-widget', 'lang')).toBe('de-DE');
  const input = await t.page.evaluateHandle(() => document.querySelector('#auth-widget input[name="userId"]'));
  await t.page.keyboard.type('alice');
  await t.letGo();
  expect(await t.page.textContent(`${DIALOG} h2`)).toBe(title);
  expect(await t.page.evaluate((el) => el === document.querySelector('#auth-widget input[name="userId"]'), input)).toBe(
    true,
  );
  expect(await t.page.inputValue(`${DIALOG} input[name="userId"]`)).toBe('alice');
  // the locale file was asked for once (the first script's request, taken by the rest)
  expect(t.requests.filter((r) => r === '/dist/locales/de_DE.json')).toHaveLength(1);
  // (the demo brand's own panel, where the data give that brand words of its own: docs/locales.md)
  expect(t.requests.filter((r) => /^\/dist\/prebuilt\/(brands\/demo\/)?de_DE\.html$/.test(r))).toHaveLength(1);
  expect(t.errors).toEqual([]);
});

test('a press of the primary before the take-over waits, then acts once', async () => {
  const t = await held({});
  await early(t);
  await t.page.fill(`${DIALOG} input[name="userId"]`, 'alice');
  await t.page.fill(`${DIALOG} input[name="password"]`, DEMO_PASSWORD);
  // a box the panel requires, ticked on the early panel: the renderer takes it over with the typed values
  await tickRequired(t);
  await t.page.keyboard.press('Enter');
  // pressed again (a user may, though it still says inactive: the first script does not validate)
  await t.page.click(`${DIALOG} button[type="submit"]`, { force: true });
  // nothing is sent and the page stays until the renderer acts
  await t.page.waitForTimeout(100);
  expect(t.page.url()).toContain('/bench.html');
  const posts = h.posts.length;
  await t.letGo(false);
  await t.page.waitForURL('**/signed-in.html');
  expect(h.posts.slice(posts).filter((p) => p.path.includes('/login/wgt/authenticate/')).length).toBe(1);
  expect(t.errors).toEqual([]);
});

// both sizes in one page: the early panel at each, then the adopted one at each
test('at 375 and 1280 px the early panel and the adopted panel look the same', async () => {
  const t = await held({}, PHONE);
  await early(t);
  const shot = async () => decodePng(await t.page.locator(DIALOG).screenshot({ animations: 'disabled' }));
  const at = async () => {
    const shots = [];
    for (const size of [PHONE, DESKTOP]) {
      await t.page.setViewportSize(size);
      shots.push(await shot());
    }
    return shots;
  };
  const firsts = await at();
  await t.letGo();
  const adopted = await at();
  for (const [i, first] of firsts.entries()) {
    const size = [PHONE, DESKTOP][i].width;
    expect({ size, width: adopted[i].width, height: adopted[i].height }).toEqual({
      size,
      width: first.width,
      height: first.height,
    });
    let differ = 0;
    for (let k = 0; k < first.data.length; k++) if (first.data[k] !== adopted[i].data[k]) differ++;
    expect({ size, differ }).toEqual({ size, differ: 0 });
  }
});

test.each([
  ["an app with an identity provider (its panel has the provider's button)", { app: 'demo-secure' }],
  ['a brand logo in the header', { brand: '1' }],
])('%s: the panel is drawn by the renderer only', async (_name, query) => {
  const t = await held(query);
  // the first script has what it needs (the start-up calls answered, the stylesheet in) and draws nothing
  await t.page.waitForFunction(() =>
    ['/appsdetails/', '/brands/', '/auth-widget.css'].every((p) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
        (e) => e.name.includes(p) && e.responseEnd > 0,
      ),
    ),
  );
  await t.page.waitForTimeout(200);
  expect(await t.page.locator(DIALOG).count()).toBe(0);
  await t.letGo(false);
  await t.page.waitForSelector(`${DIALOG}[data-page="${prebuilt.page}"]`);
  expect(t.errors).toEqual([]);
});
