// The wait message (WAITMESSAGE_FIELD1 / WAITMESSAGE_FIELD2, or the lines the open page names, or before any page the
// lines of the page the entry leads to) in its own container, #auth-widget-wait. It shows only
// when a request is still out after the waitDelayMs setting (a quick reply shows nothing), and once shown it stays
// waitMinimumMs (it never blinks). With a panel open it is a band at the top of the window that leaves the panel's
// fields in sight (the busy state is on the panel's primary button); before any panel, a small centred indicator.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppSelector } from '../app/hooks';
import { useEnv, useWidgetDom } from '../app/contexts';
import { useI18n } from '../i18n/I18nContext';
import { WAIT_LINES } from '../data/types';
import { entryPages, entryWaitKeys } from '../flow/entryWait';
import { drawsPanel } from './Dialog';
import { useStartEscape } from './useStartEscape';

/**
 * `on` held back by `delay` ms, and once true kept at least `minimum` ms; `since`: shown from the start, as it has
 * been since that time (Date.now()), by the first script (its minimum counts from then); `due`: not shown yet, but the
 * first script's delay, begun earlier, is over then (Date.now()) — the first showing waits only for what is left of it.
 */
export function useSteadyFlag(
  on: boolean,
  delay: number,
  minimum: number,
  since: number | null = null,
  due: number | null = null,
): boolean {
  const [shown, setShown] = useState(since !== null);
  // the first script's delay counts only while its cause lasts: once `on` has been false, a new delay is whole
  const firstDue = useRef(since === null ? due : null);
  // whether it has been shown its minimum: once it has, it goes in the very render its cause ends (not a frame later,
  // when the next panel may be drawn already)
  const [minimumOver, setMinimumOver] = useState(() => since !== null && Date.now() - since >= minimum);
  const shownAt = useRef(since ?? 0);
  useEffect(() => {
    if (!on) firstDue.current = null;
    if (on && !shown) {
      const wait = firstDue.current === null ? delay : Math.max(0, firstDue.current - Date.now());
      const timer = setTimeout(() => {
        firstDue.current = null;
        shownAt.current = Date.now();
        setShown(true);
        setMinimumOver(false);
      }, wait);
      return () => clearTimeout(timer);
    }
    if (!on && shown) {
      const timer = setTimeout(() => setShown(false), Math.max(0, shownAt.current + minimum - Date.now()));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [on, shown, delay, minimum]);
  useEffect(() => {
    if (!shown || minimumOver) return undefined;
    const timer = setTimeout(() => setMinimumOver(true), Math.max(0, shownAt.current + minimum - Date.now()));
    return () => clearTimeout(timer);
  }, [shown, minimumOver, minimum]);
  return shown && (on || !minimumOver);
}

export function WaitOverlay() {
  const env = useEnv();
  const wait = useAppSelector((s) => s.flow.wait && !s.flow.closed);
  const page = useAppSelector((s) => (s.flow.closed ? null : s.flow.page));
  // a page of a flow still loading has no definition yet: drawn when its chunk arrives (as src/panels/PageSelector.tsx)
  useAppSelector((s) => s.flow.loadedFlows);
  const def = page ? env.tables.pages[page] : undefined;
  // an action page draws nothing, nor a page not loaded yet: the wait is the centred one, as before any panel
  const panelOpen = drawsPanel(def);
  useStartEscape(panelOpen);
  const { waitRoot } = useWidgetDom();
  const { t, ready } = useI18n();
  const { waitDelayMs, waitMinimumMs } = env.tables.settings;
  // Also while a page is chosen but its locale file is still loading: never a blank screen.
  const busy = wait || (panelOpen && !ready);
  // the first script's wait, shown already: this one shows from the start and takes its place (no gap, no blink)
  const [early] = useState(() => env.earlyWait);
  // a loading panel says it is waiting itself (docs/flows.md "The wait message's words"): no second indicator
  const inPanel = panelOpen && ready && !!def?.waitInPanel;
  // taken over before the first script's wait was due: this one is due when that one would have been, not a delay later
  const [since] = useState(() => (busy ? (early?.shownAt() ?? null) : null));
  const [due] = useState(() => (busy && early ? early.dueAt() : null));
  const shown = useSteadyFlag(busy && !inPanel, waitDelayMs, waitMinimumMs, since, due);
  useLayoutEffect(() => early?.stop(), [early]);
  // the container says the widget is busy from the first moment (the message itself comes later, if at all): what a
  // host or a test waits on to know a request is still out
  useEffect(() => {
    if (busy) waitRoot.setAttribute('aria-busy', 'true');
    else waitRoot.removeAttribute('aria-busy');
  }, [busy, waitRoot]);
  // handed over to the loading panel at once: its spinner takes the place of the wait (no blink, so no minimum)
  if (!shown || inPanel) return null;
  // before the entry's first panel (no page yet, or its page's file still coming), the words that page names
  const first = !def && (!page || entryPages(env.tables, env.entry).includes(page));
  const keys = def?.wait ?? (first ? entryWaitKeys(env.tables, env.entry) : null) ?? WAIT_LINES;
  // until the locale's strings are in, no words: never another language's (docs/messages.md)
  const lines = ready ? keys.map((key) => t(key)) : null;
  return createPortal(<WaitBox band={panelOpen && ready} lines={lines} />, waitRoot);
}

/** The wait's markup; the first script draws the centred one alike (src/first/earlyWait.ts, held by a test). */
export function WaitBox({ band, lines }: { band: boolean; lines: string[] | null }) {
  return (
    <div className={band ? 'aw-wait aw-wait--band' : 'aw-wait'} data-wait="" role="status" aria-live="polite">
      <div className="aw-wait-box">
        <span className="aw-spinner" aria-hidden="true" />
        {lines && (
          <div className="aw-wait-text">
            {lines.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
