// The panel gallery: every sample state renders its page (no blank frame), tagged with the files that define it, at
// 375 px beside 1280 px. The sweep: on a phone (375×667) in en_US and a share of the other locales (the default, brand
// and dark looks taking turns), at 1280×800 in en_US in a look, and at 320×568, axe (WCAG 2.2 AA, target size
// included) finds no violation, no text is clipped, nothing scrolls sideways, no word is broken across lines, inputs
// use 16 px text, the primary action is on screen, the brand's logo tops the panel, nothing marked hidden is drawn, a
// dialog carries its data-dialog name and the footer's edges meet the body's in every look (CONTRACT section 3 "Small
// screens", config.brand, config.theme, config.colorMode). The en_US panels are saved as screenshots at 375 and 1280
// px, named by their look (build/screenshots/gallery/, git-ignored).
//
// The share: npm test shows each state in SHARE of the 13 other locales and at 1280 px in one of the three looks,
// chosen by the day (GALLERY_SEED overrides) so that seven days in a row show every state in every locale and three in
// every look, and every run shows every locale and look on several states; the whole sweep is `npm run test:gallery`
// (GALLERY_LOCALES=all). Each panel costs ~70 ms of Chromium and the whole sweep was a sixth of npm test's CPU, like
// the fuzzing's fixed budget beside its longer command.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { galleryStates } from '../../server/dev/gallery';
import { LOCALES } from '../../src/i18n/locale';
import { axe, CSP_TALLY, ROOT, startHarness, watchViolations, type Harness, PHONE, DESKTOP } from './harness';
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
  // two locales, each at 375 and at 1280 px; a frame boots a widget only when it comes into sight (148 at once were
  // a slow page), and the first state's frames, in sight, draw their panel in their locale
  expect(await page.locator('iframe[data-width="375"]').count()).toBe(all.length * 2);
  expect(await page.locator('iframe[data-width="1280"]').count()).toBe(all.length * 2);
  expect(await page.locator('iframe:not([loading="lazy"])').count()).toBe(0);
  for (const [i, locale] of ['en_US', 'en_US', 'fi_FI', 'fi_FI'].entries()) {
    const frame = page.frameLocator(`[data-state="${all[0].id}"] iframe >> nth=${i}`);
    const panel = frame.locator(`body[data-shown="${all[0].id}/${locale}"] #auth-widget [aria-modal="true"]`);
    await panel.waitFor({ timeout: 30_000 });
    expect(await panel.count()).toBe(1);
  }
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
  const context = await h.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const violations = await watchViolations(page);
  // served as localhost, a secure context: a panel that offers passkeys shows what it does where a browser can use them
  await page.goto(`${h.url.replace('127.0.0.1', 'localhost')}/gallery-frame.html?state=sign-on&locale=en_US&brand=1`);
  return { page, violations };
});
const NARROW = { width: 320, height: 568 };
/** The gallery's looks (src/gallery/frame.ts): the default, a host's brand (every theme token), the dark mode. */
const LOOKS = ['default', 'brand', 'dark'] as const;
const SHOTS = path.join(ROOT, 'build/screenshots/gallery');
const problems: string[] = [];
let swept = 0;
/** how many of the 13 locales beside en_US each state is shown in (all with GALLERY_LOCALES=all) */
const ALL = process.env.GALLERY_LOCALES === 'all';
const SHARE = ALL ? LOCALES.length - 1 : 2;
const SEED = Number(process.env.GALLERY_SEED ?? Math.floor(Date.now() / 86_400_000));
const OTHERS = LOCALES.filter((l) => l !== 'en_US');
/** The looks state `index` is shown in at 1280 px: one, the next each day (all three with GALLERY_LOCALES=all). */
function desktopLooks(index: number, seed = SEED): (typeof LOOKS)[number][] {
  return ALL ? [...LOOKS] : [LOOKS[(seed + index) % LOOKS.length]];
}
/** The locales state `index` is shown in on a phone: en_US and SHARE others, moved on by SHARE each day (a state meets
 * every locale in ceil(13 / SHARE) days in a row). */
function localesFor(index: number, seed = SEED): string[] {
  const start = ((seed + index) * SHARE) % OTHERS.length;
  const picked = Array.from({ length: SHARE }, (_, k) => OTHERS[(start + k) % OTHERS.length]);
  return LOCALES.filter((l) => l === 'en_US' || picked.includes(l));
}

