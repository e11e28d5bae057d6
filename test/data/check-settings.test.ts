// The data check on the product's rules (flows/common.json "settings"): each broken edit is refused with the file, the
// JSON pointer and a fix, and a valid one (a stricter length, a pattern with its own message) passes.
import fs from 'node:fs';
import { copy, edit, messages } from '../support/dataFiles';
import common from '../../flows/common.json';
import { PASSWORD_RULES } from '../../src/form/passwordRules';

let dir: string;
beforeEach(() => {
  dir = copy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const FILE = 'flows/common.json';
const RULES = '/settings/passwordRules';
const at = (rule: string) => common.settings.passwordRules.findIndex((e) => e.rule === rule);

type Json = Record<string, unknown>;
const rules = (j: { settings: { passwordRules: Json[] } }) => j.settings.passwordRules;

test('a misspelt rule, a parameter it does not take, one out of range and one missing', () => {
  edit(dir, FILE, (j) => {
    rules(j)[at('classes')].rule = 'clases';
    rules(j)[at('repeats')].runs = 4;
    rules(j)[at('length')].max = 0;
    rules(j).push({ rule: 'pattern', text: 'widget.checklist.rule.months' });
  });
  const n = common.settings.passwordRules.length;
  expect(messages(dir)).toEqual([
    `${FILE} ${RULES}/${at('length')}/max: 0 is not a whole number from 1 to 128 (most characters)`,
    `${FILE} ${RULES}/${at('length')}/min: min ${common.settings.passwordRules.find((e) => e.rule === 'length')!.min} is more than max 0: no password could pass`,
    `${FILE} ${RULES}/${at('classes')}/rule: "clases" is not a password rule; did you mean classes? (rules: ${Object.keys(PASSWORD_RULES).join(', ')})`,
    `${FILE} ${RULES}/${at('repeats')}/runs: rule repeats takes no "runs"; did you mean run? (it takes: run)`,
    `${FILE} ${RULES}/${n}: rule pattern needs "pattern": a regular expression (JavaScript syntax, no flags)`,
    // the misspelt rule's line is gone, so its message is used by nothing
    'locales/en_US.json /widget.checklist.rule.classes: message widget.checklist.rule.classes is not used by any schema, flow or code',
  ]);
});

test('a pattern without its message, a bad regular expression, and two lines with one id', () => {
  edit(dir, FILE, (j) => {
    rules(j).push({ rule: 'pattern', pattern: '[0-9' }, { rule: 'months' });
  });
  const n = common.settings.passwordRules.length;
  const found = messages(dir);
  expect(found).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^${FILE} ${RULES}/${n}/pattern: not a regular expression: `)),
      `${FILE} ${RULES}/${n}: rule pattern needs "text": the message key that says what it requires, in words`,
      `${FILE} ${RULES}/${n + 1}: a second line with id "months" (line ${at('months')} has it): give one of them its own "id"`,
    ]),
  );
});

test("a rule's message naming a variable the rule does not give, in one locale", () => {
  edit(dir, 'locales/de_DE.json', (j) => {
    j['widget.checklist.rule.length'] = '{$min} bis {$maks} Zeichen';
  });
  expect(messages(dir)).toEqual([
    `locales/de_DE.json /widget.checklist.rule.length: {$maks} is given by nothing where widget.checklist.rule.length is used (${FILE} ${RULES}/${at('length')} gives {$min}, {$max}); did you mean max?`,
  ]);
});

// the code length the data gives, and two more (the cases hold whatever length a product owner set)
const CODE = common.settings.codeLength;
const LONGER = CODE + 2;

/** the panels whose code field takes a code the server sends (the data's code length; an app's code says its own) */
const codeFields = () =>
  fs
    .readdirSync(`${dir}/schemas`)
    .filter((f) => f.endsWith('.ui.json'))
    .filter((f) => {
      const field = (
        JSON.parse(fs.readFileSync(`${dir}/schemas/${f}`, 'utf8')) as Record<
          string,
          { 'ui:autocomplete'?: unknown; 'ui:options'?: { codeDigits?: number } }
        >
      ).validationCode;
      return field?.['ui:autocomplete'] === 'one-time-code' && field['ui:options']?.codeDigits === undefined;
    })
    .map((f) => f.replace(/\.ui\.json$/, '.schema.json'));

test('a longer code in the settings, not in the code fields: each field is named with the fix', () => {
  const fields = codeFields();
  expect(fields).toContain('enter-code.schema.json');
  edit(dir, FILE, (j) => {
    j.settings.codeLength = LONGER;
  });
  expect(messages(dir).sort()).toEqual(
    fields
      .map(
        (f) =>
          `schemas/${f} /properties/validationCode/maxLength: a one-time code has ${LONGER} digits (${FILE} /settings/codeLength) but this field takes ${CODE}: set maxLength to ${LONGER}`,
      )
      .sort(),
  );
});

test('a length rule longer than the password fields take', () => {
  edit(dir, FILE, (j) => {
    rules(j)[at('length')].max = 80;
  });
  const found = messages(dir);
  expect(found.length).toBeGreaterThan(0);
  for (const m of found)
    expect(m).toMatch(
      /^schemas\/[a-z-]+\.schema\.json \/properties\/\w+\/maxLength: the length rule allows 80 characters \(flows\/common\.json \/settings\/passwordRules\) but this field takes 64: set maxLength to 80 or more$/,
    );
});

test('valid edits pass: a stricter length, a pattern with its own message and id, the code length on both sides', () => {
  edit(dir, FILE, (j) => {
    rules(j)[at('length')].min = Math.max(Number(rules(j)[at('length')].min), 12);
    rules(j).push({
      rule: 'pattern',
      id: 'twoDigits',
      pattern: '[0-9].*[0-9]',
      text: 'widget.checklist.rule.twoDigits',
    });
    j.settings.codeLength = LONGER;
  });
  for (const f of codeFields())
    edit(dir, `schemas/${f}`, (j) => {
      j.properties.validationCode.maxLength = LONGER;
    });
  for (const f of fs.readdirSync(`${dir}/locales`).filter((n) => n.endsWith('.json')))
    edit(dir, `locales/${f}`, (j) => {
      j['widget.checklist.rule.twoDigits'] = 'At least two digits';
    });
  expect(messages(dir)).toEqual([]);
});
