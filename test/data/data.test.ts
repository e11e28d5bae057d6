// The data check on the real files, and on broken copies of them: each mistake is named with file, pointer and fix.
import fs from 'node:fs';
import path from 'node:path';
import { SPEC_PAGES } from '../../src/data/checkData';
import { copy, edit, messages, root } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('the project data passes, and defines every page of docs/product.md "Pages"', () => {
  expect(messages(root)).toEqual([]);
  const pages = new Set<string>();
  for (const f of fs
    .readdirSync(path.join(root, 'flows'))
    .filter((f) => f.endsWith('.json') && f !== 'flow-table.schema.json')) {
    Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'flows', f), 'utf8')).pages).forEach((p) => pages.add(p));
  }
  expect(SPEC_PAGES.filter((p) => !pages.has(p))).toEqual([]);
  expect(SPEC_PAGES).toHaveLength(24);
});

test('invalid JSON names the line and column', () => {
  fs.writeFileSync(
    path.join(dir, 'flows/common.json'),
    '{\n  "pages": {\n    "ERROR": { "kind": "dialog", }\n  }\n}\n',
  );
  expect(messages(dir)).toEqual([
    expect.stringMatching(/^flows\/common\.json \/: invalid JSON \(line 3, column \d+\)/),
  ]);
});

test('a goto to a page that does not exist suggests the right one', () => {
  edit(dir, 'flows/sign-on.json', (j) => {
    j.pages.LOGIN_PAGE.on.CPW[0].goto = 'RESET_PASWORD';
  });
  expect(messages(dir)).toEqual([
    'flows/sign-on.json /pages/LOGIN_PAGE/on/CPW/0/goto: page RESET_PASWORD does not exist; did you mean RESET_PASSWORD?',
  ]);
});

test('an unknown effect, guard or request', () => {
  edit(dir, 'flows/sign-on.json', (j) => {
    j.pages.LOGIN_PAGE.on.LOGIN[4].effects[0] = 'showMesage';
    j.pages.LOGIN_PAGE.on.LOGIN[0].when = { embeded: true };
    j.pages.LOGIN_PAGE.request = 'authenticat';
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'flows/sign-on.json /pages/LOGIN_PAGE/on/LOGIN/4/effects/0: effect showMesage is not registered (src/flow/effects.ts, chunk-effects.json); did you mean showMessage?',
      'flows/sign-on.json /pages/LOGIN_PAGE/on/LOGIN/0/when/embeded: guard embeded is not registered (src/flow/guards.ts, src/panels/viewFacts.ts); did you mean embedded?',
      'flows/sign-on.json /pages/LOGIN_PAGE/request: request authenticat is not defined under "requests" in flows/; did you mean authenticate?',
    ]),
  );
});

test('a flow file of the wrong shape is reported against flow-table.schema.json', () => {
  edit(dir, 'flows/common.json', (j) => {
    j.pages.ERROR.kind = 'popup';
    j.pages.ERROR.colour = 'red';
  });
  const m = messages(dir);
  expect(m).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^flows\/common\.json \/pages\/ERROR\/kind: must be equal to one of the allowed values \(panel, dialog, action\)/,
      ),
    ]),
  );
  expect(m).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^flows\/common\.json \/pages\/ERROR: must NOT have additional properties: "colour"/),
    ]),
  );
});

test('a missing page of the spec, a missing schema file, a missing UI file', () => {
  edit(dir, 'flows/change-password.json', (j) => {
    delete j.pages.RESET_PASSWORD;
  });
  fs.rmSync(path.join(dir, 'schemas/user-profile.ui.json'));
  fs.renameSync(path.join(dir, 'schemas/loader.schema.json'), path.join(dir, 'schemas/loadr.schema.json'));
  fs.renameSync(path.join(dir, 'schemas/loader.ui.json'), path.join(dir, 'schemas/loadr.ui.json'));
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'flows/ /: page RESET_PASSWORD is not defined in any flow file',
      'schemas/user-profile.ui.json /: missing: every schema needs its UI schema',
      'flows/secure-code.json /pages/STEP_UP/panel: schemas/loader.schema.json does not exist; did you mean loadr?',
    ]),
  );
});

