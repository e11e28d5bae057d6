// One verb for signing on, in every language (docs/locales.md "One verb for signing on"): docs/product.md says "sign
// on", so no en_US message says "sign in"; and in each locale the texts that name the act (the sign-on panel's title
// and button, the passkey button, the code link and panel, the link panel's buttons, a provider's cancel and failure)
// use the verb of that locale's sign-on title, and no message about signing on uses a rival verb a translator might
// reach for.
import path from 'node:path';
import { SPEC_LOCALES } from '../../src/data/check/locales';
import { wholeLocales } from '../support/locales';

const locales = wholeLocales(path.join(__dirname, '../..'));
const en = locales.en_US;

/** The texts that name the act of signing on: each says the locale's verb. */
const ACT = [
  'panel.signOn.title',
  'panel.signOn.submit',
  'panel.signOn.passkey',
  'panel.signOn.byCode',
  'panel.signOnCode.title',
  'panel.idpLink.submit',
  'panel.idpLink.another',
  'dialog.passwordConfirmation.signOn',
  'server.idpCancelled',
  'server.idpFailed',
];

/** English's other way to say it: "sign in", "sign-in", "signs you in", "log in". */
const EN_RIVAL = /\bsign(s|ed|ing)?([- ]| (you|them) )in\b|\blog(ged|ging)? ?in\b/i;

/** Each locale's verb (as its sign-on title says it) and the rivals it must not mix in. */
const VERBS: Record<string, { verb: RegExp; rival: RegExp }> = {
  en_US: { verb: /\bsign(s|ed|ing)?[- ]on\b/i, rival: EN_RIVAL },
  da_DK: {
    verb: /\blog(ge|ger|gede)?\b.*\spå(?!\p{L})|\blogon/iu,
    rival: /\blog(ge|ger|gede)? (dig )?ind\b|\blogin|\bindlog/i,
  },
  de_DE: { verb: /anmeld|angemeld|\bmeld/i, rival: /einlogg|\blogin\b|\blogg/i },
  es_ES: { verb: /\binici\w* sesión|\binicio de sesión/i, rival: /\blogin\b|\bacced(a|e|er)\b a (su|la) cuenta/i },
  es_MX: { verb: /\binici\w* sesión|\binicio de sesión/i, rival: /\blogin\b|\bacced(a|e|er)\b a (tu|la) cuenta/i },
  fi_FI: { verb: /kirjau/i, rival: /\blogin\b/i },
  fr_CA: { verb: /\bouv(r|ert|erture)\w*\b.{0,12}\bsession\b/i, rival: /connect|connexion/i },
  fr_FR: { verb: /connect|connexion/i, rival: /\bouv(r|ert|erture)\w*\b.{0,12}\bsession\b|s[’']identifier/i },
  it_IT: { verb: /\bacced|\baccess|[’']access/i, rival: /\blogin\b|\bentra(re)?\b/i },
  nl_NL: { verb: /aanmeld|aangemeld|\bmeld\w*\b.*\baan\b/i, rival: /inlog|\blogin\b/i },
  no_NO: { verb: /\blogg\w*\b.*\spå(?!\p{L})|pålogg/iu, rival: /\blogg\w* inn\b|innlogg|\blogin\b/i },
  pt_BR: { verb: /\bentr(a|e|o)\w*\b|\bentrada\b/i, rival: /\blog(in|ar)\b/i },
  sv_SE: {
    verb: /\blogga\w*\b.*\bin\b|\bloggar in\b|\binlogg/i,
    rival: /\blogin\b|\blogga\w* på(?!\p{L})|påloggning/iu,
  },
  zh_CN: { verb: /登录/, rival: /登入|登陆|登錄|签到/ },
};

/** The en_US messages about signing on (by their words): in every locale, no rival verb. */
const ABOUT = Object.keys(en).filter((k) => /\bsign(s|ed|ing)?([- ]| (you|them) )(on|in)\b/i.test(en[k]));

test('every shipped locale has its verb stated here (a locale added later may add its own line)', () => {
  expect(Object.keys(VERBS).sort()).toEqual([...SPEC_LOCALES].sort());
  expect(ABOUT.length).toBeGreaterThan(ACT.length);
});

test('no en_US message says "sign in" (the product\'s word is "sign on")', () => {
  expect(Object.entries(en).filter(([, v]) => EN_RIVAL.test(v))).toEqual([]);
});

test.each(Object.keys(VERBS))('%s: the texts that name the act use the verb of its sign-on title', (locale) => {
  const { verb } = VERBS[locale];
  const m = locales[locale];
  expect(m['panel.signOn.title']).toMatch(verb);
  expect(ACT.filter((k) => !verb.test(m[k])).map((k) => `${k}: ${m[k]}`)).toEqual([]);
});

test.each(Object.keys(VERBS))('%s: no message about signing on uses a rival verb', (locale) => {
  const { rival } = VERBS[locale];
  const m = locales[locale];
  expect(ABOUT.filter((k) => rival.test(m[k])).map((k) => `${k}: ${m[k]}`)).toEqual([]);
});
