// Mounting: the two containers in document.body, theme properties, the stylesheet link, the Env (API client and
// host port), one store and one React root per widget. close() removes everything the widget added.
import { createApi } from '../api/client';
import { appSettingsDefaults, type AppSettings } from '../api/settings';
import type { MessageState } from '../api/envelope';
import { sessionActions } from '../app/sessionSlice';
import type { FlowId } from '../data/types';
import type { Env } from '../app/env';
import { createWidgetStore, type WidgetStore } from '../app/store';
import { ensureLoaded, ensurePageAnywhere, panels, tables, type FlowLoader } from '../data/load';
import { createDrafts } from '../flow/drafts';
import { createSecrets } from '../flow/secrets';
import { flowActions, type FlowContext } from '../flow/flowSlice';
import { makeRequestWith, startWidget } from '../flow/start';
import type { MessageFormatClass, Messages } from '../i18n/messages';
import type { CaptchaKit } from '../form/widgets/captchaKit';
import type { WebauthnModule } from '../api/ceremony';
import { onDemand } from './lazyScript';
import type { BrandWordsLoader } from './brandWords';
import { localeLoaders } from './localeLoaders';
import type { LocalePartLoader } from './localeParts';
import { bcp47 } from '../i18n/locale';
import { warmIntl } from '../i18n/intl';
import { prefetchOnIdle } from '../flow/prefetch';
import { addContainers, applyColorMode, ensureStylesheet } from './dom';
import { hostPort, safe, type Callbacks } from './hostPort';
import { resolveConfig, type EntryExtra, type HostConfig, type ResolvedConfig } from './config';
import { takeResumeToken } from './resume';
import { findHandoff } from '../first/handoff';
import { drawRoot } from './takeOver';

export type { Callbacks } from './hostPort';

export interface MountOptions {
  entry: string;
  config: HostConfig;
  scriptSrc: string | null;
  callbacks?: Callbacks;
  extra?: EntryExtra;
  /** tests inject these */
  fetch?: typeof fetch;
  /** the pause before a GET's one retry (ky's backoff by default); tests pass 0 */
  retryDelayMs?: number;
  /** waits such as redirectDelay (a timer by default); tests hold them to look at what shows meanwhile */
  delay?: (ms: number) => Promise<void>;
  loadLocale?: (locale: string) => Promise<Messages>;
  /** a chunk's words in a locale (the script-tag build's split locales: src/host/localeParts.ts) */
  loadLocalePart?: LocalePartLoader;
  /** a brand's words for a locale (dist/locales/brands/: src/host/brandWords.ts), and the locales it words */
  loadBrandWords?: BrandWordsLoader;
  brandLocales?: readonly string[];
  loadCaptcha?: () => Promise<CaptchaKit>;
  loadWebauthn?: () => Promise<WebauthnModule>;
  loadMessageFormat?: () => Promise<MessageFormatClass>;
  loadMarks?: () => Promise<Record<string, string>>;
  /** a flow other than sign-on, by its chunk name (the IIFE loads dist/auth-widget-flow-<name>.js) */
  loadFlow?: FlowLoader;
  navigate?: (url: string) => void;
  /** opens a URL in a new tab (window.open by default) */
  open?: (url: string) => void;
  /** false: the store, flows and effects run but nothing is drawn (the bulk of the fuzzing runs this way) */
  render?: boolean;
  /** sees every action the store receives (the secrets scan in the conformance replay) */
  onAction?: (action: unknown) => void;
  /** the panel gallery: show this page in this state instead of starting a flow (no bootstrap calls) */
  preset?: {
    page: string;
    flow: FlowId;
    context?: FlowContext;
    message?: MessageState | null;
    app?: Partial<AppSettings>;
  };
  /** the widget closed itself (its flow ended or the user closed it); not called for close() from outside */
  onClosed?: () => void;
  /** a panel opened: its page id and flow (the React component's onPanel) */
  onPanel?: (page: string, flow: string) => void;
}

export interface WidgetInstance {
  store: WidgetStore;
  env: Env;
  config: ResolvedConfig;
  close(): void;
  ready: Promise<void>;
}

/** The one widget on the page: the host API is a page-level singleton (AuthWidget.close() removes everything). */
let current: WidgetInstance | null = null;

