// Settings by channel, on settings of its own (never the shipped ones).
import { DEFAULT_SETTINGS } from './tables';
import { forChannel } from './channels';

const settings = { ...DEFAULT_SETTINGS, channels: { EMAIL: { codeValidMinutes: 30, maxSends: 5 } } };

test("a channel's own values over the common ones; the common ones for any other channel or none", () => {
  expect(forChannel(settings, 'EMAIL')).toMatchObject({
    codeValidMinutes: 30,
    maxSends: 5,
    resendAfterSeconds: DEFAULT_SETTINGS.resendAfterSeconds,
  });
  for (const channel of ['TEXT', undefined, null, 3, 'toString']) expect(forChannel(settings, channel)).toBe(settings);
  expect(forChannel(DEFAULT_SETTINGS, 'EMAIL')).toBe(DEFAULT_SETTINGS);
});
