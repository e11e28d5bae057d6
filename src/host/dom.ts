// What the widget adds to the host page: its stylesheet (beside its script, once), and the two containers in
// document.body — #auth-widget for the panels (in the widget's language, with the host's theme as custom
// properties) and #auth-widget-wait for the wait message.
import { bcp47 } from '../i18n/locale';
import type { ResolvedConfig } from './config';

const THEME_VARS = {
  primaryColor: '--aw-primary-color',
  textColor: '--aw-text-color',
  backgroundColor: '--aw-background-color',
  fontFamily: '--aw-font-family',
} as const;

export function ensureStylesheet(scriptSrc: string | null) {
  if (!scriptSrc) return;
  const href = new URL('auth-widget.css', scriptSrc).href;
  if ([...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => (l as HTMLLinkElement).href === href))
    return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.authWidget = '';
  document.head.appendChild(link);
}

export function addContainers(config: ResolvedConfig): { panelRoot: HTMLElement; waitRoot: HTMLElement } {
  const panelRoot = document.createElement('div');
  panelRoot.id = 'auth-widget';
  panelRoot.setAttribute('translate', 'no');
  panelRoot.lang = bcp47(config.locale);
  for (const [k, v] of Object.entries(THEME_VARS)) {
    const value = config.theme[k as keyof typeof THEME_VARS];
    if (value) panelRoot.style.setProperty(v, value);
  }
  const waitRoot = document.createElement('div');
  waitRoot.id = 'auth-widget-wait';
  waitRoot.lang = panelRoot.lang;
  document.body.append(panelRoot, waitRoot);
  return { panelRoot, waitRoot };
}
