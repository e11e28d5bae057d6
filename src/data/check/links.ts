// Links inside messages ({#link event=X}words{/link}, {#link setting=name}words{/link}: src/i18n/rich.ts). A link
// must be markup the widget draws, shown where a link can be drawn, raise an event every page showing its panel has
// rows for, or name an app setting the app-details request asks for and the seed gives; and a translation keeps the
// links of en_US (only their words change). Found here, never as dead words in the browser.
import type { Tables } from '../../flow/tables';
import { MARKUP } from '../../i18n/rich';
import { checkSeedApps, navigationChecker } from './apps';
import { esc, newReport, type DataFiles, type Report } from './report';

const HOW = 'a link is {#link event=NAME}words{/link} or {#link setting=name}words{/link}';
const PLACES = "a panel's intro and footnotes, a field's description and help, and a checkbox's label";

interface Markup {
  kind: '#' | '/';
  name: string;
  options: Record<string, string>;
}

/** The markup a message source holds, in every variant (escaped braces are text). */
export function markupIn(source: string): Markup[] {
  const found: Markup[] = [];
  for (const m of source.matchAll(/(?<!\\)\{\s*([#/])([^\s}/]+)([^}]*)\}/g)) {
    const options: Record<string, string> = {};
    for (const [, k, v] of m[3].matchAll(/([\w-]+)\s*=\s*(\|[^|]*\||[^\s}/]+)/g))
      options[k] = v.startsWith('|') ? v.slice(1, -1) : v;
    found.push({ kind: m[1] as Markup['kind'], name: m[2], options });
  }
  return found;
}

/** "event=X" / "setting=y" for each well-formed link, sorted: what a translation must keep. */
const targets = (marks: Markup[]) =>
  marks
    .filter((m) => m.kind === '#' && m.name === 'link')
    .map((m) => Object.entries(m.options).map(([k, v]) => `${k}=${v}`)[0] ?? '')
    .sort();

export function checkLinks(r: Report, files: DataFiles, tables: Tables) {
  // the seed's own problems are reported by the flows' check; here only what a link needs of it
  const setting = navigationChecker(r, files, tables, checkSeedApps(newReport(), files));
  const en = files.locales.en_US ?? {};
  for (const [locale, messages] of Object.entries(files.locales))
    for (const [key, source] of Object.entries(messages)) {
      if (typeof source !== 'string') continue;
      const marks = /\{\s*[#/]/.test(source) ? markupIn(source) : [];
      const file = `locales/${locale}.json`;
      const at = `/${esc(key)}`;
      const enSource = locale !== 'en_US' ? en[key] : undefined;
      const english = typeof enSource === 'string' ? (/\{\s*[#/]/.test(enSource) ? markupIn(enSource) : []) : null;
      if (english && targets(english).join() !== targets(marks).join())
        r.add(
          file,
          at,
          `links to ${targets(marks).join(', ') || 'nothing'} where en_US links to ${targets(english).join(', ') || 'nothing'}: a translation keeps the links of en_US, only their words change`,
        );
      if (!marks.length) continue;
      const opened = marks.filter((m) => m.kind === '#').length;
      if (opened !== marks.filter((m) => m.kind === '/').length)
        r.add(file, at, `every {#link …} is closed by a {/link} after its words (${HOW})`);
      for (const m of marks) {
        if (m.name !== 'link') {
          r.add(file, at, `{${m.kind}${m.name}} is no markup the widget draws: ${HOW}`);
          continue;
        }
        if (m.kind === '/') continue;
        const names = Object.keys(m.options);
        if (names.length !== 1 || !(MARKUP.link as readonly string[]).includes(names[0])) {
          r.add(file, at, `{#link} takes one option, event or setting, not ${names.join(', ') || 'none'}: ${HOW}`);
          continue;
        }
        // what a link does is checked once, on en_US (the others are held to its links above)
        if (english) continue;
        const places = r.linkPlaces.get(key) ?? [];
        const plain = r.usedKeys.get(key);
        if (!places.length && plain)
          r.add(
            file,
            at,
            `${key} is shown as plain text (${plain.file} ${plain.pointer}): a link is drawn in ${PLACES}`,
          );
        if (names[0] === 'setting') setting(`app.${m.options.setting}`, 'a link', file, at);
        else
          for (const place of places)
            for (const [id, page] of Object.entries(tables.pages))
              if ((place.pages?.includes(id) ?? page.panel === place.panel) && !page.events?.[m.options.event])
                r.add(
                  `flows/${page.file}`,
                  `/pages/${id}/events`,
                  `${key} (${place.file} ${place.pointer}) links to event ${m.options.event}, but page ${id} has no rows for it: add /pages/${id}/events/${m.options.event}`,
                );
      }
    }
}
