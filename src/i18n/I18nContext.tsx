// Provides the translator for the mounted widget: en_US is bundled; another locale is loaded once, on demand.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import enUS from '../../locales/en_US.json';
import { createTranslator, type Messages, type Translate } from './messages';

interface I18n {
  locale: string;
  t: Translate;
  ready: boolean;
}

const fallback = enUS as Messages;
const I18nContext = createContext<I18n>({ locale: 'en_US', t: createTranslator('en_US', fallback, fallback), ready: true });

export function I18nProvider({ locale, load, onError, children }: {
  locale: string;
  load: (locale: string) => Promise<Messages>;
  onError: (message: string, detail?: unknown) => void;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(locale === 'en_US' ? { locale, messages: fallback } : null);
  useEffect(() => {
    if (locale === 'en_US') return;
    let live = true;
    load(locale).then(
      (messages) => { if (live) setLoaded({ locale, messages }); },
      (e) => {
        onError(`AuthWidget: locale ${locale} could not be loaded; using en_US`, (e as Error)?.message);
        if (live) setLoaded({ locale: 'en_US', messages: fallback });
      },
    );
    return () => { live = false; };
  }, [locale, load, onError]);
  const value = useMemo<I18n>(() => {
    const l = loaded ?? { locale: 'en_US', messages: fallback };
    return { locale: l.locale, t: createTranslator(l.locale, l.messages, fallback), ready: !!loaded };
  }, [loaded]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
