// The wait message (WAITMESSAGE_FIELD1 / WAITMESSAGE_FIELD2) in its own container, #auth-widget-wait. It shows only
// when a request is still out after the waitDelayMs setting (a quick reply shows nothing), and once shown it stays
// waitMinimumMs (it never blinks). With a panel open it is a band at the top of the window that leaves the panel's
// fields in sight (the busy state is on the panel's primary button); before any panel, a small centred indicator.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppSelector } from '../app/hooks';
import { useEnv, useWidgetDom } from '../app/contexts';
import { useI18n } from '../i18n/I18nContext';

/** `on` held back by `delay` ms, and once true kept at least `minimum` ms. */
export function useSteadyFlag(on: boolean, delay: number, minimum: number): boolean {
  const [shown, setShown] = useState(false);
  const shownAt = useRef(0);
  useEffect(() => {
    if (on && !shown) {
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setShown(true);
      }, delay);
      return () => clearTimeout(timer);
    }
    if (!on && shown) {
      const timer = setTimeout(() => setShown(false), Math.max(0, shownAt.current + minimum - Date.now()));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [on, shown, delay, minimum]);
  return shown;
}

export function WaitOverlay() {
  const env = useEnv();
  const wait = useAppSelector((s) => s.flow.wait && !s.flow.closed);
  const panelOpen = useAppSelector((s) => s.flow.page !== null && !s.flow.closed);
  const { waitRoot } = useWidgetDom();
  const { t, ready } = useI18n();
  const { waitDelayMs, waitMinimumMs } = env.tables.settings;
  // Also while a page is chosen but its locale file is still loading: never a blank screen.
  const busy = wait || (panelOpen && !ready);
  const shown = useSteadyFlag(busy, waitDelayMs, waitMinimumMs);
  // the container says the widget is busy from the first moment (the message itself comes later, if at all): what a
  // host or a test waits on to know a request is still out
  useEffect(() => {
    if (busy) waitRoot.setAttribute('aria-busy', 'true');
    else waitRoot.removeAttribute('aria-busy');
  }, [busy, waitRoot]);
  if (!shown) return null;
  const band = panelOpen && ready;
  return createPortal(
    <div className={band ? 'aw-wait aw-wait--band' : 'aw-wait'} data-wait="" role="status" aria-live="polite">
      <div className="aw-wait-box">
        <span className="aw-spinner" aria-hidden="true" />
        {/* until the locale's strings are in, no words: never another language's (docs/messages.md) */}
        {ready && (
          <div className="aw-wait-text">
            <p>{t('WAITMESSAGE_FIELD1')}</p>
            <p>{t('WAITMESSAGE_FIELD2')}</p>
          </div>
        )}
      </div>
    </div>,
    waitRoot,
  );
}
