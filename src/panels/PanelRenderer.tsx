// Draws any page described in data: its schema and UI schema, localized, as one themed rjsf Form inside a
// react-modal dialog with title, progress bar, message box, footer buttons, footnotes, close control and help
// link. Field rules, conditions and extra checks are named in the data. Nothing here knows a particular panel.
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useCallback, useId, useMemo, useState } from 'react';
import Modal from 'react-modal';
import type { PanelFiles } from '../data/types';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useEnv, useWidgetDom } from '../app/contexts';
import { flowActions } from '../flow/flowSlice';
import { raiseEvent, submitPanel } from '../flow/thunks';
import { makeErrorTransformer } from '../form/errors';
import type { FormCtx } from '../form/context';
import { blurRules, changeRules } from '../form/fieldRules';
import { checkPassword } from '../form/passwordRules';
import { asText } from '../form/values';
import { ThemedForm } from '../form/ThemedForm';
import { rulesBoxId } from '../form/widgets/PasswordChecklistWidget';
import { checkRedirect } from '../host/redirects';
import { useI18n } from '../i18n/I18nContext';
import { holds, type Condition } from './conditions';
import { icons } from './icons';
import { localizePanel, resolveKey } from './localize';
import { MessageBox } from './MessageBox';
import { ProgressBar } from './ProgressBar';
import { viewFacts } from './viewFacts';

type Validator = ReturnType<typeof createPrecompiledValidator>;
/** One validator per panel file set; derived data, so a WeakMap keyed by the (immutable) files is safe to share. */
const validators = new WeakMap<PanelFiles, Validator>();
function validatorFor(files: PanelFiles): Validator {
  let v = validators.get(files);
  if (!v) {
    v = createPrecompiledValidator(files.validators, files.schema);
    validators.set(files, v);
  }
  return v;
}

type FormData = Record<string, unknown>;
type FieldOpts = {
  onChange?: string;
  onBlur?: string;
  mustMatch?: string;
  matchField?: string;
  visibleWhen?: Condition;
};

function pick(data: FormData, keys: string[]): FormData {
  return Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
}

/** The field id rjsf gives a property path (idPrefix + "_" + path). */
const fieldId = (prefix: string, property: string | undefined) =>
  [prefix, ...(property ?? '').replace(/^\./, '').split('.').filter(Boolean)].join('_');

/** The errors to show: those of fields the user has left, or all once a submit was tried. */
function shownErrors(
  errors: RJSFValidationError[],
  prefix: string,
  touched: { all: boolean; ids: string[] },
): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const e of errors) {
    if (!touched.all && !touched.ids.includes(fieldId(prefix, e.property))) continue;
    const path = (e.property ?? '').replace(/^\./, '').split('.').filter(Boolean);
    let node = out;
    for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
    const list = ((node.__errors as string[] | undefined) ??= []);
    if (e.message && !list.includes(e.message)) list.push(e.message);
  }
  return out as ErrorSchema;
}

const fieldOptions = (ui: UiSchema, name: string) =>
  ((ui[name] as UiSchema | undefined)?.['ui:options'] ?? {}) as FieldOpts;

