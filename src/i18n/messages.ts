// Formatting message keys. Sources are MessageFormat 2: simple messages ({$name} placeholders) are formatted
// directly; any other message uses the messageformat runtime, which the widget loads before it shows a locale
// that needs it. A key missing from the locale falls back to en_US; a key missing everywhere shows as ⟦key⟧.
import type { MessageFormat } from 'messageformat';
import { bcp47 } from './locale';
import { formatSimple, parseSimple } from './simpleFormat';
import { numberFormat, unitFormat } from './intl';
import { richFromParts, richSimple, type RichPart } from './rich';

export type Messages = Record<string, string>;
export type Translate = ((key: string, params?: Record<string, unknown>) => string) & {
  /** whether the locale itself gives the key (a text's fallback is shown where it does not) */
  has?: (key: string) => boolean;
  /** the message as text and links (its markup kept: src/i18n/rich.ts); a missing key is its ⟦key⟧ text */
  rich?: (key: string, params?: Record<string, unknown>) => RichPart[];
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
  const cache = new Map<string, Entry | null>();
  const entryOf = (key: string): Entry | null => {
    if (cache.has(key)) return cache.get(key)!;
    const entry = compile(key);
    cache.set(key, entry);
    return entry;
  };
  const compile = (key: string): Entry | null => {
    const own = Object.prototype.hasOwnProperty.call(messages, key);
    const source = own ? messages[key] : fallback[key];
    if (typeof source !== 'string') return null;
    const tag = own ? bcp47(locale) : 'en-US';
    const durations = [...new Set(source.match(DURATION) ?? [])];
    const simple = parseSimple(source);
    if (simple) {
      // the number format only when a number needs it (src/i18n/intl.ts)
      const nf = () => numberFormat(tag);
      return { tag, durations, format: (p) => formatSimple(simple, p, nf), rich: (p) => richSimple(simple, p, nf) };
    }
    if (!runtime) return null;
    try {
      const mf = new runtime(tag, source, { bidiIsolation: 'none' });
      return {
        tag,
        durations,
        format: (p) => mf.format(p),
        rich: (p) => richFromParts(mf.formatToParts(p) as unknown as Record<string, unknown>[]),
      };
    } catch {
      return null;
    }
  };
  const paramsFor = (entry: Entry, params?: Record<string, unknown>) =>
    entry.durations.length ? inWords(params, entry) : params;
  const translate: Translate = (key, params) => {
    const entry = entryOf(key);
    return entry ? entry.format(paramsFor(entry, params)) : `⟦${key}⟧`;
  };
  translate.has = (key) => typeof messages[key] === 'string';
  translate.rich = (key, params) => {
    const entry = entryOf(key);
    return entry ? entry.rich(paramsFor(entry, params)) : [`⟦${key}⟧`];
  };
  return translate;
}

type Entry = {
  format: (params?: Record<string, unknown>) => string;
  rich: (params?: Record<string, unknown>) => RichPart[];
  tag: string;
  durations: string[];
};

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
