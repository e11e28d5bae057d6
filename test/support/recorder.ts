// Records the jsdom journeys as conformance journeys (`npm run record:tests`: RECORD_CONFORMANCE=1). Each mount becomes a
// journey: its fetches (request and reply), the user's submits and presses caught in the capture phase, and after
// each of them what the user saw. Written per test file to flows/conformance/<file>.json when the file's tests end.
import type { PasskeyAnswer } from './scripted-webauthn';
import fs from 'node:fs';
import path from 'node:path';
import type { Callbacks } from '../../src/host/mount';
import {
  CONFORMANCE_DIR,
  ORIGIN,
  compareRequest,
  decodeForm,
  formValues,
  readReplyText,
  seeDocument,
  type Action,
  type Exchange,
  type Journey,
  type JourneyFile,
  type Seen,
} from './conformance';
import { markRoles, rolesIn } from './roles';

export const recording = !!process.env.RECORD_CONFORMANCE;

interface Live {
  journey: Journey;
  pending: Action;
  rows: string[];
  navFrom: number;
  cbFrom: number;
  navigations: string[];
  callbacks: string[];
  listeners: [string, EventListener][];
  skip: boolean;
}

const done: Journey[] = [];
const counts = new Map<string, number>();
/** exchanges answered (or failed) before their journey ended; a journey with a request still open is not kept */
const answered = new WeakSet<Exchange>();
/** the reply headers the widget reads besides the content type (the error log's correlation ids) */
const REPLY_HEADERS = ['x-correlation-id', 'x-request-id'];
let skipping = false;

/**
 * Leaves this test's mounts out of the recording: for tests whose point is timing (clicks while a request is slow)
 * that a step-by-step replay cannot reproduce.
 */
export function notAConformanceJourney() {
  skipping = true;
  if (live) live.skip = true;
}
let live: Live | null = null;

function testName() {
  const s = expect.getState();
  return s.currentTestName ?? 'journey';
}

function snapshot(l: Live): Seen {
  const seen: Seen = {
    ...seeDocument(document),
    rows: l.rows.splice(0),
    navigations: l.navigations.slice(l.navFrom),
    callbacks: l.callbacks.slice(l.cbFrom),
    exchanges: l.journey.exchanges.length,
  };
  l.navFrom = l.navigations.length;
  l.cbFrom = l.callbacks.length;
  return seen;
}

function next(l: Live, action: Action) {
  l.journey.steps.push({ ...l.pending, expect: snapshot(l) });
  l.pending = action;
}

function stripOrigin(url: string) {
  return url.startsWith(ORIGIN) ? url.slice(ORIGIN.length) : url;
}

/** Starts a journey for a mount; returns the fetch to give the widget and a hook for the store's transitions. */
export function beginJourney(
  entry: string,
  config: Record<string, unknown>,
  given: Callbacks | undefined,
  extra: Record<string, unknown> | undefined,
  navigations: string[],
) {
  if (live) endJourney();
  const callbacks: string[] = [];
  const functions = Object.keys(given ?? {}).filter((k) => typeof given?.[k as keyof Callbacks] === 'function');
  const wrapped: Callbacks = {
    ...(given?.callback
      ? {
          callback: (s: string) => {
            callbacks.push(s);
            given.callback?.(s);
          },
        }
      : {}),
    ...(given?.returnToAppCallback
      ? {
          returnToAppCallback: () => {
            callbacks.push('returnToApp');
            given.returnToAppCallback?.();
          },
        }
      : {}),
    ...(given?.logoutCallback
      ? {
          logoutCallback: () => {
            callbacks.push('logout');
            given.logoutCallback?.();
          },
        }
      : {}),
  };
  const plain = Object.fromEntries(
    Object.entries(config).filter(([k, v]) => typeof v !== 'function' && k !== 'authApiPath'),
  );
  const base = testName();
  const twins = (counts.get(base) ?? 0) + 1;
  counts.set(base, twins);
  const journey: Journey = {
    name: twins > 1 ? `${base} #${twins}` : base,
    entry,
    hostUrl: stripOrigin(window.location.href),
    config: plain,
    functions,
    ...(extra && Object.keys(extra).length ? { extra } : {}),
    exchanges: [],
    steps: [],
    ...(passkeyBrowser ? { passkeys: [] } : {}),
  };
  const l: Live = {
    journey,
    pending: { start: true },
    rows: [],
    navFrom: 0,
    cbFrom: 0,
    navigations,
    callbacks,
    listeners: [],
    skip: skipping,
  };
  live = l;
  const on = (type: string, fn: EventListener) => {
    document.addEventListener(type, fn, true);
    l.listeners.push([type, fn]);
  };
  on('submit', (e) => {
    const form = e.target as HTMLFormElement;
    if (form.closest('#auth-widget')) next(l, { submit: formValues(form) });
  });
  on('click', (e) => {
    const el = (e.target as Element).closest?.('[data-event]');
    if (el && el.closest('#auth-widget') && !(el as HTMLButtonElement).disabled)
      next(l, { press: el.getAttribute('data-event') as string });
  });
  on('keydown', (e) => {
    if ((e as KeyboardEvent).key === 'Escape' && (e.target as Element).closest?.('#auth-widget [aria-modal="true"]'))
      next(l, { key: 'Escape' });
  });
  const recordingFetch: typeof fetch = async (input, init) => {
    const req = new Request(input, init);
    const url = new URL(req.url);
    const ex: Exchange = {
      method: req.method as Exchange['method'],
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: 0,
    };
    if (req.method === 'POST') ex.form = decodeForm(await req.clone().text());
    journey.exchanges.push(ex);
    try {
      const res = await fetch(req);
      const text = await res.clone().text();
      ex.status = res.status;
      const type = res.headers.get('content-type');
      if (type) ex.contentType = type;
      const headers = Object.fromEntries(
        REPLY_HEADERS.flatMap((k) => (res.headers.get(k) ? [[k, res.headers.get(k) as string]] : [])),
      );
      if (Object.keys(headers).length) ex.headers = headers;
      Object.assign(ex, readReplyText(text, type));
      answered.add(ex);
      return res;
    } catch (e) {
      ex.error = ((e as Error).cause as Error | undefined)?.message ?? (e as Error).message;
      answered.add(ex);
      throw e;
    }
  };
  return {
    fetch: recordingFetch,
    row: (source: string) => l.rows.push(source),
    callbacks: wrapped,
  };
}

