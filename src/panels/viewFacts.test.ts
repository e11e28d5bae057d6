// The view facts under settings by channel, on settings of its own (never the shipped ones): the channel the last
// code went by (the kept value settings.channelFrom names) gives its own code life and sends to the facts a text or a
// condition reads.
import type { RootState } from '../app/state';
import { DEFAULT_SETTINGS } from '../flow/tables';
import type { ResolvedConfig } from '../host/config';
import { VIEW_FACT_VALUES, viewFacts } from './viewFacts';

const settings = {
  ...DEFAULT_SETTINGS,
  codeValidMinutes: 8,
  maxSends: 3,
  channels: { EMAIL: { codeValidMinutes: 30, maxSends: 5 } },
  channelFrom: 'context.codeChannel',
};
const facts = (context: Record<string, unknown>) =>
  viewFacts(
    { flow: { flow: 'FPS', page: 'VALIDATE_SV', context }, session: {} } as unknown as RootState,
    { userIdLabel: 0 } as ResolvedConfig,
    settings,
  );

test("the channel's own code life and sends, once a reply said the code went by it", () => {
  expect(facts({ codeChannel: 'EMAIL', svAttempts: 4 })).toMatchObject({
    codeValidMinutes: 30,
    maxSends: 5,
    canResend: true,
  });
  expect(facts({ codeChannel: 'TEXT', svAttempts: 4 })).toMatchObject({
    codeValidMinutes: 8,
    maxSends: 3,
    canResend: false,
  });
  // before any code went (or a reply that did not say): the common ones
  expect(facts({})).toMatchObject({ codeValidMinutes: 8, canResend: true });
  // the settings' own names are no facts: only their numbers are
  expect(facts({})).not.toHaveProperty('channels');
  expect(facts({})).not.toHaveProperty('channelFrom');
});

test('userIdLabel is one of the names the reference gives and the check holds choices to, never the config number', () => {
  const label = (userIdLabel: 0 | 1) =>
    viewFacts(
      { flow: { flow: 'LOGIN', page: 'LOGIN_PAGE', context: {} }, session: {} } as unknown as RootState,
      { userIdLabel } as ResolvedConfig,
      settings,
    ).userIdLabel;
  expect([label(1), label(0)]).toEqual(['email', 'userId']);
  expect(VIEW_FACT_VALUES.userIdLabel).toEqual(['email', 'userId']);
});
