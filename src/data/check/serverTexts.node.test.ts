// The server texts' variables, on locales and settings of their own (never the shipped files): a translation names
// what the server fills (the settings' numbers, two derived values) and what en_US's message names; nothing else.
import { serverValues } from '../../i18n/serverValues';
import { checkServerTexts } from './serverTexts';
import { newReport, type DataFiles } from './report';

const SETTINGS = { maxSends: 3, resendAfterSeconds: 120, codeValidMinutes: 8, channelFrom: 'context.codeChannel' };

function problems(locales: DataFiles['locales']) {
  const r = newReport();
  checkServerTexts(r, { locales } as DataFiles, SETTINGS);
  return r.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`);
}

test('the server fills every number of the settings, and minutes said as minutes', () => {
  expect(serverValues(SETTINGS)).toEqual({
    maxSends: 3,
    resendAfterSeconds: 120,
    codeValidMinutes: 8,
    resendMinutes: 2,
    codeMinutes: 8,
  });
});

test('a translation may name the settings and what en_US names; another variable is refused with the one meant', () => {
  const en = { 'server.sent': 'Code {$code} sent; {$maxSends} a day.', 'server.plain': 'No.' };
  expect(
    problems({
      en_US: en,
      de_DE: { 'server.sent': 'Code {$code}, höchstens {$maxSends}, {$codeMinutes} Minuten.', 'server.plain': 'Nein.' },
    }),
  ).toEqual([]);
  expect(
    problems({
      en_US: en,
      fr_FR: { 'server.sent': 'Code {$code}, {$maxSend} par jour.', 'server.plain': 'Non {$x}.' },
    }),
  ).toEqual([
    expect.stringMatching(
      /^locales\/fr_FR\.json \/server\.sent: \{\$maxSend\} is filled by nothing: .*did you mean maxSends\? \(fix: /,
    ),
    expect.stringMatching(/^locales\/fr_FR\.json \/server\.plain: \{\$x\} is filled by nothing/),
  ]);
});