/** The jsdom tests' browser has passkeys (test/support/credentials.ts): the journeys they record say so. */
let passkeyBrowser = false;
export function recordPasskeyBrowser(on: boolean) {
  passkeyBrowser = on;
  if (live && on) live.journey.passkeys ??= [];
}
/** How the user answered a modal passkey request, in order. */
export function recordPasskey(answer: PasskeyAnswer) {
  if (live?.journey.passkeys) live.journey.passkeys.push(answer);
}
/** The user picked the passkey the browser's autofill offered: a step of its own. */
export function recordAutofill() {
  if (live) next(live, { autofill: 'answer' });
}

/** A timed press a jsdom test makes by raising the event (the countdown is tested in Chromium with a clock). */
export function recordPress(event: string, after: number) {
  if (live) next(live, { press: event, after });
}

export function endJourney() {
  const l = live;
  if (!l) {
    skipping = false; // a test left out of the recording that never mounted a recorded widget
    return;
  }
  live = null;
  next(l, { start: true });
  for (const [type, fn] of l.listeners) document.removeEventListener(type, fn, true);
  // requests still open when the journey ended are replayed as never answered
  l.journey.exchanges = l.journey.exchanges.map((e) =>
    answered.has(e)
      ? e
      : {
          method: e.method,
          path: e.path,
          query: e.query,
          ...(e.form ? { form: e.form } : {}),
          status: 0,
          noReply: true,
        },
  );
  if (!l.skip) done.push(byRole(l.journey));
  skipping = false;
}

/**
 * A valid code or acceptable new password a test typed (test/support/roles.ts) is written as its role, in the step and
 * in the requests that carry it, so the journey follows the data's rules when a product owner changes them.
 */
function byRole(j: Journey): Journey {
  const steps = j.steps.map((s) => ('submit' in s ? { ...s, submit: markRoles(s.submit) } : s));
  const roles = rolesIn(steps);
  return { ...j, steps, exchanges: j.exchanges.map((e) => (e.form ? { ...e, form: markRoles(e.form, roles) } : e)) };
}

/** Writes this test file's journeys (called once, after its tests). */
export function writeJourneys() {
  if (live) endJourney();
  const testPath = expect.getState().testPath ?? 'journeys';
  const base = path.basename(testPath).replace(/\.test\.tsx?$/, '');
  if (base.startsWith('conformance') || base === 'new-panel') return;
  const pending = done.splice(0);
  if (!pending.length) return;
  const file = path.join(CONFORMANCE_DIR, `${base}.json`);
  const data: JourneyFile = {
    description: `Recorded from test/journeys/${path.basename(testPath)} by \`npm run record:tests\`; replayed by test/journeys/conformance-replay.tsx (jsdom, nock) and test/browser/conformance-replay.ts (Chromium, a stub server).`,
    journeys: keepVolatile(
      pending,
      fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as JourneyFile) : null,
    ),
  };
  fs.mkdirSync(CONFORMANCE_DIR, { recursive: true });
  fs.writeFileSync(file, formatJourneyFile(data));
}

/**
 * A request that differs from the one recorded before only in volatile values (the error log's correlation id) is
 * written as before, so a re-recording diffs by meaning, not by a fresh random id.
 */
function keepVolatile(journeys: Journey[], before: JourneyFile | null): Journey[] {
  const old = new Map((before?.journeys ?? []).map((j) => [j.name, j]));
  return journeys.map((j) => {
    const was = old.get(j.name);
    if (!was) return j;
    const exchanges = j.exchanges.map((ex, i) => {
      const prev = was.exchanges[i];
      const same = prev && prev.method === ex.method && prev.path === ex.path;
      return same && !compareRequest(prev, ex.query, ex.form).length
        ? { ...ex, query: prev.query, form: prev.form }
        : ex;
    });
    return { ...j, exchanges };
  });
}

/** Pretty at the journey level, one line per exchange and per step: readable, and a re-recording diffs by line. */
export function formatJourneyFile(data: JourneyFile): string {
  const line = (v: unknown) => JSON.stringify(v);
  const journeys = data.journeys.map((j) => {
    const { exchanges, steps, ...head } = j;
    const fields = Object.entries(head).map(([k, v]) => `   ${line(k)}: ${line(v)}`);
    fields.push(`   "exchanges": [\n${exchanges.map((e) => `    ${line(e)}`).join(',\n')}\n   ]`);
    fields.push(`   "steps": [\n${steps.map((st) => `    ${line(st)}`).join(',\n')}\n   ]`);
    return `  {\n${fields.join(',\n')}\n  }`;
  });
  return `{\n "description": ${line(data.description)},\n "journeys": [\n${journeys.join(',\n')}\n ]\n}\n`;
}
