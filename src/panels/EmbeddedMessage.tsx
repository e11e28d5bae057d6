// Embedded sign-on: errors go into the host's loginErrorContainer element as text (docs/messages.md). The panel shows
// them too, and announces them, so this copy is not a live region.
import { createPortal } from 'react-dom';
import { useAppSelector } from '../app/hooks';
import { useEnv } from '../app/contexts';
import { useI18n } from '../i18n/I18nContext';
import { MessageBox } from './MessageBox';

export function EmbeddedMessage() {
  const env = useEnv();
  const message = useAppSelector((s) => s.flow.embeddedMessage);
  const { t } = useI18n();
  const id = env.config.loginErrorContainer;
  if (!message) return null;
  const target = id ? document.getElementById(id) : null;
  // Without a host container the message falls back into the widget's own box.
  return target ? createPortal(<MessageBox message={message} t={t} live={false} />, target) : null;
}
