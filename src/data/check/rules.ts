// The product's rules in the settings (docs/validation.md "Password rules"): each password rule names a rule of the
// registry with parameters of the right kind and range; its checklist line has a message (in every locale, naming
// only the rule's parameters); the one-time-code fields take as many digits as the server sends, and a password field
// takes as many characters as the length rule allows.
import type { UiSchema } from '@rjsf/utils';
import { PASSWORD_RULES, ruleId, ruleParams } from '../../form/passwordRules';
import type { Tables } from '../../flow/tables';
import { PASSWORD_RULE_DOCS } from '../docs/ruleDocs';
import { didYouMean, esc, shown, type DataFiles, type Report } from './report';

const OWN_KEYS = ['rule', 'id', 'text', 'description'];
const doc = (rule: string, param: string) => PASSWORD_RULE_DOCS[rule]?.params[param] ?? param;

export function checkRules(r: Report, files: DataFiles, tables: Tables) {
  const where = Object.keys(files.flows).find((f) => files.flows[f].settings) ?? 'common.json';
  const file = `flows/${where}`;
  const { passwordRules: rules, codeLength } = tables.settings;
  const seen = new Map<string, number>();
  rules.forEach((entry, i) => {
    const at = `/settings/passwordRules/${i}`;
    const def = PASSWORD_RULES[entry.rule];
    if (!def) {
      const known = Object.keys(PASSWORD_RULES);
      r.add(
        file,
        `${at}/rule`,
        `"${shown(entry.rule)}" is not a password rule${didYouMean(String(entry.rule), known)} (rules: ${known.join(', ')})`,
      );
      return;
    }
    for (const k of Object.keys(entry).filter((k) => !OWN_KEYS.includes(k) && !(k in def.params)))
      r.add(
        file,
        `${at}/${esc(k)}`,
        `rule ${entry.rule} takes no "${k}"${didYouMean(k, Object.keys(def.params))} (it takes: ${Object.keys(def.params).join(', ') || 'nothing'})`,
      );
    for (const [name, p] of Object.entries(def.params)) {
      const v = entry[name];
      if (v === undefined) {
        if (p.default === undefined) r.add(file, at, `rule ${entry.rule} needs "${name}": ${doc(entry.rule, name)}`);
      } else if (p.type === 'integer' && (!Number.isInteger(v) || (v as number) < p.min! || (v as number) > p.max!))
        r.add(
          file,
          `${at}/${name}`,
          `${shown(v)} is not a whole number from ${p.min} to ${p.max} (${doc(entry.rule, name)})`,
        );
      else if (p.type === 'choice' && !p.values!.includes(v as string))
        r.add(
          file,
          `${at}/${name}`,
          `${JSON.stringify(v)} is not one of ${p.values!.join(', ')} (${doc(entry.rule, name)})${didYouMean(shown(v), [...p.values!])}: write one of them`,
        );
      else if (p.type === 'pattern' && typeof v !== 'string')
        r.add(file, `${at}/${name}`, `${shown(v)} is not a regular expression: write it as a string`);
      else if (p.type === 'pattern') {
        try {
          new RegExp(v as string);
        } catch (e) {
          r.add(file, `${at}/${name}`, `not a regular expression: ${(e as Error).message}`);
        }
      }
    }
    const params = ruleParams(entry);
    if (entry.rule === 'length' && Number(params.min) > Number(params.max))
      r.add(file, `${at}/min`, `min ${params.min} is more than max ${params.max}: no password could pass`);
    if (def.needsText && entry.text === undefined)
      r.add(file, at, `rule ${entry.rule} needs "text": the message key that says what it requires, in words`);
    const id = ruleId(entry);
    if (seen.has(id))
      r.add(file, at, `a second line with id "${id}" (line ${seen.get(id)} has it): give one of them its own "id"`);
    seen.set(id, i);
    const key = entry.text ?? `widget.checklist.rule.${id}`;
    r.useKey(key, file, entry.text === undefined ? at : `${at}/text`);
    r.limitVars(key, Object.keys(params), file, at);
  });
  const maxChars = rules
    .filter((e) => e.rule === 'length')
    .map((e) => Number(ruleParams(e).max))
    .reduce((a, b) => Math.min(a, b), Infinity);
  for (const [panel, ui] of Object.entries(files.uis)) {
    const props = ((files.schemas[panel] as { properties?: Record<string, { maxLength?: number }> })?.properties ??
      {}) as Record<string, { maxLength?: number }>;
    for (const [field, f] of Object.entries(props)) {
      const u = (ui as UiSchema)[field] as UiSchema | undefined;
      const at = `/properties/${esc(field)}/maxLength`;
      // a code the server sends has codeLength digits; one an app makes says its own (codeDigits: TOTP's 6)
      const own = (u?.['ui:options'] as { codeDigits?: number } | undefined)?.codeDigits;
      const digits = own ?? codeLength;
      const from = own === undefined ? `${file} /settings/codeLength` : `its ui:options.codeDigits`;
      if (u?.['ui:autocomplete'] === 'one-time-code' && f.maxLength !== digits)
        r.add(
          `schemas/${panel}.schema.json`,
          at,
          `a one-time code has ${digits} digits (${from}) but this field takes ${f.maxLength ?? 'any number'}: set maxLength to ${digits}`,
        );
      if (u?.['ui:widget'] === 'passwordChecklist' && maxChars !== Infinity && (f.maxLength ?? Infinity) < maxChars)
        r.add(
          `schemas/${panel}.schema.json`,
          at,
          `the length rule allows ${maxChars} characters (${file} /settings/passwordRules) but this field takes ${f.maxLength}: set maxLength to ${maxChars} or more`,
        );
    }
  }
}
