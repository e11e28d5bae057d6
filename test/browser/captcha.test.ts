// The captcha in real Chromium through the reference server: required after 3 failures, solved with the answer
// from the server's test hook; refresh; the help; the audio alternative with its own controls on the generated clip.
import { axe, DIALOG, openTab, start, startHarness, submit, type Harness, type Tab } from './harness';
import { DEMO_PASSWORD } from '../../server/store/seed';

jest.setTimeout(90_000);
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function failThrice(tab: Tab) {
  await start(tab, 'authenticateUser');
  await tab.page.waitForSelector(`${DIALOG}[data-page="LOGIN_PAGE"]`);
  for (let i = 0; i < 3; i++) {
    await tab.page.fill('input[name="userId"]', 'alice');
    await tab.page.fill('input[name="password"]', `wrong-${i}`);
    await Promise.all([tab.page.waitForResponse((r) => r.url().includes('/authenticate/')), submit(tab)]);
    await tab.page.waitForSelector('#auth-widget-wait [data-wait]', { state: 'detached' });
  }
  await tab.page.waitForSelector('#auth-widget .aw-captcha img');
}
const token = (tab: Tab) =>
  tab.page.evaluate(
    () =>
      (document.querySelector('#auth-widget .aw-captcha img') as HTMLImageElement).src.match(/([0-9a-f]+)\.svg$/)![1],
  );

test('after 3 failures: refresh gives a new image; the answer from the test hook signs on', async () => {
  const tab = await openTab(h);
  await failThrice(tab);
  const first = await token(tab);
  await tab.page.click('#auth-widget [data-action="captcha-refresh"]');
  await tab.page.waitForFunction(
    (old) => !(document.querySelector('#auth-widget .aw-captcha img') as HTMLImageElement).src.includes(old),
    first,
  );
  const second = await token(tab);
  await tab.page.click('#auth-widget [data-action="captcha-help"]');
  expect(await tab.page.locator('#auth-widget .aw-captcha-help dt').count()).toBe(3);
  expect(await axe(tab.page)).toEqual([]);
  const { answer } = (await (await fetch(`${h.url}/dev/captcha/${second}`)).json()) as { answer: string };
  await tab.page.fill('input[name="userId"]', 'alice');
  await tab.page.fill('input[name="password"]', DEMO_PASSWORD);
  await tab.page.fill('input[name="captchaAnswer"]', answer);
  await submit(tab);
  await tab.page.waitForURL('**/signed-in.html');
  expect(tab.violations).toEqual([]);
  await tab.release();
});

test('the audio alternative: starts after 3 s, play/pause, rewind 3 s, elapsed and total time; axe clean', async () => {
  const tab = await openTab(h);
  await failThrice(tab);
  await tab.page.click('#auth-widget [data-action="captcha-audio"]');
  await tab.page.waitForSelector('#auth-widget .aw-audio');
  expect(await tab.page.textContent('#auth-widget .aw-audio-status')).toBe('Playback starts in 3 seconds.');
  expect(await tab.page.evaluate(() => (document.querySelector('#auth-widget audio') as HTMLAudioElement).paused)).toBe(
    true,
  );
  expect(await axe(tab.page)).toEqual([]);
  // the clip's total time: five digits with pauses, 5 to 9 seconds
  await tab.page.waitForFunction(() =>
    Number.isFinite((document.querySelector('#auth-widget audio') as HTMLAudioElement).duration),
  );
  const total = await tab.page.evaluate(
    () => (document.querySelector('#auth-widget audio') as HTMLAudioElement).duration,
  );
  expect(total).toBeGreaterThan(5);
  expect(total).toBeLessThan(9);
  await tab.page.waitForFunction(
    () => !(document.querySelector('#auth-widget audio') as HTMLAudioElement).paused,
    undefined,
    { timeout: 6000 },
  );
  expect(await tab.page.textContent('#auth-widget .aw-audio-status')).toBe('');
  await tab.page.waitForFunction(
    () => (document.querySelector('#auth-widget audio') as HTMLAudioElement).currentTime > 1.5,
  );
  // the button's label follows the audio element's play and pause events, which come a moment after the click
  const labelled = (text: string) =>
    tab.page.waitForFunction(
      (t) => document.querySelector('#auth-widget [data-action="captcha-play"]')?.textContent === t,
      text,
      { timeout: 3000 },
    );
  await tab.page.click('#auth-widget [data-action="captcha-play"]'); // pause
  await labelled('Play');
  const at = await tab.page.evaluate(
    () => (document.querySelector('#auth-widget audio') as HTMLAudioElement).currentTime,
  );
  await tab.page.click('#auth-widget [data-action="captcha-rewind"]');
  const back = await tab.page.evaluate(
    () => (document.querySelector('#auth-widget audio') as HTMLAudioElement).currentTime,
  );
  expect(back).toBeCloseTo(Math.max(0, at - 3), 1);
  expect(await tab.page.textContent('#auth-widget .aw-audio-time')).toMatch(
    new RegExp(`^0:0${Math.floor(back)} of 0:0${Math.round(total)}$`),
  );
  await tab.page.click('#auth-widget [data-action="captcha-play"]');
  await labelled('Pause');
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
});
