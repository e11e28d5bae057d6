// The parts every panel has around its form, drawn from its options: the header (title, help link, close control),
// the footer's buttons and links, and the footnotes. Generic: each part is what the UI schema lists.
import type { Footnote, Notice, TextRef } from '../data/types';
import type { Brand } from '../host/config';
import type { Translate } from '../i18n/messages';
import { icon, icons } from './icons';
import { useEffect, useState, type ReactNode } from 'react';
import { noticeText } from './notices';
import { resolveKey, type LocalizedButton, type ViewFacts } from './localize';
import { richOrText } from './RichText';

export function PanelHeader(props: {
  brand: Brand | null;
  titleId: string;
  title: string;
  helpUrl: string | null;
  close: boolean;
  t: Translate;
  raise: (event: string) => void;
}) {
  const { brand, titleId, title, helpUrl, close, t, raise } = props;
  return (
    <div className="aw-header">
      {brand ? <img className="aw-brand" data-brand="" src={brand.logoUrl} alt={brand.name} /> : null}
      <h2 id={titleId} className="aw-title">
        {title}
      </h2>
      {helpUrl ? (
        <a className="aw-help" href={helpUrl} target="_blank" rel="noopener noreferrer" data-action="help">
          {t('common.help')}
          <span className="aw-sr-only"> {t('common.newWindow')}</span>
        </a>
      ) : null}
      {close ? (
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
  );
}

/** The marks of list controls (src/panels/markPaths.ts), loaded once a panel draws one; null until they come (or when
 * they cannot: the controls are whole without them). */
function useMarks(needed: boolean, load: () => Promise<Record<string, string>>) {
  const [marks, setMarks] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    // (a panel gone meanwhile sets nothing React keeps)
    if (needed && !marks) load().then(setMarks, () => undefined);
  }, [needed, marks, load]);
  return marks;
}

/** The footer: its buttons (the submit button, and those that raise a flow event) and, under them, the links. */
export function PanelActions(props: {
  buttons: LocalizedButton[];
  links: LocalizedButton[];
  submitDisabled: boolean;
  /** a request of this panel is out: the primary button says so (aria-busy and a spinner, its label kept) */
  busy: boolean;
  /** the message box, when the panel shows it under its buttons (ui:panel messageInFooter) */
  message?: ReactNode;
  /** `keep`: what the control keeps in the flow context first (the element of a list control) */
  raise: (event: string, keep?: Record<string, unknown>) => void;
  loadMarks: () => Promise<Record<string, string>>;
}) {
  const { buttons, links, submitDisabled, busy, raise } = props;
  const marks = useMarks(
    [...buttons, ...links].some((b) => b.element && b.mark),
    props.loadMarks,
  );
  const eventButton = (b: LocalizedButton, className: string) => (
    <button
      key={b.label}
      type="button"
      className={`${className}${b.tone ? ` aw-button--${b.tone}` : ''}`}
      data-action={b.action}
      data-event={b.event}
      onClick={() => raise(b.event as string)}
    >
      {b.label}
    </button>
  );
  // a control per element of a list (`each`): its hooks and mark from the element's fields, under the list's separator
  const listed = [...buttons, ...links].filter((b) => b.element);
  const elementButton = (b: LocalizedButton, i: number) => {
    const el = b.element ?? {};
    const hooks = Object.fromEntries(Object.entries(b.data ?? {}).map(([h, f]) => [`data-${h}`, String(el[f] ?? '')]));
    // the mark's place is kept while its file loads: nothing moves when it comes
    const d = b.mark && marks ? (marks[String(el[b.mark])] ?? marks.oidc) : null;
    return [
      b.separator ? (
        <p key={`s${i}`} className="aw-separator">
          {b.separator}
        </p>
      ) : null,
      <button
        key={i}
        type="button"
        className="aw-button aw-button--listed"
        data-action={b.action}
        data-event={b.event}
        {...hooks}
        onClick={() => raise(b.event as string, b.keep ? { [b.keep]: el } : undefined)}
      >
        {b.mark ? <span className="aw-mark">{d ? icon(d) : null}</span> : null}
        {b.label}
      </button>,
    ];
  };
  const footer = buttons.some((b) => !b.element) || links.some((l) => !l.element);
  return (
    <>
      {/* a page of lists and their own controls (the security settings) has no primary action: no empty sticky row */}
      {footer ? (
        <div className="aw-footer">
          {buttons
            .filter((b) => !b.element)
            .map((b) =>
              b.type === 'submit' || !b.event ? (
                // inactive, not disabled: it stays focusable, and pressing it marks what is missing (docs/host.md "DOM
                // hooks")
                <button
                  key={b.label}
                  type="submit"
                  className={`aw-button aw-button--primary${b.tone ? ` aw-button--${b.tone}` : ''}`}
                  aria-disabled={submitDisabled ? 'true' : undefined}
                  aria-busy={busy ? 'true' : undefined}
                >
                  {b.label}
                </button>
              ) : (
                eventButton(b, 'aw-button')
              ),
            )}
          {props.message}
          {/* the links right under the primary, with the form they belong to (not alone below the footer) */}
          {links.some((l) => !l.element) ? (
            <div className="aw-links">{links.filter((l) => !l.element).map((l) => eventButton(l, 'aw-link'))}</div>
          ) : null}
        </div>
      ) : (
        props.message
      )}
      {/* after the footer (not in its sticky row): the other ways to sign on, under their separator */}
      {listed.length ? <div className="aw-listed">{listed.flatMap(elementButton)}</div> : null}
    </>
  );
}

export function PanelFootnotes({
  notes,
  summary,
  t,
  facts,
}: {
  notes: Footnote[];
  summary?: TextRef;
  t: Translate;
  facts: ViewFacts;
}) {
  if (!notes.length) return null;
  // every note keeps the icon's column, with or without an icon, so that the notes' text lines up
  const list = notes.map((f, i) => (
    <p key={i} className="aw-footnote">
      <span className="aw-footnote-icon">{f.icon && icons[f.icon] ? icons[f.icon] : null}</span>
      <span>{richOrText(t, resolveKey(f.text, facts, t.has), facts)}</span>
    </p>
  ));
  // folded: a native disclosure (keyboard and screen readers know it), closed until asked for; the notes stay in the
  // document, so nothing the product lists is gone (docs/panels.md "Footnotes")
  if (summary)
    return (
      <details className="aw-footnotes aw-footnotes--folded">
        <summary className="aw-footnotes-summary" tabIndex={0}>
          {t(resolveKey(summary, facts, t.has), facts)}
        </summary>
        {list}
      </details>
    );
  return <div className="aw-footnotes">{list}</div>;
}

/**
 * Notices: each a text from an app setting or a kept reply value (a fact) under its localized label, as a status
 * region. The text is a React text node, so markup in it shows as the characters it is; an empty one is left out.
 */
export function PanelNotices({ notices, t, facts }: { notices: Notice[]; t: Translate; facts: ViewFacts }) {
  const shown = notices.flatMap((n) => {
    const text = noticeText(n, facts);
    return text ? [{ n, text }] : [];
  });
  if (!shown.length) return null;
  return (
    <div className="aw-notices">
      {shown.map(({ n, text }, i) => (
        <div key={i} role="status" className={`aw-notice aw-notice--${n.tone ?? 'info'}`}>
          <span className="aw-notice-label">{t(resolveKey(n.label, facts, t.has), facts)}</span>
          <span className="aw-notice-text">{text}</span>
        </div>
      ))}
    </div>
  );
}