afterAll(() => {
  const violations = lanes.all.flatMap((l) => l.violations);
  tally(...CSP_TALLY, 'gallery', { pages: swept, violations: violations.length });
  figure(
    '6.5 gallery',
    `Gallery sweep: ${swept} panels (each state in ${SHARE + 1} of ${LOCALES.length} locales, seed ${SEED}, at 375×667 with the default, brand and dark looks taking turns, in en_US at 1280×800 in ${ALL ? 'each look' : 'one look a day'} and at 320×568), ${problems.length + violations.length} problems (axe with target size, clipping, sideways scroll, broken words, input text size, primary action in sight, brand, CSP); screenshots in build/screenshots/gallery`,
  );
});

/** What is wrong with the panel the frame shows: axe, clipped text, sideways scroll, broken words, small inputs. */
async function inspect(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  await page.waitForFunction(() => !!document.querySelector('#auth-widget h2')?.textContent);
  const seen = await page.evaluate(() => {
    const d = document.querySelector('#auth-widget [aria-modal="true"]') as HTMLElement;
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null;
    // inside a box shrunk to a pixel for screen readers only (the row of steps that a narrow panel replaces)
    const clippedAway = (el: Element): boolean => {
      for (let a: Element | null = el; a && a !== d; a = a.parentElement)
        if (a.getBoundingClientRect().width <= 2) return true;
      return false;
    };
    const clipped = [...d.querySelectorAll('button, label, h2, a')]
      .filter(
        (el) =>
          visible(el) &&
          (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) &&
          getComputedStyle(el).overflow !== 'visible',
      )
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim()}"`);
    // a word whose letters sit on two lines (a range over it has a box on each); words as the language has them
    // (Intl.Segmenter; "e-mail" may break after its hyphen, as any text may). Chinese and Japanese break between any
    // two characters by their own rules of typesetting, so their words are not held to this.
    const words = new Intl.Segmenter(document.querySelector('#auth-widget')?.getAttribute('lang') ?? 'en', {
      granularity: 'word',
    });
    const broken: string[] = [];
    const walker = document.createTreeWalker(d, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !visible(parent) || parent.closest('.aw-sr-only') || clippedAway(parent)) continue;
      for (const w of words.segment(n.textContent ?? '')) {
        if (
          !w.isWordLike ||
          w.segment.length < 2 ||
          /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w.segment)
        )
          continue;
        const r = document.createRange();
        r.setStart(n, w.index);
        r.setEnd(n, w.index + w.segment.length);
        const tops = new Set([...r.getClientRects()].filter((b) => b.width > 0).map((b) => Math.round(b.top)));
        if (tops.size > 1) broken.push(w.segment);
      }
    }
    const small = [...d.querySelectorAll('input:not([type=radio]):not([type=checkbox]), select, textarea')]
      .filter((el) => visible(el) && parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => (el as HTMLInputElement).name);
    // nothing marked hidden is drawn (the stylesheet's reset must not undo the attribute)
    const hiddenDrawn = [...document.querySelectorAll('#auth-widget [hidden], #auth-widget-wait [hidden]')]
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.id || el.className || el.tagName);
    // a dialog carries its name (CONTRACT section 3: hosts find dialogs by data-dialog)
    const unnamed = d.classList.contains('aw-panel--dialog') && !d.getAttribute('data-dialog');
    // the sticky footer's separator and buttons reach exactly the body's edges, whatever the theme's spacing
    const footer = d.querySelector('.aw-body > .aw-footer, .aw-body .aw-footer');
    const body = footer?.closest('.aw-body');
    const edges =
      footer && body
        ? [
            footer.getBoundingClientRect().left - body.getBoundingClientRect().left,
            body.getBoundingClientRect().right - footer.getBoundingClientRect().right,
          ]
        : [0, 0];
    const submit = d.querySelector('button[type="submit"]')?.getBoundingClientRect();
    const logo = d.querySelector('img[data-brand]');
    return {
      clipped,
      broken,
      hiddenDrawn,
      unnamed,
      edges,
      small,
      sideways: document.documentElement.scrollWidth > window.innerWidth || d.scrollWidth > d.clientWidth + 1,
      submitOut: !!submit && (submit.top < 0 || submit.bottom > window.innerHeight),
      brand: logo?.getAttribute('alt') === 'Demo Bank' && logo === d.querySelector('.aw-header')?.firstElementChild,
    };
  });
  for (const c of seen.clipped) found.push(`${where}: ${c} is clipped`);
  if (seen.broken.length) found.push(`${where}: words broken across lines: ${seen.broken.join(', ')}`);
  if (seen.small.length) found.push(`${where}: input text under 16 px: ${seen.small.join(', ')}`);
  if (seen.sideways) found.push(`${where}: the page scrolls sideways`);
  if (seen.hiddenDrawn.length) found.push(`${where}: drawn although hidden: ${seen.hiddenDrawn.join(', ')}`);
  if (seen.unnamed) found.push(`${where}: a dialog without data-dialog`);
  if (seen.edges.some((e) => Math.abs(e) > 0.5))
    found.push(
      `${where}: the footer's edges are off the body's by ${seen.edges.map((e) => e.toFixed(1)).join(' / ')} px`,
    );
  if (seen.submitOut) found.push(`${where}: the primary action is out of sight`);
  if (!seen.brand) found.push(`${where}: no brand logo at the top of the panel`);
  // (its stylesheets are the same in every state: the orientation-lock rule runs in the per-panel tests)
  for (const v of await axe(page, '#auth-widget', { stylesheets: false }))
    found.push(`${where}: axe ${v.id} ${v.nodes.join(', ')}`);
  return found;
}

