// Conformance replay in Chromium: every journey of flows/conformance/ against its recorded replies served by a tiny
// stub (test/support/conformance-stub.ts), on a host page with the strict CSP. Steps are done as a user does them
// (fill the named inputs, press the submit button or the control that raises the event, Escape); after each, the
// page, dialog, message type, wait message, navigations, host callbacks and requests must be as recorded.
// A navigation leaves the host page, so it must be a journey's last step. The page's own requests are counted too:
// the stub must have answered each request the widget made, once. The journeys are shared out among the shard
// files conformance-<n>.test.ts (SHARDS), so the replay spreads over both jest workers. npm test replays a set of
// journeys that follows every flow-table row any journey follows (test/support/rowCover.ts; jsdom replays them all),
// a fifth of it a day (CONFORMANCE_SEED picks the day), as the gallery shares its locales; CONFORMANCE_ALL=1
// (npm run test:conformance) replays every journey.
import type { BrowserContext, ConsoleMessage, Frame, Page, Request } from 'playwright-core';
import { compareSeen, loadJourneyFiles, seeDocument, type Journey, type Seen, type Step } from '../support/conformance';
import { startStub, type Stub } from '../support/conformance-stub';
import { tally } from '../support/figures';
import { Lanes } from '../support/lanes';
import { rowCover } from '../support/rowCover';
import { shard, shardFiles } from '../support/shards';
import { withRoles } from '../support/roles';
import { connectChromium, CSP_TALLY } from './harness';

const files = loadJourneyFiles();
let browser: Awaited<ReturnType<typeof connectChromium>>;
let replayed = 0;
let pages = 0;
let violationCount = 0;
let steps = 0;

/**
 * Journeys run a few at a time, each lane with its own stub (a stub serves one journey) and its own browser context
 * (its cache keeps the compiled widget; cookies are cleared for each journey).
 */
interface Lane {
  stub: Stub;
  context: BrowserContext;
  /** the lane's page, reused from journey to journey (a new page costs a renderer process and ~0.3 s) */
  page?: Page;
}
const lanes = new Lanes<Lane>(async () => ({ stub: await startStub(), context: await newContext() }));

