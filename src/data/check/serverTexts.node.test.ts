// The server texts' variables, on locales and settings of their own (never the shipped files): a message, en_US's too,
// names what the server fills (the settings' numbers, two derived values) and what its call passes
// (src/i18n/serverParams.ts, the server's own list); nothing else.
import { serverValues } from '../../i18n/serverValues';
import { serverParams } from '../../i18n/serverParams';
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

test('a message may name the settings and what its call passes; another variable is refused with the one meant', () => {
  // (codeText's call passes the code; a message of the server's no call passes anything)
  expect(serverParams('codeText')).toContain('code');
  expect(serverParams('plain')).toEqual([]);
  const en = { 'server.codeText': 'Code {$code} sent; {$maxSends} a day.', 'server.plain': 'No.' };
  expect(
    problems({
      en_US: en,
      de_DE: {
        'server.codeText': 'Code {$code}, höchstens {$maxSends}, {$codeMinutes} Minuten.',
        'server.plain': 'Nein.',
      },
    }),
  ).toEqual([]);
  expect(
    problems({
      en_US: en,
      fr_FR: { 'server.codeText': 'Code {$code}, {$maxSend} par jour.', 'server.plain': 'Non {$x}.' },
    }),
  ).toEqual([
    expect.stringMatching(
      /^locales\/fr_FR\.json \/server\.codeText: \{\$maxSend\} is filled by nothing: .*did you mean maxSends\? \(fix: /,
    ),
    expect.stringMatching(
      /^locales\/fr_FR\.json \/server\.plain: \{\$x\} is filled by nothing: .*and nothing of its own/,
    ),
  ]);
});

test("en_US's own message naming a variable no call passes is refused too (it showed as the placeholder)", () => {
  expect(
    problems({ en_US: { 'server.plain': 'Signed on as {$userId}.', 'server.expiring': 'In {$days} days.' } }),
  ).toEqual([expect.stringMatching(/^locales\/en_US\.json \/server\.plain: \{\$userId\} is filled by nothing/)]);
});

test('a server message is text with {$name} placeholders: a plural, a function, markup or an escape would show as written', () => {
  const got = problems({
    en_US: {
      'server.locked': '.input {$minutes :integer}\n.match $minutes\none {{One minute.}}\n* {{{$minutes} minutes.}}',
      'server.expiring': 'Expires on {$days :number}.',
      'server.plain': 'Read the {#link event=HELP}help{/link}.',
      'server.other': 'A brace: \\{.',
      'server.codeText': 'Code { $code }.',
      'server.fine': 'Wait {$resendMinutes} minutes.',
    },
  });
  expect(got).toHaveLength(5);
  expect(got.join('\n')).not.toContain('server.fine');
  expect(got[0]).toMatch(/^locales\/en_US\.json \/server\.locked: the server fills only \{\$name\} placeholders/);
});