test('the share: every run shows every locale and look, and consecutive days every state in every one', () => {
  const { states: all } = galleryStates(ROOT);
  const days = Math.ceil(OTHERS.length / SHARE);
  for (const seed of [SEED, SEED + 1]) {
    expect(new Set(all.flatMap((_s, i) => localesFor(i, seed)))).toEqual(new Set(LOCALES));
    expect(new Set(all.flatMap((_s, i) => desktopLooks(i, seed)))).toEqual(new Set(LOOKS));
    for (const [i] of all.entries()) {
      expect(localesFor(i, seed)).toContain('en_US');
      expect(localesFor(i, seed)).toHaveLength(SHARE + 1);
      const met = new Set(Array.from({ length: days }, (_d, d) => localesFor(i, seed + d)).flat());
      expect(met).toEqual(new Set(LOCALES));
      const looks = new Set(Array.from({ length: LOOKS.length }, (_d, d) => desktopLooks(i, seed + d)).flat());
      expect(looks).toEqual(new Set(LOOKS));
    }
  }
});

describe(`every state: on a phone in en_US and ${SHARE} other locales, at desktop and 320 px in en_US, with nothing wrong`, () => {
  // the sample states and a plain one for every page the samples do not show (server/dev/gallery.ts)
  const { states: all } = galleryStates(ROOT);
  // this run's screenshots only (a look takes turns at 375 px: a name from an earlier run would linger)
  fs.rmSync(SHOTS, { recursive: true, force: true });
  fs.mkdirSync(SHOTS, { recursive: true });
  test.concurrent.each(all.map((s, i) => [s.id, s, i] as const))(
    '%s',
    (_id, s, index) =>
      lanes.use(async ({ page, violations }) => {
        const here: string[] = [];
        const before = violations.length;
        // on a phone en_US and this run's share of the others, the looks taking turns; at 1280 px en_US in each look;
        // at 320 px the default
        const runs = [
          ...localesFor(index).map((locale) => ({
            locale,
            size: PHONE,
            look: LOOKS[(LOCALES.indexOf(locale) + index) % LOOKS.length],
          })),
          ...desktopLooks(index).map((look) => ({ locale: 'en_US', size: DESKTOP, look })),
          { locale: 'en_US', size: NARROW, look: LOOKS[0] },
        ];
        for (const { locale, size, look } of runs) {
          // a new size only when it changes (each call lays the page out again)
          const now = page.viewportSize();
          if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
          const hash = `state=${s.id}&locale=${locale}&brand=1&w=${size.width}&look=${look}`;
          await page.evaluate((h) => {
            window.location.hash = h;
          }, hash);
          const shown = await page
            .waitForSelector(`body[data-hash="${hash}"] #auth-widget [aria-modal="true"][data-page="${s.page}"]`, {
              timeout: 10_000,
            })
            .catch(() => null);
          if (!shown) {
            here.push(`${s.id} ${locale} ${size.width} ${look}: no panel`);
            continue;
          }
          here.push(...(await inspect(page, `${s.id} ${locale} ${size.width} ${look}`)));
          swept += 1;
          if (locale === 'en_US' && size.width !== NARROW.width)
            await page.screenshot({
              path: path.join(SHOTS, `${s.id}-${size.width}${look === 'default' ? '' : `-${look}`}.png`),
            });
        }
        await page.setViewportSize(PHONE);
        here.push(...violations.slice(before).map((v) => `a CSP or Trusted Types violation: ${v}`));
        problems.push(...here);
        expect(here).toEqual([]);
      }),
    180_000,
  );
});
