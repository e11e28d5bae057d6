// The wait message the first script shows while nothing else can be (docs/host.md "The panel before the bundle"):
// after the data's wait delay, until its panel is drawn or the renderer takes the page over. Its markup is the
// renderer's centred wait, made at build time (scripts/prebuild.tsx); no words until the page's language has them:
// never another language's (docs/host.md "DOM hooks").
import { trustedHtml } from '../host/trustedTypes';
import type { EarlyWait } from './handoff';

export type { EarlyWait };

/** Shows `markup` (the wait without words) in `root` once `delayMs` has passed, unless stopped first; busy at once. */
export function earlyWait(root: HTMLElement, delayMs: number, markup: string): EarlyWait {
  let lines: string[] | null = null;
  let el: Element | null = null;
  let at: number | null = null;
  const addLines = () => {
    const text = document.createElement('div');
    text.className = 'aw-wait-text';
    for (const line of lines!) text.appendChild(document.createElement('p')).textContent = line;
    el!.firstElementChild!.appendChild(text);
  };
  root.setAttribute('aria-busy', 'true');
  const due = Date.now() + delayMs;
  const timer = setTimeout(() => {
    const host = document.createElement('div');
    host.innerHTML = trustedHtml(markup);
    el = root.appendChild(host.firstElementChild!);
    at = Date.now();
    if (lines) addLines();
  }, delayMs);
  return {
    say: (given) => {
      if (lines) return;
      lines = given;
      if (el) addLines();
    },
    shownAt: () => at,
    dueAt: () => due,
    stop: () => {
      clearTimeout(timer);
      el?.remove();
      el = at = null;
      root.removeAttribute('aria-busy');
    },
  };
}