test('a missing schema file is one problem: at the page that draws it, with nothing else following from it', () => {
  fs.rmSync(path.join(dir, 'schemas/warning-dialog.schema.json'));
  expect(messages(dir)).toEqual([
    'flows/common.json /pages/WARNING/panel: schemas/warning-dialog.schema.json does not exist',
  ]);
});

test('a message that does not compile says what is wrong in words, and where', () => {
  edit(dir, 'locales/de_DE.json', (j) => {
    j['panel.signOn.title'] = 'Anmelden {$x';
  });
  expect(messages(dir)).toEqual([
    'locales/de_DE.json /panel.signOn.title: does not compile as MessageFormat 2: the { at character 10 is not closed: end the placeholder with }, or write \\{ for a brace in the text',
  ]);
});

test('a message naming a variable its place does not give is refused in that locale; a fact or setting is given', () => {
  edit(dir, 'locales/fr_FR.json', (j) => {
    j['panel.signOn.title'] = 'Connexion {$flow} {$appName}';
  });
  edit(dir, 'locales/de_DE.json', (j) => {
    j['panel.signOn.title'] = 'Anmelden ({$codeLength})';
    // a field's error is given its keyword's limit only, not the view's facts
    j.FORGOT_PWD_COUNTRY_CODE_ERROR = 'Ländervorwahl ({$flow})';
  });
  expect(messages(dir)).toEqual([
    expect.stringMatching(
      /^locales\/de_DE\.json \/FORGOT_PWD_COUNTRY_CODE_ERROR: \{\$flow\} is given by nothing where FORGOT_PWD_COUNTRY_CODE_ERROR is used \(schemas\/\S+ \S+ gives \{\$limit\}\)$/,
    ),
    expect.stringMatching(
      /^locales\/fr_FR\.json \/panel\.signOn\.title: \{\$appName\} is given by nothing where panel\.signOn\.title is used \(schemas\/sign-on\.ui\.json \/ui:panel\/title gives \{\$flow\}, /,
    ),
  ]);
});

test('UI schema mistakes: unknown property, unknown widget, English text instead of a key, markdown', () => {
  edit(dir, 'schemas/sign-on.ui.json', (j) => {
    j.usrId = { 'ui:title': 'field.userId.label' };
    j.password['ui:widget'] = 'pasword';
    j.captchaAnswer['ui:title'] = 'Type the characters';
    j['ui:enableMarkdownInDescription'] = true;
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'schemas/sign-on.ui.json /usrId: usrId is not a property of the schema; did you mean userId?',
      'schemas/sign-on.ui.json /password/ui:widget: widget pasword is not registered (src/form/widgets/index.ts, chunk-widgets.json); did you mean password?',
      'schemas/sign-on.ui.json /captchaAnswer/ui:title: "Type the characters" is not a message key (write the text in locales/*.json and put its key here)',
      'schemas/sign-on.ui.json /ui:enableMarkdownInDescription: markdown is not supported (the bundle leaves the markdown renderer out)',
    ]),
  );
});

test('locales: a missing key, an extra key, a message that does not compile, a missing locale file', () => {
  edit(dir, 'locales/de_DE.json', (j) => {
    delete j['panel.signOn.title'];
    j['panel.signOn.titel'] = 'Anmelden';
  });
  edit(dir, 'locales/fi_FI.json', (j) => {
    j.REQUEST_FAILED = 'Pyyntö epäonnistui: {$detail';
    // a near key stays (widget.resend.sent): the answer must not send the product owner to it
    delete j['widget.resend.sentJustNow'];
  });
  fs.rmSync(path.join(dir, 'locales/zh_CN.json'));
  const en = JSON.parse(fs.readFileSync(path.join(dir, 'locales/en_US.json'), 'utf8')) as Record<string, string>;
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      // the key is right and the translation missing: add it (the misspelled one is the extra message below)
      `locales/de_DE.json /panel.signOn.title: missing message panel.signOn.title (used by schemas/sign-on.ui.json /ui:panel/title): add it, translating en_US's ${JSON.stringify(en['panel.signOn.title'])}`,
      'locales/de_DE.json /panel.signOn.titel: extra message panel.signOn.titel: not in en_US, so nothing shows it; did you mean panel.signOn.title? (fix: rename it to panel.signOn.title, or remove it)',
      expect.stringMatching(/^locales\/fi_FI\.json \/REQUEST_FAILED: does not compile as MessageFormat 2/),
      `locales/fi_FI.json /widget.resend.sentJustNow: missing message widget.resend.sentJustNow (used by src/form/widgets/chunk-widget-messages.json /countdownResend/keys/1): add it, translating en_US's ${JSON.stringify(en['widget.resend.sentJustNow'])}`,
      'locales/zh_CN.json /: missing: each of the 14 locales the product speaks needs a file',
    ]),
  );
});

