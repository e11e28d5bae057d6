// The panel gallery: every sample state renders its page (no blank frame), tagged with the files that define it; in
// all 14 locales axe finds no violation on any of them and no button, label, heading or link text is clipped or
// overflows its panel (German and Finnish are the long ones).
import { axe, CSP_TALLY, startHarness, watchViolations, type Harness } from './harness';
import { figure, tally } from '../support/figures';

jest.setTimeout(900_000);
let h: Harness;
beforeAll(async () => { h = await startHarness(); });
afterAll(async () => { await h?.close(); });

const LOCALES = ['en_US', 'da_DK', 'de_DE', 'es_ES', 'es_MX', 'fi_FI', 'fr_CA', 'fr_FR', 'it_IT', 'nl_NL', 'no_NO', 'pt_BR', 'sv_SE', 'zh_CN'];

async function states(): Promise<{ id: string; page: string }[]> {
  return ((await (await fetch(`${h.url}/gallery/states.json`)).json()) as { states: { id: string; page: string }[] }).states;
}

test('the gallery shows every state in two locales with its files', async () => {
  const context = await h.browser.newContext({ viewport: { width: 1500, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${h.url}/gallery.html?a=en_US&b=fi_FI`);
  const all = await states();
  await page.waitForFunction((n) => document.querySelectorAll('.gallery-files').length === n && [...document.querySelectorAll('.gallery-files')].every((p) => p.textContent), all.length, { timeout: 60_000 });
  expect(await page.textContent('[data-files-for="change-temporary"]')).toBe('flows/change-password.json · schemas/change-password.schema.json · schemas/change-password.ui.json');
  expect(await page.locator('iframe').count()).toBe(all.length * 2);
  await context.close();
});

test('every state in all 14 locales: its page shows, axe finds no violation, nothing is clipped', async () => {
  const context = await h.browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await context.newPage();
  const violations = await watchViolations(page);
  const problems: string[] = [];
  let swept = 0;
  for (const s of await states()) {
    for (const locale of LOCALES) {
      await page.goto(`${h.url}/gallery-frame.html?state=${s.id}&locale=${locale}`);
      const dialog = await page.waitForSelector(`#auth-widget [role="dialog"][data-page="${s.page}"]`, { timeout: 10_000 }).catch(() => null);
      if (!dialog) {
        problems.push(`${s.id} ${locale}: no panel`);
        continue;
      }
      await page.waitForFunction(() => !!document.querySelector('#auth-widget h2')?.textContent);
      const clipped = await page.evaluate(() => [...document.querySelectorAll('#auth-widget button, #auth-widget label, #auth-widget h2, #auth-widget a')]
        .filter((el) => (el as HTMLElement).offsetParent !== null && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) && getComputedStyle(el).overflow !== 'visible')
        .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim()}"`));
      const panel = await page.evaluate(() => { const d = document.querySelector('#auth-widget [role="dialog"]') as HTMLElement; return d.scrollWidth > d.clientWidth + 1; });
      for (const c of clipped) problems.push(`${s.id} ${locale}: ${c} is clipped`);
      if (panel) problems.push(`${s.id} ${locale}: the panel overflows sideways`);
      for (const v of await axe(page)) problems.push(`${s.id} ${locale}: axe ${v.id} ${v.nodes.join(', ')}`);
      swept += 1;
    }
  }
  tally(...CSP_TALLY, 'gallery', { pages: swept, violations: violations.length });
  problems.push(...violations.map((v) => `a CSP or Trusted Types violation: ${v}`));
  figure('6.5 gallery', `Gallery sweep: ${swept} panels (${swept / LOCALES.length} states × ${LOCALES.length} locales), ${problems.length} problems (axe, clipping, overflow)`);
  expect(problems).toEqual([]);
  await context.close();
});
