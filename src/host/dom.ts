// What the widget adds to the host page: its stylesheet (beside its script, once), and the two containers in
// document.body — #auth-widget for the panels (in the widget's language, with the host's theme as custom
// properties) and #auth-widget-wait for the wait message.
import { bcp47 } from '../i18n/locale';
import type { ColorMode, ResolvedConfig } from './config';

/** A theme key's custom property: kebab case after --aw- (primaryColor → --aw-primary-color). */
export const themeVar = (key: string) => `--aw-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * The colour mode in force on both containers (data-color-mode, which the stylesheet reads); "system" follows the
 * reader's setting as it changes. Returns the listener's removal.
 */
export function applyColorMode(mode: ColorMode, roots: HTMLElement[]): () => void {
  const set = (dark: boolean) => roots.forEach((r) => r.setAttribute('data-color-mode', dark ? 'dark' : 'light'));
  if (mode !== 'system' || typeof window.matchMedia !== 'function') {
    set(mode === 'dark');
    return () => undefined;
  }
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  const onChange = () => set(query.matches);
  onChange();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

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
  const waitRoot = document.createElement('div');
  waitRoot.id = 'auth-widget-wait';
  waitRoot.lang = panelRoot.lang;
  // the wait message is drawn with the same tokens as the panels
  for (const [k, value] of Object.entries(config.theme))
    if (value) for (const root of [panelRoot, waitRoot]) root.style.setProperty(themeVar(k), value);
  document.body.append(panelRoot, waitRoot);
  return { panelRoot, waitRoot };
}
