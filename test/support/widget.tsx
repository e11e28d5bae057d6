// Mounts the real widget (real store, data files and locales) in jsdom against nock-recorded replies.
import path from 'node:path';
import { loadFlow } from './flows';
import { brandWordsOnDisk, wholeLocales } from './locales';
import nock from 'nock';
import { act, fireEvent } from '@testing-library/react';
import { mount, type WidgetInstance, type MountOptions } from '../../src/host/mount';
import type { HostConfig } from '../../src/host/config';
import { rowsOfDataJourneys } from './conformance';
import { beginJourney, endJourney, recording } from './recorder';
import { tally } from './figures';
import { LiveSecretsScan, scanConsole, scanningFetch } from './secrets';
import { esmPlatform } from '../../src/package/platform';

export const API = 'http://auth.test';
export const HOST_PAGE = 'http://auth.test/app/page.html';

/** A locale as the build writes it: whole, with what a regional file leaves to its parents. */
export function loadLocaleFromDisk(locale: string) {
  // read once per test file: every mount asks for its locale, and the files do not change under a test
  shipped ??= wholeLocales(path.join(__dirname, '../..'));
  return Promise.resolve(shipped[locale]);
}
let shipped: Record<string, Record<string, string>> | undefined;
let branded: ReturnType<typeof brandWordsOnDisk> | undefined;
function brandWordsFromDisk(locale: string, brand: string) {
  branded ??= brandWordsOnDisk(path.join(__dirname, '../..'));
  return Promise.resolve(branded[brand]?.[locale] ?? {});
}

export interface Bootstrap {
  ping?: boolean;
  app?: Record<string, unknown>;
  appId?: string;
  /** ms before the app-details reply comes (a slow start) */
  delayMs?: number;
}

