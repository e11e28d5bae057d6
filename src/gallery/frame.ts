// The panel gallery's frame (dev only, not shipped to hosts): shows one page of the flow tables in one sample state
// and locale (gallery-frame.html?state=<id>&locale=<locale>) with the real renderer, data files and locale files, and
// no server: every call stays pending. It tells the gallery which files define the page. A later hash
// (#state=<id>&locale=<locale>[&brand=1][&look=brand|dark]) shows another state without loading the page again, as a host opens the widget anew:
// the browser sweep checks hundreds of panels on one page this way. <body data-shown="<id>/<locale>"> says what it
// drew last.
import { mount } from '../host/mount';
import { exposeShared } from '../generated/shared-modules';
import type { MountOptions } from '../host/mount';
import type { Messages } from '../i18n/messages';

interface GalleryState {
  id: string;
  page: string;
  flow: NonNullable<MountOptions['preset']>['flow'];
  context?: Record<string, unknown>;
  message?: { type: 'ERROR' | 'INFO' | 'OTHER'; texts?: string[]; key?: string };
  app?: Record<string, unknown>;
  config?: Record<string, unknown>;
  /** what a reply would have given to be shown once (an authenticator key, recovery codes): src/flow/secrets.ts */
  secrets?: Record<string, unknown>;
}

/** The gallery's three looks (docs/host.md "Theme"): the default, a host's brand (every token set), and dark. */
const LOOKS: Record<string, Record<string, unknown>> = {
  brand: {
    theme: {
      primaryColor: '#6a1b9a',
      textColor: '#241a2e',
      backgroundColor: '#fffdf8',
      fontFamily: "Georgia, 'Times New Roman', serif",
      radius: '10px',
      inputBorderColor: '#7d6b8c',
      errorColor: '#a3142a',
      successColor: '#1b6b3a',
      focusRingColor: '#00838f',
      spacing: '1.2rem',
    },
  },
  dark: { colorMode: 'dark' },
  system: { colorMode: 'system' },
};

let states: Promise<{ states: GalleryState[] }> | null = null;

async function show() {
  const hash = new URLSearchParams(window.location.hash.slice(1));
  const q = hash.has('state') ? hash : new URLSearchParams(window.location.search);
  states ??= fetch('/gallery/states.json').then((r) => r.json() as Promise<{ states: GalleryState[] }>);
  const state = (await states).states.find((s) => s.id === q.get('state'));
  if (!state) throw new Error(`no gallery state ${q.get('state')}`);
  const widget = mount({
    entry: 'gallery',
    config: {
      appId: 'demo',
      brandId: 'demo',
      language: q.get('locale') ?? 'en_US',
      helpURL: '/help.html',
      // brand=1: the host's logo on every panel, as config.brand draws it; look=brand|dark: one of the gallery's looks
      ...(q.get('brand') ? { brand: { logoUrl: '/favicon.svg', name: 'Demo Bank' } } : {}),
      ...(LOOKS[q.get('look') ?? ''] ?? {}),
      ...state.config,
    },
    scriptSrc: new URL('/dist/auth-widget.js', window.location.href).href,
    // API calls stay pending; the locale files are real
    fetch: () => new Promise<Response>(() => undefined),
    loadLocale: async (locale) => (await fetch(`/dist/locales/${locale}.json`)).json() as Promise<Messages>,
    loadLocalePart: async (locale, chunk) =>
      (await fetch(`/dist/locales/${locale}/${chunk}.json`)).json() as Promise<Messages>,
    // (the calls above stay pending; a brand's words are files, real as the locales)
    loadBrandWords: async (locale, brand) =>
      (await fetch(`/dist/locales/brands/${brand}/${locale}.json`)).json() as Promise<Messages>,
    navigate: () => undefined,
    preset: {
      page: state.page,
      flow: state.flow,
      context: state.context,
      message: state.message ?? null,
      app: state.app,
    },
  });
  if (state.secrets) widget.env.secrets.keep(state.secrets, state.page);
  await widget.ready;
  document.body.dataset.shown = `${state.id}/${q.get('locale') ?? 'en_US'}`;
  // the hash it drew, whole: a sweep that changes only the window's size in it knows when the new drawing is there
  document.body.dataset.hash = window.location.hash.slice(1);
  const def = widget.env.tables.pages[state.page];
  parent.postMessage(
    {
      gallery: state.id,
      page: state.page,
      files: [
        `flows/${def.file}`,
        ...(def.panel ? [`schemas/${def.panel}.schema.json`, `schemas/${def.panel}.ui.json`] : []),
      ],
    },
    window.location.origin,
  );
}

const fail = (e: unknown) => {
  document.body.textContent = `Gallery: ${(e as Error).message}`;
};
// the flows' files from dist/ take these modules from the scripts the gallery stands in for (scripts/first-shared.mjs)
exposeShared();
show().catch(fail);
window.addEventListener('hashchange', () => void show().catch(fail));
