// Authenticator apps and recovery codes in real Chromium through the reference server (docs/host.md "Authenticator apps
// and recovery codes"), as a user with a phone would: the QR code the widget draws is read back from a screenshot, its
// key gives the codes (RFC 6238, otpauth), the app is set up and the ten recovery codes kept; then sign off, step up
// with the app, move the server's clock a step on, step up again; use a recovery code, and the same one again
// (refused). Under the strict CSP; axe on the new panels.
import jsQR from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { decodePng } from '../support/png';
import { axe, DIALOG, idle, onPage, openTab, signOn, startHarness, submit, type Harness, type Tab } from './harness';
import { sayIn } from '../support/say';

jest.setTimeout(90_000);
let h: Harness;
let tab: Tab;
beforeAll(async () => {
  h = await startHarness();
  tab = await openTab(h);
});
afterAll(async () => {
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await h?.close();
});

const APP = 'demo-totp';
const signedIn = () => tab.page.waitForURL(/\/signed-in\.html/);
const home = async () => {
  await tab.page.goto(h.url);
};
async function signOff() {
  await tab.page.click('#sign-off');
  await tab.page.waitForURL((u) => !u.pathname.includes('signed-in'));
}
/** The step-up options after a password sign-on on the app that offers authenticator apps. */
async function owing(userId: string) {
  await home();
  await signOn(tab, userId, undefined, APP);
  await onPage(tab, 'SV_DELIVERY_OPTIONS');
  await idle(tab);
}
async function choose(value: string, page: string) {
  await tab.page.check(`input[name="deliveryOption"][value="${value}"]`);
  await submit(tab);
  await onPage(tab, page);
  await idle(tab);
}

/** The QR code as a camera would see it: a screenshot of the drawn element, read by jsQR. */
async function scanQr(page: Page): Promise<string> {
  const { width, height, data } = decodePng(await page.locator(`${DIALOG} svg[data-qr]`).screenshot());
  const found = jsQR(data, width, height);
  if (!found) throw new Error('no QR code in the screenshot');
  return found.data;
}
/** The code the user's app shows now, by the server's clock. */
const appCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: h.clock.now(),
  });

let secret = '';
let codes: string[] = [];

test('set up from the scanned QR code: a wrong code keeps the panel, the right one shows ten codes to keep', async () => {
  await owing('totp.new');
  await choose('TOTP', 'ENROLL_TOTP');
  const uri = new URL(await scanQr(tab.page));
  expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe(`otpauth://totp/${APP}:totp.new`);
  secret = uri.searchParams.get('secret') ?? '';
  expect(uri.searchParams.get('issuer')).toBe(APP);
  // the key shown under "Can't scan it?" is the one in the code, in groups of four
  await tab.page.click(`${DIALOG} summary`);
  const shown = await tab.page.textContent(`${DIALOG} .aw-secret-value`);
  expect(shown?.replace(/\s/g, '')).toBe(secret);
  expect(await tab.page.getAttribute(`${DIALOG} svg[data-qr]`, 'aria-label')).toBe(
    'QR code to scan with your authenticator app',
  );
  expect(await axe(tab.page)).toEqual([]);
  const wrong = String((Number(appCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await tab.page.fill('input[name="validationCode"]', wrong);
  await submit(tab);
  await tab.page.waitForSelector(`${DIALOG} [role="alert"]`);
  expect(await tab.page.isVisible(`${DIALOG} svg[data-qr]`)).toBe(true);
  await tab.page.fill('input[name="validationCode"]', appCode(secret));
  await submit(tab);
  await onPage(tab, 'RECOVERY_CODES');
  codes = await tab.page.locator(`${DIALOG} .aw-codes code`).allTextContents();
  expect(codes).toHaveLength(10);
  expect(await tab.page.getAttribute(DIALOG, 'data-dialog')).toBe('recovery-codes');
  expect(await axe(tab.page)).toEqual([]);
  // a download of the codes, named after the app
  const [download] = await Promise.all([
    tab.page.waitForEvent('download'),
    tab.page.click(`${DIALOG} [data-action="download"]`),
  ]);
  expect(download.suggestedFilename()).toBe(`${APP}-recovery-codes.txt`);
  await submit(tab);
  await signedIn();
  expect(h.store.findUser('totp.new')!.totp?.secret).toBe(secret);
});

test('sign off, then step up with the app a step later; the same code again is refused, the next step code passes', async () => {
  await signOff();
  // the set-up took this step's code: the server's clock moves on to the next step
  h.clock.advance(30_000);
  await owing('totp.new');
  expect(await tab.page.isChecked('input[name="deliveryOption"][value="TOTP"]')).toBe(true);
  await choose('TOTP', 'VALIDATE_TOTP');
  expect(await tab.page.getAttribute('input[name="validationCode"]', 'autocomplete')).toBe('one-time-code');
  expect(await tab.page.locator(`${DIALOG} [data-action="resend"]`).count()).toBe(0);
  const used = appCode(secret);
  await tab.page.fill('input[name="validationCode"]', used);
  await submit(tab);
  await signedIn();
  await signOff();
  await owing('totp.new');
  await choose('TOTP', 'VALIDATE_TOTP');
  // the code already taken is refused within its window; a step on, the app's next code passes
  await tab.page.fill('input[name="validationCode"]', used);
  await submit(tab);
  await tab.page.waitForSelector(`${DIALOG} [role="alert"]`);
  h.clock.advance(30_000);
  await tab.page.fill('input[name="validationCode"]', appCode(secret));
  await submit(tab);
  await signedIn();
});

test('a recovery code passes once; the same code again is refused', async () => {
  await signOff();
  await owing('totp.new');
  await choose('RECOVERY_CODE', 'VALIDATE_RECOVERY_CODE');
  await tab.page.fill('input[name="recoveryCode"]', codes[0].toLowerCase());
  await submit(tab);
  await signedIn();
  await signOff();
  await owing('totp.new');
  await choose('RECOVERY_CODE', 'VALIDATE_RECOVERY_CODE');
  await tab.page.fill('input[name="recoveryCode"]', codes[0]);
  await submit(tab);
  await tab.page.waitForSelector(`${DIALOG} [role="alert"]`);
  // refused as a wrong code, or as the lock when this user's wrong entries in the file reach the data's limit
  // (settings.maxWrongCodes); either way the code is not spent again
  expect(await tab.page.textContent(`${DIALOG} [role="alert"]`)).toMatch(
    sayIn('server.codeWrong', 'server.tooManyWrong'),
  );
  expect(h.store.findUser('totp.new')!.recoveryCodes!.hashes).toHaveLength(9);
});
