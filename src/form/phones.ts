// Confirm-profile phone numbers (docs/panels.md panel 8, docs/api.md): Y mobile / N landline; US numbers as
// 3-3-rest digits of cityCode + phoneNumber, international as countryCode-phoneNumber; landlines add an extension.

export interface ContactIn {
  countryType?: string;
  countryCode?: string;
  cityCode?: string;
  phoneNumber?: string;
  phoneType?: string;
  extension?: string;
}

export interface PhoneLine {
  kind: 'mobile' | 'landline';
  number: string;
  extension?: string;
}

export function formatContact(c: ContactIn): PhoneLine {
  const digits = `${c.cityCode ?? ''}${c.phoneNumber ?? ''}`.replace(/\D+/g, '');
  const number =
    c.countryType === 'I'
      ? `${String(c.countryCode ?? '').replace(/\D+/g, '')}-${String(c.phoneNumber ?? '').replace(/\D+/g, '')}`
      : [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
  const kind = c.phoneType === 'N' ? 'landline' : 'mobile';
  return kind === 'landline' && c.extension ? { kind, number, extension: String(c.extension) } : { kind, number };
}
