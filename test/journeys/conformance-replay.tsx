// Conformance replay in jsdom, for the shard files conformance-<n>.test.tsx: every journey of flows/conformance/
// against its recorded replies (nock). Each request must be the recorded one (path, query, body), each step must end
// where it ended when recorded (page, dialog, message type, wait message gone, the flow-table rows followed,
// navigations, host callbacks), and every reply must be used. Each step is settled as `npm run record` settles it, so
// a journey that passes re-records from its inputs alone. Since every step's rows are checked, the coverage
// matrix of the flow tables follows from the recorded steps: the first shard prints it and fails below 100%. Each
// replay is also a secrets scan: the passwords and codes the user typed must not appear in any action, the store, the console or a
// request other than the endpoints that take them, and a secret field left behind a newer panel must be empty.
import { install as installScripted } from '../support/scripted-webauthn';
import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, waitFor } from '@testing-library/react';
import nock from 'nock';
import type { Callbacks } from '../../src/host/mount';
import type { HostConfig } from '../../src/host/config';
import { tables } from '../../src/data/load';
import {
  API,
  doSubmit,
  mountWidget,
  networkError,
  topDialog,
  rowListeners,
  setHostUrl,
  unmountWidget,
  HOST_PAGE,
  SECRETS_FIGURE,
  type Mounted,
} from '../support/widget';
import { tally } from '../support/figures';
import { flowsLoading } from '../support/flows';
import { trackShortTimers } from '../support/shortTimers';
import { markRoles, rolesIn, withRoles } from '../support/roles';
import { intercept, replyBody, replyHeaders, serveBorrowed } from '../support/interceptors';
import { draftJourney } from '../support/journeyDraft';
import { balancedShard, shardFiles } from '../support/shards';
import { SECRET_FIELDS, SecretsScan, scanConsole, scanningFetch } from '../support/secrets';
import {
  compareRequest,
  compareSeen,
  coverageMatrix,
  formatMatrix,
  loadJourneyFiles,
  seeDocument,
  type Exchange,
  type Journey,
  type Seen,
  type Step,
} from '../support/conformance';

const files = loadJourneyFiles();
let scan: SecretsScan | null = null;
const scanned = { journeys: 0, secrets: 0, actions: 0, states: 0, consoleLines: 0, requests: 0, carriers: 0 };

// every console line any journey writes goes through the scan, then where it went before
scanConsole(() => scan);

/** What one replay leaves behind, taken away before the next (after each test, and between a row's drafts). */
export async function clearReplay() {
  await unmountWidget();
  // the next journey's browser has passkeys only if it says so
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  delete (navigator as { credentials?: unknown }).credentials;
  nock.abortPendingRequests();
  nock.cleanAll();
  setHostUrl(HOST_PAGE);
}
afterEach(clearReplay);

/**
 * Serves the journey's replies in call order per method and path; collects what differs from the recording. When
 * refreshing (npm run record), writes what the widget now sends into the exchange instead.
 */
function serve(j: Journey, problems: string[], refresh: boolean) {
  const interceptors: nock.Scope[] = [];
  j.exchanges.forEach((ex, i) => {
    const { interceptor, sent } = intercept(ex);
    const check = () => {
      const { query, form } = sent();
      // what differs only in volatile values (a correlation id) is kept as recorded, so a re-recording diffs by meaning
      if (refresh && compareRequest(ex, query, form).length) {
        ex.query = query;
        if (form) ex.form = form;
        else delete ex.form;
      } else if (!refresh) problems.push(...compareRequest(ex, query, form).map((p) => `request ${i + 1}: ${p}`));
    };
    if (ex.noReply) {
      // asked for (and compared as it is asked), never answered: a reply that never settles, rather than one a minute
      // away, whose timer kept the jest worker alive after its last file (jest then forced it to exit)
      interceptors.push(
        interceptor.reply(200, () => {
          check();
          return new Promise<string>(() => undefined);
        }),
      );
      return;
    }
    if (ex.error) {
      interceptors.push(interceptor.replyWithError(networkError(ex.error)));
      return;
    }
    interceptors.push(
      interceptor.reply(
        ex.status,
        () => {
          check();
          return replyBody(ex);
        },
        replyHeaders(ex),
      ),
    );
  });
  // nock reports an unmatched fetch with its URL, an unmatched http request with its path
  const unmatched = (req: { method?: string; path?: string; url?: string }) =>
    problems.push(
      `an unrecorded request: ${req.method} ${req.path ?? (req.url ? new URL(req.url).pathname : '?')}${refresh ? ' (the journey has no reply for it: add one to its exchanges, in call order)' : ''}`,
    );
  nock.emitter.on('no match', unmatched);
  return {
    used: () => interceptors.filter((sc) => sc.isDone()).length,
    /** a request the journey holds open has been asked for (its wait message will show, if it has one) */
    holding: () => j.exchanges.some((ex, i) => ex.noReply && interceptors[i]?.isDone()),
    stop: () => nock.emitter.removeListener('no match', unmatched),
  };
}

