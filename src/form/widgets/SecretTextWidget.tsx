// A value the reply gave to be shown once and kept by the user, not by us: an authenticator app's key (in groups of
// four, to read and type) or a list of recovery codes, with a Copy control whose "Copied" everyone gets — shown
// beside it and said by a live region. Optionally folded behind a summary ("Can't scan it? Enter this key"): opened,
// what it shows and the field after it come into sight above the panel's sticky footer.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { FormCtx } from '../context';
import { valueFrom } from './sourced';

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP" */
export const grouped = (text: string, size: number) =>
  size > 0 ? (text.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ') : text;

const SAID_MS = 4000;

/**
 * A disclosure just opened pushed what follows down, on a phone under the sticky footer: the field after it (the code
 * the key is for) is scrolled into sight, and with it the value above it. The overlay's scroll-padding keeps the
 * footer's room (src/styles/base.css); a field already in sight does not move.
 */
export function revealAfter(ev: SyntheticEvent<HTMLDetailsElement>) {
  const details = ev.currentTarget;
  if (!details.open) return;
  const fields = details.closest('form')?.querySelectorAll<HTMLElement>('.aw-field') ?? [];
  const next = [...fields].find((f) => details.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING);
  (next ?? details).scrollIntoView?.({ block: 'nearest' });
}

/**
 * @widget secretText — a value the reply gave to be shown once (an authenticator key, recovery codes), with a Copy control (data-action="copy") that says "Copied"
 * @option from string "secret.secret" — the value: secret.<reply field> (shown once, never kept) or context.<name>; a list shows one per line
 * @option label boolean false — whether the field label shows (the panel's words say what this is)
 * @option groups integer 4 — shows a text in groups of this many characters (copied without the spaces)
 * @option heading key "panel.enrollTotp.keyTitle" — the words above the value
 * @option copy key "widget.copy.button" — the Copy control's label
 * @option copied key "widget.copy.done" — shown and announced once copied
 * @option copyFailed key "widget.copy.failed" — shown and announced when the browser refuses to copy
 * @option disclosure key "totp.cantScan" — folds the value behind this summary (a details element)
 */
export function SecretTextWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as FormCtx;
  const o = props.options;
  const value = valueFrom(ctx, o.from);
  const list = Array.isArray(value) ? value.map(String) : null;
  const text = list ? list.join('\n') : typeof value === 'string' ? value : '';
  const [said, setSaid] = useState<'copied' | 'copyFailed' | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), SAID_MS);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = () => {
    const clip = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clip?.writeText) return setSaid('copyFailed');
    clip.writeText(text).then(
      () => setSaid('copied'),
      () => setSaid('copyFailed'),
    );
  };
  const titleId = `${props.id}__title`;
  const body = (
    <div className="aw-secret" id={props.id}>
      {o.heading ? (
        <p className="aw-secret-title" id={titleId}>
          {ctx.t(String(o.heading))}
        </p>
      ) : null}
      {list ? (
        <ol className="aw-codes" aria-labelledby={o.heading ? titleId : undefined}>
          {list.map((code, i) => (
            <li key={code}>
              {/* its place, for the eye (a screen reader has the list's own count) */}
              <span className="aw-code-n" aria-hidden="true">
                {i + 1}.
              </span>
              <code>{code}</code>
            </li>
          ))}
        </ol>
      ) : (
        <code className="aw-secret-value" aria-labelledby={o.heading ? titleId : undefined}>
          {grouped(text, Number(o.groups ?? 0))}
        </code>
      )}
      <div className="aw-secret-actions">
        <button type="button" className="aw-button aw-button--small" data-action="copy" onClick={copy} disabled={!text}>
          {ctx.t(String(o.copy ?? ''))}
        </button>
        <span className="aw-secret-said" role="status" aria-live="polite">
          {said ? ctx.t(String(o[said] ?? '')) : ''}
        </span>
      </div>
    </div>
  );
  if (!o.disclosure) return body;
  return (
    <details className="aw-disclosure" onToggle={revealAfter}>
      {/* tabIndex: react-modal's own Tab loop (Safari) counts only controls and [tabindex] (docs/panels.md) */}
      <summary tabIndex={0}>{ctx.t(String(o.disclosure))}</summary>
      {body}
    </details>
  );
}
