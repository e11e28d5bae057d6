// The captcha's controls (docs/panels.md panel 2), in its on-demand file (src/lazy/captcha.ts): the sanitized
// challenge markup, its instruction (CAPTCHA_TEXT, in the host's captchaMessageContainer when given), a refresh button
// (the CAPTCHA_REFRESH event of the flow table), the audio alternative and a help disclosure of three questions and
// answers. The group, its heading and the answer input are the sign-on bundle's (CaptchaWidget.tsx).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FormCtx } from '../context';
import { AudioCaptcha } from './AudioCaptcha';
import type { CaptchaBlockProps } from './captchaKit';

export function CaptchaBlock({ widget: props, draw }: CaptchaBlockProps) {
  const { t, captcha, captchaMessageContainer, raise } = props.registry.formContext as FormCtx;
  const challenge = useRef<HTMLDivElement>(null);
  /** the challenge whose audio is open: a new challenge closes it */
  const [listeningTo, setListeningTo] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  useEffect(() => {
    const el = challenge.current;
    if (!el) return;
    el.replaceChildren();
    if (captcha) draw(el, captcha.html);
  }, [captcha, draw]);
  // A new challenge (refresh, or the server's next one) voids what was typed for the old one and closes the audio.
  const token = captcha?.token;
  const challengeKey = captcha ? `${token ?? ''}|${captcha.audioUrl ?? ''}` : null;
  const listening = listeningTo !== null && listeningTo === challengeKey;
  const clearAnswer = useEffectEvent(() => props.onChange(undefined));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else clearAnswer();
  }, [token]);
  if (!captcha) return null;
  const hostBox = captchaMessageContainer ? document.getElementById(captchaMessageContainer) : null;
  const instruction = (
    <p className="aw-captcha-text" id={`${props.id}__captcha-text`}>
      {t('CAPTCHA_TEXT')}
    </p>
  );
  const helpId = `${props.id}__captcha-help`;
  return (
    <>
      {hostBox ? createPortal(instruction, hostBox) : instruction}
      <div className="aw-captcha-challenge" ref={challenge} />
      <div className="aw-captcha-tools">
        <button
          type="button"
          className="aw-link"
          data-action="captcha-refresh"
          data-event="CAPTCHA_REFRESH"
          onClick={() => raise('CAPTCHA_REFRESH')}
        >
          {t('widget.captcha.refresh')}
        </button>
        {captcha.audioUrl ? (
          <button
            type="button"
            className="aw-link"
            data-action="captcha-audio"
            aria-expanded={listening}
            onClick={() => setListeningTo(listening ? null : challengeKey)}
          >
            {t('widget.captcha.listen')}
          </button>
        ) : null}
        <button
          type="button"
          className="aw-link"
          data-action="captcha-help"
          aria-expanded={helpOpen}
          aria-controls={helpId}
          onClick={() => setHelpOpen((x) => !x)}
        >
          {t('widget.captcha.help')}
        </button>
      </div>
      {listening && captcha.audioUrl ? (
        <AudioCaptcha key={captcha.audioUrl} src={captcha.audioUrl} t={t} id={props.id} />
      ) : null}
      {helpOpen ? (
        <dl className="aw-captcha-help" id={helpId}>
          {[1, 2, 3].map((n) => [
            <dt key={`q${n}`}>{t(`widget.captcha.helpQ${n}`)}</dt>,
            <dd key={`a${n}`}>{t(`widget.captcha.helpA${n}`)}</dd>,
          ])}
        </dl>
      ) : null}
    </>
  );
}
