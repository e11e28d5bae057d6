// Issue 34, "the first look and the last details", in Chromium at 375 × 667 and 1280 × 800: one test per point, on
// the gallery's frame (the real renderer and data, calls left pending) and, where time or the server matter, through
// the reference server. Each measures what the eye caught (sizes, places, words), not the markup alone.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { holds, type Condition } from '../../src/panels/conditions';
import { compileMatchersHere } from '../support/conditionSchemas';
import RECOVERY_UI from '../../schemas/enter-user-info.ui.json';
import { buildTables } from '../../src/flow/tables';
import type { FlowFile } from '../../src/data/types';
import common from '../../flows/common.json';
import {
  DIALOG,
  idle,
  onPage,
  openTab,
  start,
  startHarness,
  watchViolations,
  type Harness,
  submit,
  PHONE,
  DESKTOP,
} from './harness';
import { settings as panelSettings, validPassword } from '../support/roles';

// the facts of the page as the browser shows it (the demo brand, forgot password), for the data's conditions; a
// condition's schema is compiled here as the build compiles it
const SHOWN_FACTS = { brand: 'demo', flow: 'FPS', page: 'FORGOT_PASSWORD' };
compileMatchersHere();

/** the flow tables as the widget builds them (a page's shared footnotes among them) */
const flowDir = path.join(__dirname, '../../flows');
const flowTables = buildTables(
  Object.fromEntries(
    fs
      .readdirSync(flowDir)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
      .map((f) => [f, JSON.parse(fs.readFileSync(path.join(flowDir, f), 'utf8')) as FlowFile]),
  ),
);

/** acceptable new passwords under the data's rules (test/support/roles.ts) */
const NEW = validPassword();

jest.setTimeout(60_000);
let h: Harness;
let page: Page;
let violations: string[];
beforeAll(async () => {
  h = await startHarness();
  const context = await h.browser.newContext({ viewport: PHONE });
  page = await context.newPage();
  violations = await watchViolations(page);
  await page.goto(`${h.url}/gallery-frame.html?state=sign-on&locale=en_US&brand=1`);
});
afterAll(async () => {
  expect(violations).toEqual([]);
  await h?.close();
});

/** Shows a gallery state at a window size, as a host opens the widget anew. */
async function show(state: string, size: { width: number; height: number }, locale = 'en_US', extra = '&brand=1') {
  await page.setViewportSize(size);
  const hash = `state=${state}&locale=${locale}&w=${size.width}${extra}`;
  await page.evaluate((x) => {
    window.location.hash = x;
  }, hash);
  await page.waitForSelector(`body[data-hash="${hash}"] ${DIALOG}`);
  await page.waitForFunction(() => !!document.querySelector('#auth-widget h2')?.textContent);
}

