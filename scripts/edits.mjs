// The bundle of valid product-owner edits that `npm run test:edited` applies to a copy of the project, each as a
// product owner would write it from docs/product-owner.md: data files only, never src/, server/ or a test.
import fs from 'node:fs';
import path from 'node:path';

const readJson = (dir, rel) => JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8'));
const writeJson = (dir, rel, json) => fs.writeFileSync(path.join(dir, rel), `${JSON.stringify(json, null, 2)}\n`);
const editJson = (dir, rel, change) => {
  const json = readJson(dir, rel);
  change(json);
  writeJson(dir, rel, json);
};
const localeFiles = (dir) =>
  fs.readdirSync(path.join(dir, 'locales')).filter((f) => /^[a-z]{2}_[A-Z]{2}\.json$/.test(f));
/** a message added to every locale file (worded in English: the run proves the data, not a translation) */
const addMessage = (dir, key, text) => {
  for (const f of localeFiles(dir))
    editJson(dir, `locales/${f}`, (m) => {
      m[key] = text;
    });
};

export const EDITS = [
  {
    name: 'a longer code: eight digits (flows/common.json settings.codeLength, the code field takes them)',
    apply(dir) {
      editJson(dir, 'flows/common.json', (f) => {
        f.settings.codeLength = 8;
      });
      // every panel whose field takes a one-time code (the check names each one that does not take 8)
      for (const panel of ['enter-code', 'idp-link'])
        editJson(dir, `schemas/${panel}.schema.json`, (s) => {
          s.properties.validationCode.maxLength = 8;
        });
    },
  },
  {
    name: 'a stricter password: 12 to 20 characters, a number (a rule of the owner own) and two (atLeast)',
    apply(dir) {
      editJson(dir, 'flows/common.json', (f) => {
        const rules = f.settings.passwordRules;
        Object.assign(
          rules.find((r) => r.rule === 'length'),
          { min: 12, max: 20 },
        );
        rules.splice(1, 0, { rule: 'pattern', id: 'digit', pattern: '[0-9]', text: 'widget.checklist.rule.digit' });
        rules.splice(2, 0, { rule: 'atLeast', class: 'digit', min: 2, text: 'widget.checklist.rule.twoDigits' });
      });
      addMessage(dir, 'widget.checklist.rule.digit', 'At least one number');
      addMessage(dir, 'widget.checklist.rule.twoDigits', 'At least {$min} numbers');
    },
  },
  {
    name: 'a box every sign-on must tick: "I agree to the acceptable use policy" on the sign-on panel, sent with the sign-on',
    apply(dir) {
      editJson(dir, 'schemas/sign-on.schema.json', (s) => {
        s.required.push('agreePolicy');
        s.properties.agreePolicy = { type: 'boolean', const: true };
      });
      editJson(dir, 'schemas/sign-on.ui.json', (u) => {
        u['ui:order'].push('agreePolicy');
        u.agreePolicy = { 'ui:title': 'field.agreePolicy.label' };
      });
      // sent with the sign-on, so the server records and holds it too (the check refuses a required field no request sends)
      editJson(dir, 'flows/sign-on.json', (f) => {
        f.requests.authenticate.payload.agreePolicy = { from: 'field.agreePolicy' };
      });
      addMessage(dir, 'field.agreePolicy.label', 'I agree to the acceptable use policy');
    },
  },
  {
    name: 'a new language: Polish (locales/pl_PL.json, every key of en_US)',
    apply(dir) {
      fs.copyFileSync(path.join(dir, 'locales/en_US.json'), path.join(dir, 'locales/pl_PL.json'));
    },
  },
  {
    name: 'a standard format: the recovery e-mail checked by "format": "email" instead of a pattern of its own',
    apply(dir) {
      editJson(dir, 'schemas/enter-user-info.schema.json', (s) => {
        delete s.properties.email.pattern;
        s.properties.email.format = 'email';
      });
      editJson(dir, 'schemas/enter-user-info.ui.json', (u) => {
        delete u.email['ui:options'].errors.pattern;
      });
    },
  },
  {
    name: 'new words: the sign-on title, button and labels, the recovery title and button, Continue and more, in en_US',
    apply(dir) {
      editJson(dir, 'locales/en_US.json', (m) => {
        Object.assign(m, {
          'panel.signOn.title': 'Sign on to your account',
          'panel.signOn.submit': 'Sign on now',
          'field.userId.label': 'Username',
          'field.password.label': 'Your password',
          'panel.signOn.forgotPassword': 'Trouble signing on?',
          'panel.forgotPassword.title': 'Reset your password',
          'widget.resend.link': 'Get another code',
          'common.continue': 'Next',
          'panel.changePassword.submit': 'Save the new password',
          'panel.enterUserInfo.submit': 'Send me a code',
        });
      });
    },
  },
  {
    name: 'other timings and limits: a new code after 45 s, 5 sends, codes valid 10 minutes, 3 wrong entries',
    apply(dir) {
      editJson(dir, 'flows/common.json', (f) => {
        Object.assign(f.settings, {
          resendAfterSeconds: 45,
          maxSends: 5,
          codeValidMinutes: 10,
          maxWrongCodes: 3,
          passwordHistory: 4,
        });
      });
    },
  },
  {
    name: 'another order: the e-mail address before the phone on the recovery start',
    apply(dir) {
      editJson(dir, 'schemas/enter-user-info.ui.json', (u) => {
        const order = u['ui:order'];
        order.splice(order.indexOf('email'), 1);
        order.splice(2, 0, 'email');
      });
    },
  },
  {
    name: 'a locale that inherits: de_AT gives only where it differs ("$parent": "de_DE")',
    apply(dir) {
      writeJson(dir, 'locales/de_AT.json', {
        $parent: 'de_DE',
        'panel.signOn.title': 'Anmelden bei Ihrem Konto',
        'field.userId.label': 'Benutzername',
      });
    },
  },
  {
    name: 'conditions on a field and an app setting: a note on the profile once an e-mail is there, where calls are on',
    apply(dir) {
      editJson(dir, 'schemas/user-profile.ui.json', (u) => {
        u['ui:panel'].footnotes = [
          ...(u['ui:panel'].footnotes ?? []),
          {
            text: 'panel.userProfile.callNote',
            visibleWhen: [
              { field: 'email', is: 'filled' },
              { fact: 'app.isVoiceDisabled', in: [false] },
            ],
          },
        ];
      });
      addMessage(dir, 'panel.userProfile.callNote', 'We may also call a number on your profile.');
    },
  },
  {
    name: "a notice from the app: the ping app's maintenance note on the sign-on panel (an app setting, a notice)",
    apply(dir) {
      editJson(dir, 'seed/apps.json', (a) => {
        a.apps['demo-ping'].settings.maintenanceNote = 'Sign-on pauses on Sunday, 02:00 to 04:00 UTC.';
      });
      editJson(dir, 'flows/common.json', (f) => {
        f.requests.appDetails.query.properties.value += ',maintenanceNote';
      });
      editJson(dir, 'schemas/sign-on.ui.json', (u) => {
        u['ui:panel'].notices = [{ label: 'notice.maintenance', from: 'app.maintenanceNote', tone: 'warning' }];
      });
      addMessage(dir, 'notice.maintenance', 'Planned maintenance');
    },
  },
  {
    name: 'a note on every panel of every flow, written once (flows/common.json "everyPage")',
    apply(dir) {
      editJson(dir, 'flows/common.json', (f) => {
        f.everyPage = { scope: 'all', kinds: ['panel'], footnotes: [{ text: 'panel.shared.note' }] };
      });
      addMessage(dir, 'panel.shared.note', 'We never ask for your password by e-mail.');
    },
  },
  {
    name: "a field's validity and an option chosen by a fact: a note once the recovery e-mail is an address; the user id's keyboard by the flow",
    apply(dir) {
      editJson(dir, 'schemas/enter-user-info.ui.json', (u) => {
        u['ui:panel'].footnotes.push({
          text: 'footnote.emailReady',
          visibleWhen: [
            { field: 'deliveryChannel', in: ['EMAIL'] },
            { field: 'email', is: 'filled' },
            { field: 'email', is: 'valid' },
          ],
        });
        u.userId['ui:options'] = {
          ...u.userId['ui:options'],
          inputMode: { select: 'flow', cases: { NEW_USER: 'email' }, default: 'text' },
        };
      });
      addMessage(dir, 'footnote.emailReady', 'We will send the code to this address.');
    },
  },
  {
    name: 'codes by channel: e-mail codes valid 30 minutes, a new one after 30 s, 5 sends (flows/common.json settings.channels)',
    apply(dir) {
      editJson(dir, 'flows/common.json', (f) => {
        f.settings.channels = { EMAIL: { codeValidMinutes: 30, resendAfterSeconds: 30, maxSends: 5 } };
      });
    },
  },
  {
    name: 'a new sign-on outcome: an account state of the seed (seed/accounts.json) answers LOCKED, a row keeps the sign-on panel with the message; npm run record drafts its journey',
    apply(dir) {
      editJson(dir, 'flows/sign-on.json', (f) => {
        f.pages.LOGIN_PAGE.on.LOCKED = [
          {
            description: 'the account is locked: the sign-on panel again, with the server message',
            effects: ['showMessage'],
          },
        ];
      });
      editJson(dir, 'seed/accounts.json', (a) => {
        a.states.locked = { answer: 'LOCKED', message: 'server.accountLocked', type: 'ERROR' };
        a.accounts['locked.user'] = { note: 'LOCKED: locked by an administrator', state: 'locked' };
      });
      addMessage(dir, 'server.accountLocked', 'This account is locked by an administrator.');
    },
  },
  {
    name: 'a new consent: the provider registration asks the user to accept the terms (a required box, sent to the server, which requires it too)',
    apply(dir) {
      editJson(dir, 'schemas/idp-register.schema.json', (s) => {
        s.required.push('termsAccepted');
        s.properties.termsAccepted = { type: 'boolean', const: true };
      });
      editJson(dir, 'schemas/idp-register.ui.json', (u) => {
        u['ui:order'].push('termsAccepted');
        u.termsAccepted = {
          'ui:title': 'field.termsAccepted.label',
          'ui:options': { errors: { const: 'field.termsAccepted.required', required: 'field.termsAccepted.required' } },
        };
      });
      editJson(dir, 'flows/idp.json', (f) => {
        f.requests.idpRegister.payload.termsAccepted = { from: 'field.termsAccepted' };
      });
      addMessage(dir, 'field.termsAccepted.label', 'I accept the terms of use');
      addMessage(dir, 'field.termsAccepted.required', 'Accept the terms of use to go on.');
    },
  },
  {
    name: 'limits over time: 8 codes per account in 20 minutes, e-mail 6 of its own, and the server message that names the limit',
    apply(dir) {
      editJson(dir, 'flows/common.json', (f) => {
        Object.assign(f.settings, { sendsPerWindow: 8, sendWindowMinutes: 20 });
        f.settings.channels = { ...f.settings.channels, EMAIL: { ...f.settings.channels?.EMAIL, sendsPerWindow: 6 } };
      });
      addMessage(
        dir,
        'server.noMoreCodes',
        'No more than {$maxSends} codes can be sent for one request. Try again later.',
      );
    },
  },
  {
    name: 'a question that must be answered: "May we send you news and offers?" on the provider registration, yes or no, sent with it',
    apply(dir) {
      editJson(dir, 'schemas/idp-register.schema.json', (s) => {
        s.required.push('marketingConsent');
        s.properties.marketingConsent = { type: 'boolean' };
      });
      editJson(dir, 'schemas/idp-register.ui.json', (u) => {
        u['ui:order'].push('marketingConsent');
        u.marketingConsent = {
          'ui:title': 'field.marketingConsent.label',
          'ui:widget': 'radio',
          'ui:enumNames': ['field.marketingConsent.yes', 'field.marketingConsent.no'],
        };
      });
      editJson(dir, 'flows/idp.json', (f) => {
        f.requests.idpRegister.payload.marketingConsent = { from: 'field.marketingConsent' };
      });
      addMessage(dir, 'field.marketingConsent.label', 'May we send you news and offers?');
      addMessage(dir, 'field.marketingConsent.yes', 'Yes');
      addMessage(dir, 'field.marketingConsent.no', 'No');
    },
  },
  {
    name: 'one condition language: a note on the recovery start for an e-mail in the company domain (a JSON Schema) or a demo-brand user outside new-user (any of, all of, not), its words chosen by the first condition that holds',
    apply(dir) {
      editJson(dir, 'schemas/enter-user-info.ui.json', (u) => {
        u['ui:panel'].footnotes.push({
          // (a panel's text is chosen by facts: the brand, the flow)
          text: {
            first: [{ when: { fact: 'flow', in: ['FPS'] }, then: 'footnote.staff' }],
            default: 'footnote.demoBrand',
          },
          visibleWhen: {
            anyOf: [
              { field: 'email', matches: { type: 'string', pattern: '@example\\.com$' } },
              { allOf: [{ fact: 'brand', in: ['demo'] }, { not: { fact: 'flow', in: ['NEW_USER'] } }] },
            ],
          },
        });
      });
      addMessage(dir, 'footnote.staff', 'Forgot your password? The code goes to the address you give.');
      addMessage(dir, 'footnote.demoBrand', 'Demo Bank will never ask for your code.');
    },
  },
  {
    name: "words of a brand: the demo brand's own sign-on title in en_US and German (locales/brands/demo/)",
    apply(dir) {
      fs.mkdirSync(path.join(dir, 'locales/brands/demo'), { recursive: true });
      writeJson(dir, 'locales/brands/demo/en_US.json', { 'panel.signOn.title': 'Sign on to Demo Bank' });
      writeJson(dir, 'locales/brands/demo/de_DE.json', { 'panel.signOn.title': 'Bei der Demo Bank anmelden' });
    },
  },
  {
    name: 'a date relative to today: a birth date on the profile, at least 18 years before today, its message naming the years',
    apply(dir) {
      editJson(dir, 'schemas/user-profile.schema.json', (s) => {
        s.properties.birthDate = { type: 'string', format: 'date', beforeToday: { years: 18 } };
      });
      editJson(dir, 'schemas/user-profile.ui.json', (u) => {
        u.birthDate = {
          'ui:title': 'field.birthDate.label',
          'ui:autocomplete': 'bday',
          'ui:options': { errors: { beforeToday: 'field.birthDate.tooYoung' } },
        };
        if (Array.isArray(u['ui:order']) && !u['ui:order'].includes('*')) u['ui:order'].push('birthDate');
      });
      addMessage(dir, 'field.birthDate.label', 'Date of birth (YYYY-MM-DD)');
      addMessage(dir, 'field.birthDate.tooYoung', 'You must be at least {$limit} years old.');
    },
  },
];