function callbacksFor(j: Journey, heard: string[]): Callbacks {
  const c: Callbacks = {};
  if (j.functions.includes('callback')) c.callback = (s) => heard.push(s);
  if (j.functions.includes('returnToAppCallback')) c.returnToAppCallback = () => heard.push('returnToApp');
  if (j.functions.includes('logoutCallback')) c.logoutCallback = () => heard.push('logout');
  return c;
}

async function doStep(step: Step, m: Mounted) {
  if ('submit' in step) return act(() => doSubmit(step.submit));
  if ('key' in step) {
    const d = topDialog();
    if (!d) throw new Error('no dialog for Escape');
    return act(async () => {
      fireEvent.keyDown(d, { key: 'Escape', code: 'Escape', keyCode: 27 });
    });
  }
  if ('autofill' in step)
    return act(async () => {
      const w = window as unknown as { __answerAutofill?: () => boolean };
      if (!w.__answerAutofill?.()) throw new Error('no passkey autofill request is out');
    });
  if ('press' in step) {
    if (step.after) {
      // a countdown keeps the button disabled: raise its event as the button will (the Chromium replay waits)
      const { raiseEvent } = await import('../../src/flow/thunks');
      const page = m.widget.store.getState().flow.page as string;
      return act(async () => {
        await m.widget.store.dispatch(raiseEvent(page, step.press));
      });
    }
    const targets = [...document.querySelectorAll<HTMLButtonElement>(`#auth-widget [data-event="${step.press}"]`)];
    const target = targets[targets.length - 1];
    if (!target) throw new Error(`nothing to press raises ${step.press}`);
    if (target.disabled) throw new Error(`the control raising ${step.press} is disabled`);
    return act(async () => {
      fireEvent.click(target);
    });
  }
  return undefined;
}

const KEYS: (keyof Seen)[] = [
  'page',
  'flow',
  'dialog',
  'message',
  'waiting',
  'rows',
  'navigations',
  'callbacks',
  'exchanges',
];

/**
 * Waits until nothing more happens: what the step sees stays the same through QUIET_TURNS event-loop turns (they let
 * promises, nock's replies and 0 ms timers run), at least QUIET_MS of real time, no flow file still loading (what it
 * brings may ask the server as soon as it is in) and no short timer of the page's still due (test/support/shortTimers.ts:
 * a redirect's delay, a prefetch) while the page is still there. A fixed sleep per step did this before: too short for a journey's own delays, or,
 * long enough for them, minutes for the suite.
 */
