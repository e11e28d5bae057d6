// The data check's rules for what product owners get wrong, each fed the broken file it catches: the file, the exact
// (deepest) JSON pointer, and a fix or a "did you mean".
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REQUEST_EFFECTS } from '../../src/flow/namedRequest';
import { copy, edit, messages } from '../support/dataFiles';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Puts rows before the first rows of the first page with "on" rows in a flow file (a branch a product owner adds). */
function prependRows(flow: { pages: Record<string, { on?: Record<string, unknown[]> }> }, rows: unknown[]) {
  const page = Object.values(flow.pages).find((p) => p.on)!;
  const [action] = Object.keys(page.on!);
  page.on![action] = [...rows, ...page.on![action]];
}

test('a default outside its enum', () => {
  edit(dir, 'schemas/enter-user-info.schema.json', (j) => {
    j.properties.countryType.default = 'CA';
  });
  expect(messages(dir)).toEqual([
    'schemas/enter-user-info.schema.json /properties/countryType/default: "CA" is not one of the enum\'s values ("US", "INT")',
  ]);
});

test('an enum value removed: the condition naming it, the enumWhen naming it, and the labels out of step', () => {
  edit(dir, 'schemas/enter-user-info.schema.json', (j) => {
    j.properties.deliveryChannel.enum = ['MOBILE', 'EMAIL'];
  });
  const found = messages(dir);
  expect(found).toEqual(
    expect.arrayContaining([
      "schemas/enter-user-info.ui.json /deliveryChannel/ui:enumNames: 3 labels for 2 enum values: one label per value, in the enum's order",
      'schemas/enter-user-info.ui.json /extension/ui:options/visibleWhen/in/0: "LANDLINE" is not a value of deliveryChannel ("MOBILE", "EMAIL")',
    ]),
  );
  expect(
    found.some((m) => m.includes('/deliveryChannel/ui:options/enumWhen/LANDLINE: LANDLINE is not a value of the enum')),
  ).toBe(true);
});

test('ui:options of the wrong type, and an option the widget does not have', () => {
  edit(dir, 'schemas/enter-code.ui.json', (j) => {
    j.resend['ui:options'].seconds = '90';
    j.resend['ui:options'].secnds = 90;
  });
  expect(messages(dir)).toEqual([
    'schemas/enter-code.ui.json /resend/ui:options/seconds: seconds takes a integer (e.g. 120), not "90"',
    'schemas/enter-code.ui.json /resend/ui:options/secnds: secnds is not an option of the countdownResend widget; did you mean seconds?',
  ]);
});

test('an unknown panel option', () => {
  edit(dir, 'schemas/enter-code.ui.json', (j) => {
    j['ui:panel'].keepOnSubmt = ['validationCode'];
  });
  expect(messages(dir)).toEqual([
    'schemas/enter-code.ui.json /ui:panel/keepOnSubmt: keepOnSubmt is not a panel option; did you mean keepOnSubmit?',
  ]);
});

test('an invalid JSON Schema is reported at the exact place', () => {
  edit(dir, 'schemas/enter-code.schema.json', (j) => {
    j.properties.validationCode.type = 'strin';
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^schemas\/enter-code\.schema\.json \/properties\/validationCode\/type: not valid JSON Schema/,
      ),
    ]),
  );
});

test('an unknown message key says which key was meant', () => {
  edit(dir, 'schemas/enter-code.ui.json', (j) => {
    j.validationCode['ui:title'] = 'field.validationCod.label';
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'locales/en_US.json /field.validationCod.label: missing message field.validationCod.label (used by schemas/enter-code.ui.json /validationCode/ui:title); did you mean field.validationCode.label?',
    ]),
  );
});

