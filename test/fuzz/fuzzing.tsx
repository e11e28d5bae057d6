// Fuzzing the widget with server replies (issue 7): for every page and every request it makes, generated replies
// (test/fuzz/arbitraries.ts) to every call of the step, in jsdom with the real store, data files and renderer.
// After each step, whatever came back:
// - no uncaught error: nothing thrown, no effect failing, no React error, no transition loop;
// - never a blank panel: a page of the flow tables (or the error dialog) is drawn with its title, unless the widget
//   closed or the page navigated away;
// - the wait overlay is gone (except on a navigation, which leaves the page);
// - server text stays text: no script, no event-handler attribute, no image outside the sanitized captcha;
// - the error dialog always says something;
// - the typed user id is still in the sign-on form when sign-on shows again (docs/flows.md).
// Most runs go without drawing (the store, flows and effects only: the page must then be a panel or dialog of the
// tables, never an action page left behind, and the wait flag off); a share of them draw the panels in jsdom and check
// the DOM. fast-check shrinks a failing case to its smallest form; each one found is kept in REGRESSIONS below and
// replayed first on every run. The pairs are shared out among the shard files replies-<n>.test.tsx (SHARDS), so the
// run spreads over both jest workers.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { act } from '@testing-library/react';
import { MessageFormat } from 'messageformat';
import { closeCurrent, mount } from '../../src/host/mount';
import { panels, tables } from '../../src/data/load';
import { submitPanel } from '../../src/flow/thunks';
import type { FlowId } from '../../src/data/types';
import { loadJourneyFiles } from '../support/conformance';
import { tally } from '../support/figures';
import { shard, shardFiles } from '../support/shards';
import { doSubmit, loadLocaleFromDisk, topDialog } from '../support/widget';
import { loadAllFlows, loadFlow } from '../support/flows';
import { replies, toResponse, type FuzzReply } from './arbitraries';
import { esmPlatform } from '../../src/package/platform';

// every page and request is listed below, so every flow is loaded first
loadAllFlows();

/**
 * Runs per case, without and with drawing; the suite's total of replies is printed. `npm test` runs a fixed budget
 * (a new seed each time, so successive runs cover new replies); FUZZ_RUNS=n runs n% of it: `npm run test:fuzz` runs
 * forty times as many, and a failing case found there is kept in REGRESSIONS below.
 */
const SCALE = Number(process.env.FUZZ_RUNS ?? 0) / 100 || 1;
// npm test's budget, set so the whole run stays under 8 minutes on 2 cores (about 8 worker-seconds of fuzzing): a
// number of generated replies shared by the cases, so a page added as data takes its share, not more time. The
// longer run is `npm run test:fuzz` (forty times as many).
const HEADLESS_BUDGET = 340;
const DRAWN_BUDGET = 45;
/** a run's settling takes well under a second; a case's runs, under a minute even on a loaded machine */
const RUN_LIMIT_MS = 30_000;
const CASE_LIMIT_MS = 300_000 * Math.max(1, SCALE);
/** steps per run: a reply may lead to another page with a request of its own, which the next step makes */
const STEPS = 3;

// --- the cases: every page with the requests it makes, its sample state and what a user types there ----------------
interface Case {
  page: string;
  flow: FlowId;
  request: string;
  context: Record<string, unknown>;
  values: Record<string, string | boolean>;
  app?: Record<string, unknown>;
  /** the fields the panel keeps when it submits and remembers for later (the user id on sign-on) */
  keep: string[];
  /** submitted through the drawn form (the panel keeps fields), else by the request as its button or effect runs it */
  viaForm: boolean;
}

const gallery = (
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../demo/gallery/states.json'), 'utf8')) as {
    states: {
      page: string;
      flow: FlowId;
      context?: Record<string, unknown>;
      app?: Record<string, unknown>;
    }[];
  }
).states;
const FILE_FLOW: Record<string, FlowId> = {
  'sign-on.json': 'LOGIN',
  'recovery.json': 'FPS',
  'change-password.json': 'LOGIN',
  'secure-code.json': 'STEP_UP',
  'self-registration.json': 'SELF_REG',
  'common.json': 'LOGIN',
};

/** The values a journey submitted on each page, the first time. */
const typed = new Map<string, Record<string, string | boolean>>();
for (const { data } of loadJourneyFiles()) {
  for (const j of data.journeys) {
    let on: string | null = null;
    for (const step of j.steps) {
      if ('submit' in step && on && !typed.has(on)) typed.set(on, step.submit);
      on = step.expect.page;
    }
  }
}

