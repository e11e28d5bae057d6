// The reference server's messages in every locale (the "server." keys): a variable the server does not fill shows as
// {$name} in the reply. The server fills every number of the settings and two derived values (src/i18n/serverValues.ts)
// and what its call passes, which en_US's message names; a translation may name those and no other.
import { serverValues } from '../../i18n/serverValues';
import { didYouMean, esc, messageVars, type DataFiles, type Report } from './report';

export function checkServerTexts(r: Report, files: DataFiles, settings: object) {
  const filled = Object.keys(serverValues(settings));
  const en = files.locales.en_US ?? {};
  for (const [locale, messages] of Object.entries(files.locales))
    for (const [key, source] of Object.entries(messages)) {
      if (!key.startsWith('server.') || typeof source !== 'string' || typeof en[key] !== 'string') continue;
      const given = [...new Set([...filled, ...messageVars(en[key])])];
      for (const v of messageVars(source).filter((n) => !given.includes(n)))
        r.add(
          `locales/${locale}.json`,
          `/${esc(key)}`,
          `{$${v}} is filled by nothing: the server gives ${key} the settings' numbers (${filled.join(', ')}) and what en_US's message names${didYouMean(v, given)} (fix: name one of those, or write the words without it)`,
        );
    }
}
