// The captcha on the sign-on panel (docs/panels.md panel 2): a group with its heading and the answer input, and the
// captcha's controls (challenge, instruction, refresh, audio, help: CaptchaBlock.tsx) from an on-demand file that
// comes with DOMPurify when a sign-on first asks for a captcha, after three failures: the sign-on panel's first
// download carries neither. Renders nothing while no captcha is required; the answer can be typed meanwhile.
import type { WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useState } from 'react';
import type { FormCtx } from '../context';
import { sanitizeCaptcha } from '../sanitize';
import { BaseInputTemplate } from '../templates';
import type { CaptchaKit } from './captchaKit';

/**
 * @widget captcha — the captcha block: challenge, answer, refresh, audio alternative, help
 */
export function CaptchaWidget(props: WidgetProps) {
  const { t, captcha, loadCaptcha } = props.registry.formContext as FormCtx;
  const [kit, setKit] = useState<CaptchaKit | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = !!captcha;
  useEffect(() => {
    if (!wanted || kit) return;
    let live = true;
    loadCaptcha().then(
      (k) => live && setKit(k),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, kit, loadCaptcha]);
  // the challenge markup through the widget's own sanitizer and Trusted Types policy (src/form/sanitize.ts)
  const draw = useCallback(
    (el: HTMLElement, html: string) => kit && el.replaceChildren(sanitizeCaptcha(kit.purifier, html, el.ownerDocument)),
    [kit],
  );
  if (!captcha) return null;
  const heading = `${props.id}__captcha-heading`;
  return (
    <div className="aw-captcha" role="group" aria-labelledby={heading}>
      <p className="aw-captcha-heading" id={heading}>
        {t('widget.captcha.heading')}
      </p>
      {kit ? <kit.Block widget={props} draw={draw} /> : null}
      {failed ? (
        <p className="aw-field-error" role="alert">
          {t('SYSTEM_ERROR')}
        </p>
      ) : null}
      <BaseInputTemplate {...props} />
    </div>
  );
}