export function mount(opts: MountOptions): WidgetInstance {
  current?.close();
  const config = resolveConfig(opts.config, { href: window.location.href, scriptSrc: opts.scriptSrc }, opts.extra);
  const report: Env['report'] = (message, detail) => console.error(message, ...(detail !== undefined ? [detail] : []));
  ensureStylesheet(opts.scriptSrc);
  // the sign-on the first script began for this config: its containers, calls and perhaps its panel (src/first/)
  const early =
    opts.render !== false && !opts.preset ? (findHandoff()?.takeStart(opts.config, opts.entry) ?? null) : null;
  // sign-on, the one entry a provider's sign-on comes back to, takes its resume token (src/host/resume.ts), or has it
  // from the first script, which took it from the address at once
  if (opts.entry === 'authenticateUser' && !opts.preset) config.resumeToken = early ? early.resume : takeResumeToken();
  // where focus was before the widget opened (the host's button): it goes back there when the widget closes
  const opener = early
    ? early.opener
    : document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  const { panelRoot, waitRoot } = early ?? addContainers(config);
  const stopColorMode = applyColorMode(config.colorMode, [panelRoot, waitRoot]);

  let store: WidgetStore | null = null;
  let drawn: { unmount(): void } | null = null;
  let closed = false;
  let unsubscribe = () => {};
  const finish = (fromInside: boolean) => {
    if (closed) return;
    closed = true;
    unsubscribe();
    stopColorMode();
    if (fromInside) safe(opts.onClosed, report, 'onClosed');
    store?.dispatch(flowActions.widgetClosed());
    // Unmount after the current dispatch finishes; React must not unmount synchronously inside a render or effect.
    queueMicrotask(() => {
      drawn?.unmount();
      early?.release();
      env.drafts.clear(); // what the user typed (perhaps a password) does not outlive the widget
      env.secrets.clear();
      const hadFocus = panelRoot.contains(document.activeElement) || waitRoot.contains(document.activeElement);
      panelRoot.remove();
      waitRoot.remove();
      if (current === instance) current = null;
      // only if focus was the widget's (a host that moved it meanwhile keeps its choice)
      const lost = hadFocus || !document.activeElement || document.activeElement === document.body;
      if (opener?.isConnected && lost) opener.focus();
    });
  };
  const close = () => finish(false);

  const host = hostPort(opts, report, () => finish(true));

  const get = opts.fetch ?? early?.fetch ?? fetch;
  const { loadLocale, loadFlow, worded } = localeLoaders(opts, get, config, report);

  const env: Env = {
    config,
    entry: opts.entry,
    host,
    tables,
    panels,
    loadLocale,
    worded,
    ...onDemand(opts),
    report,
    drafts: createDrafts(),
    secrets: createSecrets(),
    ensure: (needed) => ensureLoaded(loadFlow, needed),
    api: createApi({
      apiBase: config.apiBase,
      language: config.locale,
      appId: config.appId,
      brandId: config.brandId,
      fetch: opts.fetch ?? early?.fetch,
      retryDelayMs: opts.retryDelayMs,
      timeoutMs: config.requestTimeoutMs,
      closed: () => closed,
      refreshCsrf: async () => {
        const name = tables.session.csrf;
        if (!store || !name) throw new Error('no request fetches a CSRF token');
        const s = store;
        await makeRequestWith(env, s.dispatch, () => s.getState(), name, { session: true });
      },
      session: () => {
        const s = store?.getState().session;
        return { csrf: s?.csrf ?? null, sessionId: s?.sessionId ?? null, ping: s?.app?.isPingEnabled === true };
      },
    }),
  };
  store = createWidgetStore(env, opts.onAction);
  if (opts.onPanel) {
    let shown: string | null = null;
    const s = store;
    unsubscribe = s.subscribe(() => {
      const { page, flow } = s.getState().flow;
      const key = page && `${flow}/${page}`;
      if (!page || key === shown) return;
      shown = key;
      safe(() => opts.onPanel?.(page, String(flow)), report, 'onPanel');
    });
  }
  if (opts.render !== false) drawn = drawRoot(store, env, { panelRoot, waitRoot }, early, () => closed);
  const { preset } = opts;
  const ready = preset
    ? ensurePageAnywhere(loadFlow, preset.page).then(() => {
        store?.dispatch(sessionActions.appSettingsLoaded({ ...appSettingsDefaults, ...preset.app }));
        store?.dispatch(
          sessionActions.csrfTokenReceived({
            csrfTokenValue: 'preview',
            csrfTokenStatus: '',
            csrfTokenHeader: 'X-XSRF-TOKEN',
          }),
        );
        store?.dispatch(sessionActions.bootstrapFinished('ready'));
        store?.dispatch(flowActions.restored(preset));
      })
    : store.dispatch(startWidget(opts.entry));
  // the Intl formatters' locale data and the flows the panel's buttons open, loaded while the user reads the first
  // panel (src/i18n/intl.ts, src/flow/prefetch.ts)
  // (a locale other than the bundled en_US, or a brand's words, is in first: the panel is drawn in them by then)
  const words = () => (config.locale !== 'en_US' || worded.includes(config.locale) ? loadLocale(config.locale) : null);
  if (opts.render !== false)
    void Promise.all([ready, words()?.catch(() => undefined)]).then(
      () => {
        if (closed || !store) return;
        warmIntl(bcp47(config.locale));
        if (preset) return; // a page shown on its own (the gallery) is not the start of a journey
        // the events the panel's drawn controls raise (data-event, docs/host.md "DOM hooks")
        const drawn = (event: string) => !!panelRoot.querySelector(`[data-event="${CSS.escape(event)}"]`);
        const stop = prefetchOnIdle(store, tables, env.ensure, undefined, drawn);
        const before = unsubscribe;
        unsubscribe = () => {
          before();
          stop();
        };
      },
      () => undefined,
    );
  const instance: WidgetInstance = { store, env, config, close, ready };
  current = instance;
  return instance;
}

export function closeCurrent() {
  current?.close();
}