const QUIET_TURNS = 8;
const QUIET_MS = 5;
/** A timer re-armed for ever would hold a step; past this, the step is taken as it is. */
const TIMERS_AT_MOST_MS = 5000;
async function quiet(snapshot: () => string, timersDue: () => boolean) {
  const start = Date.now();
  let last = snapshot();
  const busy = () => flowsLoading() > 0 || (timersDue() && Date.now() - start < TIMERS_AT_MOST_MS);
  for (let still = 0; still < QUIET_TURNS || Date.now() - start < QUIET_MS || busy();) {
    await act(() => new Promise<void>((r) => setImmediate(r)));
    const now = snapshot();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/**
 * Replays a journey and checks every step; with `refresh` (npm run record), replays its inputs — the entry, the
 * replies, the user's steps — and writes what each step now ends in and what each request now sends, so a flow
 * changed by data is re-recorded from data alone (a new journey may be written without any `expect`).
 */
export async function replay(recorded: Journey, refresh = false, borrow?: Exchange[]) {
  // the inputs named by role take the values the data's rules make (test/support/roles.ts)
  const j = withRoles(recorded);
  scan = new SecretsScan();
  for (const ex of j.exchanges) scan.given(ex.json);
  const problems: string[] = [];
  const rows: string[] = [];
  const heard: string[] = [];
  const onRow = (s: string) => {
    rows.push(s);
  };
  rowListeners.add(onRow);
  const served = serve(j, problems, refresh);
  const timers = trackShortTimers(window);
  let live = true;
  const fetching = scanningFetch(() => scan);
  // a drafted journey's new path may ask what its source never did (test/support/interceptors.ts)
  const borrowed = borrow ? serveBorrowed(borrow, j.exchanges) : null;
  try {
    const url = new URL(j.hostUrl, API);
    setHostUrl(url.pathname + url.search + url.hash);
    let navFrom = 0;
    let heardFrom = 0;
    let m!: Mounted;
    for (const [i, step] of j.steps.entries()) {
      const label = `step ${i + 1} (${'start' in step ? 'start' : 'submit' in step ? `submit ${Object.keys(step.submit).join(', ') || 'the panel'}` : 'press' in step ? `press ${step.press}` : 'autofill' in step ? 'autofill' : 'Escape'})`;
      try {
        if ('start' in step) {
          // a browser with passkeys answers as the journey says (test/support/scripted-webauthn.js)
          if (j.passkeys) installScripted(window, j.passkeys);
          m = await mountWidget(
            j.entry,
            { ...(j.config as Partial<HostConfig>), authApiPath: API },
            {
              extra: j.extra,
              callbacks: callbacksFor(j, heard),
              fetch: (input, init) => (live ? fetching(input, init) : new Promise<Response>(() => undefined)),
              onAction: (a) => scan?.action(a),
            },
          );
        } else {
          if ('submit' in step) scan?.typed(step.submit);
          await doStep(step, m);
        }
      } catch (e) {
        throw new Error(`${label}: ${(e as Error).message}\n${problems.join('\n')}`);
      }
      const seen = (): Partial<Seen> => ({
        ...seeDocument(document),
        rows: rows.slice(),
        navigations: m.navigations.slice(navFrom),
        callbacks: heard.slice(heardFrom),
        exchanges: served.used() + (borrowed?.used() ?? 0),
      });
      // Settled the same way whether recording or checking, so a check proves the journey re-records from its inputs
      // alone (npm run record), and the same way however loaded the machine is: with a request held open, until its
      // wait message shows (for a request that has one: up to the delay and a margin); with none, until any wait
      // message is gone; then until nothing changes and no short timer is due.
      if (served.holding())
        // (a timer of the wait's delay may fire late on a loaded machine: its due time is only the earliest)
        await waitFor(
          () => {
            if (!seeDocument(document).waiting) throw new Error('no wait message yet');
          },
          { timeout: tables.settings.waitDelayMs + 2000, interval: 10 },
        ).catch(() => undefined);
      else
        await waitFor(
          () => {
            if (seeDocument(document).waiting) throw new Error('the wait message is still up');
          },
          { timeout: 5000, interval: 10 },
        ).catch(() => undefined);
      // (once the page has navigated away its timers no longer matter: a real browser drops them with the page)
      await quiet(
        () => JSON.stringify(seen()),
        () => timers.pending() > 0 && m.navigations.length === navFrom,
      );
      let diff: string | null = null;
      if (refresh) step.expect = { ...(seen() as Seen) };
      else if (!step.expect) diff = 'no expect: run npm run record to fill it in';
      // a step that leaves the page (REDIRECT: "the wait message stays up") is not held to the wait message, which
      // shows after its delay or not by the time the page is gone, as the machine's load has it
      else
        diff = compareSeen(
          step.expect,
          seen(),
          step.expect.navigations.length ? KEYS.filter((k) => k !== 'waiting') : KEYS,
        );
      if (diff || problems.length) throw new Error(`${label}: ${diff ?? ''}\n${problems.join('\n')}`);
      scan?.state(m.widget.store.getState());
      const behind = [...document.querySelectorAll<HTMLInputElement>('#auth-widget input')]
        .filter((el) => SECRET_FIELDS[el.name] && el.value && !topDialog()?.contains(el))
        .map((el) => el.name);
      if (behind.length) throw new Error(`${label}: ${behind.join(', ')} still filled behind the open panel`);
      rows.length = 0;
      navFrom = m.navigations.length;
      heardFrom = heard.length;
    }
    recorded.exchanges.push(...structuredClone(j.exchanges.slice(recorded.exchanges.length)));
    borrowed?.drop();
    if (refresh) keepRecording(recorded, j);
    const left = nock.pendingMocks();
    if (left.length) throw new Error(`recorded replies never asked for: ${left.join(', ')}`);
    if (scan.leaks.length) throw new Error(`secrets leaked: ${[...new Set(scan.leaks)].join('; ')}`);
    scanned.journeys += 1;
    scanned.secrets += scan.size;
    for (const k of ['actions', 'states', 'consoleLines', 'requests', 'carriers'] as const)
      scanned[k] += scan.counts[k];
  } finally {
    // what this journey's widget still asks after its end reaches no later journey's replies
    live = false;
    scan = null;
    served.stop();
    timers.restore();
    rowListeners.delete(onRow);
  }
}

/**
 * What a re-recording found, written into the journey as it is kept: each step's outcome, each request's query and
 * body, with the values of the roles the journey types written as their roles (so recording follows the rules).
 */
function keepRecording(kept: Journey, replayed: Journey) {
  const roles = rolesIn(kept.steps);
  kept.steps.forEach((s, i) => {
    s.expect = replayed.steps[i].expect;
  });
  kept.exchanges.forEach((ex, i) => {
    const now = replayed.exchanges[i];
    ex.query = now.query;
    if (now.form) ex.form = markRoles(now.form, roles);
    else delete ex.form;
  });
}

/** This shard's journeys, a tally of what they scanned, and (first shard) the coverage matrix of all journeys. */
export function defineReplays(index: number, of: number) {
  const all = files.flatMap(({ file, data }) => data.journeys.map((j) => ({ file, j })));
  // Every journey, the ones recorded from a jsdom test too (their test runs them live, but `npm run record` replays
  // their inputs): a check settles each step as a recording does, so a journey that passes here re-records from its
  // inputs alone, and a product owner's valid edit plus `npm run record` rewrites every file.
  // by steps and requests, the replay's work
  for (const { file, j } of balancedShard(all, index, of, ({ j: x }) => x.steps.length * 2 + x.exchanges.length))
    test(`flows/conformance/${file} › ${j.name}`, () => replay(j));

  test('this shard is one of them all', () => {
    expect(shardFiles(__dirname, 'conformance')).toHaveLength(of);
  });

  test('what the replays scanned, and (first shard) every flow-table row exercised by a recorded journey', () => {
    // each replayed step followed exactly its recorded rows (compareSeen above), so the recorded rows are the rows
    // the replays exercise
    const followed = new Set(all.flatMap(({ j }) => j.steps.flatMap((s) => s.expect.rows)));
    const lines = coverageMatrix(followed);
    // each with what to do: `npm run record` drafts a journey for it where one reaches its page
    const todo = (row: string) => {
      const d = draftJourney(row, files);
      return typeof d === 'string' ? d : `npm run record drafts a journey for it from "${d.from}"`;
    };
    const missing = lines.flatMap((l) => l.missing.map((m) => `${l.file} ${m}: ${todo(m)}`));
    const rows = lines.reduce((n, l) => n + l.rows, 0);
    if (scanned.journeys) tally('7.4 secrets', SECRETS_FIGURE, `shard-${index}`, scanned);
    tally(
      '6.3a conformance',
      `Conformance journeys replayed from their inputs in jsdom: {journeys}; flow-table rows exercised ${rows - missing.length} / ${rows}`,
      `shard-${index}`,
      { journeys: index === 0 ? all.length : 0 },
    );
    if (index !== 0) return;
    process.stdout.write(`\n${formatMatrix(lines, all.length)}\n`);
    fs.mkdirSync(path.join(__dirname, '../../build'), { recursive: true });
    fs.writeFileSync(
      path.join(__dirname, '../../build/conformance-coverage.json'),
      `${JSON.stringify({ journeys: all.length, files: lines }, null, 1)}\n`,
    );
    expect(missing).toEqual([]);
  });
}
