// The server's messages name the product's settings (issue 71 point 4): a message that names any number of the
// settings shows its value, not the placeholder. On a locale folder and settings of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadServerMessages, sayIn } from './i18n';

jest.mock('./settings', () => ({ settings: { maxSends: 4, resendAfterSeconds: 150, codeValidMinutes: 9 } }));

let dir = '';
afterAll(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

test('a server message names any number of the settings, and the derived minutes', () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-server-words-'));
  const english = path.join(dir, 'locales/en_US.json');
  fs.mkdirSync(path.dirname(english));
  const words = 'At most {$maxSends} codes; wait {$resendMinutes} min, valid {$codeMinutes}; {$unknown}.';
  fs.writeFileSync(english, JSON.stringify({ 'server.noMoreCodes': words }));
  loadServerMessages(dir);
  // (a name nothing fills stays as written: the data check refuses it in a translation, src/data/check/serverTexts.ts)
  expect(sayIn('en_US', 'server.noMoreCodes')).toBe('At most 4 codes; wait 3 min, valid 9; {$unknown}.');
});
