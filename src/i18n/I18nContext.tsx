// Provides the translator for the mounted widget: en_US is bundled; another locale is loaded once, on demand.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import enUS from '../../locales/en_US.json';
import { bundleMessages } from './bundled';
import { createTranslator, needsRuntime, type MessageFormatClass, type Messages, type Translate } from './messages';

interface I18n {
  locale: string;
  t: Translate;
  ready: boolean;
}

const fallback = bundleMessages(enUS as Messages);
const I18nContext = createContext<I18n>({
  locale: 'en_US',
  t: createTranslator('en_US', fallback, fallback),
  ready: true,
});

/** no locale a brand words (one list, so a render without them is not a change of them) */
const NONE: readonly string[] = [];

type Loaded = { locale: string; messages: Messages; runtime?: MessageFormatClass };

export function I18nProvider({
  locale,
  load,
  worded = NONE,
  loadRuntime,
  onError,
  preloaded,
  children,
}: {
  locale: string;
  /** the locale's messages already in hand: the first render is in that language (server rendering, hydration) */
  preloaded?: { locale: string; messages: Messages };
  load: (locale: string) => Promise<Messages>;
  /** locales the brand words its own way: en_US among them is loaded too, its bundled words answering for the rest */
  worded?: readonly string[];
  loadRuntime: () => Promise<MessageFormatClass>;
  onError: (message: string, detail?: unknown) => void;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const bundled = locale === 'en_US' && !worded.includes(locale);
    const messages = bundled ? fallback : preloaded?.locale === locale ? preloaded.messages : null;
    return messages && !needsRuntime(messages) && !needsRuntime(fallback) ? { locale, messages } : null;
  });
  useEffect(() => {
    if (loaded?.locale === locale) return;
    let live = true;
    (async () => {
      const messages = locale === 'en_US' && !worded.includes(locale) ? fallback : await load(locale);
      // The MessageFormat 2 runtime only for a locale whose messages need more than {$name} placeholders.
      const runtime = needsRuntime(messages) || needsRuntime(fallback) ? await loadRuntime() : undefined;
      if (live) setLoaded({ locale, messages, runtime });
    })().catch((e) => {
      onError(`AuthWidget: locale ${locale} could not be loaded; using en_US`, (e as Error)?.message);
      if (live) setLoaded({ locale: 'en_US', messages: fallback });
    });
    return () => {
      live = false;
    };
  }, [locale, load, worded, loadRuntime, onError, loaded?.locale]);
  const value = useMemo<I18n>(() => {
    const l = loaded ?? { locale: 'en_US', messages: fallback };
    return { locale: l.locale, t: createTranslator(l.locale, l.messages, fallback, l.runtime), ready: !!loaded };
  }, [loaded]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
