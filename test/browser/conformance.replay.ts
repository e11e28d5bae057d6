// NOT YET IN npm test (issue 6 open): 146 of 161 journeys pass in Chromium; the other 15 need the stub to answer
// /favicon.ico and captcha images, the volatile "date" header in error logs ignored, and Chromium-only request
// differences (two-factor authLevel, retried POSTs on dropped connections) looked at. Run: npx jest --selectProjects
// browser --testMatch "**/conformance.replay.ts"
// Conformance replay in Chromium: every journey of flows/conformance/ against its recorded replies served by a tiny
// stub (test/support/conformance-stub.ts), on a host page with the strict CSP. Steps are done as a user does them
// (fill the named inputs, press the submit button or the control that raises the event, Escape); after each, the
// page, dialog, message type, wait message, navigations, host callbacks and requests must be as recorded.
// A navigation leaves the host page: the journey's later steps (jsdom keeps the page) are not replayed here.
import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { compareSeen, loadJourneyFiles, seeDocument, type Journey, type Seen, type Step } from '../support/conformance';
import { startStub, type Stub } from '../support/conformance-stub';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const files = loadJourneyFiles();
let browser: Browser;
let stub: Stub;
let replayed = 0;
let steps = 0;

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's chromium package or set CHROMIUM_PATH`);
  stub = await startStub();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    // the journeys' host names (auth.test and its subdomains) resolve to the stub
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--host-resolver-rules=MAP *.test 127.0.0.1, MAP auth.test 127.0.0.1'],
  });
}, 30000);

afterAll(async () => {
  await browser?.close();
  await stub?.close();
  process.stdout.write(`\nConformance replay in Chromium: ${replayed} journeys, ${steps} steps\n`);
});

const SEE = `(${seeDocument.toString()})(document)`;
const KEYS: (keyof Seen)[] = ['page', 'flow', 'dialog', 'message', 'waiting', 'navigations', 'callbacks', 'exchanges'];

async function act(page: Page, step: Step) {
  const top = page.locator('#auth-widget [role="dialog"]').last();
  if ('submit' in step) {
    const form = top.locator('form');
    for (const [name, value] of Object.entries(step.submit)) {
      const field = form.locator(`[name="${name}"]`);
      const kind = await field.first().evaluate((el) => (el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase()));
      if (kind === 'radio') await form.locator(`[name="${name}"][value="${String(value)}"]`).check();
      else if (kind === 'checkbox') await field.setChecked(value === true);
      else if (kind === 'select') await field.selectOption(String(value));
      else if ((await field.inputValue()) !== value) await field.fill(String(value));
    }
    await form.locator('button[type="submit"]').click();
  } else if ('key' in step) {
    await page.keyboard.press('Escape');
  } else if ('press' in step) {
    if (step.after) await page.clock.fastForward(step.after * 1000);
    await page.locator(`#auth-widget [data-event="${step.press}"]`).last().click();
  }
}

async function replay(j: Journey) {
  stub.load(j);
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`,
  });
  const page = await context.newPage();
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' && /Content.Security.Policy/i.test(m.text())) violations.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  const navigations: string[] = [];
  const origin = `:${stub.port}`;
  let loaded = false;
  page.on('framenavigated', (f) => {
    if (f !== page.mainFrame()) return;
    if (loaded) navigations.push(f.url().replace(origin, ''));
    loaded = true;
  });
  try {
    if (j.steps.some((s) => 'press' in s && s.after)) await page.clock.install();
    let navFrom = 0;
    let heardFrom = 0;
    for (const [i, step] of j.steps.entries()) {
      const label = `step ${i + 1} (${Object.keys(step).filter((k) => k !== 'expect').join(', ')})`;
      if ('start' in step) {
        const host = new URL(j.hostUrl, 'http://auth.test');
        await page.goto(`http://${host.hostname}${origin}${host.pathname}${host.search}`);
      } else {
        await act(page, step).catch((e: Error) => { throw new Error(`${label}: ${e.message.split('\n')[0]}`); });
      }
      steps += 1;
      const seen = async (): Promise<Partial<Seen>> => {
        const navs = navigations.slice(navFrom);
        if (navs.length) return { navigations: navs };
        const doc = await page.evaluate(SEE) as Partial<Seen>;
        const heard = await page.evaluate(() => (window as unknown as { __heard?: string[] }).__heard ?? []);
        return { ...doc, navigations: navs, callbacks: heard.slice(heardFrom), exchanges: stub.used() };
      };
      let diff: string | null = null;
      const deadline = Date.now() + 5000;
      for (;;) {
        const s = await seen().catch(() => ({ navigations: navigations.slice(navFrom) }));
        // once the page navigated away, only the navigation can be compared
        diff = compareSeen(step.expect, s, s.navigations?.length ? ['navigations'] : KEYS);
        if (!diff || Date.now() > deadline) break;
        await page.waitForTimeout(25);
      }
      if (!diff && !navigations.slice(navFrom).length) {
        await page.waitForTimeout(60);
        diff = compareSeen(step.expect, await seen(), KEYS);
      }
      if (diff || stub.problems.length) throw new Error(`${label}: ${diff ?? ''}\n${stub.problems.join('\n')}`);
      if (navigations.slice(navFrom).length) break;
      navFrom = navigations.length;
      heardFrom = (await page.evaluate(() => (window as unknown as { __heard?: string[] }).__heard ?? [])).length;
    }
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    replayed += 1;
  } finally {
    await context.close();
  }
}

for (const { file, data } of files) {
  describe(`flows/conformance/${file} in Chromium`, () => {
    for (const j of data.journeys) test(j.name, () => replay(j));
  });
}
