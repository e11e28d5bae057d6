// A message with words as links (src/i18n/rich.ts) drawn as text and real controls, never as HTML: a link that raises
// an event is a button that looks like a link (it acts in the page: a dialog, a panel); a link to an app setting is
// an anchor to that URL, through the redirect rules, opening a new tab (the widget and what was typed stay).
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { useEnv } from '../app/contexts';
import { useAppSelector } from '../app/hooks';
import { allowedUrl } from '../host/redirects';
import type { Translate } from '../i18n/messages';
import { hasLink, type RichPart } from '../i18n/rich';

interface LinkActions {
  raise: (event: string) => void;
  /** an app setting's URL as the redirect rules allow it, else null (the words are then shown as text) */
  href: (setting: string) => string | null;
  newWindow: string;
}

const Links = createContext<LinkActions>({ raise: () => undefined, href: () => null, newWindow: '' });

/** What the links of a panel do: raise its events, open the app's settings. */
export function LinkProvider({
  raise,
  t,
  children,
}: {
  raise: LinkActions['raise'];
  t: Translate;
  children: ReactNode;
}) {
  const env = useEnv();
  const app = useAppSelector((s) => s.session.app) as Record<string, unknown> | null;
  const value = useMemo<LinkActions>(
    () => ({
      raise,
      newWindow: t('common.newWindow'),
      href: (setting) =>
        app && Object.prototype.hasOwnProperty.call(app, setting) ? allowedUrl(env, app[setting]) : null,
    }),
    [raise, t, app, env],
  );
  return <Links.Provider value={value}>{children}</Links.Provider>;
}

export function RichText({ parts }: { parts: RichPart[] }) {
  const links = useContext(Links);
  return (
    <>
      {parts.map((p, i) => {
        if (typeof p === 'string') return p;
        const { link, text } = p;
        if ('event' in link)
          return (
            <button
              key={i}
              type="button"
              className="aw-inline-link"
              data-event={link.event}
              onClick={() => links.raise(link.event)}
            >
              {text}
            </button>
          );
        const href = links.href(link.setting);
        if (!href) return text;
        return (
          <a key={i} className="aw-inline-link" href={href} target="_blank" rel="noopener noreferrer">
            {text}
            <span className="aw-sr-only"> {links.newWindow}</span>
          </a>
        );
      })}
    </>
  );
}

/** A message as text, or as text and links when it has any. */
export function richOrText(t: Translate, key: string, facts: Record<string, unknown>): ReactNode {
  const rich = t.rich?.(key, facts);
  if (!rich) return t(key, facts);
  // with no link the parts are the text's pieces: joined, they are what t() gives (one formatting, not two)
  return hasLink(rich)
    ? createElement(RichText, { parts: rich })
    : rich.map((p) => (typeof p === 'string' ? p : p.text)).join('');
}