function requestsOf(def: (typeof tables.pages)[string]): string[] {
  const found = new Set<string>(def.request ? [def.request] : []);
  const rows = [
    ...(def.onEnter ?? []),
    ...Object.values(def.on ?? {}).flat(),
    ...Object.values(def.events ?? {}).flat(),
  ];
  for (const row of rows) {
    for (const e of row.effects ?? [])
      if (typeof e === 'object' && e.effect === 'sendRequest') found.add(String(e.value));
  }
  return [...found];
}

/** Rows that lead to a page: a page with no sample state of its own (a loader) starts as the page it is reached from. */
function leadsTo(page: string): string[] {
  return Object.entries(tables.pages)
    .filter(([, d]) =>
      [...(d.onEnter ?? []), ...Object.values(d.on ?? {}).flat(), ...Object.values(d.events ?? {}).flat()].some(
        (r) => r.goto === page,
      ),
    )
    .map(([id]) => id);
}
const sampleOf = (page: string) =>
  gallery.find((g) => g.page === page) ??
  leadsTo(page)
    .map((p) => gallery.find((g) => g.page === p))
    .find(Boolean);

const cases: Case[] = Object.entries(tables.pages).flatMap(([page, def]) =>
  requestsOf(def).map((request) => {
    const sample = sampleOf(page);
    const options = (def.panel ? (panels[def.panel]?.ui?.['ui:panel'] ?? {}) : {}) as { keepOnSubmit?: string[] };
    const keep = options.keepOnSubmit ?? [];
    const own = request === def.request;
    return {
      page,
      request,
      keep,
      viaForm: own && keep.length > 0 && !!typed.get(page),
      flow: sample?.flow ?? FILE_FLOW[def.file] ?? 'LOGIN',
      context: sample?.context ?? {},
      app: sample?.app,
      values: own ? (typed.get(page) ?? {}) : {},
    };
  }),
);
const HEADLESS_RUNS = Math.ceil((HEADLESS_BUDGET * SCALE) / cases.length);
const DRAWN_RUNS = Math.ceil((DRAWN_BUDGET * SCALE) / cases.length);
const nextActions = [
  ...new Set(
    Object.values(tables.pages)
      .flatMap((d) => Object.keys(d.on ?? {}))
      .concat(Object.keys(tables.always)),
  ),
].filter((a) => a !== '*');

/** Failing cases found so far, shrunk: [page, request, drawn, replies]. Replayed first, every run. */
const json = (body: object, status = 200): FuzzReply => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const REGRESSIONS: [string, string, boolean, FuzzReply[]][] = [
  // a nextAction named like an Object.prototype member was looked up as a row list: "rows.findIndex is not a function"
  ['DISABLED_REDIRECT', 'disabledRedirect', false, [json({ nextAction: 'toString', messages: {} }), json({})]],
  // the change panel shows only once a password state is known: a loader starts as the page it is reached from
  [
    'CONTINUE_AUTHENTICATION',
    'continueAuthentication',
    true,
    [json({ nextAction: 'CPW', messages: {} }), json({}, 204)],
  ],
  // signed on, the new session's id is fetched (once more after a drop or a 503): the panel was blank meanwhile, with
  // no wait message; now the wait message shows until the session is refreshed
  [
    'LOGIN_PAGE',
    'authenticate',
    true,
    [
      json({ nextAction: 'PWD_IN_GRACE', messages: {} }),
      { dropped: true, status: 0, contentType: null, body: '' },
      json({}),
    ],
  ],
  [
    'PING_LOGIN_PAGE',
    'authenticate',
    true,
    [
      json({ nextAction: 'CPW', messages: {} }),
      { status: 503, contentType: 'application/json', body: 'x'.repeat(5000) },
    ],
  ],
];

// --- one step -----------------------------------------------------------------------------------------------------
// A macrotask turn with no minimum delay (setTimeout(0) waits at least 1 ms, and a run takes dozens of ticks).
const tick = () =>
  act(async () => {
    await new Promise((r) => setImmediate(r));
  });

