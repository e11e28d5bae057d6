// Draws any page described in data: its schema and UI schema, localized, as one themed rjsf Form inside a
// react-modal dialog with title, message box, footer buttons, close control and help link. Nothing panel-specific.
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useId, useMemo, useState } from 'react';
import Modal from 'react-modal';
import type { PanelFiles } from '../data/types';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useEnv, useWidgetDom } from '../app/contexts';
import { raiseEvent, submitPanel } from '../flow/thunks';
import { makeErrorTransformer } from '../form/errors';
import type { FormCtx } from '../form/context';
import { ThemedForm } from '../form/ThemedForm';
import { checkRedirect } from '../host/redirects';
import { useI18n } from '../i18n/I18nContext';
import { localizePanel, type ViewFacts } from './localize';
import { MessageBox } from './MessageBox';

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

/** The field id rjsf gives a property path (idPrefix + "_" + path). */
const fieldId = (prefix: string, property: string | undefined) => [prefix, ...(property ?? '').replace(/^\./, '').split('.').filter(Boolean)].join('_');

/** The errors to show: those of fields the user has left, or all once a submit was tried. */
function shownErrors(errors: RJSFValidationError[], prefix: string, touched: { all: boolean; ids: string[] }): ErrorSchema {
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

function pick(data: FormData, keys: string[]): FormData {
  return Object.fromEntries(keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
}

export function PanelRenderer({ page }: { page: string }) {
  const env = useEnv();
  const { panelRoot } = useWidgetDom();
  const dispatch = useAppDispatch();
  const { t, locale } = useI18n();
  const def = env.tables.pages[page];
  const files = env.panels[def.panel ?? ''];
  const flow = useAppSelector((s) => s.flow.flow);
  const message = useAppSelector((s) => s.flow.message);
  const embedded = useAppSelector((s) => s.flow.embeddedMessage);
  const focusSeq = useAppSelector((s) => s.flow.focusMessageSeq);
  const busy = useAppSelector((s) => s.flow.busy);
  const context = useAppSelector((s) => s.flow.context);
  const ping = useAppSelector((s) => s.session.app?.isPingEnabled === true);
  const titleId = useId();
  const messageId = useId();

  const facts: ViewFacts = useMemo(() => ({
    flow, page, ping, userIdLabel: env.config.userIdLabel, passwordState: context.passwordState ?? null, captcha: !!context.captcha,
  }), [flow, page, ping, env.config.userIdLabel, context.passwordState, context.captcha]);
  const panel = useMemo(() => localizePanel(files.ui, t, facts), [files, t, facts]);
  const options = panel.options;
  const validator = validatorFor(files);
  const transformErrors = useMemo(() => makeErrorTransformer(t), [t]);
  const [formData, setFormData] = useState<FormData>(() => pick(context as FormData, options.remember ?? []));
  const [touched, setTouched] = useState<{ all: boolean; ids: string[] }>({ all: false, ids: [] });
  // Validation is ours, not rjsf's: errors show per field once it is left (or all after a submit attempt), and the
  // layout never shifts under a pointer that is about to press the submit button.
  const idPrefix = `aw-${def.panel}`;
  const errors = useMemo(() => validator.validateFormData(formData, files.schema as RJSFSchema, undefined, transformErrors, panel.ui).errors,
    [validator, formData, files.schema, transformErrors, panel.ui]);
  const valid = errors.length === 0;
  const extraErrors = useMemo(() => shownErrors(errors, idPrefix, touched), [errors, idPrefix, touched]);
  const formContext: FormCtx = useMemo(() => ({
    t, facts, captcha: context.captcha ?? null, captchaMessageContainer: env.config.captchaMessageContainer, loadSanitizer: env.loadSanitizer,
  }), [t, facts, context.captcha, env.config.captchaMessageContainer, env.loadSanitizer]);

  const shownMessage = message ?? (embedded && !env.config.loginErrorContainer ? embedded : null);
  const helpUrl = options.help && env.config.helpURL
    ? checkRedirect(env.config.helpURL, { base: env.host.href(), hostOrigin: env.config.hostOrigin, apiOrigin: env.config.apiOrigin, allowedRedirectOrigins: env.config.allowedRedirectOrigins })
    : null;

  const onSubmit = ({ formData: data }: IChangeEvent<FormData>) => {
    const values = data ?? {};
    if (!valid) {
      setTouched({ all: true, ids: [] });
      // focus moves to the first field in error
      document.getElementById(fieldId(idPrefix, errors[0]?.property))?.focus();
      return;
    }
    // SPEC.md section 4: the form is reset on submit, keeping only what the panel declares (the user id on sign-on).
    setFormData(pick(values, options.keepOnSubmit ?? []));
    setTouched({ all: false, ids: [] });
    void dispatch(submitPanel(page, values, options.remember ?? []));
  };
  const raise = (event: string) => void dispatch(raiseEvent(page, event));
  const submitDisabled = busy || (!!options.submitDisabledUntilValid && !valid);

  return (
    <Modal
      isOpen
      parentSelector={() => panelRoot}
      ariaHideApp={false}
      role="dialog"
      aria={{ labelledby: titleId, modal: true } as Modal.Aria}
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
      <div className="aw-header" lang={locale.replace('_', '-')}>
        <h2 id={titleId} className="aw-title">{panel.title}</h2>
        {helpUrl ? (
          <a className="aw-help" href={helpUrl} target="_blank" rel="noopener noreferrer" data-action="help">
            {t('common.help')}<span className="aw-sr-only"> {t('common.newWindow')}</span>
          </a>
        ) : null}
        {options.close ? (
          <button type="button" className="aw-close" data-action="close" aria-label={t('common.close')} onClick={() => raise('CLOSE')}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <div className="aw-body">
        <MessageBox message={shownMessage} t={t} focusSeq={focusSeq} id={messageId} />
        {panel.intro ? <p className="aw-intro">{panel.intro}</p> : null}
        <ThemedForm
          schema={files.schema as RJSFSchema}
          uiSchema={panel.ui}
          validator={validator}
          formData={formData}
          formContext={formContext}
          idPrefix={idPrefix}
          onChange={(e) => setFormData(e.formData ?? {})}
          onSubmit={onSubmit}
          onBlur={(id) => setTouched((x) => (x.ids.includes(id) ? x : { ...x, ids: [...x.ids, id] }))}
          extraErrors={extraErrors}
          noValidate
          showErrorList={false}
          noHtml5Validate
          disabled={busy}
        >
          <div className="aw-footer">
            {panel.buttons.map((b) => (b.type === 'submit' || !b.event ? (
              <button key={b.label} type="submit" className="aw-button aw-button--primary" disabled={submitDisabled}>{b.label}</button>
            ) : (
              <button key={b.label} type="button" className="aw-button" data-action={b.action ?? 'continue'} onClick={() => raise(b.event as string)}>{b.label}</button>
            )))}
          </div>
          {panel.links.length ? (
            <div className="aw-links">
              {panel.links.map((l) => (
                <button key={l.label} type="button" className="aw-link" data-action={l.action ?? 'continue'} onClick={() => raise(l.event as string)}>{l.label}</button>
              ))}
            </div>
          ) : null}
        </ThemedForm>
      </div>
    </Modal>
  );
}