// Chromium's own user agent: react-modal takes "HeadlessChrome" for Safari and moves Tab focus itself
async function newContext() {
  // reduced motion: no spinner or transition painted every frame while a step settles (a tenth of the replay's CPU:
  // 134 core-seconds against 153 for both shards); what a step ends in is the same (src/styles/wait.css)
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`,
  });
  // every violation of the page's policy (CSP and Trusted Types) also as a console error
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return context;
}
const VIOLATION = /Content.Security.Policy|Trusted.?Type|TrustedHTML|TrustedScriptURL/i;

const SEE = `(${seeDocument.toString()})(document)`;
/** What the page shows and the host callbacks heard, in one evaluation per look (the replay looks every LOOK_MS). */
const LOOK = `({ ...${SEE}, heard: window.__heard ?? [], busy: !!document.querySelector('#auth-widget-wait[aria-busy], #auth-widget-wait [data-wait]') })`;
const KEYS: (keyof Seen)[] = ['page', 'flow', 'dialog', 'message', 'waiting', 'navigations', 'callbacks', 'exchanges'];

async function act(page: Page, step: Step) {
  const top = page.locator('#auth-widget [aria-modal="true"]').last();
  if ('submit' in step) {
    const form = top.locator('form');
    // what each named field is and holds, and the required boxes the step does not name, in one look: a call to the
    // page per field and per box was most of a submit step's calls
    const now = await form.evaluate((f: HTMLFormElement, named: string[]) => {
      const fields: Record<string, { kind: string; value: string | boolean }> = {};
      for (const name of named) {
        const el = f.querySelector(`[name="${CSS.escape(name)}"]`);
        if (!el) continue;
        const kind = el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase();
        const value =
          el instanceof HTMLInputElement && kind === 'checkbox' ? el.checked : (el as HTMLInputElement).value;
        fields[name] = { kind, value };
      }
      const boxes = [...f.querySelectorAll<HTMLInputElement>('input[type="checkbox"][required]')]
        .filter((b) => !named.includes(b.name) && !b.checked)
        .map((b) => b.name);
      const questions = [...f.querySelectorAll('[role="radiogroup"][aria-required="true"]')]
        .map((g) => [...g.querySelectorAll<HTMLInputElement>('input[type="radio"]')])
        .filter((answers) => answers.length && !named.includes(answers[0].name) && !answers.some((a) => a.checked))
        .map((answers) => answers[0].name);
      return { fields, boxes, questions };
    }, Object.keys(step.submit));
    for (const [name, value] of Object.entries(step.submit)) {
      const field = form.locator(`[name="${name}"]`);
      // a field an earlier choice of this step reveals is looked at when its turn comes
      const { kind, value: held } =
        now.fields[name] ??
        (await field.first().evaluate((el) => {
          const type = el instanceof HTMLInputElement ? el.type : el.tagName.toLowerCase();
          return {
            kind: type,
            value: type === 'checkbox' ? (el as HTMLInputElement).checked : (el as HTMLInputElement).value,
          };
        }));
      if (kind === 'radio') await form.locator(`[name="${name}"][value="${String(value)}"]`).check();
      else if (kind === 'checkbox') {
        if (held !== (value === true)) await field.setChecked(value === true);
      } else if (kind === 'select') {
        if (held !== String(value)) await field.selectOption(String(value));
      } else if (held !== value) await field.fill(String(value));
    }
    // a required box the step does not name is ticked, a required question answered with its first answer
    // (test/support/widget.tsx doSubmit)
    for (const name of now.boxes) await form.locator(`input[type="checkbox"][required][name="${name}"]`).check();
    for (const name of now.questions) await form.locator(`input[type="radio"][name="${name}"]`).first().check();
    await form.locator('button[type="submit"]').click();
  } else if ('key' in step) {
    await page.keyboard.press('Escape');
  } else if ('autofill' in step) {
    const picked = await page.evaluate(() =>
      (window as unknown as { __answerAutofill?: () => boolean }).__answerAutofill?.(),
    );
    if (!picked) throw new Error('no passkey autofill request is out');
  } else if ('press' in step) {
    if (step.after) await page.clock.fastForward(step.after * 1000);
    const control = page.locator(`#auth-widget [data-event="${step.press}"]`).last();
    // while the wait message covers the panel a pointer cannot reach the control; a keyboard user still can
    const reachable = await control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    if (reachable) await control.click();
    else {
      await control.focus();
      await page.keyboard.press('Enter');
    }
  }
}

/**
 * How often a step looks at the page until it shows what was recorded. Each look is a round trip to the page; at 25
 * ms the three lanes' looks took about half a core of the jest process, and one shard cost 75.8 core-seconds against
 * 66.8 at 60 ms, for no more than 60 ms later to see each step settle (npm test is bound by the 2 cores' work).
 */
const LOOK_MS = 60;
const SETTLE = 8000;
const LONGEST = 30_000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_r, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

