// The outcomes a reply without a nextAction is given (docs/api.md "Payload details"), on replies of their own.
import { OUTCOMES } from './outcomes';
import type { DeliveryOptions } from './envelope';

const none: DeliveryOptions = { mobile: [], landline: [], email: null, passkey: false, recoveryCode: false };
const options = (o: Partial<DeliveryOptions>, app: Record<string, unknown> = {}) =>
  OUTCOMES.deliveryOptions({ reply: { nextAction: '', messages: {}, options: { ...none, ...o } }, app });

test('delivery options: a contact, or a factor passed without one, is something to offer; nothing is NO_OPTIONS', () => {
  expect(options({})).toBe('NO_OPTIONS');
  expect(options({ email: 'a***@example.com' })).toBe('SV_OPTIONS');
  expect(options({ mobile: [['p1', '***0123']] })).toBe('SV_OPTIONS');
  // a landline only where voice is offered
  expect(options({ landline: [['p2', '***0456']] })).toBe('SV_OPTIONS');
  expect(options({ landline: [['p2', '***0456']] }, { isVoiceDisabled: true })).toBe('NO_OPTIONS');
  // no phone and no address: an authenticator app, recovery codes or a passkey still pass the check
  expect(options({ totp: 'ENROLLED' })).toBe('SV_OPTIONS');
  expect(options({ recoveryCode: true })).toBe('SV_OPTIONS');
  expect(options({ passkey: true })).toBe('SV_OPTIONS');
  expect(
    OUTCOMES.deliveryOptions({
      reply: {
        nextAction: '',
        messages: { type: 'ERROR', detail: 'You are not authorized to perform the action.' },
        options: none,
      },
      app: {},
    }),
  ).toBe('NOT_AUTHORIZED');
});
