import { bareCountryCode, blurRules, changeRules } from './fieldRules';

test('changing the contact method resets the details (docs/flows.md)', () => {
  expect(
    changeRules.contactMethodChanged({ value: 'MOBILE', values: { deliveryChannel: 'MOBILE' }, countryCodes: null }),
  ).toEqual({
    countryType: 'US',
    countryCode: undefined,
    phoneNumber: undefined,
    extension: undefined,
    deliveryMode: 'TEXT',
  });
  expect(
    changeRules.contactMethodChanged({
      value: 'LANDLINE',
      values: { deliveryChannel: 'LANDLINE' },
      countryCodes: null,
    }),
  ).toMatchObject({ countryType: 'US', deliveryMode: 'VOICE', extension: undefined });
  expect(
    changeRules.contactMethodChanged({ value: 'EMAIL', values: { deliveryChannel: 'EMAIL' }, countryCodes: null }),
  ).toEqual({ email: undefined });
});

test('changing the country type clears the number; TEXT only for a US mobile', () => {
  expect(
    changeRules.countryTypeChanged({
      value: 'INT',
      values: { deliveryChannel: 'MOBILE', countryType: 'INT' },
      countryCodes: null,
    }),
  ).toEqual({ countryCode: undefined, phoneNumber: undefined, extension: undefined, deliveryMode: 'VOICE' });
  expect(
    changeRules.countryTypeChanged({
      value: 'US',
      values: { deliveryChannel: 'MOBILE', countryType: 'US' },
      countryCodes: null,
    })?.deliveryMode,
  ).toBe('TEXT');
});

test('leaving the country code checks it against the supported list', () => {
  const codes = ['1', '44'];
  expect(bareCountryCode('+0044')).toBe('44');
  expect(
    blurRules.supportedCountry({ value: '+44', values: { deliveryChannel: 'MOBILE' }, countryCodes: codes }),
  ).toEqual({ deliveryMode: 'TEXT' });
  expect(
    blurRules.supportedCountry({ value: '999', values: { deliveryChannel: 'MOBILE' }, countryCodes: codes }),
  ).toEqual({ deliveryMode: 'VOICE' });
  expect(
    blurRules.supportedCountry({ value: '44', values: { deliveryChannel: 'LANDLINE' }, countryCodes: codes }),
  ).toBeNull();
  expect(
    blurRules.supportedCountry({ value: '44', values: { deliveryChannel: 'MOBILE' }, countryCodes: null }),
  ).toBeNull();
});
