// What a keyboard user does on a panel, for the keyboard journeys in Chromium: the boxes a panel requires ticked on
// the way, and the order Tab goes through the sign-on panel as its data draws it.
import type { Page } from 'playwright-core';
import { panels } from '../../src/data/load';
import { DIALOG } from './harness';
import { say } from '../support/say';

/**
 * Ticks every box the panel requires and answers every question it requires (its first answer), as a keyboard user
 * does: Tab on to each, Space, then Shift+Tab back to where focus was (a consent box or a question a product owner adds
 * is on every keyboard user's way: docs/product-owner.md).
 */
export async function tickRequiredByKeyboard(page: Page) {
  const unticked = async () =>
    (await page.locator(`${DIALOG} input[type="checkbox"][required]:not(:checked)`).count()) +
    (await page.locator(`${DIALOG} [role="radiogroup"][aria-required="true"]:not(:has(input:checked))`).count());
  let tabs = 0;
  while ((await unticked()) && tabs < 20) {
    await page.keyboard.press('Tab');
    tabs += 1;
    const onBox = await page.evaluate(() => {
      const a = document.activeElement as HTMLInputElement | null;
      // a box the panel requires, or the first answer of a question it requires that has none yet (Space chooses it)
      const unanswered = !!a?.closest('[role="radiogroup"][aria-required="true"]:not(:has(input:checked))');
      return (a?.type === 'checkbox' && a.required && !a.checked) || (a?.type === 'radio' && unanswered);
    });
    if (onBox) await page.keyboard.press('Space');
  }
  for (; tabs > 0; tabs -= 1) await page.keyboard.press('Shift+Tab');
}

/** The sign-on panel's order after the user id, as Tab goes: each drawn field of its ui:order with its own control
 * (the password's show/hide), then the primary button and the link. */
export async function signOnTabOrder(page: Page): Promise<string[]> {
  const order = panels['sign-on'].ui['ui:order'] as string[];
  const drawn = await page.$$eval(`${DIALOG} [name]`, (els) => els.map((e) => e.getAttribute('name')));
  return [
    ...order
      .filter((f) => f !== 'userId' && drawn.includes(f))
      .flatMap((f) => (f === 'password' ? [f, 'toggle-visibility'] : [f])),
    say('panel.signOn.submit'),
    'forgot-password',
  ];
}