const box = async (selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not drawn`);
  return b;
};

describe.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('at %s px', (_w, size) => {
  test('point 3: an unmistakable primary, and the forgot-password link right under it', async () => {
    await show('sign-on', size);
    const form = await box(`${DIALOG} form`);
    const primary = await box(`${DIALOG} button[type="submit"]`);
    const link = await box(`${DIALOG} [data-action="forgot-password"]`);
    // alone in the footer, the primary takes the form's width (it was ~112 px of 595 at 1280)
    expect(primary.width).toBeGreaterThan(form.width * 0.9);
    expect(await page.locator(`${DIALOG} .aw-footer [data-action="forgot-password"]`).count()).toBe(1);
    expect(link.y - (primary.y + primary.height)).toBeLessThan(32);
    expect(link.y).toBeGreaterThan(primary.y);
  });

  test.each(['en_US', 'de_DE'])(
    'point 6: show password is an icon toggle inside the field, with a name and aria-pressed (%s)',
    async (locale) => {
      await show('sign-on', size, locale);
      const input = await box(`${DIALOG} input[name="password"]`);
      const toggle = await box(`${DIALOG} input[name="password"] ~ [data-action="toggle-visibility"]`);
      const field = await box(`${DIALOG} .aw-password`);
      const form = await box(`${DIALOG} form`);
      // the field (the box drawn around the input and its toggle) takes the form's width, and the input all of it but
      // the icon's (German: it was 175 px beside a 160 px button at 375)
      expect(field.width).toBeGreaterThan(form.width - 1);
      expect(input.width).toBeGreaterThan(field.width - 56);
      expect(toggle.x).toBeGreaterThanOrEqual(input.x + input.width);
      expect(toggle.x + toggle.width).toBeLessThanOrEqual(field.x + field.width);
      expect(toggle.y).toBeGreaterThanOrEqual(field.y);
      expect(toggle.y + toggle.height).toBeLessThanOrEqual(field.y + field.height);
      expect(Math.min(toggle.width, toggle.height)).toBeGreaterThanOrEqual(24);
      const button = page.locator(`${DIALOG} [data-action="toggle-visibility"]`).first();
      expect(await button.getAttribute('aria-label')).toBe(locale === 'en_US' ? 'Show password' : 'Passwort anzeigen');
      expect(await button.getAttribute('aria-pressed')).toBe('false');
      expect((await button.textContent())?.trim()).toBe('');
      await button.click();
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      expect(await page.getAttribute(`${DIALOG} input[name="password"]`, 'type')).toBe('text');
    },
  );

  test.each(['en_US', 'de_DE'])(
    'point 4: the recovery start fits one screen at 1280 × 800; at 375 no control stays behind the footer (%s)',
    async (locale) => {
      await show('forgot-password', size, locale);
      const controls = `${DIALOG} input:not([type=hidden]), ${DIALOG} button, ${DIALOG} summary, ${DIALOG} a`;
      const footer = await box(`${DIALOG} .aw-footer`);
      const hidden = await page.locator(controls).evaluateAll(
        (els, { f, desktop }) =>
          els
            .filter((el) => (el as HTMLElement).offsetParent !== null && !el.closest('.aw-footer'))
            .flatMap((el) => {
              el.scrollIntoView({ block: 'nearest' });
              const r = el.getBoundingClientRect();
              const foot = document.querySelector('#auth-widget .aw-footer')!.getBoundingClientRect();
              const name = (el as HTMLInputElement).name || el.textContent?.trim() || el.tagName;
              const behind = r.bottom > foot.top && r.top < foot.bottom;
              const out = desktop && (r.bottom > window.innerHeight || r.top < 0);
              return behind || out ? [`${name} ${Math.round(r.top)}–${Math.round(r.bottom)}, footer at ${f}`] : [];
            }),
        { f: Math.round(footer.y), desktop: size.width > 480 },
      );
      expect(hidden).toEqual([]);
      if (size.width > 480) {
        // nothing scrolls at 1280 × 800: the panel, footnotes' disclosure included, is inside the window
        const panel = await box(`${DIALOG}`);
        expect(panel.y + panel.height).toBeLessThanOrEqual(size.height);
        expect(await page.locator('#auth-widget .aw-overlay').evaluate((o) => o.scrollHeight <= o.clientHeight)).toBe(
          true,
        );
      }
      // the product's footnotes are all there, folded into a disclosure, each with its icon's column
      await page.click(`${DIALOG} .aw-footnotes-summary`);
      const lefts = await page
        .locator(`${DIALOG} .aw-footnote > span:last-child`)
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
      // as many as the data shows for the preselected mobile phone (schemas/enter-user-info.ui.json), and those
      // every page of the flow shares (a flow file's "everyPage")
      const footnotes = [
        ...RECOVERY_UI['ui:panel'].footnotes,
        ...(flowTables.pages.FORGOT_PASSWORD.shared?.footnotes ?? []),
      ];
      expect(lefts.length).toBe(
        footnotes.filter((f) =>
          holds(f.visibleWhen as Condition | undefined, SHOWN_FACTS, { deliveryChannel: 'MOBILE' }),
        ).length,
      );
      expect(new Set(lefts).size).toBe(1);
    },
  );

  test('point 7: the match row is broken while the passwords differ; the rules error sits under its field', async () => {
    await show('change-forced', size);
    await page.fill(`${DIALOG} input[name="currentPassword"]`, 'Old-pass1');
    // a new password that meets every rule: only the match row can be judged
    await page.fill(`${DIALOG} input[name="newPassword"]`, NEW);
    await page.fill(`${DIALOG} input[name="reenterPassword"]`, `${NEW}x`);
    const match = page.locator(`${DIALOG} [data-rule="match"]`);
    expect(await match.getAttribute('class')).toContain('aw-rule--broken');
    expect(await match.textContent()).toContain('not met');
    // a re-entry still on its way to the new password is not judged yet
    await page.fill(`${DIALOG} input[name="reenterPassword"]`, NEW.slice(0, 7));
    expect(await match.getAttribute('class')).toBe('aw-rule');
    await page.fill(`${DIALOG} input[name="reenterPassword"]`, NEW);
    expect(await match.getAttribute('class')).toContain('aw-rule--ok');
    await page.fill(`${DIALOG} input[name="newPassword"]`, 'abc');
    await page.click(`${DIALOG} button[type="submit"]`);
    const input = await box(`${DIALOG} input[name="newPassword"]`);
    const error = await box(
      `${DIALOG} #${await page.getAttribute(`${DIALOG} input[name="newPassword"]`, 'id')}__error`,
    );
    const rules = await box(`${DIALOG} .aw-rules`);
    expect(await page.textContent(`${DIALOG} .aw-field--invalid .aw-field-error`)).toContain(
      'does not meet all the requirements',
    );
    expect(error.y - (input.y + input.height)).toBeLessThan(16);
    expect(rules.y).toBeGreaterThan(error.y);
  });
});