test('flow rows naming a flow, page, request or message type that does not exist', () => {
  edit(dir, 'flows/recovery.json', (j) => {
    const rows = j.pages.FPW_ENTER_CODE.on.VALIDATE_SV;
    rows[0].when = { request: 'sendCod', messageType: 'EROR' };
    rows[1].when = { flow: ['FPS', 'NEWUSER'], page: 'FPW_ENTER_COD' };
  });
  const found = messages(dir).map((m) => m.replace(/ \([^)]*\)/, ''));
  expect(found).toEqual([
    'flows/recovery.json /pages/FPW_ENTER_CODE/on/VALIDATE_SV/0/when/request: "sendCod" is not a request; did you mean sendCode?',
    'flows/recovery.json /pages/FPW_ENTER_CODE/on/VALIDATE_SV/0/when/messageType: "EROR" is not a messageType; did you mean ERROR?',
    'flows/recovery.json /pages/FPW_ENTER_CODE/on/VALIDATE_SV/1/when/flow/1: "NEWUSER" is not a flow; did you mean NEW_USER?',
    'flows/recovery.json /pages/FPW_ENTER_CODE/on/VALIDATE_SV/1/when/page: "FPW_ENTER_COD" is not a page; did you mean FPW_ENTER_CODE?',
  ]);
});

test('requests: an unknown source, transform, reply type, outcome; keeping an unread field; keeping a secret', () => {
  edit(dir, 'flows/recovery.json', (j) => {
    const r = j.requests;
    r.validateCode.payload.otc.transform = 'digit';
    r.validateCode.payload.appId.from = 'confg.appId';
    r.validateCode.payload.extra = { from: 'field.validationCod' };
    r.validateCode.reply = { left: 'intger' };
    r.validateCode.keep = { remaining: 'remaining' };
    r.validateCode.outcome = 'deliveryOption';
    r.validateCode.keepSent = 'lastCode';
  });
  const found = messages(dir);
  expect(found).toEqual([
    'flows/recovery.json /requests/validateCode/payload/otc/transform: digit is not a transform; did you mean digits?',
    'flows/recovery.json /requests/validateCode/payload/appId/from: confg is not a value source; did you mean config?',
    'flows/recovery.json /requests/validateCode/payload/extra/from: no panel has a field validationCod; did you mean validationCode?',
    "flows/recovery.json /requests/validateCode/keepSent: the payload reads field.validationCode, a secret: it cannot be kept (send it, but keep another request's payload)",
    'flows/recovery.json /requests/validateCode/reply/left: intger is not a reply type; did you mean integer?',
    'flows/recovery.json /requests/validateCode/keep/remaining: the reply field remaining is not read: name it under "reply" with its type',
    'flows/recovery.json /requests/validateCode/outcome: deliveryOption is not an outcome; did you mean deliveryOptions?',
  ]);
});

test('a context value names what a request keeps or the widget sets; an element of a kept list is read by its index', () => {
  edit(dir, 'flows/secure-code.json', (j) => {
    const p = j.requests.sendSecureCode.payload;
    p.firstMobile = { from: 'context.deliveryOptions.mobile.0' };
    p.sent = { from: 'context.lastSend.deliveryChannelDetails' };
    p.misspelt = { from: 'context.deliveryOptionz.mobile.0' };
  });
  expect(messages(dir)).toEqual([
    'flows/secure-code.json /requests/sendSecureCode/payload/misspelt/from: context.deliveryOptionz.mobile.0: deliveryOptionz is nothing a request keeps or the widget sets; did you mean deliveryOptions? (keep it with a request\'s "keep")',
  ]);
});

