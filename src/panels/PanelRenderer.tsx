// Draws any page described in data: its schema and UI schema, localized, as one themed rjsf Form inside a
// react-modal dialog with title, progress bar, message box, footer buttons, footnotes, close control and help
// link. Field rules, conditions and extra checks are named in the data. Nothing here knows a particular panel.
import { useCallback, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useEnv, useWidgetDom } from '../app/contexts';
import { forChannel } from '../flow/channels';
import { withShared } from '../flow/everyPage';
import { raiseEvent, type Kept } from '../flow/thunks';
import { makeErrorTransformer } from '../form/errors';
import type { FormCtx } from '../form/context';
import { FORM_DEFAULTS, ThemedForm, fieldName } from '../form/ThemedForm';
import { allowedUrl } from '../host/redirects';
import { useI18n } from '../i18n/I18nContext';
import { holds, type Condition } from './conditions';
import { fieldSelects, localizePanel, pickFacts, resolveKey } from './localize';
import { focusRecord, openedToComeBack, useBusyFocus, usePanelFocus } from './focus';
import { messageFor } from '../flow/flowSlice';
import { Dialog, dialogData, dialogRole, drawsPanel } from './Dialog';
import { MessageBox } from './MessageBox';
import { PanelActions, PanelFootnotes, PanelHeader, PanelNotices } from './PanelParts';
import { ProgressBar } from './ProgressBar';
import { LinkProvider, richOrText } from './RichText';
import { usePanelForm } from './usePanelForm';
import { invalidFields, panelErrors, passwordContextOf, shownErrors, validatorFor } from './validation';
import { viewFacts } from './viewFacts';

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
  const { flow, focusMessageSeq: focusSeq, busy, context } = flowState;
  const [titleId, messageId, introId] = [useId(), useId(), useId()];
  const idPrefix = `aw-${def.panel}`;
  const record = focusRecord(env);

  const facts = useMemo(
    () => viewFacts({ flow: flowState, session }, env.config, env.tables.settings),
    [flowState, session, env.config, env.tables.settings],
  );
  // the page's shared links and footnotes (a flow file's "everyPage") after the panel's own
  const pageUi = useMemo(() => withShared(files.ui, def.shared), [files.ui, def.shared]);
  const panel = useMemo(() => localizePanel(pageUi, t, facts, (key, f) => richOrText(t, key, f)), [pageUi, t, facts]);
  const options = panel.options;
  const form = usePanelForm({
    page,
    files,
    options,
    context,
    facts,
    // the codes the countryCodes request kept (flows/recovery.json), for the supportedCountry blur rule
    countryCodes: Array.isArray(context.countryCodes) ? (context.countryCodes as string[]) : null,
    idPrefix,
    has: t.has,
  });
  const { formData, touched, submitCount } = form;
  // a field's text chosen by another field's value (the number's help by countryType), as its errors already are
  const selects = useMemo(() => fieldSelects(files.ui, Object.keys(files.schema.properties ?? {})), [files]);
  const ui = useMemo(
    () =>
      selects.length
        ? localizePanel(pageUi, t, { ...facts, ...pickFacts(formData, selects) }, (k, f) => richOrText(t, k, f)).ui
        : panel.ui,
    [selects, pageUi, t, facts, formData, panel.ui],
  );
  const passwordContext = useMemo(
    () => passwordContextOf(context.userId, context.profile),
    [context.userId, context.profile],
  );
  const transformErrors = useMemo(() => makeErrorTransformer(t, { ...facts, ...formData }), [t, facts, formData]);
  const errors = useMemo(
    () =>
      panelErrors({
        files,
        ui: ui,
        formData,
        facts,
        passwordContext,
        rules: env.tables.settings.passwordRules,
        transformErrors,
        t,
      }),
    [files, ui, formData, facts, passwordContext, env.tables.settings.passwordRules, transformErrors, t],
  );
  const valid = errors.length === 0;
  const invalid = useMemo(() => invalidFields(files, formData), [files, formData]);
  // the resend countdown follows the channel the last code went by (src/flow/channels.ts)
  const { settings: common } = env.tables;
  const from = common.channelFrom ? facts[common.channelFrom] : undefined;
  const settings = useMemo(() => forChannel(common, from), [common, from]);
  const extraErrors = useMemo(() => shownErrors(errors, idPrefix, touched), [errors, idPrefix, touched]);
  const raise = useCallback((e: string, keep?: Kept) => void dispatch(raiseEvent(page, e, keep)), [dispatch, page]);

  // a key or recovery codes a reply gave for this page: drawn again when they arrive (they are not in the store)
  const secrets = useSyncExternalStore(env.secrets.subscribe, env.secrets.values, env.secrets.values);
  const formContext: FormCtx = useMemo(
    () => ({
      t,
      locale,
      facts,
      values: formData,
      invalid,
      captcha: context.captcha ?? null,
      captchaMessageContainer: env.config.captchaMessageContainer,
      loadCaptcha: env.loadCaptcha,
      raise,
      submitCount,
      codeSentAt: context.codeSentAt ?? null,
      passwordContext,
      context,
      secrets,
      settings,
      lists: record.lists,
    }),
    [
      secrets,
      t,
      locale,
      facts,
      formData,
      invalid,
      context,
      env.config.captchaMessageContainer,
      env.loadCaptcha,
      raise,
      submitCount,
      passwordContext,
      settings,
      record.lists,
    ],
  );

  // The host's error container lies under the modal overlay (and is aria-hidden by react-modal), so a message for
  // it is shown in the panel as well (docs/messages.md "Embedded sign-on"); only on the page it was given to.
  const shownMessage = messageFor(flowState, page, (p) => drawsPanel(env.tables.pages[p]));
  const [dialogRef, messageRef] = [useRef<HTMLDivElement | null>(null), useRef<HTMLDivElement | null>(null)];
  usePanelFocus({
    dialog: dialogRef,
    message: messageRef,
    autoFocus: env.config.autoFocus,
    focusSeq,
    hasMessage: !!shownMessage,
    record,
    initial: options.alertDialog,
    comesBack: openedToComeBack(flowState.last, page),
  });
  useBusyFocus(dialogRef, busy);
  // above the fields, or (messageInFooter) under the primary action, which then stays where the user pressed it
  const box = <MessageBox message={shownMessage} t={t} boxRef={messageRef} id={messageId} />;
  const helpUrl = options.help && env.config.helpURL ? allowedUrl(env, env.config.helpURL) : null;
  const shown = <T extends { visibleWhen?: unknown }>(list: T[]) =>
    list.filter((x) => holds(x.visibleWhen as Condition | undefined, facts, formData, invalid));
  const submitDisabled =
    busy ||
    (!!options.submitDisabledUntilValid && !valid) ||
    (options.submitDisabledWhen !== undefined &&
      holds(options.submitDisabledWhen as Condition, facts, formData, invalid));
  const progress = options.progress ? (shown([options.progress].flat())[0] ?? null) : null;
  const intro = panel.intro && !(options.messageReplacesIntro && shownMessage) ? panel.intro : null;
  if (!holds(options.visibleWhen as Condition | undefined, facts, formData, invalid)) return null;

  return (
    <Dialog
      parentSelector={() => panelRoot}
      ariaHideApp={false}
      {...dialogRole(options, titleId, intro ? introId : null, !!def.waitInPanel)}
      data={dialogData(page, flow, options.dialog, (busy || flowState.wait) && !!def.waitInPanel)}
      className={`aw-panel aw-panel--${def.kind}`}
      overlayClassName="aw-overlay"
      bodyOpenClassName={null}
      htmlOpenClassName={null}
      shouldCloseOnEsc={!!options.close}
      shouldCloseOnOverlayClick={false}
      contentRef={(el) => {
        dialogRef.current = el;
      }}
      onRequestClose={() => raise('CLOSE')}
    >
      <LinkProvider raise={raise} t={t}>
        <PanelHeader
          brand={env.config.brand}
          titleId={titleId}
          title={panel.title}
          helpUrl={helpUrl}
          close={!!options.close}
          t={t}
          raise={raise}
        />
        <div className="aw-body">
          {progress ? (
            <ProgressBar
              steps={progress.steps.map((s) => t(resolveKey(s, facts, t.has), facts))}
              active={progress.active}
              t={t}
            />
          ) : null}
          {!options.messageInFooter && box}
          {intro ? (
            <p className="aw-intro" id={introId}>
              {intro}
            </p>
          ) : null}
          <PanelNotices notices={shown(options.notices ?? [])} t={t} facts={facts} />
          <ThemedForm
            schema={files.schema}
            uiSchema={ui}
            validator={validatorFor(files)}
            widgets={files.widgets}
            fields={files.fields}
            formData={formData}
            formContext={formContext}
            idPrefix={idPrefix}
            nameGenerator={fieldName}
            onChange={form.onChange}
            onSubmit={(e) => form.onSubmit(e, errors, submitDisabled)}
            onBlur={form.onBlur}
            extraErrors={extraErrors}
            noValidate
            showErrorList={false}
            noHtml5Validate
            experimental_defaultFormStateBehavior={FORM_DEFAULTS}
            readonly={busy}
          >
            <PanelActions
              buttons={shown(panel.buttons)}
              links={shown(panel.links)}
              submitDisabled={submitDisabled}
              busy={busy}
              message={options.messageInFooter && box}
              raise={raise}
              loadMarks={env.loadMarks}
            />
          </ThemedForm>
          <PanelFootnotes
            notes={shown(options.footnotes ?? [])}
            summary={options.footnotesSummary}
            t={t}
            facts={facts}
          />
        </div>
      </LinkProvider>
    </Dialog>
  );
}
