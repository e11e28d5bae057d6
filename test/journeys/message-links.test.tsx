// Words inside a message as links (docs/messages.md "Links in a message"), through the real renderer in jsdom: the
// sign-on panel's intro links to an event of its page, its footnotes to app settings. An event link is a button in
// the sentence that raises the event (what the user typed stays); a setting link is an anchor to the app's URL in a
// new tab, with no opener; a URL the redirect rules refuse leaves the words as plain text. A value from a reply that
// looks like markup stays text.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { panels, tables } from '../../src/data/load';
import { notAConformanceJourney } from '../support/recorder';
import { bootstrap, dialog, mountWidget, unmountWidget } from '../support/widget';
import { sayStart, say } from '../support/say';

jest.mock('../../locales/en_US.json', () => ({
  ...jest.requireActual<object>('../../locales/en_US.json'),
  'test.intro': 'Forgot it? {#link event=FORGOT_PASSWORD}Reset your password{/link} with a {$codeLength}-digit code.',
  'test.support': 'Trouble signing in? {#link setting=supportUrl}Talk to us{/link}.',
  'test.elsewhere': 'Or read {#link setting=elsewhereUrl}this page{/link}.',
}));

const ui = panels['sign-on'].ui;
beforeAll(() => {
  panels['sign-on'].ui = {
    ...ui,
    'ui:panel': {
      ...ui['ui:panel'],
      intro: 'test.intro',
      footnotes: [{ text: 'test.support' }, { text: 'test.elsewhere' }],
    },
  };
});
afterAll(() => {
  panels['sign-on'].ui = ui;
});
afterEach(() => unmountWidget());

const APP = { supportUrl: '/support.html', elsewhereUrl: 'https://elsewhere.example/page' };

test('an event link raises its event from inside the sentence; the typed user id stays', async () => {
  notAConformanceJourney(); // the panel's texts are this test's own
  bootstrap({ app: APP });
  await mountWidget('authenticateUser');
  const u = userEvent.setup({ delay: null });
  await u.type(screen.getByLabelText(sayStart('field.userId.label')), 'alice');
  const intro = document.querySelector('#auth-widget .aw-intro')!;
  // one sentence: the words around the link are text, the link a button that says what it does
  expect(intro.textContent).toBe(`Forgot it? Reset your password with a ${tables.settings.codeLength}-digit code.`);
  const link = within(intro as HTMLElement).getByRole('button', { name: say('panel.createPassword.title.FPS') });
  expect(link).toHaveAttribute('data-event', 'FORGOT_PASSWORD');
  expect(link).toHaveAttribute('type', 'button');
  expect(intro.querySelectorAll('*')).toHaveLength(1);
  await u.click(link);
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FORGOT_PASSWORD'));
  expect(screen.getByLabelText(sayStart('field.userId.label'))).toHaveValue('alice');
});

test('a setting link is a real link to the app URL in a new tab; one the redirect rules refuse stays text', async () => {
  notAConformanceJourney();
  bootstrap({ app: APP });
  await mountWidget('authenticateUser');
  const notes = document.querySelectorAll('#auth-widget .aw-footnote');
  const anchor = within(notes[0] as HTMLElement).getByRole('link', { name: /Talk to us/ });
  expect(anchor).toHaveAttribute('href', 'http://auth.test/support.html');
  expect(anchor).toHaveAttribute('target', '_blank');
  expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  expect(anchor).toHaveTextContent('Talk to us (opens in a new window)');
  // another origin than the host's, the API's or an allowed one: the words, no link
  expect(notes[1].textContent).toBe('Or read this page.');
  expect(notes[1].querySelector('a, button')).toBeNull();
});

test('no app setting of that name: the words stay, as text', async () => {
  notAConformanceJourney();
  bootstrap();
  await mountWidget('authenticateUser');
  const notes = document.querySelectorAll('#auth-widget .aw-footnote');
  expect(notes[0].textContent).toBe('Trouble signing in? Talk to us.');
  expect(notes[0].querySelector('a')).toBeNull();
});