/** The four bootstrap replies every mount makes. */
export function bootstrap(opts: Bootstrap = {}) {
  const appId = opts.appId ?? 'demo';
  const scope = nock(API)
    .get(`/appsdetails/wgt/apps/${appId}`)
    .query(true)
    .delay(opts.delayMs ?? 0)
    .reply(200, { app: { isPingEnabled: !!opts.ping, isVoiceDisabled: false, ...opts.app } })
    .get(`/appsdetails/wgt/apps/${appId}/brands/demo`)
    .query(true)
    .reply(200, { valid: true });
  const prefix = opts.ping ? '/ping' : '';
  scope
    .get(`${prefix}/login/wgt/getCSRFToken`)
    .query(true)
    .reply(200, { csrfTokenValue: 'tok-1', csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-XSRF-TOKEN' })
    .get(`${prefix}/login/wgt/sessionId`)
    .query(true)
    .reply(200, { sessionId: 'sid-1' });
  return scope;
}

/** Every flow-table row a journey has followed (its source, e.g. "LOGIN_PAGE/on/LOGIN/2"), for coverage checks; a
 * journey written as data under flows/conformance/ counts too, so a row a product owner adds needs no TypeScript. */
export const rowsFollowed = new Set<string>(rowsOfDataJourneys());
/** Listeners told of every row as it is followed, in order (the conformance replay). */
export const rowListeners = new Set<(source: string) => void>();

export interface Mounted {
  widget: WidgetInstance;
  navigations: string[];
  callbacks: string[];
  logouts: number[];
}

export function setHostUrl(url: string) {
  window.history.replaceState(null, '', url);
}

/**
 * The widget as a host's call mounts it, with nothing awaited: what a slow start shows in its first moments (no
 * recording, no secrets scan: the journey is not followed to its end).
 */
export function mountStarting(entry: string): WidgetInstance {
  let w!: WidgetInstance;
  act(() => {
    w = mount({
      entry,
      config: { appId: 'demo', brandId: 'demo', authApiPath: API },
      scriptSrc: null,
      loadLocale: async () => ({}),
    });
  });
  return w;
}

export async function mountWidget(
  entry: string,
  config: Partial<HostConfig> = {},
  extra: Partial<MountOptions> = {},
): Promise<Mounted> {
  const navigations: string[] = [];
  const callbacks: string[] = [];
  const logouts: number[] = [];
  let widget!: WidgetInstance;
  const config0 = {
    appId: 'demo',
    brandId: 'demo',
    authApiPath: API,
    callback: (s: string) => callbacks.push(s),
    ...config,
  } as HostConfig;
  let callbackSet: MountOptions['callbacks'] = extra.callbacks ?? {
    callback: (s) => callbacks.push(s),
    logoutCallback: () => logouts.push(1),
  };
  // `npm run record:tests`: this mount becomes a conformance journey (test/support/recorder.ts); one that brings its own
  // transport (a hanging fetch) is not replayable through the recorded replies, so it is left out
  const rec =
    recording && !extra.fetch
      ? beginJourney(entry, config0, callbackSet, extra.extra as Record<string, unknown> | undefined, navigations)
      : null;
  if (rec) callbackSet = rec.callbacks;
  // the secrets scan of a journey run live (a replay brings its own, a recording its own transport): what the user
  // typed into a secret field, and what a reply gave to be shown once, may go nowhere else (test/support/secrets.ts)
  scan = !rec && !extra.fetch && !extra.onAction ? new LiveSecretsScan() : null;
  const scanning = scan ? { fetch: scanningFetch(() => scan), onAction: (a: unknown) => scan?.action(a) } : {};
  await act(async () => {
    widget = mount({
      entry,
      config: config0,
      scriptSrc: `${API}/dist/auth-widget.js`,
      loadLocale: loadLocaleFromDisk,
      // a brand's words as the build writes them (none unless the data gives some)
      loadBrandWords: brandWordsFromDisk,
      loadCaptcha: esmPlatform.loadCaptcha,
      loadWebauthn: () => import('../../src/api/webauthn').then((m) => m.webauthn),
      loadMessageFormat: () => import('messageformat').then((m) => m.MessageFormat),
      loadMarks: () => import('../../src/panels/markPaths').then((m) => m.MARK_PATHS),
      loadFlow,
      navigate: (url) => navigations.push(url),
      retryDelayMs: 0,
      ...extra,
      ...scanning,
      callbacks: callbackSet,
      ...(rec ? { fetch: rec.fetch } : {}),
    });
    let seq = 0;
    widget.store.subscribe(() => {
      lastState = widget.store.getState();
      const last = widget.store.getState().flow.last;
      if (last && last.seq !== seq) {
        // the store as each transition left it, as the replay scans it at each step's end (and once more at the end)
        scan?.state(widget.store.getState());
        seq = last.seq;
        rowsFollowed.add(last.source);
        rec?.row(last.source);
        rowListeners.forEach((fn) => fn(last.source));
      }
    });
    await widget.ready;
  });
  return { widget, navigations, callbacks, logouts };
}

/** The open panel or dialog on top. */
export const topDialog = () => {
  const all = [...document.querySelectorAll<HTMLElement>('#auth-widget [aria-modal="true"]')];
  return all[all.length - 1] ?? null;
};

/**
 * Sets each recorded value the way a user would (only where it differs), ticks every required box not named, then
 * presses the submit button.
 */
export async function doSubmit(values: Record<string, string | boolean>) {
  const form = topDialog()?.querySelector('form');
  if (!form) throw new Error('no form to submit');
  for (const [name, value] of Object.entries(values)) {
    const els = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)];
    if (!els.length) throw new Error(`no input named ${name}`);
    const el = els[0];
    if (el instanceof HTMLInputElement && el.type === 'radio') {
      const radio = els.find((r) => (r as HTMLInputElement).value === value) as HTMLInputElement | undefined;
      if (!radio) throw new Error(`no ${name} radio with value ${String(value)}`);
      if (!radio.checked) fireEvent.click(radio);
    } else if (el instanceof HTMLInputElement && el.type === 'checkbox') {
      if (el.checked !== value) fireEvent.click(el);
    } else if (el.value !== value) {
      fireEvent.change(el, { target: { value } });
    }
    await settle(0);
  }
  await tickRequired(form, Object.keys(values));
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!button) throw new Error('no submit button');
  if (button.disabled || button.getAttribute('aria-disabled') === 'true')
    throw new Error('the submit button is inactive');
  fireEvent.click(button);
}

/**
 * Ticks every box the form requires that is not ticked and not in `except`, and answers every question it requires
 * that has no answer yet with its first answer, as a user who goes on must: a consent box or a yes/no question a product
 * owner adds holds back no test that was not about it (docs/product-owner.md "Proving a bundle of edits").
 */
export async function tickRequired(form: HTMLFormElement, except: string[] = []) {
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][required]'))
    if (!except.includes(box.name) && !box.checked) {
      fireEvent.click(box);
      await settle(0);
    }
  for (const group of form.querySelectorAll('[role="radiogroup"][aria-required="true"]')) {
    const answers = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    if (!answers.length || except.includes(answers[0].name) || answers.some((a) => a.checked)) continue;
    fireEvent.click(answers[0]);
    await settle(0);
  }
}

/** Presses a panel's submit button as a user does: the boxes it requires ticked first (tickRequired). */
export async function pressSubmit(u: { click: (el: Element) => Promise<void> }, button: HTMLElement) {
  const form = button.closest('form');
  if (form) await tickRequired(form);
  await u.click(button);
}

/** Waits for the listener's async effects to settle. */
export async function settle(ms = 20) {
  await act(async () => {
    await new Promise((r) => setTimeout(r, ms));
  });
}

