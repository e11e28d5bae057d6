// Host options seen in the panels (docs/host.md "DOM hooks"): the brand's logo at the top of every panel (the Chromium
// gallery sweep checks every panel and dialog).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrap, dialog, HOST_PAGE, mountWidget, setHostUrl, unmountWidget } from '../support/widget';
import { notAConformanceJourney } from '../support/recorder';
import { say } from '../support/say';

beforeEach(() => setHostUrl(HOST_PAGE));
afterEach(unmountWidget);

test('config.brand: every panel and dialog shows <img data-brand> with the name as its alt text', async () => {
  notAConformanceJourney();
  bootstrap();
  await mountWidget('authenticateUser', { brand: { logoUrl: '/brand/logo.svg', name: 'Example Bank' } });
  const logo = () => dialog()!.querySelector<HTMLImageElement>('img[data-brand]');
  expect(logo()).toHaveAttribute('alt', 'Example Bank');
  expect(logo()!.src).toMatch(/\/brand\/logo\.svg$/);
  // it sits above the title, in the header
  expect(logo()!.nextElementSibling).toHaveClass('aw-title');
  const u = userEvent.setup({ delay: null });
  await u.click(screen.getByRole('button', { name: say('panel.signOn.forgotPassword') }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FORGOT_PASSWORD'));
  expect(logo()).toHaveAttribute('alt', 'Example Bank');
});

test('without config.brand no logo is drawn', async () => {
  notAConformanceJourney();
  bootstrap();
  await mountWidget('authenticateUser');
  expect(document.querySelector('#auth-widget img[data-brand]')).toBeNull();
});
