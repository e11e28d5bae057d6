// MessageFormat 2 "simple messages" (text with {$name} placeholders and \{ \} \\ escapes) formatted without the
// messageformat runtime, which is then loaded only for a locale that has a complex message (.input, .match,
// functions, literals). Output is the same as MessageFormat 2 with bidiIsolation "none" (src/i18n/i18n.test.ts).

/** Text, a {$name} placeholder, or MessageFormat 2 markup: {#link event=X} opens, {/link} closes (docs/messages.md). */
export type SimplePart =
  string | { name: string } | { open: string; options: Record<string, string> } | { close: string };

/** `{#name opt=value …}` / `{/name}`; a value is a name-like literal or a |quoted| one (no variables: data decides). */
const MARKUP = /^\{\s*([#/])([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w-]*\s*=\s*(?:[\w.-]+|\|[^|\\]*\|))*)\s*\}$/;
const OPTION = /([A-Za-z_][\w-]*)\s*=\s*([\w.-]+|\|[^|\\]*\|)/g;

function markup(source: string): SimplePart | null {
  const m = MARKUP.exec(source);
  if (!m) return null;
  if (m[1] === '/') return m[3] ? null : { close: m[2] };
  const options: Record<string, string> = {};
  for (const [, k, v] of m[3].matchAll(OPTION)) options[k] = v.startsWith('|') ? v.slice(1, -1) : v;
  return { open: m[2], options };
}

/** Parses a simple message; null when the source needs the full MessageFormat 2 runtime. */
export function parseSimple(source: string): SimplePart[] | null {
  if (source.startsWith('.')) return null;
  const parts: SimplePart[] = [];
  let text = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      const next = source[i + 1];
      if (next !== '{' && next !== '}' && next !== '\\' && next !== '|') return null;
      text += next;
      i++;
    } else if (c === '{') {
      const end = source.indexOf('}', i);
      const inner = end > 0 ? source.slice(i, end + 1) : '';
      const m = /^\{\s*\$([A-Za-z_][\w.-]*)\s*\}$/.exec(inner);
      const mark = m ? null : markup(inner);
      if (!m && !mark) return null;
      if (text) parts.push(text);
      text = '';
      parts.push(m ? { name: m[1] } : mark!);
      i = end;
    } else if (c === '}') {
      return null;
    } else {
      text += c;
    }
  }
  if (text) parts.push(text);
  return parts;
}

export function formatSimple(
  parts: SimplePart[],
  params: Record<string, unknown> | undefined,
  numberFormat: () => Intl.NumberFormat,
): string {
  return parts
    .map((p) => {
      if (typeof p === 'string') return p;
      // markup formats as nothing, as in MessageFormat 2's format(): the text between stays (src/i18n/rich.ts)
      if (!('name' in p)) return '';
      const v = params?.[p.name];
      if (v === undefined || v === null) return `{$${p.name}}`;
      if (typeof v === 'string' || typeof v === 'boolean') return String(v);
      if (typeof v !== 'number') return JSON.stringify(v);
      // a whole number 0-999 reads the same in every shipped locale (Latin digits, no grouping): no Intl needed, whose
      // first NumberFormat costs tens of ms in Chromium (src/i18n/i18n.test.ts compares all 14 locales)
      return Number.isInteger(v) && v < 1000 && (v > 0 || Object.is(v, 0)) ? String(v) : numberFormat().format(v);
    })
    .join('');
}