async function replay(j: Journey, lane: Lane) {
  const { stub, context: shared } = lane;
  stub.load(j);
  // a journey with a clock gets a context of its own (the clock is the context's)
  const clocked = j.steps.some((s) => 'press' in s && s.after);
  const context = clocked ? await newContext() : shared;
  await context.clearCookies();
  const page = clocked ? await context.newPage() : (lane.page ??= await shared.newPage());
  // a navigation can leave an evaluation waiting for a context that never comes: every call here has a deadline
  page.setDefaultTimeout(10_000);
  const evaluate = <T>(fn: string | (() => T)) => within(page.evaluate(fn), 3000);
  const violations: string[] = [];
  const errors: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() === 'error' && VIOLATION.test(m.text())) violations.push(m.text());
  };
  const onError = (e: Error) => errors.push(e.message);
  // the widget's own requests, as the page made them (the stub may see more: Chromium's resends of a dropped one)
  const fetched: string[] = [];
  const onRequest = (r: Request) => {
    const url = new URL(r.url());
    // not counted: the host page's journey file and the widget's own files (a locale, the sanitizer)
    if (
      ['fetch', 'xhr'].includes(r.resourceType()) &&
      url.pathname !== '/__journey.json' &&
      !url.pathname.startsWith('/dist/')
    )
      fetched.push(`${r.method()} ${url.pathname}`);
  };
  const navigations: string[] = [];
  const origin = `:${stub.port}`;
  let loaded = false;
  let shown = '';
  const onNavigated = (f: Frame) => {
    if (f !== page.mainFrame()) return;
    const url = f.url().replace(origin, '').replace(encodeURIComponent(origin), '');
    // the widget taking a resume token out of the address (history.replaceState) is no navigation: once, and only for
    // a page loaded with a fragment (a reload of the page is one)
    if (loaded && !(shown.includes('#') && url === shown.replace(/#.*$/, ''))) navigations.push(url);
    else if (loaded) shown = url;
    if (!loaded) shown = url;
    loaded = true;
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  page.on('framenavigated', onNavigated);
  try {
    if (clocked) await page.clock.install();
    let navFrom = 0;
    let heardFrom = 0;
    /** how many host callbacks the page had heard at the last look */
    let heardNow = 0;
    for (const [i, step] of j.steps.entries()) {
      const label = `step ${i + 1} (${Object.keys(step)
        .filter((k) => k !== 'expect')
        .join(', ')})`;
      if ('start' in step) {
        const host = new URL(j.hostUrl, 'http://auth.test');
        await page.goto(`http://${host.hostname}${origin}${host.pathname}${host.search}${host.hash}`);
      } else {
        // a step that cannot be done says which one it was, before the test's own time runs out
        await within(act(page, step), 10_000).catch(async (e: Error) => {
          const doc = await evaluate(SEE).catch(() => null);
          throw new Error(`${label}: ${e.message.split('\n')[0]}; the page shows ${JSON.stringify(doc)}`);
        });
      }
      steps += 1;
      const begun = Date.now();
      /** when the page last said it was busy or showed the wait message (the deadline below follows it) */
      let lastBusy = begun;
      /** whether the last look found a request or a flow load still out, or the wait message up */
      let busyNow = false;
      const seen = async (): Promise<Partial<Seen>> => {
        const navs = navigations.slice(navFrom);
        if (navs.length) return { navigations: navs };
        const { heard, busy, ...doc } = await evaluate<Partial<Seen> & { heard: string[]; busy: boolean }>(LOOK);
        busyNow = busy;
        heardNow = heard.length;
        if (busy) lastBusy = Date.now();
        return { ...doc, navigations: navs, callbacks: heard.slice(heardFrom), exchanges: stub.used() };
      };
      let diff: string | null = null;
      // Settled well within SETTLE ms on a quiet machine. On a loaded one (CI beside other work) a request, a flow's
      // file or a locale can take longer, and a timer (the wait message's minimum time) fires late: while the page
      // says it is busy (aria-busy on the wait's container) or shows the wait message, the deadline moves on, up to
      // LONGEST.
      for (;;) {
        const s = await seen().catch(() => ({ navigations: navigations.slice(navFrom) }));
        // once the page navigated away, only the navigation can be compared
        diff = compareSeen(step.expect, s, s.navigations?.length ? ['navigations'] : KEYS);
        // A step that ends with no wait message has not ended while a request is still out: the message may yet come
        // (after waitDelayMs) if that request is slow, as it is on a loaded machine.
        if (!diff && busyNow && step.expect.waiting === false && !s.navigations?.length)
          diff = 'waiting: expected false, the page is still busy';
        if (!diff || Date.now() > Math.min(lastBusy + SETTLE, begun + LONGEST)) break;
        await page.waitForTimeout(LOOK_MS);
      }
      if (!diff && !navigations.slice(navFrom).length) {
        await page.waitForTimeout(60);
        diff = compareSeen(step.expect, await seen(), KEYS);
      }
      if (!diff && fetched.length !== stub.used())
        diff = `the page made ${fetched.length} requests (${fetched.join(', ')}), the stub answered ${stub.used()}`;
      if (diff || stub.problems.length) {
        // what the wait's container says (aria-busy: a request or a flow load is still out) tells a stuck flag from a
        // late timer
        const look = () =>
          evaluate(() => {
            const roots = document.querySelectorAll('#auth-widget-wait');
            const flag = roots[0]?.getAttribute('aria-busy') ?? 'absent';
            return `aria-busy ${flag}, ${roots.length} wait containers, ${document.querySelectorAll('[data-wait]').length} wait messages, page ${document.querySelector('#auth-widget [aria-modal="true"]')?.getAttribute('data-page') ?? 'none'}`;
          }).catch(() => 'unknown');
        const busy = await look();
        // a late timer or a stuck flag: what the page shows 2 s later tells them apart
        await page.waitForTimeout(2000);
        const later = await look();
        throw new Error(`${label}: ${diff ?? ''} (${busy}; 2 s later: ${later})\n${stub.problems.join('\n')}`);
      }
      if (navigations.slice(navFrom).length) {
        if (i < j.steps.length - 1)
          throw new Error(`${label}: the page navigated away with ${j.steps.length - 1 - i} steps left`);
        break;
      }
      navFrom = navigations.length;
      // the step's last look saw them all (it matched, so nothing was still out)
      heardFrom = heardNow;
    }
    pages += 1;
    violationCount += violations.length;
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    replayed += 1;
  } finally {
    page
      .off('console', onConsole)
      .off('pageerror', onError)
      .off('request', onRequest)
      .off('framenavigated', onNavigated);
    if (context !== shared) {
      await within(page.close(), 5000).catch(() => undefined);
      await context.close();
    } else {
      // the journey's document is ended before the next one's listeners start: nothing late of it counts there
      await within(page.goto('about:blank'), 5000).catch(async () => {
        await within(page.close(), 5000).catch(() => undefined);
        lane.page = undefined;
      });
    }
  }
}

export const SHARDS = 2;
/**
 * npm test replays in Chromium this share of the cover a day: DAYS days in a row replay all of it. Every journey is
 * replayed in jsdom on every run; Chromium adds the real browser's CSP, focus and layout, where a fifth a day keeps npm
 * test under its 8 minutes (a third was ~80 of its ~1,100 worker-seconds).
 */
const DAYS = 5;
const SEED = Number(process.env.CONFORMANCE_SEED ?? Math.floor(Date.now() / 86_400_000));

/** The journeys of today's share of the cover of every row (the same in each shard file). */
function todays<T extends { j: Journey }>(every: T[]): T[] {
  const cover = rowCover(
    every,
    ({ j }) => j.steps.flatMap((s) => s.expect.rows),
    ({ j }) => j.steps.length,
  );
  return cover.filter((_, i) => (i + SEED) % DAYS === 0);
}

/** The journeys of shard `index` (0-based) of SHARDS, grouped by journey file. */
export function replayShard(index: number) {
  beforeAll(async () => {
    browser = await connectChromium();
  }, 30000);
  afterAll(async () => {
    // the lanes' pages first (the worker's Chromium stays): a stub's close waits for the connections they hold
    await Promise.all(browser.contexts().map((c) => c.close()));
    await Promise.all(lanes.all.map((l) => l.stub.close()));
    const part = `conformance-${index}`;
    tally(...CSP_TALLY, part, { pages, violations: violationCount });
    tally(
      '6.3b conformance',
      `Conformance replay in Chromium: {replayed} of {total} journeys passed ({steps} steps) under the strict CSP: today's 1/${DAYS} of a cover of every flow-table row the {every} journeys follow (all of them: npm run test:conformance)`,
      part,
      { replayed, total: mine.length, steps, every: every.length / SHARDS },
    );
  });
  const every = files.flatMap(({ file, data }) => data.journeys.map((j) => ({ file, j })));
  const all = process.env.CONFORMANCE_ALL === '1' ? every : todays(every);
  const mine = shard(all, index, SHARDS);
  if (index === 0) {
    test(`every journey is in one of the ${SHARDS} shard files`, () => {
      expect(shardFiles(__dirname, 'conformance')).toEqual(
        Array.from({ length: SHARDS }, (_, i) => `conformance-${i + 1}.test.ts`),
      );
    });
  }
  for (const { file } of files) {
    const here = mine.filter((x) => x.file === file);
    if (!here.length) continue;
    describe(`flows/conformance/${file} in Chromium`, () => {
      for (const { j } of here)
        test.concurrent(
          j.name,
          () => lanes.use((lane) => replay(withRoles(j), lane)),
          20_000 + (LONGEST + 10_000) * j.steps.length,
        );
    });
  }
}