test('a row and a UI condition may test a kept value by its path; a name nothing keeps is refused', () => {
  edit(dir, 'flows/secure-code.json', (j) => {
    prependRows(j, [
      { when: { 'context.deliveryOptions.mobile.length': 1 }, goto: 'ERROR' },
      { when: { 'context.deliveryOptionz.email': null }, goto: 'ERROR' },
    ]);
  });
  edit(dir, 'schemas/enter-code.ui.json', (j) => {
    j['ui:panel'].footnotes = [
      ...(j['ui:panel'].footnotes ?? []),
      { text: 'common.continue', visibleWhen: { fact: 'context.lastSend.phoneId', in: ['p1'] } },
      { text: 'common.continue', visibleWhen: { fact: 'context.lastSent.phoneId', in: ['p1'] } },
    ];
  });
  const found = messages(dir);
  expect(found).toEqual([
    expect.stringMatching(
      /^flows\/secure-code\.json \/pages\/\w+\/on\/\w+\/1\/when\/context\.deliveryOptionz\.email: context\.deliveryOptionz\.email: deliveryOptionz is nothing a request keeps or the widget sets; did you mean deliveryOptions\?$/,
    ),
    expect.stringMatching(
      /^schemas\/enter-code\.ui\.json \/ui:panel\/footnotes\/\d+\/visibleWhen: context\.lastSent\.phoneId: lastSent is nothing a request keeps or the widget sets; did you mean lastSend\?$/,
    ),
  ]);
});

test('a panel may show what a request keeps (dataFrom), nothing else', () => {
  edit(dir, 'schemas/user-profile.ui.json', (j) => {
    j['ui:panel'].dataFrom = 'lastSnd';
  });
  expect(messages(dir)).toEqual([
    'schemas/user-profile.ui.json /ui:panel/dataFrom: lastSnd is not a part of the flow context a panel can read (a request\'s "keep" names one); did you mean lastSend?',
  ]);
});

test('keeping a payload read from the whole form of a panel with a secret field', () => {
  edit(dir, 'flows/change-password.json', (j) => {
    j.requests.changePassword.payload.everything = { from: 'form' };
    j.requests.changePassword.keepSent = 'lastChange';
  });
  expect(messages(dir)).toEqual([
    expect.stringMatching(
      /^flows\/change-password\.json \/requests\/changePassword\/keepSent: the payload reads .*form.*, a secret/,
    ),
  ]);
});

test('what the bundle cannot render: anyOf, $ref, and a list with no field to render it', () => {
  edit(dir, 'schemas/sign-on.schema.json', (j) => {
    j.properties.userId.anyOf = [{ maxLength: 8 }, { minLength: 12 }];
    j.properties.aliases = { type: 'array', items: { $ref: '#/properties/userId' } };
  });
  expect(messages(dir)).toEqual([
    'schemas/sign-on.schema.json /properties/userId/anyOf: anyOf is not supported in panel schemas: use an enum for a choice, if/then for a condition',
    'schemas/sign-on.schema.json /properties/aliases/type: a list needs a field that renders it: give it a ui:field in the UI schema',
    'schemas/sign-on.schema.json /properties/aliases/items/$ref: $ref is not supported in panel schemas: write the definition out where it is used',
    'schemas/sign-on.ui.json /ui:order: ui:order leaves out aliases, so the panel would draw no form: add "aliases" (or "*")',
  ]);
});

test('a list with a registered ui:field is rendered by that field', () => {
  edit(dir, 'schemas/user-profile.ui.json', (j) => {
    delete j.phones['ui:field'];
  });
  expect(messages(dir)).toEqual([
    'schemas/user-profile.schema.json /properties/phones/type: a list needs a field that renders it: give it a ui:field in the UI schema',
  ]);
});

