// Escape while the widget is starting and shows no panel yet (the wait before the first panel, docs/host.md "Focus
// and keyboard"): the user changed their mind, so the widget closes as its close control would close it, and focus
// goes back to what opened it — rather than a dialog opening seconds later over a page the user has gone back to.
import { useEffect } from 'react';
import { useAppSelector } from '../app/hooks';
import { useEnv } from '../app/contexts';
import type { Env } from '../app/env';

/** Listens for that Escape on the document, closing the widget through the host port; returns the way to stop. */
export function closeOnEscape(env: Env): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    e.preventDefault();
    env.host.close();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

export function useStartEscape(panelOpen: boolean) {
  const env = useEnv();
  const starting = useAppSelector((s) => s.session.status === 'starting' && !s.flow.closed);
  const listen = starting && !panelOpen;
  useEffect(() => {
    return listen ? closeOnEscape(env) : undefined;
  }, [listen, env]);
}
