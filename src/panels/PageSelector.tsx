// Shows the panel for the current page value; pages of kind "action" render nothing (their onEnter rows act).
import { useAppSelector } from '../app/hooks';
import { useEnv } from '../app/contexts';
import { useI18n } from '../i18n/I18nContext';
import { PanelRenderer } from './PanelRenderer';

export function PageSelector() {
  const env = useEnv();
  const page = useAppSelector((s) => s.flow.page);
  const closed = useAppSelector((s) => s.flow.closed);
  // a page of a flow still loading draws when its chunk arrives (the listener bumps this)
  useAppSelector((s) => s.flow.loadedFlows);
  const { ready } = useI18n();
  if (!page || closed || !ready) return null;
  const def = env.tables.pages[page];
  if (!def || def.kind === 'action') return null;
  return <PanelRenderer key={page} page={page} />;
}
