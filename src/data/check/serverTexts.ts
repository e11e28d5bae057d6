// The reference server's messages in every locale (the "server." keys): a variable the server does not fill shows as
// {$name} in the reply. The server fills every number of the settings and two derived values (src/i18n/serverValues.ts)
// and what its call passes, which src/i18n/serverParams.ts lists per message (the server's `say` takes exactly those);
// a message, en_US's too, may name those and no other, and only as {$name} placeholders (the server fills them as text).
import { serverParams } from '../../i18n/serverParams';
import { parseSimple } from '../../i18n/simpleFormat';
import { serverValues } from '../../i18n/serverValues';
import { didYouMean, esc, messageVars, type DataFiles, type Report } from './report';

export function checkServerTexts(r: Report, files: DataFiles, settings: object) {
  const filled = Object.keys(serverValues(settings));
  for (const [locale, messages] of Object.entries(files.locales))
    for (const [key, source] of Object.entries(messages)) {
      if (!key.startsWith('server.') || typeof source !== 'string') continue;
      // the server fills {$name} placeholders as text (server/i18n.ts), nothing more: anything else shows as written
      // (exactly as server/i18n.ts replaces them: {$name}, no spaces, no dots)
      const parts = parseSimple(source);
      const plain = !!parts && !/[{}\\]/.test(source.replace(/\{\$\w+\}/g, ''));
      if (!plain)
        r.add(
          `locales/${locale}.json`,
          `/${esc(key)}`,
          `the server fills only {$name} placeholders in its messages: ${parts ? 'a placeholder written other than {$name}, markup ({#…}, {/…}) or an escape' : 'a .match, a function (:number, :date …) or an escape'} would show as written in its reply (fix: write the words with {$name} placeholders only)`,
        );
      const passed = serverParams(key.slice('server.'.length));
      const given = [...new Set([...filled, ...passed])];
      for (const v of messageVars(source).filter((n) => !given.includes(n)))
        r.add(
          `locales/${locale}.json`,
          `/${esc(key)}`,
          `{$${v}} is filled by nothing: the server gives ${key} the settings' numbers (${filled.join(', ')})${passed.length ? ` and ${passed.map((p) => `{$${p}}`).join(', ')}` : ', and nothing of its own'} (src/i18n/serverParams.ts)${didYouMean(v, given)} (fix: name one of those, or write the words without it)`,
        );
    }
}
