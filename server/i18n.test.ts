// The server's messages name the product's settings (issue 71 point 4): a product owner's message that names any
// number of flows/common.json's settings shows its value, not the placeholder. On a locale folder of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerMessages, sayIn } from './i18n';
import { settings } from './settings';

const ROOT = path.join(__dirname, '..');
let dir = '';
afterAll(() => {
  loadServerMessages(ROOT);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('a server message names any number of the settings, and the derived minutes', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-server-words-'));
  fs.mkdirSync(path.join(dir, 'locales'));
  fs.writeFileSync(
    path.join(dir, 'locales/en_US.json'),
    JSON.stringify({ 'server.noMoreCodes': 'At most {$maxSends} codes; wait {$resendMinutes} min; {$unknown}.' }),
  );
  loadServerMessages(dir);
  expect(sayIn('en_US', 'server.noMoreCodes')).toBe(
    `At most ${settings.maxSends} codes; wait ${Math.ceil(settings.resendAfterSeconds / 60)} min; {$unknown}.`,
  );
});
