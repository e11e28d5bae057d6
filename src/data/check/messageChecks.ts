// Each message of a locale file (or of a brand's words for a locale): a string, a key of en_US's, no markup,
// MessageFormat 2 that compiles, and no variable its places do not give (docs/locales.md).
import { compileError } from '../../i18n/compileCheck';
import { didYouMean, nearest, esc, messageVars, type Report } from './report';
import { rawHtmlIn } from './rawHtml';

/** The variables a place gives, in words: a UI text's are the view's facts and settings, too many to list. */
function givenVars(vars: string[]): string {
  if (!vars.length) return 'no variables';
  const shown = vars.slice(0, 6).map((n) => `{$${n}}`);
  return vars.length > 6
    ? `${shown.join(', ')}… (the view's facts and settings: docs/reference.md "Facts")`
    : shown.join(', ');
}

/**
 * What to do with a key en_US does not have: nothing shows its message (in a file that inherits, it replaces none of
 * its parent's either), so the fix is the key meant, when one is near, or removing it.
 */
function extraFix(key: string, keys: string[], parent: string | undefined): string {
  const meant = nearest(key, keys);
  const shown = `nothing shows it${parent ? ` and it replaces no message of ${parent}` : ''}`;
  return `extra message ${key}: not in en_US, so ${shown}${meant ? `; did you mean ${meant}?` : ''} (fix: ${meant ? `rename it to ${meant}, or remove it` : 'remove it'})`;
}

/** Each message of a file: a string, a key of en_US's, no markup, MessageFormat 2 that compiles, and no variable its
 * places do not give. `parent`: where the file's other messages come from (named in the fix for an extra key). */
export function checkMessages(
  r: Report,
  file: string,
  locale: string,
  messages: Record<string, unknown>,
  en: Record<string, unknown>,
  parent: string | undefined,
) {
  for (const [key, source] of Object.entries(messages)) {
    if (key.startsWith('$')) continue; // the file's own settings (checkNames)
    if (typeof source !== 'string') {
      r.add(file, `/${esc(key)}`, 'a message must be a string');
      continue;
    }
    if (!(key in en) && !r.optionalKeys.has(key)) r.add(file, `/${esc(key)}`, extraFix(key, Object.keys(en), parent));
    const html = rawHtmlIn(source);
    if (html)
      r.add(
        file,
        `/${esc(key)}`,
        `${html} is raw HTML, shown as its characters: a message draws no markup but its links ({#link event=NAME}words{/link}, docs/messages.md); write the words plainly`,
      );
    const err = compileError(locale, source);
    if (err) r.add(file, `/${esc(key)}`, `does not compile as MessageFormat 2: ${err}`);
    const limit = err ? undefined : r.varLimits.get(key);
    // (a kept value the view's facts carry, by its path: "{$context.passkey.name}", held to what requests keep)
    const given = (n: string) => limit!.vars.includes(n) || (n.startsWith('context.') && r.contextFact(n) === '');
    for (const v of limit ? messageVars(source).filter((n) => !given(n)) : [])
      r.add(
        file,
        `/${esc(key)}`,
        `{$${v}} is given by nothing where ${key} is used (${limit!.file} ${limit!.pointer} gives ${givenVars(limit!.vars)})${didYouMean(v, limit!.vars)}`,
      );
  }
}
