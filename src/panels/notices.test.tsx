// Notices: the text of an app setting or a kept reply value under its label, as a status; markup in the text is
// shown as its characters, and an empty or missing value leaves the notice out. On facts of its own.
import { render, screen } from '@testing-library/react';
import type { Notice } from '../data/types';
import type { Translate } from '../i18n/messages';
import { noticeText } from './notices';
import { PanelNotices } from './PanelParts';

const t = Object.assign((key: string) => `«${key}»`, { has: () => true }) as unknown as Translate;
const notice = (from: string, more: Partial<Notice> = {}): Notice => ({ label: 'notice.label', from, ...more });

test('the text is the fact as plain text, trimmed; empty, missing or not text is no notice', () => {
  const facts = { 'app.note': '  Back on Sunday  ', 'context.count': 3, 'app.empty': ' ', 'app.flag': true };
  expect(noticeText(notice('app.note'), facts)).toBe('Back on Sunday');
  expect(noticeText(notice('context.count'), facts)).toBe('3');
  for (const from of ['app.empty', 'app.flag', 'app.missing']) expect(noticeText(notice(from), facts)).toBe('');
});

test('drawn as a status under its localized label, markup in the text shown as characters, in its tone', () => {
  const markup = '<img src=x onerror="alert(1)"><b>Sunday</b>';
  const { container } = render(
    <PanelNotices
      notices={[notice('app.note', { tone: 'warning' }), notice('app.none')]}
      t={t}
      facts={{ 'app.note': markup, 'app.none': null }}
    />,
  );
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(`«notice.label»${markup}`);
  expect(status).toHaveClass('aw-notice', 'aw-notice--warning');
  expect(container.querySelector('img, b')).toBeNull();
  expect(screen.getAllByRole('status')).toHaveLength(1);
});

test('no notice with a text: nothing is drawn', () => {
  const { container } = render(<PanelNotices notices={[notice('app.none')]} t={t} facts={{}} />);
  expect(container).toBeEmptyDOMElement();
});