export function PanelRenderer({ page }: { page: string }) {
  const env = useEnv();
  const { panelRoot } = useWidgetDom();
  const dispatch = useAppDispatch();
  const { t, locale } = useI18n();
  const def = env.tables.pages[page];
  const files = env.panels[def.panel ?? ''];
  // the two slices, not the root state (the panel re-renders when either changes, which is what it reads)
  const flowState = useAppSelector((s) => s.flow);
  const session = useAppSelector((s) => s.session);
  const { flow, message, embeddedMessage: embedded, focusMessageSeq: focusSeq, busy, context } = flowState;
  const countryCodes = session.countryCodes;
  const titleId = useId();
  const messageId = useId();

  const facts = useMemo(() => viewFacts({ flow: flowState, session }, env.config), [flowState, session, env.config]);
  const panel = useMemo(() => localizePanel(files.ui, t, facts), [files, t, facts]);
  const options = panel.options;
  const validator = validatorFor(files);
  const [formData, setFormData] = useState<FormData>(() => ({
    ...(options.dataFrom
      ? (((context as Record<string, unknown>)[options.dataFrom] as FormData | undefined) ?? {})
      : {}),
    ...pick(context as FormData, options.remember ?? []),
  }));
  // Data a panel shows from the flow context (the profile) may arrive after it opened.
  const fromContext = options.dataFrom
    ? ((context as Record<string, unknown>)[options.dataFrom] as FormData | undefined)
    : undefined;
  const [merged, setMerged] = useState(fromContext);
  if (merged !== fromContext) {
    setMerged(fromContext);
    if (fromContext) setFormData((current) => ({ ...current, ...fromContext }));
  }
  const [touched, setTouched] = useState<{ all: boolean; ids: string[] }>({ all: false, ids: [] });
  const [submitCount, setSubmitCount] = useState(0);
  const idPrefix = `aw-${def.panel}`;
  const properties = Object.keys(files.schema.properties ?? {});
  const passwordContext = useMemo(() => {
    const profile = (context.profile ?? {}) as Record<string, string | undefined>;
    return {
      userId: context.userId ?? profile.userId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
    };
  }, [context.userId, context.profile]);

  const transformErrors = useMemo(() => makeErrorTransformer(t, { ...facts, ...formData }), [t, facts, formData]);
  // Validation is ours, not rjsf's live validation: schema errors plus the checks the UI schema names (the
  // password rules, must-match), shown per field once it is left or all after a submit attempt; hidden fields
  // never count.
  const errors = useMemo(() => {
    const visible = (name: string) => holds(fieldOptions(files.ui, name).visibleWhen, facts, formData);
    const list = validator
      .validateFormData(formData, files.schema, undefined, transformErrors, panel.ui)
      .errors.filter((e) => visible((e.property ?? '').replace(/^\./, '').split('.')[0]));
    for (const name of properties) {
      if (!visible(name)) continue;
      const ui = files.ui[name] as UiSchema | undefined;
      const o = fieldOptions(files.ui, name);
      if (ui?.['ui:widget'] === 'passwordChecklist' && formData[name] !== undefined) {
        const rules = checkPassword(
          asText(formData[name]),
          o.matchField ? asText(formData[o.matchField]) : asText(formData[name]),
          passwordContext,
        ).filter((r) => r.id !== 'match');
        if (rules.some((r) => !r.ok))
          list.push({
            property: `.${name}`,
            name: 'rules',
            message: t('PASSWORD_RULES_NOT_MET'),
            stack: 'PASSWORD_RULES_NOT_MET',
          });
      }
      if (o.mustMatch && formData[name] !== undefined && formData[name] !== formData[o.mustMatch]) {
        list.push({
          property: `.${name}`,
          name: 'match',
          message: t('CREATE_PWD_PASSWORD_MATCH'),
          stack: 'CREATE_PWD_PASSWORD_MATCH',
        });
      }
    }
    // In field order, so focus goes to the first field in error on the page.
    const order = files.ui['ui:order'] ?? properties;
    const rank = (e: RJSFValidationError) => order.indexOf((e.property ?? '').replace(/^\./, '').split('.')[0]);
    return list.sort((a, b) => rank(a) - rank(b));
  }, [validator, formData, files, transformErrors, panel.ui, facts, properties, passwordContext, t]);
  const valid = errors.length === 0;
  const extraErrors = useMemo(() => shownErrors(errors, idPrefix, touched), [errors, idPrefix, touched]);
  const raise = useCallback((event: string) => void dispatch(raiseEvent(page, event)), [dispatch, page]);

  const formContext: FormCtx = useMemo(
    () => ({
      t,
      locale,
      facts,
      values: formData,
      captcha: context.captcha ?? null,
      captchaMessageContainer: env.config.captchaMessageContainer,
      loadSanitizer: env.loadSanitizer,
      raise,
      submitCount,
      codeSentAt: context.codeSentAt ?? null,
      passwordContext,
      context,
    }),
    [
      t,
      locale,
      facts,
      formData,
      context,
      env.config.captchaMessageContainer,
      env.loadSanitizer,
      raise,
      submitCount,
      passwordContext,
    ],
  );

  const shownMessage = message ?? (embedded && !env.config.loginErrorContainer ? embedded : null);
  const helpUrl =
    options.help && env.config.helpURL
      ? checkRedirect(env.config.helpURL, {
          base: env.host.href(),
          hostOrigin: env.config.hostOrigin,
          apiOrigin: env.config.apiOrigin,
          allowedRedirectOrigins: env.config.allowedRedirectOrigins,
        })
      : null;

  const onChange = (e: IChangeEvent<FormData>) => {
    let next = e.formData ?? {};
    // Named rules of the fields whose value changed (e.g. the contact method resets the phone details).
    for (const name of properties) {
      const rule = fieldOptions(files.ui, name).onChange;
      if (rule && changeRules[rule] && next[name] !== formData[name]) {
        const patch = changeRules[rule]({ value: next[name], values: next, countryCodes });
        if (patch) next = { ...next, ...patch };
      }
    }
    setFormData(next);
  };
  const onBlur = (id: string) => {
    setTouched((x) => (x.ids.includes(id) ? x : { ...x, ids: [...x.ids, id] }));
    const name = properties.find((p) => fieldId(idPrefix, p) === id);
    const rule = name ? fieldOptions(files.ui, name).onBlur : undefined;
    if (name && rule && blurRules[rule]) {
      setFormData((current) => {
        const patch = blurRules[rule]({ value: current[name], values: current, countryCodes });
        return patch ? { ...current, ...patch } : current;
      });
    }
  };
  const onSubmit = ({ formData: data }: IChangeEvent<FormData>) => {
    const values = data ?? {};
    if (!valid) {
      setTouched({ all: true, ids: [] });
      // Focus moves to the first field in error (to the requirements box for a password that breaks its rules).
      const first = errors[0];
      const id = fieldId(idPrefix, first?.property);
      (document.getElementById(first?.name === 'rules' ? rulesBoxId(id) : id) ?? document.getElementById(id))?.focus();
      return;
    }
    // Checks whose failure is a failed message rather than a field error (e.g. the new password equals the current
    // one, SPEC.md section 5); nothing typed is lost.
    const failedCheck = (options.messageChecks ?? []).find(
      (c) => values[c.differ[0]] && values[c.differ[0]] === values[c.differ[1]],
    );
    if (failedCheck) {
      dispatch(flowActions.messageShown({ type: 'ERROR', key: resolveKey(failedCheck.message, facts) }));
      dispatch(flowActions.messageFocused());
      return;
    }
    // SPEC.md section 4: the form is reset on submit, keeping only what the panel declares (the user id on sign-on).
    setFormData(pick(values, options.keepOnSubmit ?? []));
    setTouched({ all: false, ids: [] });
    setSubmitCount((n) => n + 1);
    const sent = Object.fromEntries(
      Object.entries(values).filter(([k]) => holds(fieldOptions(files.ui, k).visibleWhen, facts, values)),
    );
    void dispatch(submitPanel(page, sent, options.remember ?? []));
  };
  const shown = <T extends { visibleWhen?: unknown }>(list: T[]) =>
    list.filter((x) => holds(x.visibleWhen as Condition | undefined, facts, formData));
  const submitDisabled =
    busy ||
    (!!options.submitDisabledUntilValid && !valid) ||
    (options.submitDisabledWhen !== undefined && holds(options.submitDisabledWhen as Condition, facts, formData));
  const progress = options.progress ? (shown([options.progress].flat())[0] ?? null) : null;
  if (!holds(options.visibleWhen as Condition | undefined, facts, formData)) return null;

  return (
    <Modal
      isOpen
      parentSelector={() => panelRoot}
      ariaHideApp={false}
      role="dialog"
      aria={{ labelledby: titleId, modal: true }}
      data={{ page, flow, ...(options.dialog ? { dialog: options.dialog } : {}) }}
      className={`aw-panel aw-panel--${def.kind}`}
      overlayClassName="aw-overlay"
      bodyOpenClassName={null}
      htmlOpenClassName={null}
      shouldCloseOnEsc={!!options.close}
      shouldCloseOnOverlayClick={false}
      shouldReturnFocusAfterClose={false}
      onRequestClose={() => raise('CLOSE')}
    >
      <div className="aw-header">
        <h2 id={titleId} className="aw-title">
          {panel.title}
        </h2>
        {helpUrl ? (
          <a className="aw-help" href={helpUrl} target="_blank" rel="noopener noreferrer" data-action="help">
            {t('common.help')}
            <span className="aw-sr-only"> {t('common.newWindow')}</span>
          </a>
        ) : null}
        {options.close ? (
          <button
            type="button"
            className="aw-close"
            data-action="close"
            data-event="CLOSE"
            aria-label={t('common.close')}
            onClick={() => raise('CLOSE')}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className="aw-body">
        {progress ? (
          <ProgressBar
            steps={progress.steps.map((s) => t(resolveKey(s, facts), facts))}
            active={progress.active}
            t={t}
          />
        ) : null}
        <MessageBox message={shownMessage} t={t} focusSeq={focusSeq} id={messageId} />
        {panel.intro ? <p className="aw-intro">{panel.intro}</p> : null}
        <ThemedForm
          schema={files.schema}
          uiSchema={panel.ui}
          validator={validator}
          formData={formData}
          formContext={formContext}
          idPrefix={idPrefix}
          onChange={onChange}
          onSubmit={onSubmit}
          onBlur={onBlur}
          extraErrors={extraErrors}
          noValidate
          showErrorList={false}
          noHtml5Validate
          disabled={busy}
        >
          <div className="aw-footer">
            {shown(panel.buttons).map((b) =>
              b.type === 'submit' || !b.event ? (
                <button key={b.label} type="submit" className="aw-button aw-button--primary" disabled={submitDisabled}>
                  {b.label}
                </button>
              ) : (
                <button
                  key={b.label}
                  type="button"
                  className="aw-button"
                  data-action={b.action ?? 'continue'}
                  data-event={b.event}
                  onClick={() => raise(b.event as string)}
                >
                  {b.label}
                </button>
              ),
            )}
          </div>
          {shown(panel.links).length ? (
            <div className="aw-links">
              {shown(panel.links).map((l) => (
                <button
                  key={l.label}
                  type="button"
                  className="aw-link"
                  data-action={l.action ?? 'continue'}
                  data-event={l.event}
                  onClick={() => raise(l.event as string)}
                >
                  {l.label}
                </button>
              ))}
            </div>
          ) : null}
        </ThemedForm>
        {shown(options.footnotes ?? []).length ? (
          <div className="aw-footnotes">
            {shown(options.footnotes ?? []).map((f, i) => (
              <p key={i} className="aw-footnote">
                {f.icon && icons[f.icon] ? <span className="aw-footnote-icon">{icons[f.icon]}</span> : null}
                <span>{t(resolveKey(f.text, facts), facts)}</span>
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
