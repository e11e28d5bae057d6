// Conditions and text choices that name an app setting or a field's state, checked on a report of their own (never
// the shipped data): a setting the app-details request does not ask for, a misspelt field or state, is refused with
// the one meant.
import { checkCondition, checkText } from './texts';
import { newReport } from './report';

const FILE = 'schemas/p.ui.json';
function said(
  run: (r: ReturnType<typeof newReport>) => void,
  names: string[] | null = ['supportUrl', 'isVoiceDisabled'],
) {
  const r = newReport();
  r.appSettings = { request: 'appDetails', names };
  run(r);
  return r.problems.map((p) => `${p.pointer}: ${p.message}`);
}

test('an app setting the request asks for may be a condition, a value compared, or a text chosen by it', () => {
  expect(
    said((r) => {
      checkCondition(r, 'app.supportUrl', ['email'], FILE, '/a');
      checkCondition(r, { fact: 'app.isVoiceDisabled', in: [true] }, ['email'], FILE, '/b');
      checkText(r, { select: 'app.isVoiceDisabled', cases: { true: 'k.one' }, default: 'k.two' }, FILE, '/c', [
        'email',
      ]);
    }),
  ).toEqual([]);
});

test('a setting it does not ask for is refused with the one meant and where to add it', () => {
  expect(said((r) => checkCondition(r, '!app.supportURL', ['email'], FILE, '/a'))).toEqual([
    '/a: app.supportURL: request appDetails does not ask for supportURL; add it to its query "properties"; did you mean supportUrl?',
  ]);
  expect(said((r) => checkText(r, { select: 'app.helpUrl', cases: {}, default: 'k' }, FILE, '/c', []))).toEqual([
    '/c/select: app.helpUrl: request appDetails does not ask for helpUrl; add it to its query "properties"',
  ]);
  // a request that asks for every setting takes any one name, never a path
  expect(said((r) => checkCondition(r, 'app.anything', [], FILE, '/a'), null)).toEqual([]);
  expect(said((r) => checkCondition(r, 'app.a.b', [], FILE, '/a'), null)).toEqual([
    "/a: app.a.b: an app setting is one name (e.g. app.supportUrl), or a list setting's count or element (app.signOnByCode.length, app.signOnByCode.0)",
  ]);
});

test('with no request that keeps the app settings, none may be named', () => {
  const r = newReport();
  checkCondition(r, 'app.supportUrl', [], FILE, '/a');
  expect(r.problems.map((p) => p.message)).toEqual([
    'app.supportUrl: no request keeps the app\'s settings (a reply field "appSettings")',
  ]);
});

test("a field's state: a field of the schema, and a state there is", () => {
  expect(said((r) => checkCondition(r, { field: 'email', is: 'filled' }, ['email'], FILE, '/a'))).toEqual([]);
  expect(said((r) => checkCondition(r, { field: 'emial', is: 'empty' }, ['email'], FILE, '/a'))).toEqual([
    '/a: emial is not a property of the schema; did you mean email?',
  ]);
  expect(said((r) => checkCondition(r, { field: 'email', is: 'full' }, ['email'], FILE, '/a'))).toEqual([
    expect.stringContaining('{ "field": name, "is": "empty" | "filled" | "valid" | "invalid" }'),
  ]);
});

test('a choice or condition by a view fact of a closed set names its values: the config number 1 is no userIdLabel', () => {
  expect(
    said((r) => {
      checkText(r, { select: 'userIdLabel', cases: { '1': 'k.one', email: 'k.two' }, default: 'k' }, FILE, '/t', []);
      checkCondition(r, { fact: 'userIdLabel', in: ['email', 1] }, [], FILE, '/c');
    }),
  ).toEqual([
    '/t/cases/1: "1" is not a value of userIdLabel ("email", "userId"): it never matches',
    '/c/in/1: 1 is not a value of userIdLabel ("email", "userId"): it never matches',
  ]);
  expect(
    said((r) => checkText(r, { select: 'userIdLabel', cases: { mail: 'k' }, default: 'k' }, FILE, '/t', [])),
  ).toEqual([
    '/t/cases/mail: "mail" is not a value of userIdLabel ("email", "userId"): it never matches; did you mean email?',
  ]);
});

test('a schema a value must match, any of, all of and not are conditions; their schemas and names are held', () => {
  const ok = {
    anyOf: [
      { field: 'email', matches: { type: 'string', pattern: '@example\\.com$' } },
      { not: { fact: 'brand', in: ['blue'] } },
      { allOf: ['app.supportUrl', { fact: 'app.isVoiceDisabled', matches: { const: true } }] },
    ],
  };
  expect(said((r) => checkCondition(r, ok, ['email'], FILE, '/a'))).toEqual([]);
  expect(
    said((r) => checkCondition(r, { field: 'email', matches: { formatMaximun: '2020-01-01' } }, ['email'], FILE, '/a')),
  ).toEqual([
    '/a/matches/formatMaximun: "formatMaximun" is not a JSON Schema keyword the widget\'s validator knows, so it would check nothing; did you mean formatMaximum? (fix: spell it as one of the keywords of docs/validation.md, or remove it)',
  ]);
  expect(
    said((r) => checkCondition(r, { not: { field: 'email', matches: { format: 'e-mail' } } }, ['email'], FILE, '/a')),
  ).toEqual([
    expect.stringMatching(
      /^\/a\/not\/matches\/format: format "e-mail" is not one the widget can test.*did you mean email\?/,
    ),
  ]);
  expect(said((r) => checkCondition(r, { anyOf: [{ field: 'emial', matches: {} }] }, ['email'], FILE, '/a'))).toEqual([
    '/a: emial is not a property of the schema; did you mean email?',
  ]);
  // a test and a combinator in one object, or two tests, is no condition: which was meant is not for the widget to guess
  expect(said((r) => checkCondition(r, { field: 'email', in: ['a'], matches: {} }, ['email'], FILE, '/a'))).toEqual([
    expect.stringContaining('/a: a condition is a fact name'),
  ]);
  expect(said((r) => checkCondition(r, { anyOf: 'captcha' }, ['email'], FILE, '/a'))).toEqual([
    expect.stringContaining('/a: a condition is a fact name'),
  ]);
});

test('a text chosen by the first condition that holds: each condition and each key is checked', () => {
  const used: string[] = [];
  const problems = said((r) => {
    r.useKey = (k) => void used.push(k);
    checkText(
      r,
      {
        first: [
          { when: { fact: 'brand', in: ['blue'] }, then: 'k.blue' },
          { when: 'nofact', then: 'k.x' },
        ],
        default: 'k.d',
      },
      FILE,
      '/t',
    );
  });
  expect(used).toEqual(['k.blue', 'k.x', 'k.d']);
  expect(problems).toEqual([expect.stringMatching(/^\/t\/first\/1\/when: nofact is not a view fact/)]);
});

test("a condition's schema may test a date against today, and the keyword's value is held to its shape", () => {
  const born = (v: object) => ({ field: 'email', matches: { type: 'string', format: 'date', beforeToday: v } });
  expect(said((r) => checkCondition(r, born({ years: 18 }), ['email'], FILE, '/a'))).toEqual([]);
  expect(said((r) => checkCondition(r, born({ yeers: 18 }), ['email'], FILE, '/a'))).toEqual([
    expect.stringMatching(/^\/a\/matches: not a valid JSON Schema: .*beforeToday/),
  ]);
});
