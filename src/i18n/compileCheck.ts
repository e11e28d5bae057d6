// Build-time check that a message source is valid MessageFormat 2 (used by the data check, never bundled). The
// parser says where it stopped ("Missing ' ' at 12"); a translator needs what is wrong and what to write instead,
// so the common mistakes — a brace left open or closing nothing, an unknown escape — are named in words.
import { parseMessage } from 'messageformat';
import { MESSAGE_FUNCTIONS, WidgetMessageFormat } from './runtime';
import { bcp47 } from './locale';

/**
 * The functions a message may call: those the widget's MessageFormat has (src/i18n/runtime.ts: messageformat's
 * defaults and its date functions). Another (a misspelt one) compiles, then shows the placeholder in the browser
 * ("{$d}"), so the check names it.
 */
const FUNCTIONS = MESSAGE_FUNCTIONS;

/** The names of the functions a parsed message calls, in every variant and declaration. */
function functionsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) functionsIn(n, found);
  else if (node && typeof node === 'object') {
    const o = node as { type?: unknown; name?: unknown };
    if (o.type === 'function' && typeof o.name === 'string') found.push(o.name);
    for (const v of Object.values(o)) functionsIn(v, found);
  }
  return found;
}

interface SyntaxError {
  type?: string;
  start?: number;
  message: string;
}

/** The braces of a message, escapes skipped: the first one that is not closed or closes nothing, in words. */
function braceMistake(source: string): string | null {
  let depth = 0;
  let open = -1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (c === '}') {
      if (depth === 0) return `the } at character ${i + 1} closes nothing: write \\} for a brace in the text`;
      depth--;
    }
  }
  return depth > 0
    ? `the { at character ${open + 1} is not closed: end the placeholder with }, or write \\{ for a brace in the text`
    : null;
}

function explain(source: string, e: SyntaxError): string {
  const braces = braceMistake(source);
  if (braces) return braces;
  const at = e.start ?? 0;
  const near = `near "${source.slice(Math.max(0, at - 12), at + 12)}"`;
  if (e.type === 'bad-escape')
    return `${source.slice(at, at + 2)} at character ${at + 1} is not an escape (only \\\\, \\{, \\} and \\| are), ${near}`;
  const what = e.type === 'parse-error' ? 'unexpected syntax' : e.message.replace(/ at \d+$/, '');
  return `${what} at character ${at + 1}, ${near}`;
}

/** Verdicts by locale and source: a check run (npm start's, after each edit; the mutation fuzz's) compiles only what
 * changed. */
const verdicts = new Map<string, Map<string, string | null>>();

export function compileError(locale: string, source: string): string | null {
  let mine = verdicts.get(locale);
  if (!mine) verdicts.set(locale, (mine = new Map<string, string | null>()));
  const known = mine.get(source);
  if (known !== undefined) return known;
  let verdict: string | null = null;
  try {
    new WidgetMessageFormat(bcp47(locale), source, { bidiIsolation: 'none' });
    const unknown = functionsIn(parseMessage(source)).find((f) => !FUNCTIONS.includes(f));
    if (unknown)
      verdict = `the function :${unknown} is not one the widget formats with, so the browser would show the placeholder: use ${FUNCTIONS.map((f) => `:${f}`).join(', ')}, or none`;
  } catch (e) {
    verdict = explain(source, e as SyntaxError);
  }
  mine.set(source, verdict);
  return verdict;
}