test.each([
  ['375', 'no logo', PHONE, ''],
  ['375', 'a logo', PHONE, '&brand=1'],
  ['1280', 'no logo', DESKTOP, ''],
  ['1280', 'a logo', DESKTOP, '&brand=1'],
])(
  'point 5 at %s px, %s: the busy primary keeps its size; the wait band leaves the title, Help and × in sight',
  async (_w, _logo, size, brand) => {
    await show('sign-on', size, 'en_US', brand);
    await page.fill(`${DIALOG} input[name="userId"]`, 'alice');
    await page.fill(`${DIALOG} input[name="password"]`, 'secret-1');
    const before = await box(`${DIALOG} button[type="submit"]`);
    // the frame leaves every call pending: the sign-on stays busy
    await submit({ page });
    await page.waitForSelector(`${DIALOG} button[type="submit"][aria-busy="true"]`);
    const after = await box(`${DIALOG} button[type="submit"]`);
    for (const k of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(after[k] - before[k])).toBeLessThanOrEqual(2);
    const band = await page.waitForSelector('#auth-widget-wait [data-wait]');
    const b = (await band.boundingBox())!;
    for (const part of ['h2', '.aw-help', '.aw-close']) {
      const r = await box(`${DIALOG} ${part}`);
      expect({ part, clear: r.y + r.height <= b.y || r.y >= b.y + b.height }).toEqual({ part, clear: true });
    }
  },
);

