// Formatting message keys with MessageFormat 2 (messageformat 4). Sources are compiled once per key and locale;
// a key missing from the locale falls back to en_US, and a key missing everywhere shows as ⟦key⟧ (never blank).
import { MessageFormat } from 'messageformat';
import { bcp47 } from './locale';

export type Messages = Record<string, string>;
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export function createTranslator(locale: string, messages: Messages, fallback: Messages): Translate {
  const cache = new Map<string, MessageFormat>();
  const tag = bcp47(locale);
  return (key, params) => {
    let mf = cache.get(key);
    if (!mf) {
      const own = Object.prototype.hasOwnProperty.call(messages, key);
      const source = own ? messages[key] : fallback[key];
      if (typeof source !== 'string') return `⟦${key}⟧`;
      try {
        mf = new MessageFormat(own ? tag : 'en-US', source, { bidiIsolation: 'none' });
      } catch {
        return `⟦${key}⟧`;
      }
      cache.set(key, mf);
    }
    return mf.format(params);
  };
}

/** Compiles a message source, returning the syntax error text or null; used by the data check. */
export function compileError(locale: string, source: string): string | null {
  try {
    new MessageFormat(bcp47(locale), source, { bidiIsolation: 'none' });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}