/** One step of a case against these replies; returns what broke (nothing, when the properties hold). */
async function step(c: Case, rs: FuzzReply[], drawn: boolean): Promise<string[]> {
  const problems: string[] = [];
  const navigations: string[] = [];
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(`uncaught: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(`unhandled rejection: ${String(e.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    const line = args.map(String).join(' ');
    // a report that an effect threw, a loop, or anything React says went wrong is a failure; the widget's own
    // diagnostics about a bad reply are what it should do
    if (/effect \w+ failed|transitions loop|The above error|Uncaught|Warning:|Error: /.test(line))
      errors.push(line.slice(0, 300));
  };
  let calls = 0;
  /** requests ky will try once more */
  const retrying = new Set<string>();
  const rows: string[] = [];
  try {
    let widget!: ReturnType<typeof mount>;
    await act(async () => {
      widget = mount({
        entry: 'fuzz',
        config: {
          appId: 'demo',
          brandId: 'demo',
          authApiPath: 'http://auth.test',
          targetUrl: '/app/home',
          loginUrl: '/app/login',
          helpURL: '/help',
        },
        scriptSrc: 'http://auth.test/dist/auth-widget.js',
        fetch: async (input) => {
          const req = input as Request;
          const r = rs[Math.min(calls++, rs.length - 1)];
          // ky tries a GET once more after a dropped connection or a 502-504 (after a short wait): expect that call
          const key = `${req.method} ${req.url}`;
          if (retrying.delete(key)) return toResponse(r);
          if (req.method === 'GET' && (r.dropped || [502, 503, 504].includes(r.status))) retrying.add(key);
          return toResponse(r);
        },
        retryDelayMs: 0,
        loadLocale: loadLocaleFromDisk,
        loadCaptcha: esmPlatform.loadCaptcha,
        loadMessageFormat: async () => MessageFormat,
        loadFlow,
        navigate: (url) => navigations.push(url),
        callbacks: { callback: () => undefined, returnToAppCallback: () => undefined, logoutCallback: () => undefined },
        preset: { page: c.page, flow: c.flow, context: c.context, message: null, app: c.app },
        render: drawn,
      });
      await widget.ready;
    });
    widget.store.subscribe(() => {
      const last = widget.store.getState().flow.last;
      if (last && rows[rows.length - 1] !== last.source) rows.push(last.source);
    });
    // Up to STEPS steps: the case's own, then the request of whatever page the replies led to (its own button's).
    let at: Case | undefined = c;
    for (let n = 0; n < STEPS && at; n++) {
      const here: Case = at;
      const typedUserId = typeof here.values.userId === 'string' ? here.values.userId.replace(/\s+/g, '') : null;
      if (drawn && here.viaForm) {
        await act(() => doSubmit(here.values));
      } else {
        await act(async () => {
          await widget.store.dispatch(
            submitPanel(here.page, here.values, { remember: here.keep, request: here.request }),
          );
        });
      }
      // settled: no request in flight, no retry to come (ky waits before its one retry of a GET), no wait message
      // still up, a few quiet ticks
      const deadline = Date.now() + 5000;
      for (let quiet = 0, seen = -1; quiet < (drawn ? 6 : 3) && Date.now() < deadline;) {
        await tick();
        const now = widget.store.getState().flow;
        const mark = (now.last?.seq ?? 0) * 1000 + calls * 2 + (now.busy ? 1 : 0);
        // (drawn: a wait message shown stays its minimum time after the reply, waitMinimumMs: when a reply came later
        // than waitDelayMs, as on a loaded machine, it is still up a few ticks on; one stuck fails at the deadline)
        const overlay = drawn && !!document.querySelector('#auth-widget-wait [data-wait]');
        const waiting = now.busy || retrying.size > 0 || overlay;
        quiet = !waiting && mark === seen ? quiet + 1 : 0;
        seen = mark;
        // a request or ky's retry (no backoff here: retryDelayMs 0) is out: let timers and I/O run
        if (waiting)
          await act(async () => {
            await new Promise((r) => setTimeout(r, 1));
          });
      }
      const state = widget.store.getState().flow;
      const left = navigations.length > 0;
      const closed = state.closed || !document.getElementById('auth-widget');
      const where = `step ${n + 1} (${here.page} → ${here.request}), rows ${rows.join(' → ')}`;
      if (!drawn && !left && !closed) {
        const def = state.page ? tables.pages[state.page] : undefined;
        if (!def) problems.push(`no page: ${state.page}; ${where}`);
        else if (def.kind === 'action')
          problems.push(`left on the action page ${state.page} (nothing drawn); ${where}`);
        if (state.wait) problems.push(`the wait flag is still on (page ${state.page}); ${where}`);
        if (def?.panel === 'error-dialog' && !state.message) problems.push(`the error dialog has no message; ${where}`);
        if (
          state.page === here.page &&
          typedUserId &&
          here.keep.includes('userId') &&
          state.context.userId !== typedUserId
        ) {
          problems.push(
            `the typed user id is gone from the context (${JSON.stringify(state.context.userId)}); ${where}`,
          );
        }
      }
      if (drawn && !left && !closed) {
        const top = topDialog();
        const page = top?.getAttribute('data-page');
        if (!top || !page) problems.push(`blank: no panel (flow page ${state.page}); ${where}`);
        else if (!tables.pages[page]) problems.push(`an unknown page ${page}; ${where}`);
        else if (!top.querySelector('h2')?.textContent?.trim())
          problems.push(`the panel ${page} has no title; ${where}`);
        if (document.querySelector('#auth-widget-wait [data-wait]'))
          problems.push(`the wait overlay is still showing; ${where}`);
        // server text is text: no element from a reply but the sanitized captcha images
        const injected = [...document.querySelectorAll('#auth-widget *')].filter(
          (el) =>
            el.tagName === 'SCRIPT' ||
            [...el.attributes].some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)) ||
            (el.tagName === 'IMG' && !el.closest('.aw-captcha-challenge')),
        );
        if (injected.length)
          problems.push(
            `markup from a reply became elements: ${injected.map((el) => el.outerHTML.slice(0, 80)).join(', ')}; ${where}`,
          );
        if (page === here.page && typedUserId && here.keep.includes('userId')) {
          const input = document.querySelector<HTMLInputElement>('#auth-widget input[name="userId"]');
          if (input?.value !== typedUserId)
            problems.push(`the typed user id is gone (${JSON.stringify(input?.value)}); ${where}`);
        }
      }
      if (problems.length || left || closed || calls >= rs.length) break;
      // the next step: the page's own request, with what a user types there
      at = cases.find(
        (x) =>
          x.page === state.page &&
          x.request === tables.pages[x.page].request &&
          (!drawn || x.viaForm || !tables.pages[x.page].panel || x.keep.length === 0),
      );
      if (drawn && at && !at.viaForm && Object.keys(at.values).length === 0 && tables.pages[at.page].panel)
        at = undefined;
    }
    replied += Math.min(calls, rs.length);
  } catch (e) {
    problems.push(`thrown: ${(e as Error).message}`);
  } finally {
    await act(async () => {
      closeCurrent();
      await new Promise((r) => setTimeout(r, 0));
    });
    console.error = consoleError;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return [...problems, ...errors];
}

// --- the runs -----------------------------------------------------------------------------------------------------
/** replies the widget read (a generated one left unasked is not counted) */
let replied = 0;
let runs = 0;
export const SHARDS = 2;

/** The tests of shard `index` (0-based) of SHARDS; the first also holds the coverage check and the regressions. */
export function fuzzShard(index: number) {
  const mine = shard(cases, index, SHARDS);
  afterAll(() =>
    tally(
      '7.1 fuzz',
      `Fuzzing: {replied} generated server replies read in {runs} runs over {pairs} (page, request) pairs (${HEADLESS_RUNS} + ${DRAWN_RUNS} drawn each); properties held: no uncaught error, no blank panel, no wait overlay left, the typed user id kept`,
      `shard-${index}`,
      { replied, runs, pairs: mine.length },
    ),
  );

  if (index === 0) {
    test(`every pair is in one of the ${SHARDS} shard files`, () => {
      expect(shardFiles(__dirname, 'replies')).toEqual(
        Array.from({ length: SHARDS }, (_, i) => `replies-${i + 1}.test.tsx`),
      );
    });
    test('every page with a request is fuzzed', () => {
      expect(cases.length).toBeGreaterThan(15);
      expect(cases.map((c) => c.page)).toEqual(
        expect.arrayContaining([
          'LOGIN_PAGE',
          'FORGOT_PASSWORD',
          'FPW_ENTER_CODE',
          'FPW_RESET_PASSWORD',
          'CPW',
          'SV_DELIVERY_OPTIONS',
          'VALIDATE_SV',
        ]),
      );
    });
    test.each(REGRESSIONS)('regression: %s %s (drawn: %s)', async (page, request, drawn, rs) => {
      const c = cases.find((x) => x.page === page && x.request === request)!;
      expect(await step(c, rs, drawn)).toEqual([]);
    });
  }

  describe.each(mine.map((c) => [`${c.page} → ${c.request}`, c] as const))('%s', (_name, c) => {
    for (const [drawn, numRuns] of [
      [false, HEADLESS_RUNS],
      [true, DRAWN_RUNS],
    ] as const) {
      test(
        `holds for generated replies (${drawn ? 'drawn' : 'store and effects'})`,
        async () => {
          await fc.assert(
            fc.asyncProperty(replies(nextActions), async (rs) => {
              runs += 1;
              const problems = await step(c, rs, drawn);
              if (problems.length) throw new Error(problems.join('\n'));
            }),
            // a run that never settles is a failure of its own, reported with its replies (a hang once cost a whole
            // CI run: jest's timeout named no case); shrinking stops in time for jest to print what was found
            { numRuns, plugins: [fc.timeout(RUN_LIMIT_MS), fc.interruptAfterTimeLimit(CASE_LIMIT_MS)] },
          );
        },
        CASE_LIMIT_MS + 60_000,
      );
    }
  });
}
