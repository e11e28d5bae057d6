// A widget's formContext for tests that draw one widget alone: every member inert, `t` showing the key (and its
// parameters), what the test gives laid over it.
import { DEFAULT_SETTINGS } from '../../src/flow/tables';
import type { FormCtx } from '../../src/form/context';

export function formCtx(partial: Partial<FormCtx> = {}): FormCtx {
  return {
    t: (k, p) => (p ? `${k}:${JSON.stringify(p)}` : k),
    locale: 'en_US',
    facts: {},
    values: {},
    invalid: new Set(),
    captcha: null,
    captchaMessageContainer: null,
    loadCaptcha: () => Promise.reject(new Error('unused')),
    raise: () => undefined,
    submitCount: 0,
    codeSentAt: null,
    passwordContext: {},
    context: {},
    secrets: {},
    settings: DEFAULT_SETTINGS,
    ...partial,
  };
}