/** Closes the widget inside act() and lets the deferred unmount run. */
export async function unmountWidget() {
  const { closeCurrent } = await import('../../src/host/mount');
  if (recording) endJourney();
  await act(async () => {
    closeCurrent();
    await new Promise((r) => setTimeout(r, 0));
  });
  const ended = scan;
  scan = null;
  if (!ended) return;
  ended.state(lastState);
  const leaks = await ended.finish();
  scanned.journeys += 1;
  scanned.secrets += ended.size;
  for (const k of ['actions', 'states', 'consoleLines', 'requests', 'carriers'] as const) scanned[k] += ended.counts[k];
  if (leaks.length) throw new Error(`secrets leaked: ${leaks.join('; ')}`);
}

/** The live journeys' secrets scan (one per mount) and what the file's scans looked through, for npm test's figures. */
let scan: LiveSecretsScan | null = null;
let lastState: unknown = null;
const scanned = { journeys: 0, secrets: 0, actions: 0, states: 0, consoleLines: 0, requests: 0, carriers: 0 };
scanConsole(() => scan);
afterAll(() => {
  if (scanned.journeys)
    tally('7.4 secrets', SECRETS_FIGURE, path.basename(expect.getState().testPath ?? 'journeys'), scanned);
});
export const SECRETS_FIGURE =
  'Secrets scan over {journeys} journeys: {secrets} typed passwords and codes and the values replies show once, looked for in {actions} actions, {states} store states, {consoleLines} console lines and {requests} requests ({carriers} to the endpoints that take them): 0 found elsewhere';

/**
 * A dropped connection as a real fetch reports it (undici, Chromium: a TypeError) for nock's replyWithError: ky tells
 * network errors by that shape, and retries a GET once on one, as in a browser.
 */
export const networkError = (why: string) => new TypeError('fetch failed', { cause: new Error(why) });

export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');

/** Registers the authenticate reply and returns a getter for the decoded request body. */
export function replyToSignOn(
  reply: object | ((body: URLSearchParams) => object),
  opts: { ping?: boolean; status?: number } = {},
) {
  const seen: URLSearchParams[] = [];
  const answer = typeof reply === 'function' ? (reply as (body: URLSearchParams) => object) : () => reply;
  nock(API)
    .post(`${opts.ping ? '/ping' : ''}/login/wgt/authenticate/apps/demo/demo`, (b: string) => {
      seen.push(new URLSearchParams(b));
      return true;
    })
    .query(true)
    .reply(opts.status ?? 200, () => answer(seen[seen.length - 1]));
  // A sign-on that stays in the widget fetches the new server session's id and CSRF token (optional otherwise).
  const prefix = opts.ping ? '/ping' : '';
  nock(API)
    .get(`${prefix}/login/wgt/sessionId`)
    .query(true)
    .optionally()
    .reply(200, { sessionId: 'sid-2' })
    .get(`${prefix}/login/wgt/getCSRFToken`)
    .query(true)
    .optionally()
    .reply(200, { csrfTokenValue: 'tok-2', csrfTokenStatus: 'SUCCESS', csrfTokenHeader: 'X-XSRF-TOKEN' });
  return () => seen[seen.length - 1];
}

/**
 * Registers replies to one path (in order; the last repeats) and returns what each request sent: the decoded JSON
 * payload of a POST, the query of a GET.
 */
export function replyToPath(method: 'get' | 'post', path: string, ...replies: object[]) {
  const seen: Record<string, unknown>[] = [];
  let i = 0;
  // nock may try this body matcher on requests to other paths: what it saw counts only when this reply is sent
  let pending: Record<string, unknown> = {};
  const scope = nock(API);
  const interceptor =
    method === 'post'
      ? scope
          .post(path, (b: string) => {
            pending = JSON.parse(new URLSearchParams(b).get('data') ?? '{}') as Record<string, unknown>;
            return true;
          })
          .query(true)
      : scope.get(path).query((q) => {
          pending = q;
          return true;
        });
  interceptor.times(replies.length).reply(200, () => {
    seen.push(pending);
    return replies[Math.min(i++, replies.length - 1)];
  });
  return seen;
}

/** Every row of a flow file, named as rowsFollowed names them (one definition, shared with the coverage matrix). */
export { flowRows } from './conformance';

/**
 * Presses a button that a countdown keeps disabled (resend) by raising its event, as the button would once the
 * countdown ends; recorded as a press after that many seconds (the Chromium replay moves its clock instead).
 */
export async function pressAfterCountdown(m: Mounted, page: string, event: string, seconds = 121) {
  const { raiseEvent } = await import('../../src/flow/thunks');
  const { recordPress } = await import('./recorder');
  recordPress(event, seconds);
  await act(async () => {
    await m.widget.store.dispatch(raiseEvent(page, event));
  });
}
