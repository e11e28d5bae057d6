// Drawing the widget's React root (docs/host.md "The panel before the bundle"): a fresh root, or — when the first
// script drew the panel made at build time — the hydration of that markup in place, once the start-up has reached the
// same page (and the locale's words are in hand, so the first render is in that language, as the markup is). A start
// that reached another page draws afresh where the first script's panel was.
import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { Root } from '../app/Root';
import type { Env } from '../app/env';
import type { WidgetDom } from '../app/contexts';
import type { WidgetStore } from '../app/store';
import type { EarlyStart } from '../first/handoff';
import { closeOnEscape } from '../panels/useStartEscape';

const pageShown = (store: WidgetStore) =>
  new Promise<void>((resolve) => {
    const done = () => {
      const { page, closed } = store.getState().flow;
      if (!page && !closed) return false;
      resolve();
      return true;
    };
    if (done()) return;
    const stop = store.subscribe(() => done() && stop());
  });

export function drawRoot(
  store: WidgetStore,
  env: Env,
  dom: WidgetDom,
  early: EarlyStart | null,
  closed: () => boolean,
) {
  let root: ReactRoot | null = null;
  const element = createElement(Root, { store, env, dom });
  const fresh = () => {
    const host = document.createElement('div');
    host.className = 'aw-root';
    dom.panelRoot.appendChild(host);
    root = createRoot(host);
    root.render(element);
  };
  if (!early) fresh();
  else {
    // the first script's wait shows until the renderer draws; its own wait then takes over in the same commit
    env.earlyWait = early.wait;
    // Escape while only the start-up wait is in sight closes the widget (docs/host.md "Focus and keyboard"; the React
    // root, drawn with the first page, does the same in src/panels/useStartEscape.ts); a panel the first script drew
    // holds its own Escape for the renderer
    const stopEscape = closeOnEscape(env);
    // pressed before this script ran, while the first script's wait alone was in sight
    if (early.escaped()) queueMicrotask(() => env.host.close());
    void (async () => {
      await pageShown(store);
      stopEscape();
      const { locale } = env.config;
      // (the bundled en_US is in hand, unless a brand words it its own way: src/host/brandWords.ts)
      const own = locale !== 'en_US' || env.worded.includes(locale);
      const messages = own ? await env.loadLocale(locale).catch(() => null) : null;
      if (closed()) return;
      const { page, flow } = store.getState().flow;
      const drawn = early.hold();
      const same = page === early.page && flow === early.flow && (!!messages || !own);
      // the first render is in the page's language at once, whichever way it draws: no wait without words between
      if (messages) env.messages = { locale, messages };
      if (!drawn || !same) {
        early.release();
        drawn?.remove();
        fresh();
        return;
      }
      // the panel lets the first script go in the hydration's own commit (src/panels/useAdoption.ts)
      env.adopted = { page, take: () => early.release() };
      root = hydrateRoot(drawn, element, {
        onRecoverableError: (e) =>
          env.report('AuthWidget: the panel made at build time was drawn again', (e as Error)?.message),
      });
    })();
  }
  return { unmount: () => root?.unmount() };
}
