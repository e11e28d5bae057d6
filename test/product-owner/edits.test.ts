// A product owner's edits, made as data only on a copy of the project (no file under src/ or server/ touched), checked
// and built there, and used in Chromium through the copy's own reference server, run as npm start runs it: a new
// language, a message in one language only, a new app setting opened by a link, a notice from the app, a link and a
// note every panel shares, a note shown by a field's validity, an option chosen by a fact, settings by channel, a
// branch on what a reply said, a note shown by one condition language (a pattern, a brand, any of / all of / not), words of a message as links (a checkbox's label opening a dialog, a footnote opening a
// page), a new profile field the server saves with a yes/no question that must be answered, and stricter rules (a longer password, a rule of the product's own, a
// longer code) that the checklist and the server both follow; last, an edit made while the server runs. The edits do
// not interact, so they share one build (docs/product-owner.md).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  axe,
  connectChromium,
  DIALOG,
  fillAndSubmit,
  onPage,
  openTab,
  ROOT,
  signOn,
  start,
  submit,
  type Harness,
  type Tab,
} from '../browser/harness';
import { buildCopy, projectCopy } from '../support/projectCopy';
import { runCheck } from '../../scripts/check-data';
import { validPassword } from '../support/roles';
import { brandWordsOnDisk } from '../support/locales';
import type { PasswordRule } from '../../src/form/passwordRules';

jest.setTimeout(60_000);
let copy: string;
let server: ChildProcess;
let h: Harness;

/** the stricter rules the edit sets, from the data's own: the shortest password, its longest, the code's length */
const STRICTER = { min: 0, max: 0, code: 0 };
const json = (rel: string) => JSON.parse(fs.readFileSync(path.join(copy, rel), 'utf8')) as Record<string, any>;
const write = (rel: string, data: unknown) => fs.writeFileSync(path.join(copy, rel), JSON.stringify(data, null, 2));

/** A new setting of the seed's demo app, asked for by the app-details request (docs/product-owner.md). */
function demoSetting(name: string, value: string) {
  const apps = json('seed/apps.json');
  apps.apps.demo.settings[name] = value;
  write('seed/apps.json', apps);
  const common = json('flows/common.json');
  common.requests.appDetails.query.properties.value += `,${name}`;
  write('flows/common.json', common);
}

