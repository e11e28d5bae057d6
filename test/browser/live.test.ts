// `npm start`'s live reload: after a rebuild the demo page reloads; after a broken edit it shows the data check's
// messages instead of a blank page (the status file the watcher writes, served by server/dev/live.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTab, startHarness, type Harness } from './harness';

jest.setTimeout(60_000);
let h: Harness;
let live: string;
beforeAll(async () => {
  live = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-live-'));
  fs.mkdirSync(path.join(live, 'build'));
  fs.writeFileSync(path.join(live, 'build/status.json'), JSON.stringify({ ok: true, at: 1 }));
  h = await startHarness({ live });
});
afterAll(async () => {
  await h?.close();
  fs.rmSync(live, { recursive: true, force: true });
});
const status = (s: object) =>
  fs.writeFileSync(path.join(live, 'build/status.json'), JSON.stringify({ ...s, at: Date.now() }));

test("a broken edit shows the check's messages on the page; the next good build reloads it", async () => {
  const tab = await openTab(h);
  await tab.page.waitForSelector('html[data-live="on"]');
  status({
    ok: false,
    problems: [
      'flows/sign-on.json /pages/LOGIN_PAGE/on/TMP_PWD/0/goto: page RESET_PASWORD does not exist; did you mean RESET_PASSWORD?',
    ],
  });
  await tab.page.waitForSelector('#live-problems[role="alert"] li');
  expect(await tab.page.textContent('#live-problems li')).toContain('did you mean RESET_PASSWORD?');
  const reloaded = tab.page.waitForEvent('load');
  status({ ok: true, builtIn: 1500 });
  await reloaded;
  expect(await tab.page.locator('#live-problems').count()).toBe(0);
  expect(tab.violations).toEqual([]);
  await tab.release();
});
