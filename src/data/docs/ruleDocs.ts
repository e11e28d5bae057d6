// What each password rule and its parameters mean, for docs/reference.md and the data check's messages (never
// bundled: the registry itself, src/form/passwordRules.ts, carries only what the widget runs).
export interface RuleDoc {
  meaning: string;
  params: Record<string, string>;
}

export const PASSWORD_RULE_DOCS: Record<string, RuleDoc> = {
  length: { meaning: 'between min and max characters', params: { min: 'fewest characters', max: 'most characters' } },
  classes: {
    meaning: 'at least min of the four kinds: lower case, upper case, digit, other',
    params: { min: 'kinds needed' },
  },
  personal: {
    meaning:
      'not containing the user id, first or last name, e-mail address or its local part (each of minPart characters or more)',
    params: { minPart: 'shortest part that counts' },
  },
  months: { meaning: 'no English month name, in any case', params: {} },
  repeats: { meaning: 'no character run times or more in a row', params: { run: 'the run length refused' } },
  atLeast: {
    meaning:
      'at least min characters of one kind (class); the entry gives the message key that says it ("text", which may name {$min})',
    params: { class: 'the kind counted: lower, upper, digit or special', min: 'fewest of that kind' },
  },
  notContaining: {
    meaning:
      'not containing the user\'s value of one field (any case), when it has minPart characters or more; the entry gives the message key ("text")',
    params: { field: 'the field: userId, firstName, lastName or email', minPart: 'shortest value that counts' },
  },
  pattern: {
    meaning: 'matches the regular expression pattern; the entry gives the message key that says it in words ("text")',
    params: { pattern: 'a regular expression (JavaScript syntax, no flags)' },
  },
  differs: {
    meaning: 'differs from the current or temporary password (only on a panel whose checklist names differsFrom)',
    params: {},
  },
  match: { meaning: "equals the re-entered password (the checklist's matchField)", params: {} },
};
