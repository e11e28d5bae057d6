// The words of the first script's wait (src/first/waitLines.ts), on prebuilt data of this test's own: an entry whose
// first row (a resume) leads to a page with lines of its own, the default row to a panel with none.
import { resolveConfig } from '../host/config';
import { DEFAULT_SETTINGS } from '../flow/tables';
import { WAIT_LINES } from '../data/types';
import { factEnv, type Prebuilt } from './fit';
import { waitKeys, waitLines } from './waitLines';

const prebuilt = {
  entry: 'start',
  source: 'entries/start/1',
  rows: [{ when: { resuming: true } }, {}],
  settings: DEFAULT_SETTINGS,
  waitRows: { 0: ['wait.resume', 'WAITMESSAGE_FIELD2'] },
  waitEntries: { settings: ['settings.loading'] },
  waitWords: {
    WAITMESSAGE_FIELD1: 'Working.',
    WAITMESSAGE_FIELD2: 'Please wait.',
    'wait.resume': 'Back again.',
    'settings.loading': 'Getting your settings…',
  },
} as unknown as Prebuilt;
const env = (resumeToken: string | null) => {
  const config = resolveConfig(
    { appId: 'a', brandId: 'b' },
    { href: 'https://h.test/', scriptSrc: 'https://w.test/w.js' },
  );
  config.resumeToken = resumeToken;
  return factEnv(config, DEFAULT_SETTINGS, () => false);
};
const file = (messages: Record<string, string>) => Promise.resolve(new Response(JSON.stringify(messages)));

test('the lines of the page the entry row leads to, else the default two', () => {
  expect(waitKeys(prebuilt, env('x'.repeat(20)))).toEqual(['wait.resume', 'WAITMESSAGE_FIELD2']);
  expect(waitKeys(prebuilt, env(null))).toEqual(WAIT_LINES);
  // another entry than the sign-on the rows are of: the lines its first page names, else the default
  expect(waitKeys(prebuilt, null, 'settings')).toEqual(['settings.loading']);
  expect(waitKeys(prebuilt, null, 'other')).toEqual(WAIT_LINES);
  expect(waitKeys(prebuilt, null)).toEqual(WAIT_LINES);
});

test("another entry's lines: en_US's from the build, another language's from its locale file", async () => {
  expect(await waitLines(prebuilt, null, null, 'settings')).toEqual(['Getting your settings…']);
  expect(await waitLines(prebuilt, null, file({ 'settings.loading': 'Einstellungen…' }), 'settings')).toEqual([
    'Einstellungen…',
  ]);
  // the file lacks the key: no words rather than another language's
  expect(await waitLines(prebuilt, null, file({}), 'settings')).toBeNull();
});

test('en_US from the build; another language from its locale file; none when a line needs formatting or fails', async () => {
  expect(await waitLines(prebuilt, env(null), null)).toEqual(['Working.', 'Please wait.']);
  expect(await waitLines(prebuilt, env('y'.repeat(20)), null)).toEqual(['Back again.', 'Please wait.']);
  const de = { WAITMESSAGE_FIELD1: 'Wird bearbeitet.', WAITMESSAGE_FIELD2: 'Bitte warten.' };
  expect(await waitLines(prebuilt, env(null), file(de))).toEqual(['Wird bearbeitet.', 'Bitte warten.']);
  expect(await waitLines(prebuilt, env(null), file({ ...de, WAITMESSAGE_FIELD1: 'Hallo {$name}' }))).toBeNull();
  expect(await waitLines(prebuilt, env(null), file({ WAITMESSAGE_FIELD1: 'Nur eine.' }))).toBeNull();
  expect(await waitLines(prebuilt, env(null), Promise.reject(new Error('offline')))).toBeNull();
  // the response is cloned: the renderer still reads the file the first script asked for
  const response = new Response(JSON.stringify(de));
  await waitLines(prebuilt, env(null), Promise.resolve(response));
  expect(await response.json()).toEqual(de);
});
