// What each format with a message of its own means, for docs/reference.md (never bundled: src/form/formats.ts is the
// registry the widget runs). A test holds the two to the same names.
import type { Doc } from './types';

export const FORMAT_DOCS: Record<string, Doc> = {
  email: { meaning: 'an e-mail address (name@example.com); message FIELD_FORMAT_EMAIL', example: '"format": "email"' },
  uri: {
    meaning: 'an absolute address with its scheme (https://example.com/a); message FIELD_FORMAT_URI',
    example: '"format": "uri"',
  },
  date: {
    meaning: 'a calendar date, year-month-day (2026-11-26); message FIELD_FORMAT_DATE',
    example: '"format": "date"',
  },
};
