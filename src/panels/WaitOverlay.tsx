// The wait message (WAITMESSAGE_FIELD1 / WAITMESSAGE_FIELD2) in its own container, #auth-widget-wait.
import { createPortal } from 'react-dom';
import { useAppSelector } from '../app/hooks';
import { useWidgetDom } from '../app/contexts';
import { useI18n } from '../i18n/I18nContext';

export function WaitOverlay() {
  const wait = useAppSelector((s) => s.flow.wait && !s.flow.closed);
  const pageWaitingForStrings = useAppSelector((s) => s.flow.page !== null && !s.flow.closed);
  const { waitRoot } = useWidgetDom();
  const { t, ready } = useI18n();
  // Also while a page is chosen but its locale file is still loading: never a blank screen.
  if (!wait && !(pageWaitingForStrings && !ready)) return null;
  return createPortal(
    <div className="aw-wait" data-wait="" role="status" aria-live="polite">
      <div className="aw-wait-box">
        <span className="aw-spinner" aria-hidden="true" />
        {/* until the locale's strings are in, no words: never another language's (docs/messages.md) */}
        {ready && <p>{t('WAITMESSAGE_FIELD1')}</p>}
        {ready && <p>{t('WAITMESSAGE_FIELD2')}</p>}
      </div>
    </div>,
    waitRoot,
  );
}
