import { formatContact } from './phones';

test('US numbers show 3-3-rest, international cc-number; landlines keep the extension', () => {
  expect(
    formatContact({ countryType: 'U', countryCode: '1', cityCode: '555', phoneNumber: '0100123', phoneType: 'Y' }),
  ).toEqual({ kind: 'mobile', number: '555-010-0123' });
  expect(
    formatContact({ countryType: 'U', cityCode: '555', phoneNumber: '0100456', phoneType: 'N', extension: '12' }),
  ).toEqual({ kind: 'landline', number: '555-010-0456', extension: '12' });
  expect(
    formatContact({ countryType: 'I', countryCode: '44', phoneNumber: '2079460958', phoneType: 'Y', extension: '9' }),
  ).toEqual({ kind: 'mobile', number: '44-2079460958' });
});
