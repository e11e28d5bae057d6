// A panel's form state: its values (starting from the flow context the panel names, and what it remembers), which
// fields were left, how many submits; and what a change, a blur and a submit do, as the UI schema names it.
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useEnv } from '../app/contexts';
import { useAppDispatch } from '../app/hooks';
import type { PanelFiles, PanelOptions } from '../data/types';
import { flowActions, type FlowContext } from '../flow/flowSlice';
import { submitPanel } from '../flow/thunks';
import { blurRules, changeRules } from '../form/fieldRules';
import { inputFilters } from '../form/inputFilters';
import { rulesBoxId } from '../form/passwordRules';
import { holds } from './conditions';
import { resolveKey, type ViewFacts } from './localize';
import { useAdoption } from './useAdoption';
import { fieldId, fieldOptions, invalidFields, pick, type FormData, type Touched } from './validation';

export interface PanelFormInput {
  page: string;
  files: PanelFiles;
  options: PanelOptions;
  context: FlowContext;
  facts: ViewFacts;
  countryCodes: string[] | null;
  idPrefix: string;
  /** whether the locale gives a key (a message with a fallback) */
  has?: (key: string) => boolean;
}

export function usePanelForm(input: PanelFormInput) {
  const { page, files, options, context, facts, countryCodes, idPrefix, has } = input;
  const dispatch = useAppDispatch();
  const env = useEnv();
  const fromContext = options.dataFrom
    ? ((context as Record<string, unknown>)[options.dataFrom] as FormData | undefined)
    : undefined;
  // A dialog opening keeps the drafts of the panel behind it; a panel opening takes its own back (after "stay").
  const [formData, setFormData] = useState<FormData>(
    () =>
      (env.tables.pages[page]?.kind === 'dialog' ? undefined : env.drafts.take(page)) ?? {
        ...(fromContext ?? {}),
        ...pick(context, options.remember ?? []),
      },
  );
  useEffect(() => env.drafts.save(page, formData), [env, page, formData]);
  const latest = useRef(formData); // what the form holds when a request ends
  latest.current = formData;
  // Data a panel shows from the flow context (the profile) may arrive after it opened.
  const [merged, setMerged] = useState(fromContext);
  if (merged !== fromContext) {
    setMerged(fromContext);
    if (fromContext) setFormData((current) => ({ ...current, ...fromContext }));
  }
  const [touched, setTouched] = useState<Touched>({ all: false, ids: [] });
  // the fields the user changed since the panel opened or was reset: leaving one the user never changed shows no
  // error (focus opens on the first field; moving on from it, or a reset's empty field, is not a mistake yet)
  const edited = useRef(new Set<string>());
  const [submitCount, setSubmitCount] = useState(0);
  const properties = Object.keys(files.schema.properties ?? {});
  const touch = (id: string) => setTouched((x) => (x.ids.includes(id) ? x : { ...x, ids: [...x.ids, id] }));
  /** leaving a field: touched once changed; a remembered user id travels to the next panel that asks for it, submitted
   * or not (the link to forgot password is pressed after leaving the field; it is no secret); its blur rule runs */
  const leave = (name: string, values: FormData) => {
    if (edited.current.has(name)) touch(fieldId(idPrefix, name));
    if (name === 'userId' && options.remember?.includes(name) && typeof values.userId === 'string')
      dispatch(flowActions.userIdRemembered(values.userId.replace(/\s+/g, '')));
    const rule = blurRules[fieldOptions(files.ui, name, { ...facts, ...values }).onBlur ?? ''];
    if (rule)
      setFormData((current) => {
        const patch = rule({ value: current[name], values: current, countryCodes });
        return patch ? { ...current, ...patch } : current;
      });
  };
  // the panel the first script drew, taken over: what was typed on it is the user's, filtered as the renderer filters
  // typing, and a field they left there was left as on any panel (src/panels/useAdoption.ts)
  useAdoption(page, properties, (raw, focused) => {
    const typed: FormData = {};
    for (const [name, v] of Object.entries(raw)) {
      const filter = inputFilters[fieldOptions(files.ui, name, { ...facts, ...raw }).inputFilter ?? ''];
      typed[name] = typeof v !== 'string' ? v : filter ? filter(v) : v;
      edited.current.add(name);
    }
    setFormData((current) => ({ ...current, ...typed }));
    for (const name in typed) if (name !== focused) leave(name, { ...formData, ...typed });
  });

  const onChange = (e: IChangeEvent<FormData>) => {
    let next = e.formData ?? {};
    for (const name of properties) if (next[name] !== formData[name]) edited.current.add(name);
    // Named rules of the fields whose value changed (e.g. the contact method resets the phone details).
    for (const name of properties) {
      const rule = fieldOptions(files.ui, name, { ...facts, ...next }).onChange;
      if (rule && changeRules[rule] && next[name] !== formData[name]) {
        const patch = changeRules[rule]({ value: next[name], values: next, countryCodes });
        if (patch) next = { ...next, ...patch };
      }
    }
    setFormData(next);
  };

  const onBlur = (id: string) => {
    const name = properties.find((p) => fieldId(idPrefix, p) === id);
    if (name) leave(name, formData);
    else touch(id);
  };

  /** `inactive`: the primary button is inactive (until valid, while busy, or by the panel's condition) */
  const onSubmit = (e: IChangeEvent, errors: RJSFValidationError[], inactive = false) => {
    const values = (e.formData ?? {}) as FormData;
    if (errors.length) {
      setTouched({ all: true, ids: [] });
      // Focus moves to the first field in error (to the requirements box for a password that breaks its rules).
      const first = errors[0];
      const id = fieldId(idPrefix, first?.property);
      focusField(document.getElementById(first?.name === 'rules' ? rulesBoxId(id) : id) ?? document.getElementById(id));
      return;
    }
    // pressed while inactive for another reason (a request still out, the panel's condition): nothing is sent
    if (inactive) return;
    // Checks whose failure is a failed message rather than a field error (e.g. the new password equals the current
    // one); nothing typed is lost.
    const failed = (options.messageChecks ?? []).find(
      (c) => values[c.differ[0]] && values[c.differ[0]] === values[c.differ[1]],
    );
    if (failed) {
      dispatch(flowActions.messageShown({ type: 'ERROR', key: resolveKey(failed.message, facts, has) }));
      dispatch(flowActions.messageFocused());
      return;
    }
    // The form is reset on submit, keeping only what the panel declares (the user id on sign-on), when the answer
    // comes: until then what was typed stays in sight, read-only (the password's dots too), and the reset is drawn in
    // the frame the answer is. A request that never got an answer (a timeout, a dropped connection) keeps what the
    // user typed: nothing was refused (docs/messages.md "Failures and what the user typed").
    const reset = pick(values, options.keepOnSubmit ?? []);
    setTouched({ all: false, ids: [] });
    edited.current.clear();
    setSubmitCount((n) => n + 1);
    const invalid = invalidFields(files, values);
    const sent = Object.fromEntries(
      Object.entries(values).filter(([k]) =>
        holds(fieldOptions(files.ui, k, { ...facts, ...values }).visibleWhen, facts, values, invalid),
      ),
    );
    const onSettled = (answered: boolean) => {
      // as it was at the press when nothing was refused (a reset radio's default gives way)
      const next = answered ? reset : { ...latest.current, ...values };
      env.drafts.save(page, next); // a dialog the answer opens over the panel gives it back on return, too
      setFormData(next);
    };
    void dispatch(submitPanel(page, sent, { remember: options.remember ?? [], onSettled }));
  };

  return { formData, touched, submitCount, onChange, onBlur, onSubmit };
}

/** A field's element, or for a group (a radio group's box: not focusable itself) its chosen or first control. */
function focusField(el: HTMLElement | null) {
  const control =
    el && !el.matches('input, select, textarea, button, [tabindex]')
      ? (el.querySelector<HTMLElement>('input:checked') ??
        el.querySelector<HTMLElement>('input:not(:disabled), select, textarea, [tabindex]'))
      : el;
  control?.focus();
}
