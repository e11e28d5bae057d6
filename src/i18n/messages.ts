// Formatting message keys. Sources are MessageFormat 2: simple messages ({$name} placeholders) are formatted
// directly; any other message uses the messageformat runtime, which the widget loads before it shows a locale
// that needs it. A key missing from the locale falls back to en_US; a key missing everywhere shows as ⟦key⟧.
import type { MessageFormat } from 'messageformat';
import { bcp47 } from './locale';
import { formatSimple, parseSimple } from './simpleFormat';
import { numberFormat, unitFormat } from './intl';

export type Messages = Record<string, string>;
export type Translate = ((key: string, params?: Record<string, unknown>) => string) & {
  /** whether the locale itself gives the key (a text's fallback is shown where it does not) */
  has?: (key: string) => boolean;
};
export type MessageFormatClass = typeof MessageFormat;

/** Whether any message of a locale needs the full MessageFormat 2 runtime. */
export function needsRuntime(messages: Messages): boolean {
  return Object.values(messages).some((m) => typeof m === 'string' && parseSimple(m) === null);
}

export function createTranslator(
  locale: string,
  messages: Messages,
  fallback: Messages,
  runtime?: MessageFormatClass,
): Translate {
  const cache = new Map<string, Entry>();
  const translate: Translate = (key, params) => {
    let entry = cache.get(key);
    if (!entry) {
      let format: (params?: Record<string, unknown>) => string;
      const own = Object.prototype.hasOwnProperty.call(messages, key);
      const source = own ? messages[key] : fallback[key];
      if (typeof source !== 'string') return `⟦${key}⟧`;
      const tag = own ? bcp47(locale) : 'en-US';
      const simple = parseSimple(source);
      if (simple) {
        // the number format only when a number needs it (src/i18n/intl.ts)
        format = (p) => formatSimple(simple, p, () => numberFormat(tag));
      } else if (runtime) {
        try {
          const mf = new runtime(tag, source, { bidiIsolation: 'none' });
          format = (p) => mf.format(p);
        } catch {
          return `⟦${key}⟧`;
        }
      } else {
        return `⟦${key}⟧`;
      }
      cache.set(key, (entry = { format, tag, durations: [...new Set(source.match(DURATION) ?? [])] }));
    }
    return entry.format(entry.durations.length ? inWords(params, entry) : params);
  };
  translate.has = (key) => typeof messages[key] === 'string';
  return translate;
}

type Entry = { format: (params?: Record<string, unknown>) => string; tag: string; durations: string[] };

/** A number whose name ends in Minutes or Seconds (the flow settings' codeValidMinutes, resendAfterSeconds) is a
 * duration: a message naming it shows it in words of the locale, plural included, with no MessageFormat runtime
 * (docs/messages.md). Found once per message, so other messages pay nothing. */
const DURATION = /(?<=\$)[A-Za-z_][\w-]*(Minutes|Seconds)\b/g;
function inWords(params: Record<string, unknown> | undefined, entry: Entry) {
  if (!params) return params;
  const out: Record<string, unknown> = { ...params };
  for (const k of entry.durations)
    if (typeof params[k] === 'number')
      out[k] = unitFormat(entry.tag, k.endsWith('Minutes') ? 'minute' : 'second').format(params[k]);
  return out;
}