test('a key used by a flow effect must exist; a button event needs rows', () => {
  edit(dir, 'flows/common.json', (j) => {
    j.always.SESSION_EXPIRED[1].effects[1].value = 'SESSION_TIMEOUT';
  });
  edit(dir, 'schemas/error-dialog.ui.json', (j) => {
    j['ui:panel'].buttons.push({ event: 'RETRY', label: 'common.continue' });
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'locales/en_US.json /SESSION_TIMEOUT: missing message SESSION_TIMEOUT (used by flows/common.json /always/SESSION_EXPIRED/1/effects/1/value); did you mean SESSION_TIMEOUT_MSG?',
      'flows/common.json /pages/ERROR/events: the error-dialog panel raises RETRY but page ERROR has no rows for it',
    ]),
  );
});

test('allOf is refused (the bundle leaves the allOf merger out)', () => {
  edit(dir, 'schemas/sign-on.schema.json', (j) => {
    j.allOf = [{ required: ['userId'] }];
  });
  expect(messages(dir)).toEqual([
    'schemas/sign-on.schema.json /allOf: allOf is not supported in panel schemas: write the properties out (use if/then for conditions)',
  ]);
});

test('a sendRequest effect must name a registered request; a showMessage fallback key must exist', () => {
  edit(dir, 'flows/secure-code.json', (j) => {
    j.pages.STEP_UP.onEnter[0].effects[0].value = 'deliveryOption';
  });
  edit(dir, 'flows/change-password.json', (j) => {
    j.pages.CPW.on.REDIRECT[0].effects[1].value = 'PASSWORD_CHANGD';
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'flows/secure-code.json /pages/STEP_UP/onEnter/0/effects/0/value: request deliveryOption is not defined under "requests" in flows/; did you mean deliveryOptions?',
      'locales/en_US.json /PASSWORD_CHANGD: missing message PASSWORD_CHANGD (used by flows/change-password.json /pages/CPW/on/REDIRECT/0/effects/1/value); did you mean PASSWORD_CHANGED?',
    ]),
  );
});

test('an option source that does not exist, and a messageCheck naming a missing field', () => {
  edit(dir, 'schemas/delivery-options.ui.json', (j) => {
    j.deliveryOption['ui:options'].optionsFrom = 'deliveryOption';
  });
  edit(dir, 'schemas/change-password.ui.json', (j) => {
    j['ui:panel'].messageChecks[0].differ = ['newPassword', 'currentPasword'];
  });
  expect(messages(dir)).toEqual([
    'schemas/change-password.ui.json /ui:panel/messageChecks/0/differ: field currentPasword is not a property of the schema; did you mean currentPassword?',
    'schemas/delivery-options.ui.json /deliveryOption/ui:options/optionsFrom: option source deliveryOption is not registered (src/form/optionSources.ts); did you mean deliveryOptions?',
  ]);
});

test('a page no row leads to is reported as unreachable', () => {
  edit(dir, 'flows/common.json', (j) => {
    j.pages.ORPHAN = { kind: 'dialog', panel: 'error-dialog' };
  });
  expect(messages(dir)).toEqual([
    'flows/common.json /pages/ORPHAN: page ORPHAN is never reached: no entry point or row leads to it (add a row with "goto": "ORPHAN", or remove the page)',
  ]);
});
