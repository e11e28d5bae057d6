// The captcha block on the sign-on panel: the sanitized challenge markup, its instruction (CAPTCHA_TEXT, in the
// host's captchaMessageContainer when given) and the answer input. Renders nothing while no captcha is required.
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { FormCtx } from '../context';
import { sanitizeCaptcha } from '../sanitize';
import { BaseInputTemplate } from '../templates';

export function CaptchaWidget(props: WidgetProps) {
  const { t, captcha, captchaMessageContainer, loadSanitizer } = props.registry.formContext as FormCtx;
  const challenge = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const el = challenge.current;
    if (!el) return;
    el.replaceChildren();
    if (!captcha) return;
    let live = true;
    loadSanitizer().then(
      (purifier) => { if (live) el.replaceChildren(sanitizeCaptcha(purifier, captcha.html, el.ownerDocument)); },
      () => { if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, [captcha, loadSanitizer]);
  if (!captcha) return null;
  const hostBox = captchaMessageContainer ? document.getElementById(captchaMessageContainer) : null;
  const instruction = <p className="aw-captcha-text" id={`${props.id}__captcha-text`}>{t('CAPTCHA_TEXT')}</p>;
  return (
    <div className="aw-captcha" role="group" aria-labelledby={`${props.id}__captcha-heading`}>
      <p className="aw-captcha-heading" id={`${props.id}__captcha-heading`}>{t('widget.captcha.heading')}</p>
      {hostBox ? createPortal(instruction, hostBox) : instruction}
      <div className="aw-captcha-challenge" ref={challenge} />
      {failed ? <p className="aw-field-error" role="alert">{t('SYSTEM_ERROR')}</p> : null}
      <BaseInputTemplate {...props} />
    </div>
  );
}
