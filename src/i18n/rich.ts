// Words inside a message as a link: MessageFormat 2 markup, `I accept the {#link event=SHOW_TERMS}terms of
// use{/link}`, becomes text and links — never HTML, so a value from a reply stays text (docs/messages.md "Links").
// The markup's options say what the link does; the data check holds them to the page (src/data/check/texts.ts).
import { formatSimple, type SimplePart } from './simpleFormat';

/** What a link does: raise a flow-table event of the page, or open an app setting's URL in a new tab. */
export type LinkTarget = { event: string } | { setting: string };
export type RichPart = string | { link: LinkTarget; text: string };

/** The markup a message may hold and the options it takes (the check and docs/reference.md read this). */
export const MARKUP = { link: ['event', 'setting'] } as const;

/** The link an open markup names, or null (an unknown markup or option is shown as its text alone). */
export function linkTarget(name: string, options: Record<string, unknown>): LinkTarget | null {
  const [key, ...more] = Object.keys(options);
  const value = options[key];
  return name === 'link' && !more.length && typeof value === 'string' && value && (key === 'event' || key === 'setting')
    ? ({ [key]: value } as LinkTarget)
    : null;
}

type Piece = { text: string } | { open: string; options: Record<string, unknown> } | { close: string };

/** Text pieces and markup, in order, into text and links (the text between an open and its close is the link's). */
export function toRich(pieces: Piece[]): RichPart[] {
  const out: RichPart[] = [];
  let link: LinkTarget | null = null;
  let words = '';
  const text = (t: string) => {
    const last = out[out.length - 1];
    if (typeof last === 'string') out[out.length - 1] = last + t;
    else if (t) out.push(t);
  };
  for (const p of pieces)
    if ('text' in p) {
      if (link) words += p.text;
      else text(p.text);
    } else if ('open' in p) {
      if (!link) [link, words] = [linkTarget(p.open, p.options), ''];
    } else if (link && p.close === 'link') {
      if (words) out.push({ link, text: words });
      link = null;
    }
  // a link never closed keeps its words, as text
  if (link) text(words);
  return out;
}

/** A simple message's parts, formatted, as rich parts. */
export function richSimple(
  parts: SimplePart[],
  params: Record<string, unknown> | undefined,
  numberFormat: () => Intl.NumberFormat,
): RichPart[] {
  return toRich(
    parts.map((p) =>
      typeof p === 'string' || 'name' in p ? { text: formatSimple([p], params, numberFormat) } : (p as Piece),
    ),
  );
}

/** The parts of MessageFormat 2's formatToParts as rich parts (a formatted value's text is joined from its own parts). */
export function richFromParts(parts: readonly Record<string, unknown>[]): RichPart[] {
  const text = (p: Record<string, unknown>): string =>
    typeof p.value === 'string'
      ? p.value
      : Array.isArray(p.parts)
        ? (p.parts as Record<string, unknown>[]).map(text).join('')
        : typeof p.source === 'string'
          ? `{${p.source}}`
          : '';
  return toRich(
    parts.map((p): Piece => {
      if (p.type !== 'markup') return { text: text(p) };
      const name = String(p.name);
      if (p.kind === 'open') return { open: name, options: (p.options ?? {}) as Record<string, unknown> };
      if (p.kind === 'close') return { close: name };
      return { text: '' };
    }),
  );
}

/** Whether a message has a link in it. */
export const hasLink = (rich: RichPart[]) => rich.some((p) => typeof p !== 'string');
