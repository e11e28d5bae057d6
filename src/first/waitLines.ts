// The words of the first script's wait message (docs/host.md "The panel before the bundle"): the lines the page the
// entry rows lead to names (a page's "wait", docs/flows.md), else the default two. en_US's come with the script; another
// language's from its locale file, which the page asks for anyway. A line that needs formatting, or a file that fails,
// leaves the wait without words until the renderer has them: never the words of another language.
import { WAIT_LINES } from '../data/types';
import { entrySource, type Prebuilt } from './fit';

/** A message of MessageFormat 2 that is its own text: no placeholder, markup or escape. */
const plain = (source: unknown): source is string => typeof source === 'string' && !/[{}\\]/.test(source);

/**
 * The keys of the wait's lines: with `env` (a sign-on), those of the row the entry would follow as far as the page
 * knows before any reply (config facts, an empty session); for another entry, those its first page names
 * (src/flow/entryWait.ts); otherwise the default.
 */
export function waitKeys(p: Prebuilt, env: Parameters<typeof entrySource>[1] | null, entry = p.entry): string[] {
  const source = env ? entrySource(p, env, {}) : null;
  return (source && p.waitRows[source.split('/').pop()!]) || (!env && p.waitEntries?.[entry]) || WAIT_LINES;
}

/** The wait's lines in the page's language, or null when they cannot be had here. */
export async function waitLines(
  p: Prebuilt,
  env: Parameters<typeof entrySource>[1] | null,
  localeFile: Promise<Response> | null,
  entry = p.entry,
): Promise<string[] | null> {
  try {
    const keys = waitKeys(p, env, entry);
    const messages = localeFile ? ((await (await localeFile).clone().json()) as Record<string, unknown>) : p.waitWords;
    const lines = keys.map((k) => messages[k]);
    return lines.every(plain) ? lines : null;
  } catch {
    return null;
  }
}
