// What every template and widget may read from rjsf's formContext: the translator, the view facts, the captcha.
import type { Captcha } from '../flow/flowSlice';
import type { Translate } from '../i18n/messages';
import type { Purifier } from './sanitize';
import type { ViewFacts } from '../panels/localize';

export interface FormCtx {
  t: Translate;
  facts: ViewFacts;
  captcha: Captcha | null;
  /** the host element id where captcha text goes, if the host gave one */
  captchaMessageContainer: string | null;
  loadSanitizer(): Promise<Purifier>;
}
