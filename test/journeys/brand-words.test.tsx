// Words of a brand (docs/locales.md "Words of a brand") through a mount, with fixture words (never the shipped
// locales): the brand's title over en_US from the first panel, the rest in the bundled en_US; over German, a chunk's
// German words that come later leave the brand's; a brand file that cannot be had leaves the locale's words, reported.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrap, dialog, loadLocaleFromDisk, mountWidget, unmountWidget } from '../support/widget';
import { notAConformanceJourney } from '../support/recorder';
import path from 'node:path';
import { say } from '../support/say';
import { wholeLocales } from '../support/locales';

afterEach(unmountWidget);

const title = () => dialog()!.querySelector('.aw-title')?.textContent;

test("the brand's words over en_US: its title from the first panel, the product's words for the rest", async () => {
  notAConformanceJourney();
  bootstrap();
  const asked: string[] = [];
  await mountWidget(
    'authenticateUser',
    {},
    {
      brandLocales: ['en_US'],
      loadBrandWords: async (locale) => {
        asked.push(locale);
        return { 'panel.signOn.title': 'Sign on to Fixture Bank' };
      },
    },
  );
  await waitFor(() => expect(title()).toBe('Sign on to Fixture Bank'));
  expect(asked).toEqual(['en_US']);
  expect(screen.getByRole('button', { name: say('panel.signOn.submit') })).toBeInTheDocument();
});

test("over German: a chunk's words that come later leave the brand's; a chunk's own key worded by the brand is its", async () => {
  notAConformanceJourney();
  bootstrap();
  const forgotTitle = 'panel.forgotPassword.title';
  const m = await mountWidget(
    'authenticateUser',
    { language: 'de_DE' },
    {
      brandLocales: ['de_DE'],
      loadBrandWords: async () => ({
        'panel.signOn.title': 'Bei Fixture anmelden',
        [forgotTitle]: 'Fixture: Passwort vergessen',
      }),
    },
  );
  await waitFor(() => expect(title()).toBe('Bei Fixture anmelden'));
  const u = userEvent.setup({ delay: null });
  const de = await loadLocaleFromDisk('de_DE');
  await u.click(screen.getByRole('button', { name: de['panel.signOn.forgotPassword'] }));
  await waitFor(() => expect(dialog()).toHaveAttribute('data-page', 'FORGOT_PASSWORD'));
  await waitFor(() => expect(title()).toBe('Fixture: Passwort vergessen'));
  expect(m.callbacks).toEqual([]);
});

test("a brand file that cannot be had: the locale's own words, and the console says which", async () => {
  notAConformanceJourney();
  bootstrap();
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await mountWidget(
    'authenticateUser',
    {},
    {
      brandLocales: ['en_US'],
      loadBrandWords: () => Promise.reject(new Error('HTTP 404')),
    },
  );
  // the locale's own title, as its file gives it (not a brand's the data may give)
  await waitFor(() => expect(title()).toBe(wholeLocales(path.join(__dirname, '../..')).en_US['panel.signOn.title']));
  expect(logged).toHaveBeenCalledWith("AuthWidget: the brand's en_US words could not be loaded", 'HTTP 404');
  logged.mockRestore();
});
