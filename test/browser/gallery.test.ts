// The panel gallery: every sample state renders its page (no blank frame), tagged with the files that define it; in
// all 14 locales axe finds no violation on any of them and no button, label, heading or link text is clipped or
// overflows its panel (German and Finnish are the long ones).
import type { Page } from 'playwright-core';
import { galleryStates } from '../../server/gallery';
import { LOCALES } from '../../src/i18n/locale';
import { axe, CSP_TALLY, ROOT, startHarness, watchViolations, type Harness } from './harness';
import { figure, tally } from '../support/figures';
import { Lanes } from '../support/lanes';

jest.setTimeout(900_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function states(): Promise<{ id: string; page: string }[]> {
  return ((await (await fetch(`${h.url}/gallery/states.json`)).json()) as { states: { id: string; page: string }[] })
    .states;
}

test('the gallery shows every state in two locales with its files', async () => {
  const context = await h.browser.newContext({ viewport: { width: 1500, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${h.url}/gallery.html?a=en_US&b=fi_FI`);
  const all = await states();
  await page.waitForFunction(
    (n) =>
      document.querySelectorAll('.gallery-files').length === n &&
      [...document.querySelectorAll('.gallery-files')].every((p) => p.textContent),
    all.length,
    { timeout: 60_000 },
  );
  expect(await page.textContent('[data-files-for="change-temporary"]')).toBe(
    'flows/change-password.json · schemas/change-password.schema.json · schemas/change-password.ui.json',
  );
  expect(await page.locator('iframe').count()).toBe(all.length * 2);
  await context.close();
});

/**
 * The sweep: a few pages at a time (lanes), each loading the gallery frame once and then showing one state and locale
 * after another by its hash, as a host opens the widget anew; axe is loaded once per page.
 */
interface Lane {
  page: Page;
  violations: string[];
}
const lanes = new Lanes<Lane>(async () => {
  const context = await h.browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const violations = await watchViolations(page);
  await page.goto(`${h.url}/gallery-frame.html?state=sign-on&locale=en_US`);
  return { page, violations };
});
const problems: string[] = [];
let swept = 0;

afterAll(() => {
  const violations = lanes.all.flatMap((l) => l.violations);
  tally(...CSP_TALLY, 'gallery', { pages: swept, violations: violations.length });
  figure(
    '6.5 gallery',
    `Gallery sweep: ${swept} panels (${swept / LOCALES.length} states × ${LOCALES.length} locales), ${problems.length + violations.length} problems (axe, clipping, overflow, CSP)`,
  );
});

/** What is wrong with the panel the frame shows: axe, clipped text, sideways overflow. */
async function inspect(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  await page.waitForFunction(() => !!document.querySelector('#auth-widget h2')?.textContent);
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('#auth-widget button, #auth-widget label, #auth-widget h2, #auth-widget a')]
      .filter(
        (el) =>
          (el as HTMLElement).offsetParent !== null &&
          (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) &&
          getComputedStyle(el).overflow !== 'visible',
      )
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim()}"`),
  );
  const panel = await page.evaluate(() => {
    const d = document.querySelector('#auth-widget [role="dialog"]') as HTMLElement;
    return d.scrollWidth > d.clientWidth + 1;
  });
  for (const c of clipped) found.push(`${where}: ${c} is clipped`);
  if (panel) found.push(`${where}: the panel overflows sideways`);
  for (const v of await axe(page)) found.push(`${where}: axe ${v.id} ${v.nodes.join(', ')}`);
  return found;
}

describe('every state in all 14 locales: its page shows, axe finds no violation, nothing is clipped', () => {
  // the sample states and a plain one for every page the samples do not show (server/gallery.ts)
  const { states: all } = galleryStates(ROOT);
  test.concurrent.each(all.map((s) => [s.id, s] as const))(
    '%s',
    (_id, s) =>
      lanes.use(async ({ page, violations }) => {
        const here: string[] = [];
        const before = violations.length;
        for (const locale of LOCALES) {
          await page.evaluate((h) => {
            window.location.hash = h;
          }, `state=${s.id}&locale=${locale}`);
          const shown = await page
            .waitForSelector(
              `body[data-shown="${s.id}/${locale}"] #auth-widget [role="dialog"][data-page="${s.page}"]`,
              { timeout: 10_000 },
            )
            .catch(() => null);
          if (!shown) {
            here.push(`${s.id} ${locale}: no panel`);
            continue;
          }
          here.push(...(await inspect(page, `${s.id} ${locale}`)));
          swept += 1;
        }
        here.push(...violations.slice(before).map((v) => `a CSP or Trusted Types violation: ${v}`));
        problems.push(...here);
        expect(here).toEqual([]);
      }),
    120_000,
  );
});
