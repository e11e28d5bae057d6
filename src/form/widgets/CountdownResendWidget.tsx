// The resend control with its countdown (docs/flows.md "Code entry"): a disabled button for the resend pause of the
// flow settings (120 s by default) with m:ss beside it in a live region that speaks at the start and each full
// minute, then enabled with a "resend is enabled" announcement; restarts on every submit; hidden once the
// codes sent reach maxSends (ui:options.visibleWhen "canResend"). Also says when the code was sent, as a
// relative time refreshed every 10 s. It holds no form value: pressing it raises the RESEND event.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { relativeTimeFormat } from '../../i18n/intl';
import { bcp47 } from '../../i18n/locale';
import type { FormCtx } from '../context';

const REFRESH_MS = 10_000;

/** m:ss */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * Relative time with the thresholds of docs/validation.md "Constants": 60 s, 60 min, 24 h, 30 days, 12 months. Each
 * unit is counted in whole units gone by (90 s is "1 minute ago", never "2 minutes" while a 2-minute countdown still
 * runs); under a minute it is null: the caller says "just now" in its own words (Intl's "now" reads as "Code sent now").
 */
export function relative(ms: number, locale: string): string | null {
  const rtf = relativeTimeFormat(bcp47(locale));
  const s = Math.floor(ms / 1000);
  if (s < 60) return null;
  const m = Math.floor(s / 60);
  if (m < 60) return rtf.format(-m, 'minute');
  const h = Math.floor(m / 60);
  if (h < 24) return rtf.format(-h, 'hour');
  const d = Math.floor(h / 24);
  if (d < 30) return rtf.format(-d, 'day');
  const mo = Math.floor(d / 30);
  if (mo < 12) return rtf.format(-mo, 'month');
  return rtf.format(-Math.floor(mo / 12), 'year');
}

/**
 * @widget countdownResend — the resend control with its countdown and "sent … ago" line
 * @option seconds integer 120 — the countdown before resend is allowed
 * @option event string "RESEND" — the event the control raises
 * @option label boolean false — whether the field label shows
 */
export function CountdownResendWidget(props: WidgetProps) {
  const ctx = props.registry.formContext as FormCtx;
  const seconds = Number(props.options.seconds ?? ctx.settings.resendAfterSeconds);
  const event = String(props.options.event ?? 'RESEND');
  const [left, setLeft] = useState(seconds);
  const [now, setNow] = useState(() => Date.now());
  // A submit or a new code starts the countdown again: the full time at once, then the interval counts down.
  const restart = `${seconds}|${ctx.submitCount}|${ctx.codeSentAt ?? ''}`;
  const [counting, setCounting] = useState(restart);
  if (counting !== restart) {
    setCounting(restart);
    setLeft(seconds);
  }
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = seconds - (Date.now() - started) / 1000;
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, restart]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const running = left > 0;
  // What a screen reader hears: the wait at the start and at each full minute, then that resend is enabled — not
  // every second. The m:ss beside the button is for the eye (aria-hidden inside the same live region).
  const ago = ctx.codeSentAt ? relative(now - ctx.codeSentAt, ctx.locale) : null;
  const spoken = ctx.t('widget.resend.wait', { time: clock(Math.ceil(left / 60) * 60) });
  return (
    <div className="aw-resend" id={props.id}>
      {ctx.codeSentAt ? (
        <p className="aw-sent">
          {ago ? ctx.t('widget.resend.sent', { when: ago }) : ctx.t('widget.resend.sentJustNow')}
        </p>
      ) : null}
      <div className="aw-resend-row">
        <button
          type="button"
          className="aw-button aw-resend-button"
          data-action="resend"
          data-event={event}
          disabled={running}
          aria-describedby={`${props.id}__status`}
          onClick={() => ctx.raise(event)}
        >
          {ctx.t('widget.resend.link')}
        </button>
        <p className="aw-resend-status" id={`${props.id}__status`} aria-live="polite">
          {running ? (
            <>
              <span aria-hidden="true">{ctx.t('widget.resend.wait', { time: clock(left) })}</span>
              <span className="aw-sr-only">{spoken}</span>
            </>
          ) : (
            ctx.t('widget.resend.enabled')
          )}
        </p>
      </div>
    </div>
  );
}