/** The edits, as a product owner writes them (docs/product-owner.md, "A new language" and "Stricter rules"). */
function edit() {
  // a new language: a file in locales/, translated from its nearest neighbour
  write('locales/pt_PT.json', {
    ...json('locales/pt_BR.json'),
    'panel.signOn.title': 'Iniciar sessão',
    'server.signOnFailed': 'Não foi possível iniciar sessão. Tente novamente.',
    'field.userId.label.pt': 'Nome de utilizador',
  });
  // a message in one language only: pt_PT words the user id its own way, every other locale keeps its label
  const signOn = json('schemas/sign-on.ui.json');
  signOn.userId['ui:title'] = { text: 'field.userId.label.pt', fallback: signOn.userId['ui:title'] };
  write('schemas/sign-on.ui.json', signOn);
  // stricter rules than the data's: four characters more at least, a digit (a rule of the product's own, with its
  // message), codes two digits longer
  const common = json('flows/common.json');
  const rules = common.settings.passwordRules as Record<string, unknown>[];
  const length = rules.find((r) => r.rule === 'length')!;
  STRICTER.min = Number(length.min) + 4;
  STRICTER.max = Math.max(Number(length.max), STRICTER.min + 3);
  Object.assign(length, { min: STRICTER.min, max: STRICTER.max });
  rules.splice(1, 0, { rule: 'pattern', id: 'ownDigit', pattern: '[0-9]', text: 'widget.checklist.rule.ownDigit' });
  // a rule kind with parameters of its own: two capital letters at least, said by a message that names the number
  rules.splice(2, 0, {
    rule: 'atLeast',
    id: 'twoCapitals',
    class: 'upper',
    min: 2,
    text: 'widget.checklist.rule.twoCapitals',
  });
  STRICTER.code = Number(common.settings.codeLength) + 2;
  common.settings.codeLength = STRICTER.code;
  write('flows/common.json', common);
  // every field that takes a code the server sends (autocomplete one-time-code; an app's code says its own length)
  for (const f of fs.readdirSync(path.join(copy, 'schemas')).filter((n) => n.endsWith('.ui.json'))) {
    const field = json(`schemas/${f}`).validationCode as Record<string, any> | undefined;
    if (field?.['ui:autocomplete'] !== 'one-time-code' || field['ui:options']?.codeDigits !== undefined) continue;
    const schemaFile = `schemas/${f.replace(/\.ui\.json$/, '.schema.json')}`;
    const schema = json(schemaFile);
    schema.properties.validationCode.maxLength = STRICTER.code;
    write(schemaFile, schema);
  }
  // a new app setting, the support page, asked for by the app-details request and opened by a link in a new tab
  const apps = json('seed/apps.json');
  for (const id of Object.keys(apps.apps)) apps.apps[id].settings.supportUrl = '/support.html';
  write('seed/apps.json', apps);
  const common2 = json('flows/common.json');
  common2.requests.appDetails.query.properties.value += ',supportUrl';
  write('flows/common.json', common2);
  const flow = json('flows/sign-on.json');
  flow.pages.LOGIN_PAGE.events.SUPPORT = [{ effects: [{ effect: 'openInNewTab', value: 'app.supportUrl' }] }];
  write('flows/sign-on.json', flow);
  const ui = json('schemas/sign-on.ui.json');
  // shown once the user id is filled (a field's state), and only for an app that gives the page (an app setting)
  ui['ui:panel'].links.push({
    event: 'SUPPORT',
    action: 'support',
    label: 'panel.signOn.support',
    visibleWhen: [{ field: 'userId', is: 'filled' }, 'app.supportUrl'],
  });
  write('schemas/sign-on.ui.json', ui);
  // a new profile field, saved: declared in the profile schema (which the server validates a save against), shown on
  // the confirm-profile panel, and sent by a request of the panel's own
  const profile = json('schemas/user-profile.schema.json');
  profile.properties.preferredName = { type: 'string', maxLength: 40 };
  // and a yes/no question the user must answer, opening unanswered (docs/product-owner.md "A question that must be
  // answered")
  profile.properties.marketingConsent = { type: 'boolean' };
  // and a date relative to today (docs/validation.md "A date relative to today"): a birth date at least 18 years ago
  profile.properties.birthDate = { type: 'string', format: 'date', beforeToday: { years: 18 } };
  profile.required = [...((profile.required as string[] | undefined) ?? []), 'marketingConsent'];
  write('schemas/user-profile.schema.json', profile);
  const profileUi = json('schemas/user-profile.ui.json');
  profileUi.preferredName = { 'ui:title': 'field.preferredName.label', 'ui:autocomplete': 'nickname' };
  profileUi.marketingConsent = {
    'ui:title': 'field.marketingConsent.label',
    'ui:widget': 'radio',
    'ui:enumNames': ['field.marketingConsent.yes', 'field.marketingConsent.no'],
  };
  profileUi.birthDate = {
    'ui:title': 'field.birthDate.label',
    'ui:autocomplete': 'bday',
    'ui:options': { errors: { beforeToday: 'field.birthDate.tooYoung' } },
  };
  // (an order that names them already, from an earlier edit of the same data, keeps them once)
  profileUi['ui:order'] = [
    ...(profileUi['ui:order'] as string[]).filter(
      (n) => !['preferredName', 'birthDate', 'marketingConsent'].includes(n),
    ),
    'preferredName',
    'birthDate',
    'marketingConsent',
  ];
  write('schemas/user-profile.ui.json', profileUi);
  const recovery = json('flows/recovery.json');
  recovery.requests.saveProfile = {
    description: 'Saves what the user added to the profile.',
    method: 'POST',
    path: 'apps/wgt/{config.appId}/brands/{config.brandId}/users/{context.userId}/',
    payload: {
      preferredName: { from: 'form.preferredName' },
      birthDate: { from: 'form.birthDate', optional: true },
      marketingConsent: { from: 'form.marketingConsent' },
    },
    reply: { user: 'profile' },
    keep: { profile: 'user' },
  };
  const page = recovery.pages.USER_PROFILE;
  page.request = 'saveProfile';
  // the save answers no nextAction: its rows are the "*" ones (what SUBMIT did before)
  page.on = { '*': page.events.SUBMIT };
  delete page.events.SUBMIT;
  write('flows/recovery.json', recovery);
  // words inside a message as links: a checkbox whose label opens the terms in a dialog of its own, and a footnote
  // whose words open the support page (the app setting above) in a new tab
  write('schemas/terms-dialog.schema.json', { type: 'object', properties: {} });
  write('schemas/terms-dialog.ui.json', {
    'ui:panel': {
      dialog: 'terms',
      title: 'dialog.terms.title',
      intro: 'dialog.terms.body',
      close: true,
      buttons: [{ type: 'submit', label: 'dialog.terms.back' }],
    },
  });
  const withTerms = json('flows/sign-on.json');
  withTerms.pages.LOGIN_PAGE.events.SHOW_TERMS = [{ goto: 'TERMS' }];
  withTerms.pages.TERMS = {
    kind: 'dialog',
    panel: 'terms-dialog',
    onEnter: [{ effects: ['rememberReturn'] }],
    events: { SUBMIT: [{ effects: ['returnToPreviousPage'] }], CLOSE: [{ effects: ['returnToPreviousPage'] }] },
  };
  write('flows/sign-on.json', withTerms);
  const signOnSchema = json('schemas/sign-on.schema.json');
  signOnSchema.properties.acceptTerms = { type: 'boolean' };
  write('schemas/sign-on.schema.json', signOnSchema);
  const signOnUi = json('schemas/sign-on.ui.json');
  signOnUi.acceptTerms = { 'ui:title': 'field.acceptTerms.label' };
  signOnUi['ui:order'].push('acceptTerms');
  signOnUi['ui:panel'].footnotes = [{ text: 'panel.signOn.supportNote' }];
  write('schemas/sign-on.ui.json', signOnUi);
  // a notice from the app: a maintenance note the seed's demo app gives (another app gives none), asked for by the
  // app-details request and shown on the sign-on panel under a label of the product's own (docs/panels.md "Notices")
  demoSetting('maintenanceNote', 'Sign-on pauses on Sunday, 02:00 to 04:00 UTC.');
  const noticeUi = json('schemas/sign-on.ui.json');
  noticeUi['ui:panel'].notices = [{ label: 'notice.maintenance', from: 'app.maintenanceNote', tone: 'warning' }];
  write('schemas/sign-on.ui.json', noticeUi);
  // what every panel shares, written once (docs/flows.md "Rows every page shares"): a help-centre link to the support
  // page (the app setting above) with its row, and a note, on every panel of every flow file
  const everyPage = json('flows/common.json');
  everyPage.everyPage = {
    scope: 'all',
    kinds: ['panel'],
    events: { HELP_CENTRE: [{ effects: [{ effect: 'openInNewTab', value: 'app.supportUrl' }] }] },
    links: [
      { event: 'HELP_CENTRE', action: 'help-centre', label: 'panel.shared.helpCentre', visibleWhen: 'app.supportUrl' },
    ],
    footnotes: [{ text: 'panel.shared.note' }],
  };
  write('flows/common.json', everyPage);
  // a locale that inherits: fr_BE words the sign-on title its own way and leaves every other message, the server's
  // among them, to fr_FR (docs/locales.md "A locale that inherits")
  write('locales/fr_BE.json', { $parent: 'fr_FR', 'panel.signOn.title': 'Se connecter à votre espace' });
  // a standard format: the recovery start's e-mail checked as an e-mail address by JSON Schema's word for it, in
  // place of a pattern of the product's own (the format's message: FIELD_FORMAT_EMAIL)
  const userInfo = json('schemas/enter-user-info.schema.json');
  delete userInfo.properties.email.pattern;
  userInfo.properties.email.format = 'email';
  write('schemas/enter-user-info.schema.json', userInfo);
  const userInfoUi = json('schemas/enter-user-info.ui.json');
  delete userInfoUi.email['ui:options'].errors.pattern;
  write('schemas/enter-user-info.ui.json', userInfoUi);
  // settings by channel: e-mail codes live longer and may be sent again sooner (docs/validation.md "By channel")
  const byChannel = json('flows/common.json');
  byChannel.settings.channels = { EMAIL: { codeValidMinutes: 30, resendAfterSeconds: 30 } };
  write('flows/common.json', byChannel);
  // a note shown by a field's validity: once the e-mail is an address, where the code goes (docs/product-owner.md
  // "A control shown by a field's state or an app setting")
  const ready = json('schemas/enter-user-info.ui.json');
  ready['ui:panel'].footnotes.push({
    text: 'footnote.emailReady',
    visibleWhen: [
      { field: 'deliveryChannel', in: ['EMAIL'] },
      { field: 'email', is: 'filled' },
      { field: 'email', is: 'valid' },
    ],
  });
  write('schemas/enter-user-info.ui.json', ready);
  // an option chosen by a fact: where an app's user ids are e-mail addresses (a new app setting), the user id asks a
  // phone for its e-mail keyboard (docs/product-owner.md "An option chosen by a fact")
  demoSetting('userIdKind', 'email');
  const keyboard = json('schemas/sign-on.ui.json');
  keyboard.userId['ui:options'].inputMode = { select: 'app.userIdKind', cases: { email: 'email' }, default: 'text' };
  write('schemas/sign-on.ui.json', keyboard);
  // a branch on what a reply said: the step-up options reply lists a landline, so a note says a call can reach it
  const secure = json('flows/secure-code.json');
  secure.always.SV_OPTIONS.unshift({
    description: 'a landline on file: a note that a call can reach it',
    when: { 'context.deliveryOptions.landline.length': 1 },
    goto: 'SV_DELIVERY_OPTIONS',
    effects: [{ effect: 'showMessage', value: 'SV_LANDLINE_NOTE' }],
  });
  write('flows/secure-code.json', secure);
  for (const f of fs.readdirSync(path.join(copy, 'locales')).filter((f) => f.endsWith('.json')))
    write(`locales/${f}`, {
      ...json(`locales/${f}`),
      'footnote.emailReady': f.startsWith('pt')
        ? 'Enviaremos o código para este endereço.'
        : 'We will send the code to this address.',
      SV_LANDLINE_NOTE: f.startsWith('pt')
        ? 'Também podemos ligar para o seu telefone fixo.'
        : 'We can also call your landline.',
      'field.acceptTerms.label': f.startsWith('pt')
        ? 'Li os {#link event=SHOW_TERMS}termos de utilização{/link}'
        : 'I have read the {#link event=SHOW_TERMS}terms of use{/link}',
      'dialog.terms.title': f.startsWith('pt') ? 'Termos de utilização' : 'Terms of use',
      'dialog.terms.body': f.startsWith('pt') ? 'Use este serviço com cuidado.' : 'Use this service with care.',
      'dialog.terms.back': f.startsWith('pt') ? 'Voltar' : 'Back',
      'panel.signOn.supportNote': f.startsWith('pt')
        ? 'Problemas? {#link setting=supportUrl}Fale connosco{/link}.'
        : 'Trouble signing in? {#link setting=supportUrl}Talk to us{/link}.',
    });
  // a new sign-on outcome: an account an administrator locked, answered by the server from seed/accounts.json and
  // routed by a row of the sign-on page (docs/product-owner.md "A new sign-on outcome")
  const signOnFlow = json('flows/sign-on.json');
  signOnFlow.pages.LOGIN_PAGE.on.ACCOUNT_LOCKED = [{ effects: ['showMessage'] }];
  write('flows/sign-on.json', signOnFlow);
  const accounts = json('seed/accounts.json');
  accounts.states.locked = { answer: 'ACCOUNT_LOCKED', message: 'server.accountLocked', type: 'ERROR' };
  accounts.accounts['locked.user'] = { note: 'ACCOUNT_LOCKED: locked by an administrator', state: 'locked' };
  write('seed/accounts.json', accounts);
  // one condition language (docs/panels.md "Conditions"): a note on the sign-on panel for staff — a user id that ends
  // in the company's domain (a value against a JSON Schema) — or for any user of the acme brand (a second brand of the
  // demo app), its words chosen by the first condition that holds
  const conditionUi = json('schemas/sign-on.ui.json');
  conditionUi['ui:panel'].footnotes.push({
    text: {
      first: [{ when: { fact: 'brand', in: ['acme'] }, then: 'panel.signOn.acmeNote' }],
      default: 'panel.signOn.staffNote',
    },
    visibleWhen: {
      anyOf: [
        { fact: 'brand', in: ['acme'] },
        { allOf: [{ field: 'userId', matches: { type: 'string', pattern: '@example\\.com$' } }, { not: 'captcha' }] },
      ],
    },
  });
  write('schemas/sign-on.ui.json', conditionUi);
  const brands = json('seed/apps.json');
  brands.apps.demo.brands.push('acme');
  write('seed/apps.json', brands);
  // words of a brand (docs/locales.md "Words of a brand"): acme's sign-on title, in en_US and in German
  fs.mkdirSync(path.join(copy, 'locales/brands/acme'), { recursive: true });
  write('locales/brands/acme/en_US.json', { 'panel.signOn.title': 'Sign on to Acme' });
  write('locales/brands/acme/de_DE.json', { 'panel.signOn.title': 'Bei Acme anmelden' });
  for (const f of fs.readdirSync(path.join(copy, 'locales')).filter((f) => f.endsWith('.json')))
    write(`locales/${f}`, {
      ...json(`locales/${f}`),
      'panel.signOn.staffNote': f.startsWith('pt')
        ? 'Funcionários: use a palavra-passe da empresa.'
        : 'Staff: sign on with your company password.',
      'panel.signOn.acmeNote': f.startsWith('pt') ? 'Bem-vindo à Acme.' : 'Welcome to Acme.',
    });
  for (const f of fs.readdirSync(path.join(copy, 'locales')).filter((f) => f.endsWith('.json')))
    write(`locales/${f}`, {
      'field.preferredName.label': f.startsWith('pt') ? 'Nome preferido' : 'Preferred name',
      'field.marketingConsent.label': f.startsWith('pt')
        ? 'Podemos enviar-lhe novidades e ofertas?'
        : 'May we send you news and offers?',
      'field.marketingConsent.yes': f.startsWith('pt') ? 'Sim' : 'Yes',
      'field.birthDate.label': f.startsWith('pt') ? 'Data de nascimento (AAAA-MM-DD)' : 'Date of birth (YYYY-MM-DD)',
      'field.birthDate.tooYoung': f.startsWith('pt')
        ? 'Tem de ter pelo menos {$limit} anos.'
        : 'You must be at least {$limit} years old.',
      'field.marketingConsent.no': f.startsWith('pt') ? 'Não' : 'No',
      ...json(`locales/${f}`),
      'widget.checklist.rule.ownDigit': f.startsWith('pt') ? 'Pelo menos um número' : 'At least one number',
      'widget.checklist.rule.twoCapitals': f.startsWith('pt')
        ? 'Pelo menos {$min} letras maiúsculas'
        : 'At least {$min} capital letters',
      'panel.signOn.support': f.startsWith('pt') ? 'Contactar o apoio' : 'Contact support',
      'panel.shared.helpCentre': f.startsWith('pt') ? 'Centro de ajuda' : 'Help centre',
      'notice.maintenance': f.startsWith('pt') ? 'Manutenção planeada' : 'Planned maintenance',
      'server.accountLocked': f.startsWith('pt')
        ? 'Esta conta foi bloqueada por um administrador.'
        : 'This account is locked by an administrator.',
      'panel.shared.note': f.startsWith('pt')
        ? 'Nunca lhe pediremos a palavra-passe por e-mail.'
        : 'We never ask for your password by e-mail.',
    });
}

