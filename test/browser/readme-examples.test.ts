// The "Changing a screen" examples (docs/changing-a-screen.md), done as written on a copy of the project (no change under src/), built
// there with `node esbuild.mjs` and used in the demo through the reference server in Chromium: each edit shows.
import fs from 'node:fs';
import { axe, DIALOG, idle, onPage, openTab, start, startHarness, submit, type Harness, type Tab } from './harness';
import { applyAll, HELP, LOCKED, NOTICE, ORDER } from '../support/readme-examples';
import { buildCopy, projectCopy } from '../support/projectCopy';

jest.setTimeout(60_000);
let h: Harness;
let copy: string;

beforeAll(async () => {
  copy = projectCopy('aw-readme-demo-', [
    'esbuild.mjs',
    'package.json',
    'tsconfig.json',
    'tsconfig.package.json',
    'src',
    'scripts',
    'schemas',
    'flows',
    'locales',
    'seed',
    'demo',
    'server',
  ]);
  applyAll(copy);
  buildCopy(copy);
  h = await startHarness({ root: copy });
}, 120_000);
afterAll(async () => {
  await h?.close();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

const labelOf = (tab: Tab, name: string) =>
  tab.page.evaluate((n) => {
    const input = document.querySelector(`#auth-widget [name="${n}"]`) as HTMLInputElement;
    return input.labels?.[0]?.textContent ?? '';
  }, name);
const describedBy = (tab: Tab, name: string) =>
  tab.page.evaluate((n) => {
    const input = document.querySelector(`#auth-widget [name="${n}"]`) as HTMLInputElement;
    return (input.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
  }, name);
const channels = (tab: Tab) =>
  tab.page.$$eval('#auth-widget input[name="deliveryChannel"]', (els) => els.map((e) => (e as HTMLInputElement).value));

async function done(tab: Tab) {
  expect(tab.violations).toEqual([]);
  expect(tab.errors).toEqual([]);
  await tab.release();
}

test('1, 3 and 5: the relabelled user id with its help text and its new length limit, in English and German', async () => {
  for (const [language, label] of [
    ['en_US', 'Customer number'],
    ['de_DE', 'Kundennummer'],
  ] as const) {
    const tab = await openTab(h);
    await start(tab, 'authenticateUser', { language });
    await onPage(tab, 'LOGIN_PAGE');
    expect(await labelOf(tab, 'userId')).toContain(label);
    expect(await describedBy(tab, 'userId')).toContain(HELP[language]);
    expect(await tab.page.getAttribute('#auth-widget input[name="userId"]', 'maxlength')).toBe('50');
    await tab.page.click('#auth-widget input[name="userId"]');
    await tab.page.keyboard.type('x'.repeat(55));
    expect(await tab.page.inputValue('#auth-widget input[name="userId"]')).toHaveLength(50);
    expect(await axe(tab.page)).toEqual([]);
    await done(tab);
  }
});

test('2 and 4: the contact method comes first; landline is offered to new users only', async () => {
  const tab = await openTab(h);
  await start(tab, 'forgotPassword');
  await onPage(tab, 'FORGOT_PASSWORD');
  const names = await tab.page.$$eval('#auth-widget form [name]', (els) => [
    ...new Set(els.map((e) => e.getAttribute('name'))),
  ]);
  expect(names.filter((n) => ORDER.includes(n as string))[0]).toBe('deliveryChannel');
  expect(names.indexOf('deliveryChannel')).toBeLessThan(names.indexOf('userId'));
  expect(await channels(tab)).toEqual(['MOBILE', 'EMAIL']);
  await done(tab);
  // the demo app offers e-mail only to new users; let it offer phones too, as the example assumes
  const app = h.store.apps.get('demo')!;
  const before = app.settings.newUserSVChannel;
  app.settings.newUserSVChannel = 'PHONE_EMAIL';
  try {
    const next = await openTab(h);
    await start(next, 'newUser');
    await onPage(next, 'NEW_USER');
    expect(await channels(next)).toEqual(['MOBILE', 'LANDLINE', 'EMAIL']);
    await done(next);
  } finally {
    app.settings.newUserSVChannel = before;
  }
});

/** Signs on with the server's reply to the sign-on replaced by `reply` (the reference server has no such answer). */
async function signOnAnswered(reply: object): Promise<Tab> {
  const tab = await openTab(h);
  await tab.page.route('**/login/wgt/authenticate/**', (route) => route.fulfill({ json: reply }));
  await start(tab, 'authenticateUser');
  await onPage(tab, 'LOGIN_PAGE');
  await tab.page.fill('#auth-widget input[name="userId"]', 'alice');
  await tab.page.fill('#auth-widget input[name="password"]', 'Welcome#2026');
  await submit(tab);
  await idle(tab);
  return tab;
}

test('6: a new sign-on answer, ACCOUNT_LOCKED, goes to the error dialog with its own message', async () => {
  const tab = await signOnAnswered({ nextAction: 'ACCOUNT_LOCKED', messages: {} });
  await onPage(tab, 'ERROR');
  expect(await tab.page.textContent(DIALOG)).toContain(LOCKED);
  await done(tab);
});

test('7: a new dialog, NOTICE, shows its title and text with the server message; continue goes back to sign-on', async () => {
  const tab = await signOnAnswered({
    nextAction: 'NOTICE',
    messages: { type: 'INFO', detail: 'Maintenance tonight.' },
  });
  const notice = tab.page.locator(`${DIALOG}[data-dialog="notice"]`);
  await notice.waitFor();
  expect(await notice.getAttribute('aria-modal')).toBe('true');
  expect(await tab.page.getByRole('dialog', { name: NOTICE.title }).count()).toBe(1);
  const text = await notice.textContent();
  expect(text).toContain(NOTICE.body);
  expect(text).toContain('Maintenance tonight.');
  expect(await axe(tab.page)).toEqual([]);
  await submit(tab);
  await onPage(tab, 'LOGIN_PAGE');
  await done(tab);
});
