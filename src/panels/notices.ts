// Notices (ui:panel "notices", docs/panels.md "Notices"): a text the app or the server gives, under a label of the
// product's own. Which text a notice shows, apart from how it is drawn (src/panels/PanelParts.tsx).
import type { Notice } from '../data/types';
import type { ViewFacts } from './localize';

/** The tones a notice may have (its colours: the message box's). */
export const NOTICE_TONES = ['info', 'warning'] as const;

/** The text a notice shows: its fact's value as plain text, trimmed; '' (the notice is left out) while empty. */
export function noticeText(notice: Notice, facts: ViewFacts): string {
  const v = facts[notice.from];
  return typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
}
