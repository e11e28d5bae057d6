/** @jest-environment node */
// The reference server's code timings and limits are the flow settings the widget reads (flows/common.json):
// changing the resend pause there changes it here, with nothing else edited.
import type { FlowFile } from '../../src/data/types';

test('the server reads the resend pause, sends, code lifetime and wrong entries from the flow settings', () => {
  jest.isolateModules(() => {
    jest.doMock('../../flows/common.json', () => ({
      pages: {},
      settings: { resendAfterSeconds: 90, maxSends: 4, codeValidMinutes: 10, maxWrongCodes: 2 },
    }));
    const codes = jest.requireActual<typeof import('./codes')>('./codes');
    expect([codes.RESEND_AFTER, codes.MAX_SENDS, codes.CODE_TTL, codes.MAX_WRONG]).toEqual([90_000, 4, 10 * 60_000, 2]);
  });
  jest.dontMock('../../flows/common.json');
});

test('the project settings, and the defaults for what a file leaves out', async () => {
  const codes = await import('./codes');
  const common = (await import('../../flows/common.json')) as unknown as FlowFile;
  expect(codes.RESEND_AFTER).toBe((common.settings?.resendAfterSeconds ?? 120) * 1000);
  expect(codes.MAX_SENDS).toBe(common.settings?.maxSends ?? 3);
});