test('point 9: every token of config.theme reaches the controls (the brand look sets all ten)', async () => {
  await show('change-forced', DESKTOP, 'en_US', '&brand=1&look=brand');
  const props = await page.evaluate(() => {
    const root = document.getElementById('auth-widget')!;
    return [...root.style].filter((p) => p.startsWith('--aw-')).sort();
  });
  expect(props).toEqual(
    [
      'background-color',
      'error-color',
      'focus-ring-color',
      'font-family',
      'input-border-color',
      'primary-color',
      'radius',
      'spacing',
      'success-color',
      'text-color',
    ].map((p) => `--aw-${p}`),
  );
  const style = (selector: string, prop: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
  const input = `${DIALOG} input[name="newPassword"]`;
  expect(await style(`${DIALOG} button[type="submit"]`, 'background-color')).toBe('rgb(106, 27, 154)');
  expect(await style(`${DIALOG}`, 'background-color')).toBe('rgb(255, 253, 248)');
  expect(await style(`${DIALOG} h2`, 'color')).toBe('rgb(36, 26, 46)');
  // a password field's border is drawn by the box around the input and its toggle
  const field = `${DIALOG} .aw-password:has(input[name="newPassword"])`;
  expect(await style(field, 'border-top-color')).toBe('rgb(125, 107, 140)');
  expect(await style(field, 'border-top-left-radius')).toBe('10px');
  expect(await style(input, 'font-family')).toMatch(/^Georgia/);
  expect(await style(`${DIALOG} .aw-body`, 'padding-top')).toBe(`${1.25 * 1.2 * 16}px`);
  // the sticky footer reaches out by exactly the body's inset, whatever the spacing
  expect(await style(`${DIALOG} .aw-footer`, 'margin-left')).toBe(`-${1.25 * 1.2 * 16}px`);
  await page.focus(input);
  expect(await style(field, 'outline-color')).toBe('rgb(0, 131, 143)');
  // as many characters as the data's length rule asks for at least: its mark turns to the look's "met" colour
  const length = panelSettings().passwordRules.find((r) => r.rule === 'length');
  await page.fill(input, 'abcdefghijklmnopqrstuvwxyz'.slice(0, Number(length?.min ?? 8)));
  expect(await style(`${DIALOG} [data-rule="length"] .aw-rule-mark`, 'color')).toBe('rgb(27, 107, 58)');
  await page.click(`${DIALOG} button[type="submit"]`);
  expect(await style(`${DIALOG} .aw-field--invalid .aw-field-error`, 'color')).toBe('rgb(163, 20, 42)');
});

test('a title longer than its row (one long German word at 375 px): the close control stays at the row’s end', async () => {
  await show('page-security-settings-loading', PHONE, 'de_DE', '');
  const header = await page.locator(`${DIALOG} .aw-header`).evaluate((h) => {
    const r = h.getBoundingClientRect();
    return r.right - parseFloat(getComputedStyle(h).paddingRight);
  });
  const close = await box(`${DIALOG} .aw-close`);
  expect(Math.abs(close.x + close.width - header)).toBeLessThanOrEqual(1);
});

test("point 9: config.colorMode dark is drawn by the widget; system follows the reader's setting", async () => {
  await show('sign-on', PHONE, 'en_US', '&brand=1&look=dark');
  const mode = () =>
    page.evaluate(() =>
      ['auth-widget', 'auth-widget-wait'].map((id) => document.getElementById(id)?.getAttribute('data-color-mode')),
    );
  expect(await mode()).toEqual(['dark', 'dark']);
  expect(await page.locator(DIALOG).evaluate((d) => getComputedStyle(d).backgroundColor)).toBe('rgb(22, 27, 34)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await show('sign-on', PHONE, 'en_US', '&look=system');
  expect(await mode()).toEqual(['dark', 'dark']);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.getElementById('auth-widget')?.getAttribute('data-color-mode') === 'light');
  await page.emulateMedia({ colorScheme: null });
});

// the history's size is a setting (flows/common.json): the note names it
const HISTORY = common.settings.passwordHistory;

test.each([
  ['change-forced', 'en_US', ['No common words or phrases', `Not one of your previous ${HISTORY} passwords`]],
  [
    'create-password-fps',
    'de_DE',
    ['Keine gängigen Wörter oder Redewendungen', `Keines Ihrer ${HISTORY} letzten Passwörter`],
  ],
  ['create-password-self-reg', 'en_US', ['No common words or phrases']],
])('point 10b: the requirements box states the rules shown as text only (%s, %s)', async (state, locale, notes) => {
  await show(state, PHONE, locale);
  const shown = await page.locator(`${DIALOG} [data-rule-note]`).allTextContents();
  expect(shown.map((s) => s.replace('·', '').trim())).toEqual(notes);
  // text only: no met or unmet state is claimed for them
  expect(await page.locator(`${DIALOG} [data-rule-note] .aw-sr-only`).count()).toBe(0);
});

test.each([
  ['en_US', 'Code sent just now.', 'Code sent 1 minute ago.'],
  ['de_DE', 'Code soeben gesendet.', 'Code vor 1 Minute gesendet.'],
])(
  'point 8: "Code sent" says just now, then whole minutes while the countdown runs (%s)',
  async (locale, now, later) => {
    const tab = await openTab(h);
    await tab.page.clock.install();
    await tab.page.reload();
    await start(tab, 'forgotPassword', { language: locale });
    await onPage(tab, 'FORGOT_PASSWORD');
    await idle(tab);
    await tab.page.fill('input[name="userId"]', 'alice');
    await tab.page.fill('input[name="phoneNumber"]', '5550100123');
    await submit(tab);
    await onPage(tab, 'FPW_ENTER_CODE');
    await idle(tab);
    expect(await tab.page.textContent(`${DIALOG} .aw-sent`)).toBe(now);
    await tab.page.clock.fastForward(90_000);
    await tab.page.waitForFunction(
      (text) => document.querySelector('#auth-widget .aw-sent')?.textContent === text,
      later,
    );
    // the resend is offered only once the data's pause is over (the shipped pause is longer than 90 s)
    expect(await tab.page.isDisabled(`${DIALOG} [data-action="resend"]`)).toBe(panelSettings().resendAfterSeconds > 90);
    await tab.release();
  },
);
