// A new-password input (with show/hide) and its live requirements box: each rule of docs/validation.md with its
// state, a polite live summary, and the box takes focus when a submit finds the password invalid. The value stays
// in the form; ui:options.matchField names the re-entered field for the match rule, differsFrom the current password.
import type { WidgetProps } from '@rjsf/utils';
import type { TextRef } from '../../data/types';
import { holds, type Condition } from '../../panels/conditions';
import { resolveKey } from '../../panels/localize';
import { checkPassword, rulesBoxId, type RuleResult } from '../passwordRules';
import type { FormCtx } from '../context';
import type { FieldCheck } from '../../panels/validation';
import { PasswordWidget } from './PasswordWidget';
import { asText } from '../values';

/**
 * @widget passwordChecklist — a new-password input with the live requirements checklist
 * @option matchField field "reenterPassword" — the re-entered field the checklist compares
 * @option differsFrom field "currentPassword" — a field the new password must differ from
 * @option notes notes [{ "text": "widget.checklist.note.history", "when": { "fact": "flow", "in": ["FPS"] } }] — rules the server checks, shown as text only (no met or unmet state), each when its condition holds
 */
export function PasswordChecklistWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as FormCtx;
  const match = props.options.matchField ? String(props.options.matchField) : undefined;
  const reentered = match ? (ctx.values[match] as string | undefined) : undefined;
  // ui:options.differsFrom names the current (or temporary) password field; without one the rule does not apply.
  const from = props.options.differsFrom ? String(props.options.differsFrom) : undefined;
  const current = from ? asText(ctx.values[from]) : undefined;
  const results = checkPassword(
    String(props.value ?? ''),
    match ? (reentered ?? '') : String(props.value ?? ''),
    { ...ctx.passwordContext, current },
    ctx.settings.passwordRules,
  ).filter((r) => from || r.rule !== 'differs');
  const met = results.filter((r) => r.ok).length;
  // judged: the field was left or submitted and breaks a rule (its error shows); a broken rule then shows as broken
  // (✗ and the words "not met"), not only by a colour, and stays tied to the field (aria-describedby) so that a
  // screen-reader user who comes back to it hears which rules are still unmet
  const judged = !!props.rawErrors?.length;
  // the match row is judged as soon as the re-entered password can no longer become the new one (longer, or a
  // different start): it then shows as broken while the two differ, not neutral until a submit
  const value = String(props.value ?? '');
  const mismatch =
    !!reentered && reentered !== value && (reentered.length >= value.length || !value.startsWith(reentered));
  const broken = (r: RuleResult) => judged || (r.rule === 'match' && mismatch);
  const unmetId = `${props.id}__unmet`;
  // each unmet rule with the locale's own note, "(not met)" / "（未满足）": no punctuation of ours between them
  const notMet = ctx.t('progress.stateNote', { state: ctx.t('widget.checklist.notMet') });
  const notes = ((props.options.notes ?? []) as { text: TextRef; when?: Condition }[])
    .filter((n) => holds(n.when, ctx.facts, ctx.values, ctx.invalid))
    .map((n) => ctx.t(resolveKey(n.text, ctx.facts, ctx.t.has), ctx.facts));
  const line = (r: RuleResult) => ctx.t(r.text, r.params);
  const unmet = results.filter((r) => !r.ok).map((r) => `${line(r)} ${notMet}`);
  return (
    <div className="aw-checklist">
      <PasswordWidget {...props} options={{ ...props.options, describedBy: unmetId }} />
      <p id={unmetId} hidden>
        {judged ? unmet.map((text) => <span key={text}>{text} </span>) : null}
      </p>
      <div className="aw-rules" id={rulesBoxId(props.id)} tabIndex={-1} aria-labelledby={`${props.id}__rules-title`}>
        <p className="aw-rules-title" id={`${props.id}__rules-title`}>
          {ctx.t('widget.checklist.title')}
        </p>
        <ul>
          {results.map((r) => (
            <li
              key={r.id}
              className={r.ok ? 'aw-rule aw-rule--ok' : broken(r) ? 'aw-rule aw-rule--broken' : 'aw-rule'}
              data-rule={r.id}
              data-met={r.ok}
            >
              <span aria-hidden="true" className="aw-rule-mark">
                {r.ok ? '✓' : broken(r) ? '✗' : '•'}
              </span>
              {/* the state follows the rule's words on the same line, visible once the password is judged */}
              <span>
                {line(r)}
                {!r.ok && broken(r) ? (
                  <span className="aw-rule-state"> {ctx.t('widget.checklist.notMet')}</span>
                ) : (
                  <span className="aw-sr-only">
                    {' '}
                    {ctx.t(r.ok ? 'widget.checklist.met' : 'widget.checklist.notMet')}
                  </span>
                )}
              </span>
            </li>
          ))}
          {/* the product's rules "shown as text only": the server judges them, so they carry no state here */}
          {notes.map((text) => (
            <li key={text} className="aw-rule aw-rule--note" data-rule-note="">
              <span aria-hidden="true" className="aw-rule-mark">
                ·
              </span>
              <span>{text}</span>
            </li>
          ))}
        </ul>
        <p className="aw-sr-only" aria-live="polite">
          {ctx.t('widget.checklist.summary', { met: String(met), total: String(results.length) })}
        </p>
      </div>
    </div>
  );
}

/** Its own check (src/panels/validation.ts FieldCheck): a rule but the match broken (the match is its own error). */
PasswordChecklistWidget.fieldError = ((value, options, { formData, passwordContext, rules }) => {
  const match = typeof options.matchField === 'string' ? options.matchField : null;
  const again = match ? asText(formData[match]) : asText(value);
  const broken = checkPassword(asText(value), again, passwordContext, rules).some((r) => r.rule !== 'match' && !r.ok);
  return broken ? 'PASSWORD_RULES_NOT_MET' : null;
}) satisfies FieldCheck['fieldError'];
