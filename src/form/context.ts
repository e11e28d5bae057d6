// What every template and widget may read from rjsf's formContext: the translator, the view facts, the current
// form values, the captcha, and a way to raise a flow-table event. Never a store or a password outside the form.
import type { Settings } from '../data/types';
import type { Captcha, FlowContext } from '../flow/flowSlice';
import type { Translate } from '../i18n/messages';
import type { ViewFacts } from '../panels/localize';
import type { PasswordContext } from './passwordRules';
import type { Invalid } from '../panels/conditions';
import type { CaptchaKit } from './widgets/captchaKit';

export interface FormCtx {
  t: Translate;
  locale: string;
  facts: ViewFacts;
  /** the whole form's current values (for conditions and for the match rule) */
  values: Record<string, unknown>;
  /** the fields whose value breaks its schema (for a condition's "is": "valid" | "invalid") */
  invalid: Invalid;
  captcha: Captcha | null;
  /** the host element id where captcha text goes, if the host gave one */
  captchaMessageContainer: string | null;
  loadCaptcha: () => Promise<CaptchaKit>;
  /** raises a client event in the flow table (e.g. RESEND); `keep`: what it keeps in the flow context first (the
   * element of a list's row) */
  raise: (event: string, keep?: Record<string, unknown>) => void;
  /** bumps on every submit, so timers can restart */
  submitCount: number;
  /** when the last code was sent (ms, client clock) */
  codeSentAt: number | null;
  /** the values a reply gave to be shown once, for this page only (src/flow/secrets.ts): never in the context. Data,
   * not a function: rjsf passes a new formContext on only when its data differ */
  secrets: Readonly<Record<string, unknown>>;
  /** the flow's non-secret context (option sources read it) */
  context: FlowContext;
  /** the flow settings (the resend pause) */
  settings: Settings;
  /** what the new password must not contain or equal */
  passwordContext: PasswordContext;
  /** the rows each list of the widget last drew (by the list's id): a list drawn again knows which rows are new */
  lists?: Map<string, string[]>;
}
