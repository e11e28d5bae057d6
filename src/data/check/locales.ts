// The locales: the files of locales/ are the list (docs/locales.md) — at least the product's 14, one key set (en_US's),
// every message compiles as MessageFormat 2, every key the data or the code uses is present in every file and every
// en_US key is used by something. "$primary" marks the region a bare language falls to.
import { FAILURE_KEYS } from '../../api/failure';
import { FORMAT_MESSAGES } from '../../form/formats';
import { parentChain, parentOf, withInherited } from '../../i18n/inherit';
import { didYouMean, esc, type DataFiles, type Report } from './report';
import { checkMessages } from './messageChecks';
import WIDGET_MESSAGE_LISTS from '../../form/widgets/chunk-widget-messages.json';

const WIDGET_MESSAGES = 'src/form/widgets/chunk-widget-messages.json';

/** The keys each chunk widget's code draws, by widget (the file's comment left out). */
export function chunkWidgetMessages(): Record<string, { keys?: string[]; settings?: string[] }> {
  return Object.fromEntries(Object.entries(WIDGET_MESSAGE_LISTS).filter(([k]) => k !== '$comment')) as Record<
    string,
    { keys?: string[]; settings?: string[] }
  >;
}

/** Keys the code itself uses (effects, overlays, the message box, widgets); chunk widgets list theirs in
 * src/form/widgets/chunk-widget-messages.json. */
export const CODE_KEYS = [
  'PASSWORD_RULES_NOT_MET',
  'CREATE_PWD_PASSWORD_MATCH',
  'progress.label',
  'progress.state.completed',
  'progress.state.active',
  'progress.state.pending',
  'progress.stateNote',
  'progress.announce',
  ...['mobile', 'landline'].flatMap((k) => [`widget.phones.${k}`, `widget.phones.${k}.ext`]),
  'SYSTEM_ERROR',
  'SESSION_TIMEOUT_MSG',
  'SESSION_TIMEOUT_SIGNON_MSG',
  'REQUEST_FAILED',
  ...FAILURE_KEYS,
  'REDIRECT_REFUSED',
  'WAITMESSAGE_FIELD1',
  'WAITMESSAGE_FIELD2',
  'MANDATORY_FIELD',
  'FIELD_TOO_LONG',
  'FIELD_INVALID',
  ...Object.values(FORMAT_MESSAGES),
  'CAPTCHA_TEXT',
  'message.type.ERROR',
  'message.type.INFO',
  'message.type.OTHER',
  'message.tone.warning',
  'common.close',
  'common.help',
  'common.newWindow',
  'widget.password.show',
  'widget.password.hide',
  'widget.captcha.heading',
  ...['refresh', 'listen', 'help', 'audioLabel', 'rewind', 'play', 'pause', 'time', 'startsIn'].map(
    (k) => `widget.captcha.${k}`,
  ),
  ...[1, 2, 3].flatMap((n) => [`widget.captcha.helpQ${n}`, `widget.captcha.helpA${n}`]),
];

/** The 14 locales the product ships (docs/locales.md); a product owner may add more, not take one of these away. */
export const SPEC_LOCALES = 'da_DK de_DE en_US es_ES es_MX fi_FI fr_CA fr_FR it_IT nl_NL no_NO pt_BR sv_SE zh_CN'.split(
  ' ',
);

export function checkLocales(r: Report, files: DataFiles) {
  for (const k of CODE_KEYS) r.useKey(k, 'src/', '');
  for (const [widget, { keys = [] }] of Object.entries(chunkWidgetMessages()))
    keys.forEach((k, i) => r.useKey(k, WIDGET_MESSAGES, `/${widget}/keys/${i}`));
  const en = files.locales.en_US ?? {};
  // the reference server's words (server/i18n.ts): its code names them, and a type check holds it to en_US's keys
  for (const k of Object.keys(en).filter((k) => k.startsWith('server.'))) r.useKey(k, 'server/', '');
  for (const locale of SPEC_LOCALES)
    if (!files.locales[locale])
      r.add(`locales/${locale}.json`, '', 'missing: each of the 14 locales the product speaks needs a file');
  checkNames(r, Object.keys(files.locales), files.locales);
  const parentsSound = checkParents(r, files.locales);
  // a file that inherits is whole with its parents' messages (src/i18n/inherit.ts); one whose "$parent" is wrong is
  // reported there, not once more for every key it leaves to the parent
  const whole = withInherited(files.locales);
  for (const [locale, messages] of Object.entries(files.locales)) {
    const file = `locales/${locale}.json`;
    const given = whole[locale];
    for (const [key, where] of parentOf(messages) && !parentsSound.has(locale) ? [] : r.usedKeys)
      if (typeof given[key] !== 'string')
        r.add(
          file,
          `/${esc(key)}`,
          `missing message ${key} (used by ${where.file}${where.pointer !== '/' && where.pointer ? ` ${where.pointer}` : ''})${missingFix(key, locale, messages, en)}`,
        );
    checkMessages(r, file, locale, messages, en, parentOf(messages));
  }
  for (const [key, where] of r.optionalKeys)
    if (!Object.values(files.locales).some((m) => typeof m[key] === 'string'))
      r.add(
        where.file,
        where.pointer,
        `no locale gives ${key}: add it to the locale files that should show it (the others show the fallback)`,
      );
  for (const key of Object.keys(en))
    if (!key.startsWith('$') && !r.usedKeys.has(key) && !r.optionalKeys.has(key))
      r.add('locales/en_US.json', `/${esc(key)}`, `message ${key} is not used by any schema, flow or code`);
}

