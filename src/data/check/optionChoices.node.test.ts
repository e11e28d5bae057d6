// Options chosen by a fact, checked on a panel of its own (never the shipped data): each value a choice may give is
// held to what the option takes, at the place that gives it; what it selects by must be a fact or a field; options
// that say what a field is cannot be chosen.
import { checkUiFields } from './fields';
import { newReport } from './report';

const FILE = 'schemas/p.ui.json';
const schema = {
  type: 'object',
  properties: { code: { type: 'string', maxLength: 6 }, channel: { type: 'string', enum: ['SMS', 'EMAIL'] } },
};

function said(options: Record<string, unknown>) {
  const r = newReport();
  r.appSettings = { request: 'appDetails', names: ['isVoiceDisabled'] };
  r.useKey = () => undefined;
  checkUiFields(r, schema, { code: { 'ui:options': options } }, FILE, '');
  return r.problems.map((p) => `${p.pointer}: ${p.message}`);
}

test('a choice by a view fact, an app setting or a field, giving values the option takes, passes', () => {
  expect(
    said({
      inputMode: { select: 'flow', cases: { FPS: 'numeric' }, default: 'text' },
      visibleWhen: { select: 'app.isVoiceDisabled', cases: { true: 'captcha' }, default: '!captcha' },
      errors: { select: 'channel', cases: { SMS: { pattern: 'k.sms' } }, default: { pattern: 'k.mail' } },
    }),
  ).toEqual([]);
});

test('a value a choice gives that the option does not take is refused where the choice gives it', () => {
  expect(said({ inputMode: { select: 'flow', cases: { FPS: 'numric' }, default: 'text' } })).toEqual([
    '/code/ui:options/inputMode/cases/FPS: inputMode is one of none, text, decimal, numeric, tel, search, email, url, not "numric"; did you mean numeric?',
  ]);
  expect(said({ codeDigits: 6, inputMode: { select: 'flow', cases: {}, default: 7 } })).toEqual([
    '/code/ui:options/inputMode/default: inputMode takes a string (e.g. "numeric"), not 7',
  ]);
  // a condition a choice gives is a condition like any other: its field must be one of the panel's
  expect(
    said({ visibleWhen: { select: 'flow', cases: { FPS: { field: 'chanel', is: 'filled' } }, default: 'captcha' } }),
  ).toEqual(['/code/ui:options/visibleWhen/cases/FPS: chanel is not a property of the schema; did you mean channel?']);
});

test('what a choice selects by must be a fact, a setting the request asks for, or a field', () => {
  const [problem] = said({ inputMode: { select: 'flw', cases: {}, default: 'text' } });
  expect(problem).toMatch(
    /^\/code\/ui:options\/inputMode\/select: flw is not a view fact \(.*\); did you mean flow\?$/,
  );
  expect(said({ inputMode: { select: 'app.isVoiceDisabld', cases: {}, default: 'text' } })[0]).toMatch(
    /^\/code\/ui:options\/inputMode\/select: .*isVoiceDisabled/,
  );
});

test('whether a field is secret, its code digits and its row are never chosen by a fact', () => {
  expect(said({ secret: { select: 'flow', cases: { FPS: true }, default: false } })).toEqual([
    '/code/ui:options/secret: secret cannot be chosen by a fact: whether a field holds a secret is the same under every fact (the store and the logs depend on it); give it one value',
  ]);
});
