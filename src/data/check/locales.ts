// The locales: all 14 files, one key set (en_US's), every message compiles as MessageFormat 2, every key the data or
// the code uses is present and every en_US key is used by something.
import { FAILURE_KEYS } from '../../api/failure';
import { compileError } from '../../i18n/compileCheck';
import { LOCALES } from '../../i18n/locale';
import { didYouMean, esc, messageVars, type DataFiles, type Report } from './report';

/** Keys the code itself uses (effects, overlays, the message box, widgets). */
export const CODE_KEYS = [
  'PASSWORD_RULES_NOT_MET',
  'CREATE_PWD_PASSWORD_MATCH',
  'widget.resend.sent',
  'widget.resend.sentJustNow',
  'widget.resend.link',
  'widget.resend.wait',
  'widget.resend.enabled',
  'widget.checklist.title',
  'widget.checklist.met',
  'widget.checklist.notMet',
  'widget.checklist.summary',
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
  'CAPTCHA_TEXT',
  'message.type.ERROR',
  'message.type.INFO',
  'message.type.OTHER',
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

export function checkLocales(r: Report, files: DataFiles) {
  for (const k of CODE_KEYS) r.useKey(k, 'src/', '');
  const en = files.locales.en_US ?? {};
  for (const locale of LOCALES) {
    const file = `locales/${locale}.json`;
    const messages = files.locales[locale];
    if (!messages) {
      r.add(file, '', 'missing: every one of the 14 locales needs a file');
      continue;
    }
    for (const [key, where] of r.usedKeys)
      if (typeof messages[key] !== 'string')
        r.add(
          file,
          `/${esc(key)}`,
          `missing message ${key} (used by ${where.file}${where.pointer !== '/' && where.pointer ? ` ${where.pointer}` : ''})${missingFix(key, locale, messages, en)}`,
        );
    for (const [key, source] of Object.entries(messages)) {
      if (typeof source !== 'string') {
        r.add(file, `/${esc(key)}`, 'a message must be a string');
        continue;
      }
      if (!(key in en))
        r.add(file, `/${esc(key)}`, `extra message ${key}: not in en_US${didYouMean(key, Object.keys(en))}`);
      const err = compileError(locale, source);
      if (err) r.add(file, `/${esc(key)}`, `does not compile as MessageFormat 2: ${err}`);
      const limit = r.varLimits.get(key);
      for (const v of limit ? messageVars(source).filter((n) => !limit.vars.includes(n)) : [])
        r.add(
          file,
          `/${esc(key)}`,
          `{$${v}} is given by nothing where ${key} is used (${limit!.file} ${limit!.pointer} gives ${limit!.vars.map((n) => `{$${n}}`).join(', ') || 'no variables'})${didYouMean(v, limit!.vars)}`,
        );
    }
  }
  for (const key of Object.keys(en))
    if (!r.usedKeys.has(key))
      r.add('locales/en_US.json', `/${esc(key)}`, `message ${key} is not used by any schema, flow or code`);
  for (const f of Object.keys(files.locales))
    if (!(LOCALES as readonly string[]).includes(f))
      r.add(`locales/${f}.json`, '', `not one of the 14 locales (${LOCALES.join(', ')})`);
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
