// The sign-on the first script begins before the rest of the widget has loaded (docs/host.md "The panel before the
// bundle"): the containers, the start-up calls the first panel waits for, the locale file; then, when the replies
// say the page's panel is the one made at build time (src/first/fit.ts), that panel, drawn at once and usable:
// typing works, focus is on its first empty field, and a press of a control is kept for the renderer to replay.
import prebuiltJson from '../generated/prebuilt.json';
import { addContainers, applyColorMode, ensureStylesheet } from '../host/dom';
import { resolveConfig, type HostConfig } from '../host/config';
import { peekResumeToken, takeResumeToken } from '../host/resume';
import { DEFAULT_LOCALE } from '../i18n/locale';
import { trustedHtml } from '../host/trustedTypes';
import { firstControlToUse } from '../panels/firstField';
import { factEnv, fits, sessionFrom, type Prebuilt } from './fit';
import type { EarlyStart, Press } from './handoff';
import { fetchOnce, JSON_GET, startFiles } from './tagStart';
import { earlyWait } from './earlyWait';
import { waitLines } from './waitLines';

const prebuilt = prebuiltJson as unknown as Prebuilt;

/** The stylesheet beside the script has loaded (the panel is never shown unstyled); false when it failed. */
function stylesheetLoaded(scriptSrc: string): Promise<boolean> {
  const href = new URL('auth-widget.css', scriptSrc).href;
  const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.href === href);
  if (!link) return Promise.resolve(false);
  if (link.sheet) return Promise.resolve(true);
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}

/**
 * Begins the start of this entry for this config, or returns null when the first script cannot begin it (the renderer
 * will): for every entry, the containers, the wait message and the start-up calls (the same for every entry, as the
 * flow tables' "session" says; the script tag's taken when it began them); for sign-on, perhaps its panel.
 */
export function beginStart(entry: string, config: HostConfig, scriptSrc: string | null): EarlyStart | null {
  if (!scriptSrc) return null;
  let resolved;
  try {
    resolved = resolveConfig(config, { href: window.location.href, scriptSrc });
  } catch {
    return null; // the main script reports a bad config as it always has
  }
  // sign-on takes a provider's resume token out of the address bar now, not when the rest runs (docs/host.md "Sign-on
  // through an identity provider": at once); another entry only looks (src/host/resume.ts)
  resolved.resumeToken = entry === 'authenticateUser' ? takeResumeToken() : peekResumeToken();
  const opener =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  ensureStylesheet(scriptSrc);
  const { panelRoot, waitRoot } = addContainers(resolved);
  const stopColorMode = applyColorMode(resolved.colorMode, [panelRoot, waitRoot]);
  const signOn = entry === prebuilt.entry;
  // never a blank page while the replies or the rest are out: the wait message, after the data's delay
  const wait = earlyWait(waitRoot, prebuilt.settings.waitDelayMs, prebuilt.waitMarkup);

  // the calls the main script will make first, made now (or taken from the script tag's start); each answered to the
  // main script once (the same URL, a GET)
  const asked = new Map<string, Promise<Response>>();
  const ask = (url: string) => {
    const p = fetchOnce(url, JSON_GET);
    p.catch(() => undefined);
    asked.set(new URL(url).href, p);
    return p;
  };
  const files = startFiles(resolved, scriptSrc);
  const replies = files.calls.map(ask);
  const env = factEnv(resolved, prebuilt.settings, (name) => typeof Reflect.get(config, name) === 'function');
  const localeFile = files.locale ? ask(files.locale) : null;
  void waitLines(prebuilt, signOn ? env : null, localeFile, entry).then((lines) => lines && wait.say(lines));
  const markup = !signOn
    ? Promise.resolve(null)
    : files.markup
      ? fetchOnce(files.markup).then((r) => (r.ok ? r.text() : null))
      : Promise.resolve(resolved.locale === DEFAULT_LOCALE ? (prebuilt.markup ?? null) : null);

  let released = false;
  let drawn: HTMLElement | null = null;
  const presses: Press[] = [];
  const listeners: Array<() => void> = [];
  const on = <K extends keyof HTMLElementEventMap>(
    el: HTMLElement,
    type: K,
    fn: (e: HTMLElementEventMap[K]) => void,
  ) => {
    el.addEventListener(type, fn, true);
    listeners.push(() => el.removeEventListener(type, fn, true));
  };

  /** The panel, drawn: its markup through the widget's policy; presses held until the renderer takes over. */
  const draw = (html: string) => {
    const host = document.createElement('div');
    host.className = 'aw-root';
    host.innerHTML = trustedHtml(html);
    panelRoot.appendChild(host);
    drawn = host;
    // held, not handled twice: the renderer's own listeners on this element (its root) come after these
    on(host, 'submit', (e) => {
      e.preventDefault();
      e.stopImmediatePropagation();
      if (!presses.some((p) => p.kind === 'submit'))
        presses.push({ kind: 'submit', form: e.target as HTMLFormElement });
    });
    on(host, 'click', (e) => {
      const el = (e.target as HTMLElement).closest<HTMLElement>('button[type="button"], a[href]');
      if (!el) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      presses.push({ kind: 'click', el });
    });
    on(host, 'keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.stopImmediatePropagation();
      presses.push({ kind: 'escape' });
    });
    const dialog = host.querySelector<HTMLElement>('[role="dialog"]');
    wait.stop();
    if (dialog) (resolved.autoFocus ? (firstControlToUse(dialog) ?? dialog) : dialog).focus();
  };

  // Escape with only the wait in sight (docs/host.md "Focus and keyboard"): noted for the renderer, which closes the
  // widget as it takes over; a panel drawn here holds its own Escape (above), so this hears none of its keys
  let escaped = false;
  const onEscape = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !drawn) escaped = true;
  };
  document.addEventListener('keydown', onEscape);
  listeners.push(() => document.removeEventListener('keydown', onEscape));

  const settled = (async () => {
    if (!signOn) return;
    try {
      const bodies = await Promise.all(replies.map(async (r) => (await r).clone().json() as Promise<unknown>));
      const session = sessionFrom(
        prebuilt.requests,
        Object.fromEntries(prebuilt.start.map((name, i) => [name, bodies[i]])),
      );
      if (!session || !fits(prebuilt, env, session)) return;
      const [html, styled] = await Promise.all([markup, stylesheetLoaded(scriptSrc)]);
      if (html && styled && !released) draw(html);
    } catch {
      // a failed call or file: the renderer starts as it always has, and reports what failed
    }
  })();

  return {
    entry,
    resume: resolved.resumeToken,
    config,
    panelRoot,
    waitRoot,
    opener,
    wait,
    page: prebuilt.page,
    flow: prebuilt.flow,
    settled,
    escaped: () => escaped,
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const hit = method === 'GET' ? asked.get(new URL(url).href) : undefined;
      if (!hit) return fetch(input, init);
      asked.delete(new URL(url).href);
      return hit;
    },
    hold: () => {
      released = true;
      return drawn;
    },
    release: () => {
      released = true;
      listeners.forEach((off) => off());
      stopColorMode();
      return { drawn, presses };
    },
  };
}