beforeAll(async () => {
  copy = projectCopy('aw-product-owner-');
  edit();
  buildCopy(copy, { server: true });
  // as npm start runs it: watching the data, the server restarted with each edit (on the same port, so a free one)
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  server = spawn(process.execPath, ['build/server.cjs', '--port', String(port), '--watch'], { cwd: copy });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      const m = /demo and reference server: (http:\/\/\S+?)\/\s/.exec(out);
      if (m) resolve(m[1]);
    });
    server.on('exit', (c) => reject(new Error(`the copy's server stopped (${c}): ${out}`)));
  });
  h = { url, browser: await connectChromium() } as Harness;
}, 180_000);
afterAll(async () => {
  if (server && server.exitCode === null) {
    const gone = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await gone;
  }
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

/** What the data check says of the copy's data with one more edit, made on a scratch copy of it (the broken variant). */
function brokenVariant(rel: string, change: (data: Record<string, any>) => void): string[] {
  const dir = fs.mkdtempSync(path.join(copy, '..', 'aw-broken-'));
  try {
    for (const d of ['schemas', 'flows', 'locales', 'seed', 'server/stages/stages.json'])
      fs.cpSync(path.join(copy, d), path.join(dir, d), { recursive: true });
    const data = JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8')) as Record<string, any>;
    change(data);
    fs.writeFileSync(path.join(dir, rel), JSON.stringify(data));
    return runCheck(dir).map((p) => `${p.file} ${p.pointer}: ${p.message}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** the newest code of the copy's dev outbox */
async function lastCode() {
  const outbox = (await (await fetch(`${h.url}/dev/outbox.json`)).json()) as { messages: { code: string }[] };
  return outbox.messages.at(-1)!.code;
}

async function done(tab: Tab) {
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
}

test('a new language: in the picker, the widget speaks it, and the server answers in it', async () => {
  const tab = await openTab(h);
  // the demo fills its picker from the built list of locales once that arrives
  await tab.page.waitForSelector('#language option[value="pt_PT"]', { state: 'attached', timeout: 10_000 });
  const names = await tab.page.$$eval('#language option', (o) => o.map((e) => (e as HTMLOptionElement).value));
  expect(names).toContain('pt_PT');
  await start(tab, 'authenticateUser', { language: 'pt_PT' });
  await onPage(tab, 'LOGIN_PAGE');
  expect(await tab.page.textContent('#auth-widget h2, #auth-widget [id$="title"]')).toContain('Iniciar sessão');
  expect(await tab.page.getAttribute('#auth-widget', 'lang')).toBe('pt-PT');
  expect(await tab.page.textContent('#auth-widget label[for$="userId"]')).toContain('Nome de utilizador');
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="password"]', 'not-her-password');
  await submit(tab);
  await tab.page.waitForSelector('#auth-widget [data-message-type="ERROR"]');
  expect(await tab.page.textContent('#auth-widget [data-message-type="ERROR"]')).toContain(
    'Não foi possível iniciar sessão',
  );
  expect(await axe(tab.page)).toEqual([]);
  await done(tab);
  // pt_BR does not give the one-language key: its own label, the fallback
  const br = await openTab(h);
  await start(br, 'authenticateUser', { language: 'pt_BR' });
  await onPage(br, 'LOGIN_PAGE');
  const label = json('locales/pt_BR.json')['field.userId.label'] as string;
  expect(await br.page.textContent('#auth-widget label[for$="userId"]')).toContain(label);
  await done(br);
});

test('a new app setting: a link opens the support page it names in a new tab, and nothing typed is lost', async () => {
  const tab = await openTab(h);
  await start(tab, 'authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  // conditions on a field's state and an app setting: no link before the user id is typed, and after it is
  expect(await tab.page.locator('#auth-widget [data-action="support"]').count()).toBe(0);
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.waitForSelector('#auth-widget [data-action="support"]');
  const [opened] = await Promise.all([
    tab.context.waitForEvent('page'),
    tab.page.click('#auth-widget [data-action="support"]'),
  ]);
  await opened.waitForURL(/support\.html$/);
  expect(new URL(opened.url()).pathname).toBe('/support.html');
  // no opener: the support page cannot reach back into the host's
  expect(await opened.evaluate(() => window.opener === null)).toBe(true);
  expect(await tab.page.inputValue('input[name="userId"]')).toBe('alice');
  await onPage(tab, 'LOGIN_PAGE');
  expect(await axe(tab.page)).toEqual([]);
  await done(tab);
  // the broken variant: a setting the app-details request does not ask for
  expect(
    brokenVariant('schemas/sign-on.ui.json', (u) => {
      (u['ui:panel'].links as { visibleWhen?: unknown }[]).at(-1)!.visibleWhen = 'app.supportURL';
    }),
  ).toEqual([
    expect.stringMatching(
      /^schemas\/sign-on\.ui\.json \/ui:panel\/links\/\d+\/visibleWhen: app\.supportURL: request appDetails does not ask for supportURL; add it to its query "properties"; did you mean supportUrl\?/,
    ),
  ]);
});

test('words as links: the checkbox label opens the terms dialog, the footnote the support page; nothing typed is lost', async () => {
  const tab = await openTab(h);
  await start(tab, 'authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  await tab.page.fill('input[name="userId"]', 'alice');
  // the box is labelled by its whole sentence; the link in it is a control of its own, reached by Tab
  const box = tab.page.getByRole('checkbox', { name: 'I have read the terms of use' });
  await box.check();
  const terms = tab.page.locator('#auth-widget label button[data-event="SHOW_TERMS"]');
  expect(await terms.textContent()).toBe('terms of use');
  expect(await axe(tab.page)).toEqual([]);
  // to look at (build/screenshots/product-owner/, git-ignored): the sentence and its link at both sizes
  for (const width of [375, 1280]) {
    await tab.page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
    await tab.page.screenshot({ path: path.join(ROOT, `build/screenshots/product-owner/links-${width}.png`) });
  }
  await terms.focus();
  await tab.page.keyboard.press('Enter');
  await onPage(tab, 'TERMS');
  expect(await tab.page.textContent('#auth-widget [data-dialog="terms"]')).toContain('Use this service with care.');
  expect(await axe(tab.page)).toEqual([]);
  await tab.page.click('#auth-widget [data-dialog="terms"] button[type="submit"]');
  await onPage(tab, 'LOGIN_PAGE');
  expect(await tab.page.inputValue('input[name="userId"]')).toBe('alice');
  expect(await box.isChecked()).toBe(true);
  // the footnote's words are a real link to the app's support page, through the redirect rules, in a new tab
  const support = tab.page.locator('#auth-widget .aw-footnote a');
  expect(await support.getAttribute('href')).toMatch(/\/support\.html$/);
  expect(await support.textContent()).toContain('Talk to us');
  const [opened] = await Promise.all([tab.context.waitForEvent('page'), support.click()]);
  await opened.waitForURL(/support\.html$/);
  expect(await opened.evaluate(() => window.opener === null)).toBe(true);
  expect(await tab.page.inputValue('input[name="userId"]')).toBe('alice');
  await done(tab);
});

test('what every panel shares: the help-centre link and the note on the sign-on and recovery panels, written once', async () => {
  const tab = await openTab(h);
  await start(tab, 'authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  const shared = tab.page.locator('#auth-widget [data-action="help-centre"]');
  const note = tab.page.locator('#auth-widget .aw-footnote', { hasText: 'We never ask for your password by e-mail.' });
  // after the panel's own links and footnotes
  await shared.waitFor();
  expect(await tab.page.locator('#auth-widget .aw-links [data-event]').last().getAttribute('data-event')).toBe(
    'HELP_CENTRE',
  );
  expect(await note.count()).toBe(1);
  expect(await tab.page.locator('#auth-widget .aw-footnote').last().textContent()).toContain('never ask');
  await tab.page.fill('input[name="userId"]', 'alice');
  // a page of another flow file, which comes when first needed, has them too
  await tab.page.click('#auth-widget [data-event="FORGOT_PASSWORD"]');
  await onPage(tab, 'FORGOT_PASSWORD');
  await shared.waitFor();
  expect(await note.count()).toBe(1);
  await tab.page.fill('#auth-widget input[name="userId"]', 'alice.recovers');
  const [opened] = await Promise.all([tab.context.waitForEvent('page'), shared.click()]);
  await opened.waitForURL(/support\.html$/);
  expect(await opened.evaluate(() => window.opener === null)).toBe(true);
  expect(await tab.page.inputValue('#auth-widget input[name="userId"]')).toBe('alice.recovers');
  await onPage(tab, 'FORGOT_PASSWORD');
  expect(await axe(tab.page)).toEqual([]);
  for (const width of [375, 1280]) {
    await tab.page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
    await tab.page.screenshot({ path: path.join(ROOT, `build/screenshots/product-owner/every-page-${width}.png`) });
  }
  await done(tab);
  // the broken variant: what every page of every file shares, written in a file that comes only when needed
  expect(
    brokenVariant('flows/recovery.json', (f) => {
      f.everyPage = { scope: 'all', footnotes: [{ text: 'panel.shared.note' }] };
    }),
  ).toEqual([
    expect.stringMatching(
      /^flows\/recovery\.json \/everyPage\/scope: what every page of every file shares is written in /,
    ),
  ]);
});

test("a notice from the app: its maintenance note under the product's label, as a status; the check refuses markup", async () => {
  const tab = await openTab(h);
  await start(tab, 'authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  const notice = tab.page.locator('#auth-widget [role="status"].aw-notice');
  await notice.waitFor();
  expect(await notice.locator('.aw-notice-label').textContent()).toBe('Planned maintenance');
  expect(await notice.locator('.aw-notice-text').textContent()).toBe('Sign-on pauses on Sunday, 02:00 to 04:00 UTC.');
  // between the intro and the form, with the focus still on the first field
  expect(await tab.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('userId');
  expect(await axe(tab.page)).toEqual([]);
  for (const width of [375, 1280]) {
    await tab.page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
    await tab.page.screenshot({ path: path.join(ROOT, `build/screenshots/product-owner/notice-${width}.png`) });
  }
  await done(tab);
  // the broken variants: a setting the request does not ask for, and markup in the setting
  expect(
    brokenVariant('schemas/sign-on.ui.json', (u) => {
      u['ui:panel'].notices[0].from = 'app.maintenanceNotes';
    }),
  ).toEqual([
    expect.stringMatching(
      /^schemas\/sign-on\.ui\.json \/ui:panel\/notices\/0\/from: app\.maintenanceNotes: .*did you mean maintenanceNote\?/,
    ),
  ]);
  expect(
    brokenVariant('seed/apps.json', (a) => {
      a.apps.demo.settings.maintenanceNote = 'Sign-on pauses on <b>Sunday</b>.';
    }),
  ).toEqual([expect.stringMatching(/^seed\/apps\.json \/apps\/demo\/settings\/maintenanceNote: <b> is raw HTML/)]);
});

test('a new sign-on outcome: a locked account, answered from seed/accounts.json and routed by a row; the check refuses a state no row routes', async () => {
  const tab = await openTab(h);
  await signOn(tab, 'locked.user');
  const message = tab.page.locator('#auth-widget [data-message-type="ERROR"]');
  await message.waitFor();
  expect(await message.textContent()).toContain('This account is locked by an administrator.');
  // the sign-on panel again (the row keeps it), with the user id as typed
  await onPage(tab, 'LOGIN_PAGE');
  expect(await tab.page.inputValue('input[name="userId"]')).toBe('locked.user');
  expect(await axe(tab.page)).toEqual([]);
  await done(tab);
  expect(
    brokenVariant('seed/accounts.json', (a) => {
      a.states.locked.answer = 'ACCOUNT_LOCKD';
    }),
  ).toEqual([
    expect.stringMatching(
      /^seed\/accounts\.json \/states\/locked\/answer: state locked answers nextAction "ACCOUNT_LOCKD", which no page of flows\/ has a row for; fix: add a row/,
    ),
  ]);
});

test('a branch on what a reply said: a landline among the step-up options adds a note', async () => {
  const tab = await openTab(h);
  await signOn(tab, 'stepup.user');
  await onPage(tab, 'SV_DELIVERY_OPTIONS');
  const note = tab.page.locator('#auth-widget [data-message-type="INFO"]');
  expect(await note.textContent()).toContain('We can also call your landline.');
  expect(await axe(tab.page)).toEqual([]);
  await done(tab);
});

test('a new profile field and a yes/no question that must be answered: shown on the confirm-profile panel, saved by the server, and the flow goes on', async () => {
  const tab = await openTab(h);
  await start(tab, 'newUser');
  await onPage(tab, 'NEW_USER');
  await fillAndSubmit(tab, { userId: 'new.user', email: 'new.user@example.com' });
  await onPage(tab, 'FPW_ENTER_CODE');
  await fillAndSubmit(tab, { validationCode: await lastCode() });
  await onPage(tab, 'FPW_RESET_PASSWORD');
  const good = validPassword(
    { userId: 'new.user' },
    'Blue#Kite-Sky4',
    json('flows/common.json').settings.passwordRules,
  );
  await fillAndSubmit(tab, { newPassword: good, reenterPassword: good });
  await onPage(tab, 'USER_PROFILE');
  expect(await tab.page.getAttribute('input[name="preferredName"]', 'autocomplete')).toBe('nickname');
  await tab.page.fill('input[name="preferredName"]', 'Nov');
  // the question opens unanswered; Finish without an answer sends nothing, says why, and takes focus to it
  const answers = tab.page.locator('input[name="marketingConsent"]');
  expect(await answers.evaluateAll((a) => a.map((i) => (i as HTMLInputElement).checked))).toEqual([false, false]);
  const sent: string[] = [];
  const onRequest = (r: { method(): string; url(): string }) => {
    if (r.method() === 'POST' && r.url().includes('/users/new.user/')) sent.push(r.url());
  };
  tab.page.on('request', onRequest);
  // Finish pressed as it is (the harness's submit answers a required question first, as a user who goes on does)
  await tab.page.click(`${DIALOG} button[type="submit"]`);
  await tab.page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'marketingConsent');
  expect(await tab.page.getAttribute('#auth-widget [role="radiogroup"]', 'aria-invalid')).toBe('true');
  expect(sent).toEqual([]);
  tab.page.off('request', onRequest);
  // what was typed is still there; "no" is an answer
  expect(await tab.page.inputValue('input[name="preferredName"]')).toBe('Nov');
  await tab.page.getByLabel('No', { exact: true }).check();
  // a birth date ten years ago is refused in the owner's words, naming the years; eighteen years and a day is taken
  const ago = (years: number, days = 0) => {
    const d = new Date();
    d.setFullYear(d.getFullYear() - years, d.getMonth(), d.getDate() - days);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  expect(await tab.page.getAttribute('input[name="birthDate"]', 'autocomplete')).toBe('bday');
  await tab.page.fill('input[name="birthDate"]', ago(10));
  await tab.page.press('input[name="birthDate"]', 'Tab');
  const tooYoung = tab.page.locator('#auth-widget [id$="birthDate__error"]', {
    hasText: 'You must be at least 18 years old.',
  });
  await tooYoung.waitFor();
  await tab.page.fill('input[name="birthDate"]', ago(18, 1));
  await tab.page.press('input[name="birthDate"]', 'Tab');
  await tooYoung.waitFor({ state: 'detached' });
  expect(await axe(tab.page)).toEqual([]);
  const [saved] = await Promise.all([
    // (the first may be refused for its CSRF token, rotated with the password: the widget fetches it and sends again)
    tab.page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/users\/new\.user\/(\?|$)/.test(r.url()) && r.status() !== 403,
    ),
    submit(tab),
  ]);
  expect(saved.status()).toBe(200);
  await tab.page.waitForURL(/signed-in\.html/);
  // the server kept it: the profile read with the tab's own session (still allowed to read it) says so
  const read = await tab.context.request.get(`${h.url}/apps/wgt/demo/brands/demo/users/new.user/`);
  expect(((await read.json()) as { user: Record<string, unknown> }).user).toMatchObject({
    userId: 'new.user',
    preferredName: 'Nov',
    marketingConsent: false,
    birthDate: ago(18, 1),
  });
  // a box the owner requires without "const": true could never say no: the check refuses it with both fixes
  expect(
    brokenVariant('schemas/user-profile.ui.json', (ui) => {
      delete ui.marketingConsent['ui:widget'];
    }),
  ).toEqual([
    expect.stringMatching(
      /^schemas\/user-profile\.schema\.json \/properties\/marketingConsent: marketingConsent is required but drawn as a box.*"const": true.*"ui:widget": "radio"/,
    ),
  ]);
  await done(tab);
});

test('stricter rules: a longer code from the server, the checklist and the server holding more characters and a digit', async () => {
  const tab = await openTab(h);
  await start(tab, 'forgotPassword');
  await onPage(tab, 'FORGOT_PASSWORD');
  await fillAndSubmit(tab, { userId: 'alice', phoneNumber: '5550100123' });
  await onPage(tab, 'FPW_ENTER_CODE');
  const code = await lastCode();
  expect(code).toMatch(new RegExp(`^\\d{${STRICTER.code}}$`));
  expect(await tab.page.getAttribute('input[name="validationCode"]', 'maxlength')).toBe(String(STRICTER.code));
  await fillAndSubmit(tab, { validationCode: code });
  await onPage(tab, 'FPW_RESET_PASSWORD');
  expect(await tab.page.textContent('#auth-widget [data-rule="length"]')).toContain(
    `${STRICTER.min} to ${STRICTER.max} characters`,
  );
  expect(await tab.page.textContent('#auth-widget [data-rule="ownDigit"]')).toContain('At least one number');
  expect(await tab.page.textContent('#auth-widget [data-rule="twoCapitals"]')).toContain('At least 2 capital letters');
  // a password that met every rule before is now too short, and the form holds the request back
  const rules = json('flows/common.json').settings.passwordRules as PasswordRule[];
  const good = validPassword({ userId: 'alice' }, 'Blue#Kite42', rules);
  const both = async (password: string) => {
    await tab.page.fill('input[name="newPassword"]', password);
    await tab.page.fill('input[name="reenterPassword"]', password);
  };
  await both(good.slice(0, STRICTER.min - 1));
  expect(await tab.page.getAttribute('#auth-widget [data-rule="length"]', 'data-met')).toBe('false');
  await both(good.replace(/[0-9]/g, 'k'));
  expect(await tab.page.getAttribute('#auth-widget [data-rule="ownDigit"]', 'data-met')).toBe('false');
  await both(good.replace(/[A-Z]/g, 'k').replace(/^k/, 'K'));
  expect(await tab.page.getAttribute('#auth-widget [data-rule="twoCapitals"]', 'data-met')).toBe('false');
  await both(good);
  expect(await tab.page.locator('#auth-widget [data-rule][data-met="false"]').count()).toBe(0);
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab);
  await onPage(tab, 'FPS_PASSWORD_CONFIRMATION');
  await done(tab);
  // the broken variant: a kind the rule does not count
  expect(
    brokenVariant('flows/common.json', (f) => {
      (f.settings.passwordRules as Record<string, unknown>[]).find((r) => r.rule === 'atLeast')!.class = 'capital';
    }),
  ).toEqual([
    expect.stringMatching(
      /^flows\/common\.json \/settings\/passwordRules\/2\/class: "capital" is not one of lower, upper, digit, special/,
    ),
  ]);
  // (the server's side of the same rules, fed passwords the form would hold back: server/handlers/settingsEdit.test.ts)
});

test("a standard format: an e-mail address refused in the format's own words; a misspelt format refused by the check", async () => {
  const tab = await openTab(h);
  await start(tab, 'forgotPassword');
  await onPage(tab, 'FORGOT_PASSWORD');
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.check('#auth-widget input[type="radio"][value="EMAIL"]');
  const email = tab.page.locator('input[name="email"]');
  await email.fill('alice@example');
  // left, the field says what is wrong; the panel holds its submit back until the form is valid
  await email.press('Tab');
  const said = json('locales/en_US.json').FIELD_FORMAT_EMAIL as string;
  const error = tab.page.locator('#auth-widget [id$="email__error"]');
  await error.waitFor();
  expect(await error.textContent()).toContain(said);
  expect(await email.getAttribute('aria-invalid')).toBe('true');
  expect(await tab.page.getAttribute(`${DIALOG} button[type="submit"]`, 'aria-disabled')).toBe('true');
  // nothing typed is lost
  expect(await email.inputValue()).toBe('alice@example');
  expect(await axe(tab.page)).toEqual([]);
  // the note a field's validity shows: not for an address that is not one, there once it is
  const ready = tab.page.locator('#auth-widget .aw-footnote', { hasText: 'We will send the code to this address.' });
  expect(await ready.count()).toBe(0);
  await email.fill('alice@example.com');
  // (first: a bundle of edits may have added the same note already — npm run test:edited)
  await ready.first().waitFor({ state: 'attached' });
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab);
  await onPage(tab, 'FPW_ENTER_CODE');
  // settings by channel: an e-mail code lives 30 minutes and may be asked for again after 30 s — on the panel, in the
  // countdown and in the message the server sent (the common settings say otherwise)
  expect(await tab.page.textContent(DIALOG)).toContain('It is valid for 30 minutes.');
  expect(await tab.page.locator(`${DIALOG} .aw-resend-row [aria-hidden="true"]`).textContent()).toMatch(
    /\b0:[0-3]\d\b/,
  );
  const outbox = (await (await fetch(`${h.url}/dev/outbox.json`)).json()) as { messages: { text: string }[] };
  expect(outbox.messages.at(-1)!.text).toContain('30 minutes');
  await done(tab);
  // the broken variant of settings by channel: a misspelt kept value the widget would never find
  expect(
    brokenVariant('flows/common.json', (c) => {
      c.settings.channelFrom = 'context.codeChanel';
    }),
  ).toEqual([expect.stringMatching(/^flows\/common\.json \/settings\/channelFrom: .*codeChannel/)]);
  // the broken variant: a format the validators do not know would check nothing, so the check refuses it
  expect(
    brokenVariant('schemas/enter-user-info.schema.json', (s) => {
      s.properties.email.format = 'e-mail';
    }),
  ).toContainEqual(
    expect.stringMatching(
      /^schemas\/enter-user-info\.schema\.json \/properties\/email\/format: format "e-mail" is not one the widget can test.*did you mean email\?.*use one of email, uri, date/,
    ),
  );
});

test('an option chosen by a fact: the e-mail keyboard for an app whose user ids are addresses, the text one elsewhere', async () => {
  for (const [app, keyboard] of [
    ['demo', 'email'],
    ['demo-totp', 'text'],
  ]) {
    const tab = await openTab(h);
    await start(tab, 'authenticateUser', { app });
    await onPage(tab, 'LOGIN_PAGE');
    expect(await tab.page.getAttribute('input[name="userId"]', 'inputmode')).toBe(keyboard);
    await done(tab);
  }
  // the broken variants: a choice giving a keyboard no phone has, and a field state nobody knows
  expect(
    brokenVariant('schemas/sign-on.ui.json', (u) => {
      u.userId['ui:options'].inputMode.cases.email = 'e-mail';
    }),
  ).toEqual([
    expect.stringMatching(
      /^schemas\/sign-on\.ui\.json \/userId\/ui:options\/inputMode\/cases\/email: inputMode is one of .*, not "e-mail"; did you mean email\?$/,
    ),
  ]);
  expect(
    brokenVariant('schemas/enter-user-info.ui.json', (u) => {
      u['ui:panel'].footnotes.at(-1).visibleWhen[2].is = 'correct';
    }),
  ).toEqual([
    expect.stringMatching(
      /^schemas\/enter-user-info\.ui\.json \/ui:panel\/footnotes\/\d+\/visibleWhen: a condition is .*"empty" \| "filled" \| "valid" \| "invalid"/,
    ),
  ]);
});

const TITLE = '#auth-widget h2, #auth-widget [id$="title"]';

test("one condition language and words of a brand: a note for a user id that matches a pattern, or for a brand, its words chosen by brand; the brand's own title in two languages; a misspelt keyword or key is refused", async () => {
  const note = (tab: Tab) =>
    tab.page.locator('#auth-widget .aw-footnote', { hasText: /Staff: sign on|Welcome to Acme/ });
  const tab = await openTab(h);
  await start(tab, 'authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  await tab.page.fill('input[name="userId"]', 'ann@example.org');
  expect(await note(tab).count()).toBe(0);
  await tab.page.fill('input[name="userId"]', 'ann@example.com');
  await note(tab).waitFor();
  expect(await note(tab).textContent()).toBe('Staff: sign on with your company password.');
  // the demo brand's title: the product's, or the demo brand's own where the data give it (locales/brands/demo/)
  expect(await tab.page.textContent(TITLE)).toBe(
    brandWordsOnDisk(copy).demo?.en_US?.['panel.signOn.title'] ?? json('locales/en_US.json')['panel.signOn.title'],
  );
  await done(tab);
  // the acme brand: the note from the start, in its own words (the brand is a fact)
  const acme = await openTab(h, '/?brand=acme');
  await start(acme, 'authenticateUser');
  await onPage(acme, 'LOGIN_PAGE');
  await note(acme).waitFor();
  expect(await note(acme).textContent()).toBe('Welcome to Acme.');
  // its own title, in its words (the brand's file over en_US), where the demo brand keeps the product's
  expect(await acme.page.textContent(TITLE)).toBe('Sign on to Acme');
  await done(acme);
  const german = await openTab(h, '/?brand=acme');
  await start(german, 'authenticateUser', { language: 'de_DE' });
  await onPage(german, 'LOGIN_PAGE');
  expect(await german.page.textContent(TITLE)).toBe('Bei Acme anmelden');
  // the rest in German, as the locale has it
  expect(await german.page.textContent('#auth-widget button[type="submit"]')).toContain(
    json('locales/de_DE.json')['panel.signOn.submit'],
  );
  await done(german);
  expect(
    brokenVariant('locales/brands/acme/de_DE.json', (m) => {
      m['panel.signOn.titel'] = 'Anmelden';
    }),
  ).toEqual([
    expect.stringMatching(
      /^locales\/brands\/acme\/de_DE\.json \/panel\.signOn\.titel: extra message .*did you mean panel\.signOn\.title\?/,
    ),
  ]);
  expect(
    brokenVariant('schemas/sign-on.ui.json', (u) => {
      u['ui:panel'].footnotes.at(-1).visibleWhen.anyOf[1].allOf[0].matches = { type: 'string', patern: '@x$' };
    }),
  ).toEqual([
    expect.stringMatching(
      /^schemas\/sign-on\.ui\.json \/ui:panel\/footnotes\/\d+\/visibleWhen\/anyOf\/1\/allOf\/0\/matches\/patern: "patern" is not a JSON Schema keyword .*did you mean pattern\?/,
    ),
  ]);
});

test("a locale that inherits: fr_BE shows its own words and fr_FR's for the rest, the server's too; a wrong parent is refused", async () => {
  const fr = json('locales/fr_FR.json') as Record<string, string>;
  const tab = await openTab(h);
  await start(tab, 'authenticateUser', { language: 'fr_BE' });
  await onPage(tab, 'LOGIN_PAGE');
  expect(await tab.page.getAttribute('#auth-widget', 'lang')).toBe('fr-BE');
  expect(await tab.page.textContent(`${DIALOG} h2`)).toBe('Se connecter à votre espace');
  expect(await tab.page.textContent('#auth-widget label[for$="userId"]')).toContain(fr['field.userId.label']);
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="password"]', 'not-her-password');
  await submit(tab);
  await tab.page.waitForSelector('#auth-widget [data-message-type="ERROR"]');
  expect(await tab.page.textContent('#auth-widget [data-message-type="ERROR"]')).toContain(fr['server.signOnFailed']);
  expect(await axe(tab.page)).toEqual([]);
  await done(tab);
  // the built file is whole: a host that loads it needs no chain
  const built = (await (await fetch(`${h.url}/dist/locales/fr_BE.json`)).json()) as Record<string, string>;
  expect(built['field.userId.label']).toBe(fr['field.userId.label']);
  expect(built).not.toHaveProperty('$parent');
  // the broken variant: a parent that is no file
  expect(
    brokenVariant('locales/fr_BE.json', (m) => {
      m.$parent = 'fr_FX';
    }),
  ).toEqual([
    expect.stringMatching(/^locales\/fr_BE\.json \/\$parent: "\$parent" names the locale file .*did you mean fr_FR\?/),
  ]);
});

test('npm start follows the data: an edited seed setting is served once the server restarts; a refused edit changes nothing', async () => {
  const note = async () => {
    const r = await fetch(`${h.url}/appsdetails/wgt/apps/demo?properties=maintenanceNote`);
    return r.ok ? ((await r.json()) as { app: { maintenanceNote?: string } }).app.maintenanceNote : null;
  };
  const until = async (want: string) => {
    // a rebuild and a restart take seconds alone, and longer beside the rest of npm test on 2 cores
    for (const end = Date.now() + 90_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250)))
      if ((await note().catch(() => null)) === want) return;
    const status = fs.readFileSync(path.join(copy, 'build/status.json'), 'utf8');
    throw new Error(`the server never said ${want}; the build's status: ${status}`);
  };
  const apps = json('seed/apps.json');
  apps.apps.demo.settings.maintenanceNote = 'Back on Monday.';
  write('seed/apps.json', apps);
  await until('Back on Monday.');
  // the panel shows it too: the widget asks the restarted server
  const tab = await openTab(h);
  await start(tab, 'authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  expect(await tab.page.locator('#auth-widget .aw-notice-text').textContent()).toBe('Back on Monday.');
  await done(tab);
  // an edit the check refuses: the build says why, and the server goes on with the data it has
  apps.apps.demo.settings.maintenanceNote = 'Back <b>soon</b>.';
  write('seed/apps.json', apps);
  const status = path.join(copy, 'build/status.json');
  for (const end = Date.now() + 90_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250)))
    if ((JSON.parse(fs.readFileSync(status, 'utf8')) as { ok: boolean }).ok === false) break;
  const said = JSON.parse(fs.readFileSync(status, 'utf8')) as { ok: boolean; problems: string[] };
  expect(said.ok).toBe(false);
  expect(said.problems.join('\n')).toMatch(/seed\/apps\.json \/apps\/demo\/settings\/maintenanceNote: <b> is raw HTML/);
  expect(await note()).toBe('Back on Monday.');
}, 240_000);