/**
 * "$parent" names another locale file, never en_US's own (en_US is the reference every chain ends in or beside), and
 * a chain of parents ends in a file that gives every message: no loop. Returns the locales whose chain is sound.
 */
function checkParents(r: Report, locales: DataFiles['locales']): Set<string> {
  const sound = new Set<string>();
  const names = Object.keys(locales);
  for (const name of names) {
    const messages = locales[name];
    if (!messages || !('$parent' in messages)) continue;
    const file = `locales/${name}.json`;
    const parent = parentOf(messages);
    const others = names.filter((n) => n !== name);
    if (name === 'en_US') r.add(file, '/$parent', 'en_US is the reference every locale falls to: it has no "$parent"');
    else if (parent === undefined || !locales[parent] || parent === name)
      r.add(
        file,
        '/$parent',
        `"$parent" names the locale file this one inherits from, one of ${others.join(', ')}${didYouMean(String(parent ?? ''), others)}`,
      );
    else {
      const chain = parentChain(locales, name);
      const last = chain[chain.length - 1];
      const beyond = parentOf(locales[last]);
      // a parent whose own "$parent" names no file is reported at that file
      if (beyond !== undefined && !locales[beyond]) continue;
      if (beyond !== undefined)
        r.add(
          file,
          '/$parent',
          `the parents loop (${[name, ...chain, beyond].join(' → ')}): one of them must give every message itself`,
        );
      else sound.add(name);
    }
  }
  return sound;
}

/** A locale file's name is language_REGION, a language Intl knows; "$primary" and "$parent" are its settings. */
function checkNames(r: Report, names: string[], locales: DataFiles['locales']) {
  const languages = new Map<string, string[]>();
  for (const name of names) {
    const file = `locales/${name}.json`;
    const m = /^([a-z]{2,3})_([A-Z]{2})$/.exec(name);
    if (!m) {
      r.add(
        file,
        '',
        `"${name}" is not a locale name: name the file language_REGION.json, e.g. pt_PT.json or en_GB.json`,
      );
      continue;
    }
    if (!Intl.DateTimeFormat.supportedLocalesOf([`${m[1]}-${m[2]}`]).length)
      r.add(file, '', `${m[1]}-${m[2]} is a language and region the browser's Intl does not know: check the name`);
    languages.set(m[1], [...(languages.get(m[1]) ?? []), name]);
    for (const [key, v] of Object.entries(locales[name] ?? {}).filter(([k]) => k.startsWith('$')))
      if (key !== '$primary' && key !== '$parent' && key !== '$schema')
        r.add(
          file,
          `/${esc(key)}`,
          `"${key}" is not a setting of a locale file (they are "$primary", "$parent" and "$schema")${didYouMean(key, ['$primary', '$parent', '$schema'])}`,
        );
      else if (key === '$primary' && v !== true) r.add(file, `/${esc(key)}`, '"$primary" is true or left out');
  }
  for (const [lang, list] of languages) {
    const marked = list.filter((l) => locales[l]?.$primary === true);
    if (marked.length > 1)
      r.add(
        `locales/${marked[1]}.json`,
        '/$primary',
        `${marked.join(' and ')} both say "$primary": a bare "${lang}" can fall to one only`,
      );
    if (marked.length === 1 && list.length === 1)
      r.add(`locales/${marked[0]}.json`, '/$primary', `the only "${lang}" file needs no "$primary": take it out`);
  }
}

/**
 * The fix for a missing message. In en_US, the reference, the using file may have misspelled the key: a near key is
 * offered. In another locale that en_US answers, the key is right and only the translation is missing: "add it", with
 * en_US's text to translate — a neighbour's name there sent product owners to the wrong key (issue 38).
 */
function missingFix(key: string, locale: string, messages: Record<string, unknown>, en: Record<string, unknown>) {
  if (locale === 'en_US' || typeof en[key] !== 'string') return didYouMean(key, Object.keys(messages));
  const text = String(en[key]);
  return `: add it, translating en_US's "${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}