test('a fetch effect names a request that exists, as sendRequest does; the build routes both alike', () => {
  edit(dir, 'flows/recovery.json', (j) => {
    j.pages.FORGOT_PASSWORD.onEnter[0].effects[0].value = 'countryCode';
  });
  expect(messages(dir)).toEqual([
    'flows/recovery.json /pages/FORGOT_PASSWORD/onEnter/0/effects/0/value: request countryCode is not defined under "requests" in flows/; did you mean countryCodes?',
  ]);
  // scripts/generate-data.mjs finds a request an effect names by the same list
  const fromBuild = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { REQUEST_EFFECTS } from ${JSON.stringify(path.join(__dirname, '../../scripts/generate-data.mjs'))}; console.log(JSON.stringify(REQUEST_EFFECTS));`,
    ],
    { encoding: 'utf8' },
  );
  expect(JSON.parse(fromBuild)).toEqual(REQUEST_EFFECTS);
});

test('the passkey autofill names a request that runs a passkey ceremony of kind get', () => {
  edit(dir, 'flows/sign-on.json', (j) => {
    j.pages.LOGIN_PAGE.onEnter[0].effects[0].value = 'passkeySignOn2';
    j.pages.LOGIN_PAGE.on.TMP_PWD.push({ effects: [{ effect: 'passkeyAutofill', value: 'authenticate' }] });
  });
  expect(messages(dir)).toEqual([
    'flows/sign-on.json /pages/LOGIN_PAGE/onEnter/0/effects/0/value: request passkeySignOn2 is not defined under "requests" in flows/; did you mean passkeySignOn?',
    'flows/sign-on.json /pages/LOGIN_PAGE/on/TMP_PWD/1/effects/0/value: request authenticate runs no "ceremony" of kind "get": the autofill has nothing to send a passkey with',
  ]);
});

test('the session: calls of another file or none, a wait on a later call, a session entry read with the wrong type', () => {
  edit(dir, 'flows/common.json', (j) => {
    j.session.start[2].after = 'sessionId';
    j.session.start.push({ request: 'countryCodes' });
    j.session.csrf = 'csrfTokn';
    j.requests.appAndBrand.session = { appValid: 'valid' };
    j.requests.sessionId.reply.sessionId = 'integer';
    j.requests.csrfToken.require = ['csrfToken'];
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'flows/common.json /session/start/2/after: sessionId is not an earlier start call (a call waits only for one before it)',
      "flows/common.json /session/start/4/request: request countryCodes is not defined in flows/common.json (the session's requests live beside it)",
      "flows/common.json /session/csrf: request csrfTokn is not defined in flows/common.json (the session's requests live beside it); did you mean csrfToken?",
      'flows/common.json /requests/appAndBrand/session/appValid: appValid is not a session entry (keep anything else in the flow context with "keep")',
      'flows/common.json /requests/sessionId/session/sessionId: the session\'s sessionId needs the reply field sessionId read as "string"',
      'flows/common.json /requests/csrfToken/require/0: the reply field csrfToken is not read',
    ]),
  );
});

test('a button or link other than the primary one names its data-action hook, one of the contract', () => {
  edit(dir, 'schemas/sign-on.ui.json', (j) => {
    delete j['ui:panel'].links[0].action;
  });
  edit(dir, 'schemas/enter-code.ui.json', (j) => {
    j['ui:panel'].buttons.find((b: { event?: string }) => b.event === 'CANCEL').action = 'cancle';
  });
  expect(messages(dir)).toEqual([
    'schemas/enter-code.ui.json /ui:panel/buttons/1/action: cancle is not a data-action hook; did you mean cancel?',
    'schemas/sign-on.ui.json /ui:panel/links/0/action: missing: a button other than the primary one names its data-action hook (cancel, close, continue, resend, help, toggle-visibility, captcha-refresh, captcha-audio, forgot-password, or a new one)',
  ]);
});

test('a ui: key the renderer does not read is refused, with the key that was meant (issue 38, point 9)', () => {
  edit(dir, 'schemas/enter-user-info.ui.json', (j) => {
    j.email['ui:placeholdr'] = 'field.email.label';
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'schemas/enter-user-info.ui.json /email/ui:placeholdr: ui:placeholdr is not a key the renderer reads (docs/reference.md "Field keys"); did you mean ui:placeholder?',
    ]),
  );
});

test('a schema condition naming a value its field does not have, and an option value outside its set (issue 38, point 8)', () => {
  edit(dir, 'schemas/enter-user-info.schema.json', (j) => {
    j.if.properties.deliveryChannel.const = 'EMAL';
    j.else.if.properties.countryType = { enum: ['INT', 'CA'] };
  });
  edit(dir, 'schemas/enter-code.ui.json', (j) => {
    j.validationCode['ui:options'].inputMode = 'numerik';
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'schemas/enter-user-info.schema.json /if/properties/deliveryChannel/const: "EMAL" is not a value of deliveryChannel ("MOBILE", "LANDLINE", "EMAIL"); did you mean EMAIL?',
      'schemas/enter-user-info.schema.json /else/if/properties/countryType/enum/1: "CA" is not a value of countryType ("US", "INT")',
      'schemas/enter-code.ui.json /validationCode/ui:options/inputMode: inputMode is one of none, text, decimal, numeric, tel, search, email, url, not "numerik"; did you mean numeric?',
    ]),
  );
});

test('a navigation target the widget does not know is refused (issue 38, point 8)', () => {
  edit(dir, 'flows/common.json', (j) => {
    const walk = (x: unknown): boolean => {
      if (!x || typeof x !== 'object') return false;
      const o = x as Record<string, unknown>;
      if (o.effect === 'navigateTo') {
        o.value = 'supportUrl';
        return true;
      }
      return Object.values(o).some(walk);
    };
    expect(walk(j)).toBe(true);
  });
  expect(messages(dir)).toEqual([
    expect.stringMatching(
      /^flows\/common\.json \/\S+\/effects\/0\/value: navigateTo goes to one of loginUrl, selfRegURL, cancelUrl, twoFactorLoginUrl or app.<setting>, not "supportUrl"$/,
    ),
  ]);
});

test('a page "like" a page of a flow file that may not be loaded yet is refused (issue 38, point 8)', () => {
  edit(dir, 'flows/recovery.json', (j) => {
    j.pages.FPW_LIKE_CPW = { like: 'CPW' };
  });
  expect(messages(dir)).toEqual(
    expect.arrayContaining([
      'flows/recovery.json /pages/FPW_LIKE_CPW/like: page CPW is in flows/change-password.json, which may not be loaded yet when this file is: copy the page here, or move it to common.json or sign-on.json',
    ]),
  );
});

test('a property a ui:order without "*" leaves out (rjsf then draws no form at all)', () => {
  edit(dir, 'schemas/sign-on.schema.json', (j) => {
    j.properties.acceptTerms = { type: 'boolean' };
  });
  expect(messages(dir)).toEqual([
    'schemas/sign-on.ui.json /ui:order: ui:order leaves out acceptTerms, so the panel would draw no form: add "acceptTerms" (or "*")',
  ]);
});

// found by test/data/check-mutations.test.ts: each stopped the check, or passed and then broke the panel
test('a panel option of the wrong kind, and a button with no label', () => {
  edit(dir, 'schemas/error-dialog.ui.json', (j) => {
    j['ui:panel'].buttons = 'object';
  });
  edit(dir, 'schemas/user-profile.ui.json', (j) => {
    j['ui:panel'].dataFrom = 1;
  });
  edit(dir, 'schemas/temporary-password.ui.json', (j) => {
    delete j['ui:panel'].buttons[1].label;
  });
  expect(messages(dir)).toEqual([
    'schemas/error-dialog.ui.json /ui:panel/buttons: buttons is a list, e.g. [{ "type": "submit", "label": "CONTINUE" }]',
    'schemas/temporary-password.ui.json /ui:panel/buttons/1/label: missing: every button and link says what it does (a message key)',
    'schemas/user-profile.ui.json /ui:panel/dataFrom: dataFrom is text, e.g. "profile"',
  ]);
});

test('a request value whose "from" is no text is one problem, and the check goes on', () => {
  edit(dir, 'flows/recovery.json', (j) => {
    const payload = Object.values(j.requests as Record<string, { payload?: Record<string, { from?: unknown }> }>).find(
      (d) => d.payload && Object.values(d.payload).some((v) => typeof v?.from === 'string'),
    )!.payload!;
    Object.values(payload).find((v) => typeof v?.from === 'string')!.from = 7;
  });
  // one problem: the value in the form meant, not every other form of a payload (src/data/check/branches.ts)
  expect(messages(dir)).toEqual([
    expect.stringMatching(/^flows\/recovery\.json \/requests\/\w+\/payload\/\w+\/from: must be string$/),
  ]);
});

test('a context path is followed into what the request keeps: a name it does not have, a count compared with text', () => {
  edit(dir, 'flows/secure-code.json', (j) => {
    prependRows(j, [
      { when: { 'context.deliveryOptions.mobil.length': 1 }, goto: 'ERROR' },
      { when: { 'context.deliveryOptions.mobile.length': ['1', 2] }, goto: 'ERROR' },
      { when: { 'context.deliveryOptions.email.length': 0 }, goto: 'ERROR' },
    ]);
    j.requests.sendSecureCode.payload.first = { from: 'context.deliveryOptions.mobile.first' };
  });
  edit(dir, 'schemas/enter-code.ui.json', (j) => {
    j['ui:panel'].footnotes = [
      ...(j['ui:panel'].footnotes ?? []),
      { text: 'common.continue', visibleWhen: { fact: 'context.deliveryOptions.landline.length', in: [0, 'none'] } },
    ];
  });
  const found = messages(dir).map((m) => m.replace(/\/pages\/\w+\/on\/\w+\//, '/pages/P/on/A/'));
  expect(found).toEqual([
    'flows/secure-code.json /pages/P/on/A/0/when/context.deliveryOptions.mobil.length: context.deliveryOptions.mobil.length: context.deliveryOptions has mobile, landline, email, passkey, totp, recoveryCode, not mobil',
    'flows/secure-code.json /pages/P/on/A/1/when/context.deliveryOptions.mobile.length/0: context.deliveryOptions.mobile.length is a number: "1" can never equal it (write 1, or null for "absent")',
    'flows/secure-code.json /pages/P/on/A/2/when/context.deliveryOptions.email.length: context.deliveryOptions.email.length: context.deliveryOptions.email is a text: it has no .length',
    'flows/secure-code.json /requests/sendSecureCode/payload/first/from: context.deliveryOptions.mobile.first: context.deliveryOptions.mobile is a list: follow it with .length or an index (.0), not .first',
    expect.stringMatching(
      /^schemas\/enter-code\.ui\.json \/ui:panel\/footnotes\/\d+\/visibleWhen\/in\/1: context\.deliveryOptions\.landline\.length is a number: "none" can never equal it/,
    ),
  ]);
});

test('the session in a flow file loaded later is refused (the widget could not start), as the build refuses it', () => {
  let session: unknown;
  edit(dir, 'flows/common.json', (j) => {
    session = j.session;
    delete j.session;
  });
  edit(dir, 'flows/recovery.json', (j) => {
    j.session = session;
  });
  expect(messages(dir)).toContain(
    'flows/recovery.json /session: the session belongs in a flow file the bundle carries (common.json, sign-on.json): move it there, with its requests',
  );
});

test('a condition reading past what the widget keeps as facts (too deep, a far element) is refused, never always null', () => {
  edit(dir, 'flows/secure-code.json', (j) => {
    prependRows(j, [{ when: { 'context.deliveryOptions.mobile.12.0': 'p1' }, goto: 'ERROR' }]);
  });
  edit(dir, 'schemas/enter-code.ui.json', (j) => {
    j['ui:panel'].footnotes = [
      ...(j['ui:panel'].footnotes ?? []),
      { text: 'common.continue', visibleWhen: { fact: 'context.lastSend.a.b.c.d', in: ['x'] } },
    ];
  });
  const found = messages(dir).map((m) => m.replace(/\/pages\/\w+\/on\/\w+\//, '/pages/P/on/A/'));
  expect(found).toEqual([
    "flows/secure-code.json /pages/P/on/A/0/when/context.deliveryOptions.mobile.12.0: context.deliveryOptions.mobile.12.0: a condition reads a list's first 10 elements (.0 to .9), not .12",
    expect.stringMatching(
      /^schemas\/enter-code\.ui\.json \/ui:panel\/footnotes\/\d+\/visibleWhen: context\.lastSend\.a\.b\.c\.d: a condition reads a kept value 3 levels deep at most$/,
    ),
  ]);
});
